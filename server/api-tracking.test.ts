import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS, DEV_PATHS } from "../src/contract/index.ts";
import { post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe("tracking and conversions are stored, never forwarded", () => {
  test.each([API_PATHS.record, `/track${API_PATHS.record}`])("%s stores a record", async (path) => {
    const res = await post(server.port, path, {
      source: "login",
      title: "页面访问",
      _user_id: "7",
      attr: '{"terminal":2,"page":"/login"}',
    });
    expect(res.json.code).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const events = (await rawRequest(server.port, { path: DEV_PATHS.events })).json.data;
    expect(events.records[0]).toMatchObject({
      kind: "record",
      user_id: 7,
      payload: { source: "login", attr: { terminal: 2, page: "/login" } },
    });
  });

  test("baidu upload and kuaishou report", async () => {
    const logidUrl = "http://bd.shanxin.example/baidu/index.html?bd_vid=abc123";
    expect((await post(server.port, API_PATHS.baiduConvert, { logidUrl })).json.code).toBe(200);
    expect(
      (await post(server.port, API_PATHS.kuaishouReport, { callback: "cb%3Dxyz", event_type: "9" })).json
        .code,
    ).toBe(200);
    const { conversions } = (await rawRequest(server.port, { path: DEV_PATHS.events })).json.data;
    expect(conversions[0]).toMatchObject({
      kind: "kuaishou",
      payload: { callback: "cb%3Dxyz", event_type: 9 },
    });
    expect(conversions[1]).toMatchObject({ kind: "baidu", payload: { logidUrl, newType: 3 } });
  });

  test.each([
    [API_PATHS.record, { source: "x", title: "y", attr: "not json" }, "attr 须为含 terminal 的 JSON 对象"],
    [
      API_PATHS.record,
      { source: "x", title: "y", attr: '{"terminal":4}' },
      "attr 须为含 terminal 的 JSON 对象",
    ],
    [API_PATHS.record, { title: "y", attr: "{}" }, "请填写来源"],
    [API_PATHS.baiduConvert, { logidUrl: "http://x.example/?a=1" }, "落地页地址须包含 bd_vid"],
    [
      API_PATHS.baiduConvert,
      { logidUrl: `http://x.example/?bd_vid=1&p=${"a".repeat(1024)}` },
      "落地页地址不能超过1024个字符",
    ],
    [API_PATHS.kuaishouReport, { callback: "abc", event_type: "x" }, "事件类型格式不正确"],
    [API_PATHS.kuaishouReport, { event_type: "9" }, "请填写callback"],
  ])("%s %j -> %s", async (path, fields, msg) => {
    const res = await post(server.port, path, fields);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
  });
});
