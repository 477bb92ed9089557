/**
 * Field figures (issue 54, decision 445): the reference server accepts the pages' batches
 * bounded, validated and rate-limited like every anonymous write, and keeps aggregates only, for
 * a limited number of days and series.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { FIELD_REPORT_PATH } from "../src/config/host-schema.ts";
import { DEV_PATHS } from "../src/contract/index.ts";
import type { FieldBatch } from "../src/core/field-payload.ts";
import { SAMPLE_FIELD_TAGS } from "../src/core/field-test-kit.ts";
import { rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

/** What server/README.md documents: the aggregates' file, and the page series one day keeps. */
const FIELD_FILE = "field-figures.json";
const PAGE_SERIES_PER_DAY = 500;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
});

async function started(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const batch = (changes: Partial<FieldBatch> = {}, tags: Partial<FieldBatch["tags"]> = {}): FieldBatch => ({
  v: 1,
  tags: { ...SAMPLE_FIELD_TAGS, ...tags },
  metrics: [
    ["LCP", 1200],
    ["TTFB", 300],
  ],
  scriptFailures: 0,
  errors: 0,
  ...changes,
});

/** Sends a batch as a browser's beacon does: a string, text/plain. */
const beacon = (server: TestServer, body: unknown, type = "text/plain;charset=UTF-8") =>
  rawRequest(server.port, {
    method: "POST",
    path: FIELD_REPORT_PATH,
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function figures(server: TestServer) {
  return (await rawRequest(server.port, { path: DEV_PATHS.fieldFigures })).json.data;
}

describe("accepting a batch", () => {
  test("a beacon from any origin is kept: 204, and it counts in its page's and release's figures", async () => {
    const server = await started();
    const res = await beacon(server, batch({ scriptFailures: 2, errors: 1 }));
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect((await beacon(server, batch(), "application/json")).status).toBe(204);
    const kept = await figures(server);
    expect(kept.pages).toEqual([
      expect.objectContaining({ host: "car.shanxin.example", bundle: "car", page: "/login", views: 2 }),
    ]);
    expect(kept.releases).toEqual([
      expect.objectContaining({ release: "c74d7ed", views: 2, scriptFailures: 2, errors: 1 }),
    ]);
    expect(kept.recent).toHaveLength(2);
  });

  test("a preflight is answered for a collector on another origin", async () => {
    const server = await started();
    const res = await rawRequest(server.port, { method: "OPTIONS", path: FIELD_REPORT_PATH });
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-methods"]).toContain("POST");
  });

  // Each row: what is wrong, the body sent. Every one is refused with 400 and nothing is kept.
  test.each([
    ["not JSON", "LCP=1200"],
    ["an unknown version", { ...batch(), v: 2 }],
    ["an unknown metric", batch({ metrics: [["FID" as never, 10]] })],
    ["a negative figure", batch({ metrics: [["LCP", -1]] })],
    ["a figure past its bound", batch({ metrics: [["CLS", 101]] })],
    ["a figure that is text", batch({ metrics: [["LCP", "1200" as never]] })],
    [
      "too many figures",
      batch({ metrics: Array.from({ length: 33 }, () => ["INP", 10] as ["INP", number]) }),
    ],
    ["a count past its bound", batch({ errors: 1001 })],
    ["a fractional count", batch({ scriptFailures: 1.5 })],
    ["an extra field", { ...batch(), phone: "13800138000" }],
    ["an extra tag", { ...batch(), tags: { ...batch().tags, user: "1" } }],
    ["a phone number as the channel", batch({}, { channel: "13800138000" })],
    ["a page with its query", batch({}, { page: "/login?phone=13800138000" })],
    ["a page naming an ID number", batch({}, { page: "/110101199003070011.html" })],
    ["a token as the release", batch({}, { release: "eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0" })],
    ["a full address as the host", batch({}, { host: "https://car.example/login?token=x" })],
    ["an unknown in-app kind", batch({}, { inApp: "13800138000" as never })],
    ["a tag too long", batch({}, { page: `/${"a".repeat(120)}` })],
  ])("%s is refused", async (_what, body) => {
    const server = await started();
    const res = await beacon(server, body);
    expect(res.status).toBe(400);
    expect(res.json.msg).toMatch(/格式/);
    expect((await figures(server)).pages).toEqual([]);
  });

  test("a body of another type or over 8 KB is refused", async () => {
    const server = await started();
    expect((await beacon(server, batch(), "application/x-www-form-urlencoded")).status).toBe(415);
    const padded = JSON.stringify({ ...batch(), pad: "x".repeat(9000) });
    expect((await beacon(server, padded)).status).toBe(413);
    expect((await rawRequest(server.port, { path: FIELD_REPORT_PATH })).status).toBe(405);
  });

  test("beacons are rate-limited per client like every anonymous write", async () => {
    const server = await started({ writeLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await beacon(server, batch())).status).toBe(204);
    const refused = await beacon(server, batch());
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("20");
    expect((await figures(server)).pages[0].views).toBe(3);
  });
});

describe("aggregates", () => {
  test("p75 of four views is the third slowest, at most 10 % above it; a figure none sent has none", async () => {
    const server = await started();
    for (const lcp of [400, 100, 300, 200]) await beacon(server, batch({ metrics: [["LCP", lcp]] }));
    const [page] = (await figures(server)).pages;
    expect(page.p75.LCP).toBeGreaterThanOrEqual(300);
    expect(page.p75.LCP).toBeLessThanOrEqual(330);
    expect(page.p75.INP).toBeUndefined();
  });

  test("the studio's p75 per page from many beacons: LCP, CLS", async () => {
    const server = await started({ writeLimitPerMinute: 1000 });
    for (let i = 1; i <= 100; i += 1) {
      expect(
        (
          await beacon(
            server,
            batch({
              metrics: [
                ["LCP", i * 40],
                ["CLS", i / 1000],
              ],
            }),
          )
        ).status,
      ).toBe(204);
    }
    const [page] = (await figures(server)).pages;
    // True p75: 3000 ms and 0.075.
    expect(page.p75.LCP).toBeGreaterThanOrEqual(3000);
    expect(page.p75.LCP).toBeLessThanOrEqual(3300);
    expect(page.p75.CLS).toBeGreaterThanOrEqual(0.075);
    expect(page.p75.CLS).toBeLessThanOrEqual(0.083);
    expect(page.counts).toEqual({ LCP: 100, CLS: 100 });
  });

  test("days older than the retention are dropped", async () => {
    const server = await started({ retentionDays: 2 });
    await beacon(server, batch({}, { page: "/login" }));
    server.advance(24 * 3600 * 1000);
    await beacon(server, batch({}, { page: "/v2/login" }));
    expect((await figures(server)).pages).toHaveLength(2);
    server.advance(24 * 3600 * 1000);
    const kept = await figures(server);
    expect(kept.pages.map((page: { page: string }) => page.page)).toEqual(["/v2/login"]);
  });

  test(`a day keeps at most ${PAGE_SERIES_PER_DAY} page series; further ones are counted as dropped`, async () => {
    const server = await started({ writeLimitPerMinute: 10_000, connectionsPerIp: 1000 });
    const sends = Array.from({ length: PAGE_SERIES_PER_DAY + 3 }, (_, i) =>
      beacon(server, batch({}, { page: `/p${i}` })),
    );
    for (const res of await Promise.all(sends)) expect(res.status).toBe(204);
    const kept = await figures(server);
    expect(kept.pages).toHaveLength(PAGE_SERIES_PER_DAY);
    expect(kept.dropped).toBe(3);
  });

  test("a release named like a property of every object is one more release", async () => {
    const server = await started();
    expect((await beacon(server, batch({}, { release: "__proto__" }))).status).toBe(204);
    expect((await figures(server)).releases).toEqual([
      expect.objectContaining({ release: "__proto__", views: 1 }),
    ]);
    expect(({} as Record<string, unknown>).views).toBeUndefined();
  });

  test("the aggregates outlive a restart, in one file of the data folder without any tag of the visitor", async () => {
    const server = await started();
    await beacon(server, batch());
    await server.close();
    const file = join(server.dataDir, FIELD_FILE);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain("channel_5818");
    expect(text).not.toContain("wechat");
    const again = await startTestServer({}, server.root);
    servers.push(again);
    expect((await figures(again)).pages[0].views).toBe(1);
  });

  test("an unreadable file is set aside with a warning: the server starts empty", async () => {
    const first = await started();
    await first.close();
    writeFileSync(join(first.dataDir, FIELD_FILE), "{not json");
    const again = await startTestServer({}, first.root);
    servers.push(again);
    expect((await figures(again)).pages).toEqual([]);
    expect(again.logger.lines.join("\n")).toContain("真实访问数据文件");
  });
});
