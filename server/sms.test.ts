import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { DEV_COOKIES } from "../src/contract/index.ts";
import { DATABASE_FILE, post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
afterEach(() => server.dispose());

const send = (phone: string, ip?: string) =>
  post(server.port, "/v1/user/sendLoginSms", { phone }, ip ? { headers: { "X-Forwarded-For": ip } } : {});
const latestCode = async (phone: string) =>
  (await rawRequest(server.port, { path: `/__dev/sms/latest?phone=${phone}` })).json.data.code as string;
const loginWith = (phone: string, code: string) =>
  post(server.port, "/v1/user/loginSmsCode", { phone, code });

describe("send limits per phone (defaults)", () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  test("one per 60 s, with the seconds left in the message and Retry-After", async () => {
    expect((await send("13800138000")).json.code).toBe(200);
    server.advance(15_000);
    const refused = await send("13800138000");
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 429, msg: "发送过于频繁，请45秒后再试", data: null });
    expect(refused.headers["retry-after"]).toBe("45");
    server.advance(45_000);
    expect((await send("13800138000")).json.code).toBe(200);
  });

  test("five per hour", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send("13800138001")).json.code).toBe(200);
      server.advance(MINUTE);
    }
    const refused = await send("13800138001");
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toBe("该手机号验证码获取次数过多，请55分钟后再试");
    server.advance(55 * MINUTE);
    expect((await send("13800138001")).json.code).toBe(200);
  });

  test("ten per 24 hours", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send("13800138002")).json.code).toBe(200);
      server.advance(i % 5 === 4 ? HOUR : MINUTE);
    }
    const refused = await send("13800138002");
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toMatch(/^该手机号今日验证码获取次数已达上限，请\d+小时后再试$/);
  });

  test("another phone is not held back by the first one's limit", async () => {
    await send("13800138003");
    expect((await send("13800138004")).json.code).toBe(200);
  });

  test("development mode logs the code with the phone masked", async () => {
    await send("13800138005");
    const code = await latestCode("13800138005");
    expect(server.logger.lines).toContain(`info [sms] 138****8005 验证码 ${code}（开发模式，未真实发送）`);
    expect(server.logger.lines.join("\n")).not.toContain("13800138005");
  });
});

describe("send limits per IP (configured, one limit per window)", () => {
  beforeEach(async () => {
    server = await startTestServer({
      trustProxy: 1,
      smsIpLimits: { perMinute: 2, perHour: 3, perDay: 4 },
    });
  });

  test.each([
    // sends allowed, gap between sends, expected message of the refused send
    [2, 1_000, /^当前网络发送过于频繁，请\d+秒后再试$/],
    [3, MINUTE, /^当前网络验证码获取次数过多，请\d+分钟后再试$/],
    [4, HOUR, /^当前网络今日验证码获取次数已达上限，请\d+小时后再试$/],
  ])("after %i sends %i ms apart the IP is refused", async (allowed, gap, message) => {
    for (let i = 0; i < allowed; i++) {
      expect((await send(`1390000000${i}`, "10.0.0.1")).json.code).toBe(200);
      server.advance(gap);
    }
    const refused = await send("13900000009", "10.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toMatch(message);
    expect((await send("13900000009", "10.0.0.2")).json.code).toBe(200);
  });
});

describe("code verification", () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  test("the right code logs in once and creates the user", async () => {
    await send("13700137000");
    const code = await latestCode("13700137000");
    const login = await loginWith("13700137000", code);
    expect(login.json.code).toBe(200);
    expect(login.json.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.json.data.userinfo).toEqual({ id: expect.any(Number), phone: "137****7000" });
    const again = await loginWith("13700137000", code);
    expect(again.json).toMatchObject({ code: 410, msg: "验证码已使用，请重新获取" });
  });

  test("a second login of the same phone is the same user", async () => {
    await send("13700137001");
    const first = await loginWith("13700137001", await latestCode("13700137001"));
    server.advance(MINUTE);
    await send("13700137001");
    const second = await loginWith("13700137001", await latestCode("13700137001"));
    expect(second.json.data.userinfo.id).toBe(first.json.data.userinfo.id);
    expect(second.json.data.access_token).not.toBe(first.json.data.access_token);
  });

  test("five wrong attempts burn the code", async () => {
    await send("13700137002");
    const code = await latestCode("13700137002");
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      expect((await loginWith("13700137002", wrong)).json).toMatchObject({
        code: 422,
        msg: `验证码错误，还可尝试${left}次`,
      });
    }
    expect((await loginWith("13700137002", wrong)).json).toMatchObject({
      code: 410,
      msg: "验证码错误次数过多，请重新获取",
    });
    expect((await loginWith("13700137002", code)).json).toMatchObject({
      code: 410,
      msg: "验证码错误次数过多，请重新获取",
    });
  });

  test("a code expires after 5 minutes", async () => {
    await send("13700137003");
    const code = await latestCode("13700137003");
    server.advance(5 * MINUTE);
    expect((await loginWith("13700137003", code)).json).toMatchObject({
      code: 410,
      msg: "验证码已过期，请重新获取",
    });
  });

  test("a code is still good just before expiry", async () => {
    await send("13700137004");
    const code = await latestCode("13700137004");
    server.advance(5 * MINUTE - 1);
    expect((await loginWith("13700137004", code)).json.code).toBe(200);
  });

  test("a new code replaces the previous one", async () => {
    await send("13700137005");
    const old = await latestCode("13700137005");
    server.advance(MINUTE);
    await send("13700137005");
    const fresh = await latestCode("13700137005");
    if (old !== fresh) expect((await loginWith("13700137005", old)).json.code).not.toBe(200);
    expect((await loginWith("13700137005", fresh)).json.code).toBe(200);
  });

  test("no code sent yet", async () => {
    expect((await loginWith("13700137006", "123456")).json).toMatchObject({
      code: 410,
      msg: "请先获取验证码",
    });
  });

  test("the database keeps a hash, never the code", async () => {
    await send("13700137007");
    const code = await latestCode("13700137007");
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(`${server.dataDir}/shanxin.sqlite`, { readOnly: true });
    const row = db.prepare("SELECT code_hash FROM sms_codes WHERE phone = ?").get("13700137007") as {
      code_hash: string;
    };
    db.close();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });
});

describe("a browser's SMS clock ahead (development cookie, decision 460)", () => {
  const ahead = (ms: string) => ({ headers: { Cookie: `${DEV_COOKIES.smsClockAhead}=${ms}` } });
  const sendAhead = (phone: string, ms: string) =>
    post(server.port, "/v1/user/sendLoginSms", { phone }, ahead(ms));

  test("a minute ahead, the second send is allowed at once, and only its code logs in", async () => {
    server = await startTestServer();
    await send("13500135000");
    const first = await latestCode("13500135000");
    expect((await sendAhead("13500135000", "60000")).json.code).toBe(200);
    const second = await latestCode("13500135000");
    if (first !== second) expect((await loginWith("13500135000", first)).json.code).toBe(422);
    const login = await post(
      server.port,
      "/v1/user/loginSmsCode",
      { phone: "13500135000", code: second },
      ahead("60000"),
    );
    expect(login.json.code).toBe(200);
  });

  test.each([
    ["less than the minute", "59000"],
    ["more than ten minutes", String(10 * MINUTE + 1)],
    ["not a number", "soon"],
    ["negative", "-60000"],
  ])("%s: the send inside the minute is refused as ever", async (_, value) => {
    server = await startTestServer();
    await send("13500135001");
    expect((await sendAhead("13500135001", value)).status).toBe(429);
  });

  test("production mode reads no such cookie", async () => {
    server = await startTestServer({ mode: "production" });
    await send("13500135002");
    expect((await sendAhead("13500135002", "60000")).status).toBe(429);
  });
});

describe("production mode", () => {
  test("sends without revealing the code anywhere", async () => {
    server = await startTestServer({ mode: "production" });
    expect((await send("13600136000")).json.code).toBe(200);
    expect(server.logger.lines.join("\n")).not.toMatch(/\d{6}/);
    expect((await rawRequest(server.port, { path: "/__dev/sms/latest?phone=13600136000" })).status).toBe(404);
  });
});

describe("behind trusted proxies: the client is the address the first of them appended", () => {
  const client = "198.51.100.7";
  test.each([
    // trust, what the proxies in front append after the client's own forged header
    [1, client],
    [2, `${client}, 10.1.2.3`],
  ] as const)(
    "trust %j: 20 forged X-Forwarded-For values get the per-address limit",
    async (trust, chain) => {
      server = await startTestServer({
        trustProxy: trust,
        smsIpLimits: { perMinute: 3, perHour: 5, perDay: 10 },
      });
      let accepted = 0;
      for (let i = 0; i < 20; i++) {
        const sent = await send(`139000000${String(i).padStart(2, "0")}`, `203.0.113.${i}, ${chain}`);
        if (sent.json.code === 200) accepted += 1;
        else expect(sent.json.msg).toMatch(/^当前网络发送过于频繁/);
      }
      expect(accepted).toBe(3);
      const rows = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
      expect(rows.prepare("SELECT DISTINCT ip FROM sms_codes").all()).toEqual([{ ip: client }]);
      rows.close();
    },
  );

  test("a count takes any peer for a proxy: the start warns and names the safer list", async () => {
    server = await startTestServer({ trustProxy: 1 });
    expect(server.logger.lines).toContainEqual(expect.stringMatching(/^warn \[proxy\] TRUST_PROXY=1 /));
    await server.dispose();
    server = await startTestServer({ trustProxy: ["127.0.0.1"] });
    expect(server.logger.lines.filter((line) => line.includes("[proxy]"))).toEqual([]);
  });

  test("without trusted proxies the socket's address is the client, whatever it forwards", async () => {
    server = await startTestServer({ smsIpLimits: { perMinute: 1, perHour: 5, perDay: 10 } });
    expect((await send("13900000001", "203.0.113.1")).json.code).toBe(200);
    expect((await send("13900000002", "203.0.113.2")).status).toBe(429);
  });
});

// Issue 55: a list of proxies, and one spelling per address.
describe("behind listed proxies: who the client is", () => {
  const storedClients = () => {
    const rows = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
    try {
      return rows.prepare("SELECT DISTINCT ip FROM sms_codes").all();
    } finally {
      rows.close();
    }
  };

  // [case, TRUST_PROXY, the peer the request comes from, X-Forwarded-For as it arrives, the client]
  test.each([
    ["a peer not listed, forging the header", ["127.0.0.9"], "127.0.0.1", "203.0.113.9", "127.0.0.1"],
    ["a listed proxy", ["127.0.0.9"], "127.0.0.9", "203.0.113.9", "203.0.113.9"],
    ["two proxies of a listed range", ["127.0.0.0/8"], "127.0.0.9", "203.0.113.9, 127.0.0.5", "203.0.113.9"],
    [
      "a forged entry left of the client",
      ["127.0.0.9"],
      "127.0.0.9",
      "198.51.100.1, 203.0.113.9",
      "203.0.113.9",
    ],
    ["an address with a port", ["127.0.0.9"], "127.0.0.9", "203.0.113.9:5123", "203.0.113.9"],
    [
      "IPv6 in brackets with a port: its /64",
      ["127.0.0.9"],
      "127.0.0.9",
      "[2001:DB8:0:0::1]:443",
      "2001:db8::/64",
    ],
    ["an IPv4-mapped address", ["127.0.0.9"], "127.0.0.9", "::FFFF:203.0.113.9", "203.0.113.9"],
    [
      "8,000 characters: no address, nothing believed",
      ["127.0.0.9"],
      "127.0.0.9",
      "9".repeat(8000),
      "127.0.0.9",
    ],
    ["a forged client behind junk", ["127.0.0.0/8"], "127.0.0.9", "198.51.100.1, 0x7f000001", "127.0.0.9"],
    ["a count believes a peer sent straight to the port", 1, "127.0.0.1", "203.0.113.9", "203.0.113.9"],
  ] as const)("%s", async (_case, trust, from, header, client) => {
    server = await startTestServer({ trustProxy: trust });
    const sent = await post(
      server.port,
      "/v1/user/sendLoginSms",
      { phone: "13900000001" },
      { headers: { "X-Forwarded-For": header }, localAddress: from },
    );
    expect(sent.json.code).toBe(200);
    expect(storedClients()).toEqual([{ ip: client }]);
  });

  test("spellings of one address, and the addresses of one IPv6 /64, are one client", async () => {
    server = await startTestServer({
      trustProxy: ["127.0.0.1"],
      smsIpLimits: { perMinute: 1, perHour: 5, perDay: 10 },
    });
    // In order: the first of each client is sent, the others are refused as the same client.
    const sends: [string, number][] = [
      ["2001:db8::1", 200],
      ["2001:0DB8:0000:0000::0001", 429],
      ["[2001:db8::1]:443", 429],
      ["2001:db8::ffff:1", 429],
      ["2001:db8:0:1::1", 200],
      ["1.2.3.4", 200],
      ["1.2.3.4:80", 429],
      ["::ffff:1.2.3.4", 429],
    ];
    for (const [i, [address, status]] of sends.entries()) {
      expect((await send(`1390000002${i}`, address)).status, address).toBe(status);
    }
  });
});

describe("the global cap on all sends", () => {
  test("refuses past its per-minute and per-day limits, whatever the phone and address", async () => {
    server = await startTestServer({ trustProxy: 1, smsGlobalLimits: { perMinute: 3, perDay: 5 } });
    const sendFrom = (i: number) => send(`1370000000${i}`, `203.0.113.${i}`);
    for (let i = 0; i < 3; i++) expect((await sendFrom(i)).json.code).toBe(200);
    const minute = await sendFrom(3);
    expect(minute.status).toBe(429);
    expect(minute.json.msg).toMatch(/^短信发送繁忙，请\d+秒后再试$/);
    server.advance(MINUTE);
    for (let i = 4; i < 6; i++) expect((await sendFrom(i)).json.code).toBe(200);
    server.advance(MINUTE);
    const day = await sendFrom(6);
    expect(day.status).toBe(429);
    expect(day.json.msg).toMatch(/^今日短信发送量已达服务上限，请2[34]小时后再试$/);
    expect(day.headers["retry-after"]).toBeDefined();
  });
});
