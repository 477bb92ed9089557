/**
 * Issue 20, point 2: writes that need no login are bounded in size, rate and retention, so a
 * client cannot fill the disk (and on a full disk make logins fail too).
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { writeLimiter } from "./http.ts";
import { optionsFromEnv, resolveOptions, StartupError } from "./options.ts";
import { DATABASE_FILE, post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

/** Largest record attr the contract accepts, in UTF-8 bytes (src/contract/requests.ts). */
const RECORD_ATTR_MAX_BYTES = 2048;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
});

async function started(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

function countOf(server: TestServer, table: string): number {
  const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const record = (title = "页面访问", attr = '{"terminal":3}') => ({ source: "login", title, attr });

describe("field sizes", () => {
  test.each([
    ["ASCII", "x".repeat(RECORD_ATTR_MAX_BYTES)],
    ["Chinese, 700 characters but 2,100 bytes", "页".repeat(700)],
  ])(`a record attr over ${RECORD_ATTR_MAX_BYTES} bytes is refused (%s)`, async (_what, pad) => {
    const server = await started({});
    const attr = JSON.stringify({ terminal: 3, pad });
    const res = await post(server.port, API_PATHS.record, record("大", attr));
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe("attr 不能超过2048字节");
    expect(countOf(server, "events")).toBe(0);
  });

  test(`an attr of exactly ${RECORD_ATTR_MAX_BYTES} bytes is stored`, async () => {
    const server = await started({});
    const base = JSON.stringify({ terminal: 3, pad: "" });
    const attr = JSON.stringify({ terminal: 3, pad: "x".repeat(RECORD_ATTR_MAX_BYTES - base.length) });
    expect(attr).toHaveLength(RECORD_ATTR_MAX_BYTES);
    expect((await post(server.port, API_PATHS.record, record("满", attr))).json.code).toBe(200);
  });
});

describe("per-IP rate limit of anonymous writes", () => {
  test("past the limit every anonymous write path answers 429 with Retry-After; others carry on", async () => {
    const server = await started({ writeLimitPerMinute: 4 });
    for (let i = 0; i < 4; i += 1) {
      expect((await post(server.port, API_PATHS.record, record())).status).toBe(200);
    }
    const refusals = [
      await post(server.port, API_PATHS.record, record()),
      await post(server.port, `/track${API_PATHS.record}`, record()),
      await post(server.port, API_PATHS.activeChannel),
      await post(server.port, API_PATHS.kuaishouReport, { callback: "cb", event_type: "9" }),
      await post(server.port, API_PATHS.baiduConvert, { logidUrl: "http://x.example/?bd_vid=1" }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ code: 429, msg: "请求过于频繁，请稍后再试", data: null });
      expect(res.headers["retry-after"]).toBe("15");
    }
    // The tracking path keeps its CORS headers, so a page on another origin can read the 429.
    expect(refusals[0]!.headers["access-control-allow-origin"]).toBe("*");
    expect((await post(server.port, API_PATHS.appIndex)).status).toBe(200);
    expect(countOf(server, "events")).toBe(4);
    server.advance(15_000);
    expect((await post(server.port, API_PATHS.record, record())).status).toBe(200);
    expect((await post(server.port, API_PATHS.record, record())).status).toBe(429);
  });

  test("each client IP has its own allowance (behind a trusted proxy)", async () => {
    const server = await started({ writeLimitPerMinute: 1, trustProxy: 1 });
    const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
    expect((await post(server.port, API_PATHS.activeChannel, {}, from("203.0.113.1"))).status).toBe(200);
    expect((await post(server.port, API_PATHS.activeChannel, {}, from("203.0.113.1"))).status).toBe(429);
    expect((await post(server.port, API_PATHS.activeChannel, {}, from("203.0.113.2"))).status).toBe(200);
  });
});

describe("writeLimiter", () => {
  test("allows a burst of perMinute, then refills one every 60/perMinute seconds", () => {
    let now = 0;
    const take = writeLimiter(6, () => now);
    for (let i = 0; i < 6; i += 1) expect(take("a")).toBe(0);
    expect(take("a")).toBe(10_000);
    now += 4_000;
    expect(take("a")).toBe(6_000);
    now += 6_000;
    expect(take("a")).toBe(0);
    expect(take("b")).toBe(0);
  });

  test("tracks at most maxKeys addresses, forgetting the least recently seen", () => {
    const take = writeLimiter(1, () => 0, 3);
    for (const key of ["a", "b", "c"]) take(key);
    expect(take("a")).toBeGreaterThan(0); // a is now the most recent: b, c, a
    take("d"); // b, the stalest, is forgotten: c, a, d
    expect(take("c")).toBeGreaterThan(0); // still tracked: a, d, c
    expect(take("b")).toBe(0); // a full burst again; a, now the stalest, goes: d, c, b
    expect(take("a")).toBe(0);
  });
});

describe("retention", () => {
  test("events (records, activations) and the request log keep their newest rows only", async () => {
    const server = await started({ writeLimitPerMinute: 1000, retentionRows: 10, requestLogRows: 15 });
    for (let i = 0; i < 25; i += 1) {
      await post(server.port, API_PATHS.record, record(`第${i}页`));
      await post(server.port, API_PATHS.activeChannel);
    }
    expect(countOf(server, "events")).toBe(10);
    const log = await rawRequest(server.port, { path: "/__dev/requests?limit=500" });
    expect(log.json.data.list).toHaveLength(15);
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
    const titles = db.prepare("SELECT json_extract(payload, '$.title') AS t FROM events ORDER BY id").all();
    db.close();
    // The newest 10 of 50 rows: records 20 to 24, each followed by an activation.
    expect(titles.map((row) => row.t)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? `第${20 + i / 2}页` : null)),
    );
  });

  test("rows older than the retention days are deleted (checked on insert, at most hourly)", async () => {
    const server = await started({ writeLimitPerMinute: 1000, retentionDays: 2 });
    await post(server.port, API_PATHS.record, record("旧"));
    await post(server.port, API_PATHS.activeChannel);
    await post(server.port, API_PATHS.sendLoginSms, { phone: "13500135000" });
    server.advance(2 * 24 * 3600 * 1000 + 3600 * 1000);
    await post(server.port, API_PATHS.record, record("新"));
    expect(countOf(server, "events")).toBe(1);
    expect(countOf(server, "sms_codes")).toBe(0);
  });

  test("defaults and operator values from the environment", () => {
    expect(resolveOptions({})).toMatchObject({
      retentionRows: 20_000,
      requestLogRows: 5_000,
      retentionDays: 30,
      writeLimitPerMinute: 300,
    });
    expect(
      optionsFromEnv({
        WRITE_IP_LIMIT: "60",
        RETENTION_ROWS: "500",
        REQUEST_LOG_ROWS: "100",
        RETENTION_DAYS: "7",
      }),
    ).toMatchObject({ writeLimitPerMinute: 60, retentionRows: 500, requestLogRows: 100, retentionDays: 7 });
    expect(resolveOptions(optionsFromEnv({}))).toEqual(resolveOptions({ now: Date.now }));
  });

  test.each([
    [{ WRITE_IP_LIMIT: "0" }, "WRITE_IP_LIMIT"],
    [{ RETENTION_ROWS: "lots" }, "RETENTION_ROWS"],
    [{ RETENTION_DAYS: "1.5" }, "RETENTION_DAYS"],
    [{ REQUEST_LOG_ROWS: "-5" }, "REQUEST_LOG_ROWS"],
  ])("%j is refused, naming the variable in both languages", (env, name) => {
    expect(() => optionsFromEnv(env)).toThrow(StartupError);
    expect(() => optionsFromEnv(env)).toThrow(
      new RegExp(`${name} 须为不小于 1 的整数[\\s\\S]*${name} must be`),
    );
  });
});
