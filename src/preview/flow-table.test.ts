import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { BUNDLES, getBundle } from "../config/bundles.ts";
import { TRACKER_REGISTRY } from "../config/trackers.ts";
import { flowTableFor } from "./flow-table.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * Every channel written in configuration, read from the source text rather than through
 * the flow table's own collector, so that a new table the collector misses makes this test fail.
 */
function channelsInSources(): Set<string> {
  const configDir = join(root, "src/config");
  const files = [
    ...readdirSync(configDir).filter((name) => /^channels.*\.ts$/.test(name) && !name.endsWith(".test.ts")),
  ].map((name) => join(configDir, name));
  files.push(join(root, "server/db/seed-channels.ts"));
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/channel_(\d{1,10})\b/g)) found.add(`channel_${match[1]}`);
    // Seed rows are written as web(5818, …) / app(7101, …).
    for (const match of text.matchAll(/\b(?:web|app)\((\d{2,10}),/g)) found.add(`channel_${match[1]}`);
  }
  for (const group of TRACKER_REGISTRY.groups) group.channels.forEach((c) => found.add(c));
  for (const list of TRACKER_REGISTRY.searchLists) list.channels.forEach((c) => found.add(c));
  return found;
}

describe("flow tables", () => {
  test("cover every channel in configuration, for every bundle", () => {
    const expected = channelsInSources();
    expect(expected.size).toBeGreaterThan(50);
    for (const bundle of BUNDLES) {
      const listed = new Set(flowTableFor(bundle).map((row) => row.channel));
      expect(
        [...expected].filter((channel) => !listed.has(channel)),
        bundle.id,
      ).toEqual([]);
    }
  });

  test("channel_5265: seed flow, the city override and its destinations", () => {
    const row = flowTableFor(getBundle("default")).find((r) => r.channel === "channel_5265");
    expect(row?.flow).toEqual({ input_form: 0, succ_todo: 2, fail_todo: 1 });
    expect(row?.cities).toEqual([
      expect.objectContaining({
        row: "5265-big-cities",
        success: "/download-page",
        failure: "/download-page",
      }),
    ]);
    expect(row?.notes).toContain("已登录时查询所在城市（城市规则可能生效）");
    expect(row?.source).toBe("渠道自己的设置（网页渠道）");
  });

  test("brand follows the host overrides and channel rows", () => {
    const rows = flowTableFor(getBundle("default"));
    expect(rows.find((r) => r.channel === "channel_5589")?.brand).toBe("马上借钱花");
    expect(rows.find((r) => r.channel === "channel_5775")?.failure).toBe("/only-download");
  });
});
