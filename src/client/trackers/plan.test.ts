import { describe, expect, test } from "vitest";
import { TRACKER_REGISTRY, type TrackerRegistry } from "../../config/trackers.ts";
import { isEmptyPlan, scriptsOf, trackerPlanFor } from "./plan.ts";

const registry: TrackerRegistry = {
  vendors: { kuaishou: { scriptUrls: ["https://a.example/ks.js", "https://b.example/ks.js"] } },
  groups: [
    {
      name: "g1",
      kind: "kuaishou",
      conversionId: "111",
      channels: ["channel_1", "channel_2"],
    },
    { name: "g2", kind: "gdt", conversionId: "222", channels: ["channel_4", "channel_5"] },
  ],
  searchLists: [
    { name: "s1", productionId: "999", channels: ["channel_3"] },
    { name: "s2", productionId: "888", channels: [] },
  ],
};

describe("trackerPlanFor / scriptsOf", () => {
  test("a trace-group channel gets its group and the vendor's URLs in order", () => {
    const plan = trackerPlanFor("channel_2", registry);
    expect(plan.group?.name).toBe("g1");
    expect(plan.search).toBeUndefined();
    expect(scriptsOf(plan, registry)).toEqual([
      { kind: "kuaishou", urls: ["https://a.example/ks.js", "https://b.example/ks.js"] },
    ]);
  });

  test("a search-list channel gets the search-engine script with its production id", () => {
    const plan = trackerPlanFor("channel_3", registry);
    expect(plan.search?.productionId).toBe("999");
    expect(scriptsOf(plan, registry)).toEqual([
      { kind: "baidu", urls: ["https://fxgate.baidu.com/angelia/fcagl.js?production=999"] },
    ]);
  });

  test("a channel in no group or list gets nothing", () => {
    const plan = trackerPlanFor("channel_5818", registry);
    expect(isEmptyPlan(plan)).toBe(true);
    expect(scriptsOf(plan, registry)).toEqual([]);
  });

  test("a group whose kind has no configured vendor is ignored", () => {
    expect(isEmptyPlan(trackerPlanFor("channel_4", registry))).toBe(true);
    expect(trackerPlanFor("channel_4", registry).group).toBeUndefined();
  });

  test("in the shipped registry, the short-video channel 5218 loads the ks-trace SDK only", () => {
    const plan = trackerPlanFor("channel_5218", TRACKER_REGISTRY);
    const urls = scriptsOf(plan, TRACKER_REGISTRY).flatMap((script) => script.urls);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(
      /^https:\/\/p1-yx\.adkwai\.com\/udata\/pkg\/ks-ad-trace-sdk\/ks-trace\.[\d.]+\.min\.js$/,
    );
    expect(urls[1]).toMatch(/^https:\/\/static\.yximgs\.com\/udata\/pkg\/ks-ad-trace-sdk\//);
  });
});
