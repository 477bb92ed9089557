import { afterEach, describe, expect, test } from "vitest";
import { API_PATHS, COMMON_FIELD_NAMES, DEV_PATHS } from "../src/contract/index.ts";
import { post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
afterEach(() => server.dispose());

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("development mode", () => {
  test("/__dev/requests filters by path, limits, and lists missing common fields", async () => {
    server = await startTestServer();
    await post(server.port, API_PATHS.appIndex);
    await post(server.port, API_PATHS.appIndex);
    await rawRequest(server.port, {
      method: "POST",
      path: API_PATHS.ipInfo,
      headers: form,
      body: "_token=abc&_channel=channel_5818",
    });
    const all = (await rawRequest(server.port, { path: `${DEV_PATHS.requests}?limit=10` })).json.data.list;
    expect(all.map((entry: { path: string }) => entry.path)).toEqual([
      API_PATHS.ipInfo,
      API_PATHS.appIndex,
      API_PATHS.appIndex,
    ]);
    expect(all[0].missing_common).toEqual(
      COMMON_FIELD_NAMES.filter((name) => name !== "_token" && name !== "_channel"),
    );
    const one = (
      await rawRequest(server.port, { path: `${DEV_PATHS.requests}?path=${API_PATHS.appIndex}&limit=1` })
    ).json.data.list;
    expect(one).toHaveLength(1);
    expect(one[0].missing_common).toEqual([]);
  });

  test("failed requests are logged with their status", async () => {
    server = await startTestServer();
    await post(server.port, API_PATHS.sendLoginSms, { phone: "123" });
    const [entry] = (await rawRequest(server.port, { path: `${DEV_PATHS.requests}?limit=1` })).json.data.list;
    expect(entry).toMatchObject({ path: API_PATHS.sendLoginSms, status: 400, body: { phone: "123" } });
  });

  test.each([
    [DEV_PATHS.smsLatest, "?phone=13800138000", 404, "该手机号没有验证码"],
    [DEV_PATHS.smsLatest, "?phone=abc", 400, "请填写正确的手机号"],
    ["/__dev/nothing", "", 404, "接口不存在"],
  ])("GET %s%s -> %i %s", async (path, query, status, msg) => {
    server = await startTestServer();
    const res = await rawRequest(server.port, { path: `${path}${query}` });
    expect(res.status).toBe(status);
    expect(res.json.msg).toBe(msg);
  });

  test.each([
    [{ phone: "13800138000", kind: "other" }, "kind 须为 mark 或 markcode"],
    [{ phone: "1" }, "请填写正确的手机号"],
  ])("POST /__dev/markcode %j -> 400 %s", async (fields, msg) => {
    server = await startTestServer();
    const res = await rawRequest(server.port, {
      method: "POST",
      path: DEV_PATHS.markcode,
      headers: form,
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
  });

  test("POST /__dev/markcode defaults to a markcode; GET is 405", async () => {
    server = await startTestServer();
    const res = await rawRequest(server.port, {
      method: "POST",
      path: DEV_PATHS.markcode,
      headers: form,
      body: "phone=13800138000",
    });
    expect(res.json.data).toEqual({
      kind: "markcode",
      value: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect((await rawRequest(server.port, { path: DEV_PATHS.markcode })).status).toBe(405);
  });
});

describe("production mode", () => {
  test.each([
    ["GET", `${DEV_PATHS.requests}?limit=5`],
    ["GET", `${DEV_PATHS.smsLatest}?phone=13800138000`],
    ["GET", DEV_PATHS.events],
    ["POST", DEV_PATHS.markcode],
    ["GET", "/__dev"],
  ])("%s %s is 404", async (method, path) => {
    server = await startTestServer({ mode: "production" });
    const res = await rawRequest(server.port, {
      method,
      path,
      headers: form,
      body: method === "POST" ? "phone=13800138000" : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, msg: "接口不存在", data: null });
  });

  test("dev cookies and dev phone tokens are ignored", async () => {
    server = await startTestServer({ mode: "production" });
    const city = await post(
      server.port,
      API_PATHS.ipInfo,
      {},
      { headers: { Cookie: `__dev_city=${encodeURIComponent("成都市")}` } },
    );
    expect(city.json.data.name).toBe("北京市");
    const products = await post(
      server.port,
      API_PATHS.productList,
      {},
      { headers: { Cookie: "__dev_products=error" } },
    );
    expect(products.json.code).toBe(200);
    expect((await post(server.port, API_PATHS.loginH5, { phone_token: "dev:13800138000" })).json.code).toBe(
      401,
    );
  });
});
