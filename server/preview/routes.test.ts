import { afterEach, describe, expect, test } from "vitest";
import { API_PATHS } from "../../src/contract/index.ts";
import { post, rawRequest, startTestServer, T0, type TestServer } from "../test-helpers.ts";
import { previewEnabled } from "./routes.ts";

let server: TestServer;
afterEach(() => server.dispose());

const previewOf = (query: string) => rawRequest(server.port, { path: `/preview${query}` });

describe("GET /preview (development mode)", () => {
  test("lists every bundle and shows the form without a simulation", async () => {
    server = await startTestServer();
    const page = await previewOf("");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("frame-src http://*.localhost:*");
    expect(page.text).toContain('<a href="/preview?bundle=ks5218">ks5218</a>');
    expect(page.text).toContain('<form method="get" action="/preview"');
    expect(page.text).not.toContain("守卫决策 Guard trace");
    expect(page.text).not.toMatch(/<script/i);
  });

  test("5265 in 上海市, logged in: the city-override row, /download-page and phone frames", async () => {
    server = await startTestServer();
    const page = await previewOf(
      `?bundle=default&channel=5265&city=${encodeURIComponent("上海市")}&login=1&flow=server`,
    );
    expect(page.text).toContain("5265-big-cities");
    expect(page.text).toMatch(/失败去向 Failure destination<\/th><td><code>\/download-page<\/code>/);
    expect(page.text).toContain(
      `<iframe src="http://default.localhost:${server.port}/login?c=5265" width="360" height="640"`,
    );
    expect(page.text).toContain('width="390" height="844"');
    expect(page.text).toContain("无配置 / none configured");
  });

  test("bad parameters are listed in Chinese and everything is escaped", async () => {
    server = await startTestServer();
    const page = await previewOf(
      `?bundle=default&channel=${encodeURIComponent("<script>alert(1)</script>")}&city=%22%3E%3Cimg`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain("渠道号格式不正确");
    expect(page.text).not.toContain("<script>alert(1)");
    expect(page.text).not.toContain('"><img');
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("the event log shows records and conversions stored since the preview started", async () => {
    server = await startTestServer();
    server.advance(1000);
    const since = T0 + 1000;
    await post(server.port, API_PATHS.record, {
      source: "闪信",
      title: "<b>p3回调</b>",
      attr: '{"terminal":3}',
    });
    const before = await previewOf(`?since=${since + 1}`);
    expect(before.text).toContain("还没有收到埋点或转化");
    const page = await previewOf(`?since=${since}`);
    expect(page.text).toContain("埋点记录 event record");
    expect(page.text).toContain("&lt;b&gt;p3回调&lt;/b&gt;");
    expect(page.text).toContain(`<input type="hidden" name="since" value="${since}">`);
  });

  test("the flow table of a bundle; unknown tables and other methods are refused", async () => {
    server = await startTestServer();
    const table = await rawRequest(server.port, { path: "/preview/table/default" });
    expect(table.status).toBe(200);
    expect(table.text).toContain("channel_5265");
    expect((await rawRequest(server.port, { path: "/preview/table/nope" })).status).toBe(404);
    expect((await rawRequest(server.port, { path: "/preview", method: "POST" })).status).toBe(405);
  });
});

describe("production mode", () => {
  test("/preview answers 404 like any unknown page", async () => {
    server = await startTestServer({ mode: "production" });
    const page = await previewOf("?bundle=default");
    expect(page.status).toBe(404);
    expect(page.text).not.toContain("预览工作台");
  });

  test("with PREVIEW=1 the page works and links to the pages instead of framing them", async () => {
    server = await startTestServer({ mode: "production" });
    process.env.PREVIEW = "1";
    try {
      const page = await previewOf("?bundle=default&channel=5265&frame=toString");
      expect(page.status).toBe(200);
      expect(page.text).toContain("预览工作台");
      expect(page.text).not.toContain("<iframe");
      expect(page.text).toContain(`<a href="http://default.localhost:${server.port}/login?c=5265">`);
      expect(page.text).toContain("落地页 Landing page");
    } finally {
      delete process.env.PREVIEW;
    }
  });

  test("PREVIEW=1 is the operator's opt-in", () => {
    const app = (mode: "production" | "development") =>
      ({ options: { mode } }) as Parameters<typeof previewEnabled>[0];
    expect(previewEnabled(app("production"), {})).toBe(false);
    expect(previewEnabled(app("production"), { PREVIEW: "1" })).toBe(true);
    expect(previewEnabled(app("development"), {})).toBe(true);
  });
});
