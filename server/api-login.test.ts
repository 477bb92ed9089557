import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS, DEV_PATHS } from "../src/contract/index.ts";
import { loginWithSms, post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const issue = async (phone: string, kind: "mark" | "markcode") =>
  (
    await rawRequest(server.port, {
      method: "POST",
      path: DEV_PATHS.markcode,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `phone=${phone}&kind=${kind}`,
    })
  ).json.data.value as string;

describe("validation errors are HTTP 400 with a Chinese message", () => {
  test.each([
    [API_PATHS.sendLoginSms, {}, "请填写手机号"],
    [API_PATHS.sendLoginSms, { phone: "12800138000" }, "请填写正确的手机号"],
    [API_PATHS.sendLoginSms, { phone: "1380013800" }, "请填写正确的手机号"],
    [API_PATHS.loginSmsCode, { phone: "13800138000", code: "123" }, "验证码格式不正确"],
    [API_PATHS.loginSmsCode, { phone: "13800138000", code: "123456789" }, "验证码不能超过8个字符"],
    [API_PATHS.loginSmsCode, { phone: "13800138000" }, "请填写验证码"],
    [API_PATHS.loginH5, {}, "请填写一键登录凭证"],
    [API_PATHS.loginMark, { mark: "a\u0085b" }, "登录标识格式不正确"],
    [API_PATHS.loginMarkCode, { markcode: "x".repeat(2049) }, "登录码格式不正确"],
    [API_PATHS.loginMarkCode, { markcode: "  " }, "请填写登录码"],
  ])("%s %j -> %s", async (path, fields, msg) => {
    const res = await post(server.port, path, fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, msg, data: null });
  });
});

test("sendLoginSms accepts +86 and spaces and answers the timings", async () => {
  const res = await post(server.port, API_PATHS.sendLoginSms, { phone: "+86 138 0013 8099" });
  expect(res.json).toEqual({ code: 200, msg: "成功", data: { expires_in: 300, resend_after: 60 } });
});

describe("one-click login (loginh5)", () => {
  test("development accepts dev:<mobile>", async () => {
    const res = await post(server.port, API_PATHS.loginH5, { phone_token: "dev:13500135000" });
    expect(res.json.code).toBe(200);
    expect(res.json.data.userinfo.phone).toBe("135****5000");
  });

  test.each(["dev:+8613800138000", "dev:138-0013-8000", "dev: 138 0013 8000"])(
    "%s finds the user of 13800138000 instead of creating another",
    async (phone_token) => {
      const plain = await post(server.port, API_PATHS.loginH5, { phone_token: "dev:13800138000" });
      const { id } = plain.json.data.userinfo;
      const res = await post(server.port, API_PATHS.loginH5, { phone_token });
      expect(res.json.code).toBe(200);
      expect(res.json.data.userinfo).toEqual({ id, phone: "138****8000" });
    },
  );

  test.each(["dev:12345", "carrier-token-abc"])("%s is refused with body code 401", async (phone_token) => {
    const res = await post(server.port, API_PATHS.loginH5, { phone_token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 401, msg: "一键登录失败，请使用短信验证码登录" });
  });
});

describe.each([
  ["mark", API_PATHS.loginMark],
  ["markcode", API_PATHS.loginMarkCode],
] as const)("login by %s", (kind, path) => {
  test("exchanges once for a token and user id", async () => {
    const value = await issue("13400134000", kind);
    const first = await post(server.port, path, { [kind]: value });
    expect(first.json.code).toBe(200);
    expect(first.json.data.userinfo).toEqual({ id: expect.any(Number), phone: "134****4000" });
    const again = await post(server.port, path, { [kind]: value });
    expect(again.json).toMatchObject({ code: 410, msg: "登录链接已失效，请重新登录" });
  });

  test("expires after 30 minutes", async () => {
    const value = await issue("13400134001", kind);
    server.advance(30 * 60_000);
    expect((await post(server.port, path, { [kind]: value })).json.code).toBe(410);
  });

  test("an unknown value is refused", async () => {
    expect((await post(server.port, path, { [kind]: "AAAAAAAAAAAAAAAAAAAAAAAA" })).json).toMatchObject({
      code: 401,
    });
  });
});

test("a mark is not a markcode", async () => {
  const value = await issue("13400134002", "mark");
  expect((await post(server.port, API_PATHS.loginMarkCode, { markcode: value })).json.code).toBe(401);
});

describe("tokens", () => {
  test("tokens expire after 30 days", async () => {
    const { token } = await loginWithSms(server, "13300133002");
    server.advance(30 * 24 * 3600_000);
    expect((await post(server.port, API_PATHS.userGet, {}, { token })).json.code).toBe(401);
  });

  test("the database stores token hashes only", async () => {
    const { token } = await loginWithSms(server, "13300133003");
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(`${server.dataDir}/shanxin.sqlite`, { readOnly: true });
    const rows = db.prepare("SELECT token_hash FROM tokens").all() as { token_hash: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });
});
