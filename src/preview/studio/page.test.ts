import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawRequest, startTestServer, type TestServer } from "../../../server/test-helpers.ts";
import { BUNDLES } from "../../config/bundles.ts";
import { TRACKER_REGISTRY } from "../../config/trackers.ts";
import { studioRoutes } from "./routes.ts";

const root = resolve(import.meta.dirname, "../../..");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ devRoutes: studioRoutes() });
});
afterAll(() => server.dispose());

/** The channel rows of a site's preview page, by channel number (no gallery). */
async function channelRows(bundleId: string): Promise<Map<string, string>> {
  const headers = { Host: `${bundleId}.localhost:${server.port}` };
  const html = (await rawRequest(server.port, { path: "/preview", method: "GET", headers })).text;
  return new Map(
    [...html.matchAll(/<tr><td data-label="链接"><a href="[^"?]*\?c=(\d+)">.*?<\/tr>/g)].map((row) => [
      `channel_${row[1]}`,
      row[0],
    ]),
  );
}

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

describe("the channel rows of the preview page", () => {
  test("cover every channel in configuration, for every bundle", async () => {
    const expected = channelsInSources();
    expect(expected.size).toBeGreaterThan(50);
    for (const bundle of BUNDLES) {
      const listed = await channelRows(bundle.id);
      expect(
        [...expected].filter((channel) => !listed.has(channel)),
        bundle.id,
      ).toEqual([]);
    }
  });

  test("channel_5265: seed flow, the city override and its destinations", async () => {
    const row = (await channelRows("default")).get("channel_5265") ?? "";
    expect(row).toContain(
      '<td data-label="表单（设置来自）">要填个人信息表单（渠道自己的设置（网页渠道））</td><td data-label="成功后去">贷款超市</td><td data-label="失败后去">贷款超市</td>',
    );
    expect(row).toContain(
      '<td data-label="城市规则">上海市、北京市、成都市、深圳市、广州市、杭州市、青岛市：不用填（跳过表单），成功→APP 下载页，失败→APP 下载页</td>',
    );
    expect(row).toContain("已登录时查询所在城市（城市规则可能生效）");
  });

  test("brand follows the host overrides and channel rows", async () => {
    const rows = await channelRows("default");
    expect(rows.get("channel_5589")).toMatch(/<td data-label="品牌；公司；备案号">马上借钱花；/);
    expect(rows.get("channel_5775")).toContain('<td data-label="失败后去">纯下载页</td>');
  });
});
