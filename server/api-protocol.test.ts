import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import {
  commonFields,
  loginWithSms,
  post,
  rawRequest,
  startTestServer,
  type TestServer,
} from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxBodyBytes: 4096 });
});
afterAll(() => server.dispose());

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("protocol errors answer JSON with a Chinese message", () => {
  test.each([
    // what                        request                                                                              status  msg
    [
      "unknown POST path",
      { method: "POST", path: "/v9/nothing", headers: form, body: "a=1" },
      404,
      "接口不存在",
    ],
    ["GET on an API path", { method: "GET", path: API_PATHS.appIndex }, 405, "请求方法不支持"],
    [
      "PUT on an API path",
      { method: "PUT", path: API_PATHS.appIndex, headers: form, body: "a=1" },
      405,
      "请求方法不支持",
    ],
    [
      "JSON body",
      {
        method: "POST",
        path: API_PATHS.appIndex,
        headers: { "Content-Type": "application/json" },
        body: "{}",
      },
      415,
      "请求格式错误，请以表单方式提交",
    ],
    [
      "broken percent escape",
      { method: "POST", path: API_PATHS.appIndex, headers: form, body: "a=%E4%B8" },
      400,
      "请求格式错误",
    ],
    [
      "invalid UTF-8",
      { method: "POST", path: API_PATHS.appIndex, headers: form, body: Buffer.from([0x61, 0x3d, 0xff]) },
      400,
      "请求格式错误",
    ],
    [
      "repeated field",
      { method: "POST", path: API_PATHS.appIndex, headers: form, body: "a=1&a=2" },
      400,
      "请求字段重复：a",
    ],
    [
      "body over the limit",
      { method: "POST", path: API_PATHS.appIndex, headers: form, body: `a=${"x".repeat(5000)}` },
      413,
      "请求内容过大",
    ],
  ] as const)("%s -> %i", async (_what, request, status, msg) => {
    const res = await rawRequest(server.port, request);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json).toEqual({ code: status, msg, data: null });
  });

  test("405 names the allowed method", async () => {
    const res = await rawRequest(server.port, { path: API_PATHS.userGet });
    expect(res.headers.allow).toBe("POST, OPTIONS");
  });

  test("a common field over 2048 characters is a 400", async () => {
    const res = await post(server.port, API_PATHS.appIndex, { url: `http://x/${"a".repeat(2100)}` });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe("url 过长");
  });

  test("an empty body without Content-Type is accepted (no fields of its own)", async () => {
    const res = await rawRequest(server.port, { method: "POST", path: API_PATHS.appIndex });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
  });

  test("API answers are never cached", async () => {
    const res = await post(server.port, API_PATHS.appIndex);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("CORS preflight", () => {
  test("API paths answer same-origin only: no Access-Control-Allow-Origin", async () => {
    const res = await rawRequest(server.port, {
      method: "OPTIONS",
      path: API_PATHS.userGet,
      headers: { Origin: "http://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test.each([API_PATHS.record, `/track${API_PATHS.record}`])(
    "tracking path %s accepts any origin",
    async (path) => {
      const res = await rawRequest(server.port, {
        method: "OPTIONS",
        path,
        headers: { Origin: "http://default.localhost" },
      });
      expect(res.status).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
    },
  );
});

describe("internal errors", () => {
  test("a failure inside a handler is a 500 with a Chinese message and no stack; the log keeps it", async () => {
    const broken = await startTestServer();
    // Dropping a table the handler needs is the simplest way to make it throw.
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(`${broken.dataDir}/shanxin.sqlite`);
    db.exec("DROP TABLE forms");
    db.close();
    const { token } = await loginWithSms(broken, "13900139000");
    const res = await post(broken.port, API_PATHS.userGet, { _token: token });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ code: 500, msg: "服务器繁忙，请稍后再试", data: null });
    expect(res.text).not.toMatch(/at .*\.ts/);
    expect(
      broken.logger.lines.some((line) => line.startsWith(`error [api] ${API_PATHS.userGet} failed`)),
    ).toBe(true);
    await broken.dispose();
  });
});

test("the request log records every request with the token masked", async () => {
  const body = new URLSearchParams({ ...commonFields("secret-token-value"), code: "110000" }).toString();
  await rawRequest(server.port, { method: "POST", path: API_PATHS.regionList, headers: form, body });
  const log = await rawRequest(server.port, { path: `/__dev/requests?path=${API_PATHS.regionList}&limit=1` });
  const [entry] = log.json.data.list;
  expect(entry.status).toBe(200);
  expect(entry.body._token).toBe("secr…(18)");
  expect(entry.body.flag).toBe("2");
  expect(entry.missing_common).toEqual([]);
  expect(JSON.stringify(log.json)).not.toContain("secret-token-value");
});
