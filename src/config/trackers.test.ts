import { describe, expect, test } from "vitest";
import { scanSamples } from "../deploy/samples.ts";
import { findConfigProblems } from "./validate.ts";
import type { TrackerRegistry } from "./host-schema.ts";
import { searchEngineScriptUrl, TRACKER_REGISTRY, trackerPlanFor, trackerScriptOrigins } from "./trackers.ts";

const { groups: TRACE_GROUPS, searchLists: SEARCH_ENGINE_LISTS } = TRACKER_REGISTRY;

const small: TrackerRegistry = {
  vendors: { kuaishou: { scriptUrls: ["https://a.example/ks.js", "https://b.example/ks.js"] } },
  groups: [
    {
      name: "g1",
      kind: "kuaishou",
      conversionId: "111",
      channels: ["channel_1", "channel_2"],
    },
  ],
  searchLists: [{ name: "s1", productionId: "999", channels: ["channel_3"] }],
};

describe("tracker registry (spec 9: four groups of 2-12 channels; lists of about 130, 40 and 0)", () => {
  /** The registry's problems as the build prints them: `field: message`. */
  const problemsOf = (registry: unknown) =>
    findConfigProblems({}, { "src/config/trackers.ts": { TRACKER_REGISTRY: registry } }).map(
      (p) => `${p.field}: ${p.message}`,
    );

  test("the shipped registry has no problems", () => {
    expect(problemsOf(TRACKER_REGISTRY)).toEqual([]);
  });

  test("four trace groups of 2 to 12 channels, each with a conversion id", () => {
    expect(TRACE_GROUPS).toHaveLength(4);
    for (const group of TRACE_GROUPS) {
      expect(group.channels.length).toBeGreaterThanOrEqual(2);
      expect(group.channels.length).toBeLessThanOrEqual(12);
      expect(group.conversionId).toMatch(/^\d+$/);
    }
  });

  test("three search-engine lists of 130, 40 and 0 channels with production ids", () => {
    expect(SEARCH_ENGINE_LISTS.map((list) => list.channels.length)).toEqual([130, 40, 0]);
    for (const list of SEARCH_ENGINE_LISTS) expect(list.productionId).toMatch(/^\d+$/);
  });

  test("ids the spec does not show are marked as samples", () => {
    const ids = [
      ...TRACE_GROUPS.map((g) => g.conversionId),
      ...SEARCH_ENGINE_LISTS.map((l) => l.productionId),
    ];
    const samples = new Set(scanSamples().entries.map((entry) => entry.value));
    expect(ids.filter((id) => !samples.has(JSON.stringify(id)))).toEqual([]);
  });

  test("the search-engine script URL carries the production id (REFERENCE.md)", () => {
    expect(searchEngineScriptUrl("123")).toBe("https://fxgate.baidu.com/angelia/fcagl.js?production=123");
  });

  test.each<[string, TrackerRegistry, RegExp]>([
    [
      "a group of one channel",
      { ...small, groups: [{ ...small.groups[0]!, channels: ["channel_1"] }] },
      /^TRACKER_REGISTRY\.groups\[0\]\.channels: has 1 channels, expected 2-12$/,
    ],
    [
      "a group of 13 channels",
      {
        ...small,
        groups: [
          {
            ...small.groups[0]!,
            channels: Array.from({ length: 13 }, (_, i) => `channel_${i + 10}` as const),
          },
        ],
      },
      /groups\[0\]\.channels: has 13 channels/,
    ],
    [
      "a malformed channel",
      { ...small, searchLists: [{ ...small.searchLists[0]!, channels: ["channel_x" as "channel_1"] }] },
      /searchLists\[0\]\.channels\[0\]: "channel_x" is not a channel/,
    ],
    [
      "a channel in two entries",
      { ...small, searchLists: [{ ...small.searchLists[0]!, channels: ["channel_2"] }] },
      /searchLists\[0\]\.channels\[0\]: channel_2 is also in trace group g1/,
    ],
    [
      "a kind without a vendor",
      { ...small, groups: [{ ...small.groups[0]!, kind: "gdt" }] },
      /groups\[0\]\.kind: gdt has no script URL in vendors/,
    ],
    [
      "an http script",
      { ...small, vendors: { kuaishou: { scriptUrls: ["http://a.example/ks.js"] } } },
      /vendors\.kuaishou\.scriptUrls\[0\]: "http:\/\/a\.example\/ks\.js" is not an https URL/,
    ],
    [
      "a malformed conversion id",
      { ...small, groups: [{ ...small.groups[0]!, conversionId: "1 2" }] },
      /groups\[0\]\.conversionId: "1 2" is not a conversion id/,
    ],
    [
      "a malformed production id",
      { ...small, searchLists: [{ ...small.searchLists[0]!, productionId: "" }] },
      /searchLists\[0\]\.productionId: "" is not a production id/,
    ],
  ])("the build finds %s, naming the field", (_name, registry, problem) => {
    expect(problemsOf(registry).join("\n")).toMatch(problem);
  });
});

describe("trackerPlanFor: which trackers a channel gets", () => {
  const gdtWithoutScript = {
    ...small.groups[0]!,
    name: "g2",
    kind: "gdt" as const,
    channels: ["channel_4" as const],
  };
  test.each([
    ["channel_2", { group: "g1" }],
    ["channel_3", { search: "s1" }],
    ["channel_5818", {}],
    ["channel_4", {}],
  ])("%s gets %j", (channel, expected) => {
    const plan = trackerPlanFor(channel, { ...small, groups: [...small.groups, gdtWithoutScript] });
    expect({
      ...(plan.group ? { group: plan.group.name } : {}),
      ...(plan.search ? { search: plan.search.name } : {}),
    }).toEqual(expected);
  });
});

describe("tracker hosts (the CSP allow-list) follow the registry", () => {
  test("every script a channel of the registry loads is from an allowed origin", () => {
    const channels = [...TRACE_GROUPS, ...SEARCH_ENGINE_LISTS].flatMap((entry) => entry.channels);
    for (const channel of channels) {
      const { group, search } = trackerPlanFor(channel, TRACKER_REGISTRY);
      const urls = [
        ...(group ? TRACKER_REGISTRY.vendors[group.kind]!.scriptUrls : []),
        ...(search ? [searchEngineScriptUrl(search.productionId)] : []),
      ];
      expect(urls).not.toEqual([]);
      for (const url of urls) expect(trackerScriptOrigins()).toContain(new URL(url).origin);
    }
  });

  test("the shipped hosts are exactly the three of REFERENCE.md", () => {
    expect(trackerScriptOrigins().sort()).toEqual([
      "https://fxgate.baidu.com",
      "https://p1-yx.adkwai.com",
      "https://static.yximgs.com",
    ]);
  });
});
