import { createHash } from "node:crypto";
/**
 * The studio on a test server: plain Chinese answers, the phone frame, the preview start
 * (development only, pages of the bundle only, a real login), the flow table, the gallery
 * thumbnails with and without a gallery, and nothing at all in production mode.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { API_PATHS } from "../../contract/index.ts";
import { commonFields, rawRequest, startTestServer, type TestServer } from "../../../server/test-helpers.ts";
import { serveOptions } from "../../tasks/serve.ts";
import { parsePreview } from "../params.ts";
import { renderPhoneOpen } from "./frames.ts";
import { studioRoutes } from "./routes.ts";

let server: TestServer;
let gallery: string;
afterEach(async () => {
  await server.dispose();
  rmSync(gallery, { recursive: true, force: true });
});

async function studio(withThumbnail = false, mode: "development" | "production" = "development") {
  gallery = mkdtempSync(join(tmpdir(), "studio-gallery-"));
  if (withThumbnail) {
    mkdirSync(join(gallery, "default"), { recursive: true });
    writeFileSync(
      join(gallery, "default", "success-loan-marketplace-download.png"),
      Buffer.from("89504e47", "hex"),
    );
  }
  server = await startTestServer({ mode, devRoutes: studioRoutes({ galleryDir: gallery }) });
}

const get = (path: string, host = "default.localhost") =>
  rawRequest(server.port, { path, headers: { Host: `${host}:${server.port}` } });
const CASE_5265 = `/preview?bundle=default&channel=5265&city=${encodeURIComponent("上海市")}&login=1`;

describe("the page gallery", () => {
  test("without screenshots the gallery page says how to make them", async () => {
    await studio();
    const page = await get("/preview/gallery", "localhost");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /<details class="dev"><summary>给开发人员<\/summary><p>在项目目录运行 <code>npm run gallery/,
    );
  });

  test("with screenshots: the contact sheet, and images of both screen sizes", async () => {
    await studio(true);
    mkdirSync(join(gallery, "default", "390x844"), { recursive: true });
    writeFileSync(join(gallery, "default", "390x844", "login.png"), Buffer.from("89504e47", "hex"));
    writeFileSync(
      join(gallery, "index.html"),
      '<!doctype html><html><head><title>页面图库</title><style>img{border:0}</style></head><body><img src="default/390x844/login.png" alt="x"></body></html>',
    );
    const sheet = await get("/preview/gallery", "localhost");
    // The sheet's images resolve under the studio, and its own style is allowed by its hash only.
    expect(sheet.text).toContain('<img src="/preview/gallery/default/390x844/login.png"');
    const hash = createHash("sha256").update("img{border:0}").digest("base64");
    expect(sheet.headers["content-security-policy"]).toContain(`style-src 'sha256-${hash}';`);
    expect(sheet.headers["content-security-policy"]).not.toMatch(/unsafe|script-src/);
    expect((await get("/preview/gallery/default/390x844/login.png", "localhost")).status).toBe(200);
    expect(
      (await get("/preview/gallery/default/success-loan-marketplace-download.png", "localhost")).status,
    ).toBe(200);
    expect((await get("/preview/gallery/default/../secret.png", "localhost")).status).toBe(404);
  });
});

describe("the studio page", () => {
  test("opens with the question form only, in Chinese, with its own stylesheet", async () => {
    await studio();
    const page = await get("/preview", "localhost");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("frame-src http://*.localhost:*");
    expect(page.text).toContain("看已登录访客");
    expect(page.text).toContain('<link rel="stylesheet" href="/preview/assets/studio.css">');
    expect(page.text).not.toContain("<script");
    expect((await get("/preview/assets/studio.css", "localhost")).headers["content-type"]).toMatch(
      /^text\/css/,
    );
    expect(page.text).not.toContain("手机里看到的");
    expect(page.text).not.toMatch(/Preview studio|Logged in|succ_todo|npm run|HOST=/);
    // Sites by brand and hostname before their internal id.
    expect(page.text).toContain('<option value="car">闪信借钱 · ');
    expect(page.text).toMatch(/<option value="car">闪信借钱 · [a-z0-9.-]+（car）<\/option>/);
  });

  test("a bundle's answer is shown from <bundle>.localhost, where its frames may keep storage", async () => {
    await studio();
    const moved = await get(CASE_5265, "127.0.0.1");
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe(`http://default.localhost:${server.port}${CASE_5265}`);
  });

  test("5265, 上海市, logged in: settings, city rule, brand, trackers, the frame and the QR code", async () => {
    await studio();
    const page = await get(CASE_5265);
    const from = page.text.indexOf('class="card answer"');
    const answer = page.text.slice(from, page.text.indexOf("</section>", from));
    expect(answer).toContain("渠道自己的设置（网页渠道）：要填个人信息表单");
    expect(answer).toMatch(
      /<li>上海市、北京市[^<]*的已登录访客：不用填（跳过表单），成功后去APP 下载页[^<]*（这次的访客符合）/,
    );
    expect(answer).toContain("这个渠道没有配置广告追踪");
    expect(answer).toContain("已登录时查询所在城市");
    // Technical names only for developers, folded away.
    const folded = answer.slice(answer.indexOf('<details class="dev">'));
    expect(answer.replace(folded, "")).not.toMatch(/input_form|succ_todo|5265-big-cities|\/download-page/);
    expect(folded).toContain("input_form 0, succ_todo 2, fail_todo 1");
    const frame = `http://frame.default.localhost:${server.port}/__preview/start?bundle=default&amp;channel=5265&amp;city=%E4%B8%8A%E6%B5%B7%E5%B8%82&amp;login=1&amp;phone=android&amp;did=preview-frame-`;
    expect(page.text).toContain(`<iframe src="${frame}`);
    expect(page.text).toContain('width="360" height="640"');
    // Listening on loopback only: no QR code a phone could not open; the command is for developers.
    expect(page.text).not.toContain('alt="用手机扫码打开这个预览"');
    const phoneOpen = page.text.slice(page.text.indexOf('class="card phone-open"'));
    expect(phoneOpen).toMatch(
      /<details class="dev"><summary>给开发人员<\/summary>\n<p>用 <code>HOST=0.0.0.0 npm run serve<\/code>/,
    );
    // The frame reads the chosen phone's user agent: Android's browser unless another is chosen.
    const wechat = await get(`${CASE_5265}&phone=iphone-wechat`);
    expect(wechat.text).toContain("&amp;phone=iphone-wechat&amp;");
    expect(wechat.text).toContain('width="390" height="844"');
    expect(wechat.text).toContain("iPhone · 微信里");
    expect(page.text).toContain("还是样例的配置");
  });

  test("a network address gets a QR code that opens the same preview with the phone's own user agent", () => {
    const parsed = parsePreview({ bundle: "default", channel: "5265", phone: "iphone-wechat" }, "上海市");
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const input = {
      preview: parsed.preview,
      to: "/login?c=5265",
      port: 8080,
      now: 1,
      reachable: ["http://192.168.1.5:8080"],
    };
    const html = renderPhoneOpen(input);
    expect(html).toContain('alt="用手机扫码打开这个预览"');
    const url = /<p class="url"><a href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(url).toMatch(/^http:\/\/192\.168\.1\.5:8080\/__preview\/start\?bundle=default&channel=5265&city=/);
    expect(url).not.toContain("phone=");
  });

  test("a site's sample values: its hostnames and API setting, with file, line and what replaces them", async () => {
    await studio();
    const page = await get(CASE_5265.replace("bundle=default", "bundle=ks5218"), "ks5218.localhost");
    const samples = page.text.slice(page.text.indexOf('class="card samples"'));
    expect(samples).toMatch(
      /<code>hosts\/ks5218\.ts:\d+<\/code><\/td><td data-label="字段"><code>hostnames<\/code>/,
    );
    expect(samples).toContain("<code>api</code>");
    expect(samples).toContain("ks5218.shanxin.example");
  });

  test("without a gallery the destinations show labelled placeholders; with one, the screenshot", async () => {
    await studio();
    const bare = await get(CASE_5265);
    expect(bare.text).toContain('aria-label="贷款超市：还没有截图"');
    expect(bare.text).not.toContain("/preview/gallery/");
    await server.dispose();
    rmSync(gallery, { recursive: true, force: true });
    await studio(true);
    const shown = await get(CASE_5265);
    expect(shown.text).toContain(
      '<img class="thumb" src="/preview/gallery/default/success-loan-marketplace-download.png" alt="贷款超市的截图"',
    );
    const image = await get("/preview/gallery/default/success-loan-marketplace-download.png");
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await get("/preview/gallery/default/..%2F..%2Fetc.png")).status).toBe(404);
  });

  test("bad conditions are listed in Chinese, escaped, and no answer is shown", async () => {
    await studio();
    const page = await get(`/preview?bundle=default&channel=${encodeURIComponent("<b>x</b>")}`);
    expect(page.text).toContain("渠道号格式不正确");
    expect(page.text).not.toContain("<b>x</b>");
    expect(page.text).not.toContain("手机里看到的");
    const p4 = await get("/preview?bundle=default&flow=app&app=ios&p4=7");
    expect(p4.text).toContain("App 渠道类型只能是 1、2 或 3");
  });

  test("the flow table: one site's channels in plain words, filtered by channel", async () => {
    await studio();
    const table = await get("/preview/table?bundle=ks5218&q=5218", "localhost");
    expect(table.text).toContain("1 个渠道");
    expect(table.text).toContain("京ICP备2021039950号-1");
    expect(table.text).toContain("快手广告（转化 ID 50000001）（样例 ID）");
    expect((await get("/preview/table", "localhost")).text).toContain("流程表：");
    expect((await get("/preview/table?bundle=nope", "localhost")).status).toBe(404);
    expect((await get("/preview/nope", "localhost")).status).toBe(404);
  });

  test("other methods are refused", async () => {
    await studio();
    const post = await rawRequest(server.port, { method: "POST", path: "/preview" });
    expect(post.status).toBe(405);
  });
});

describe("the preview start", () => {
  const start = (query: string, host = "f360.default.localhost") => get(`/__preview/start?${query}`, host);
  const VALID =
    "bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&login=1&flow=web&form=1&succ=4&fail=3&did=preview-f360-1";

  test("logs in for real, chooses the device's city and flow, then opens the page", async () => {
    await studio();
    const page = await start(VALID);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'sha256-[^']+'/);
    const seed = JSON.parse(
      /<script type="application\/json" id="seed">(.*?)<\/script>/.exec(page.text)![1]!,
    );
    expect(seed.to).toBe("/login?c=5265");
    expect(seed.local._did).toBe("preview-f360-1");
    const body = {
      ...commonFields(seed.local.access_token),
      _did: "preview-f360-1",
      _channel: "channel_5265",
    };
    const post = (path: string) =>
      rawRequest(server.port, {
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
    expect((await post(API_PATHS.userGet)).json.code).toBe(200);
    expect((await post(API_PATHS.ipInfo)).json.data.name).toBe("上海市");
    expect((await post(API_PATHS.channelInfo)).json.data.h5_flow_info).toEqual({
      input_form: 1,
      succ_todo: 4,
      fail_todo: 3,
    });
  });

  test.each([
    ["another site", "bundle=default&path=//evil.example/&did=preview-f360-1"],
    ["an absolute address", "bundle=default&path=https%3A%2F%2Fevil.example%2F&did=preview-f360-1"],
    ["a page the bundle does not have", "bundle=default&path=/nope&did=preview-f360-1"],
    ["an unknown bundle", "bundle=nope&path=/login&did=preview-f360-1"],
    ["a malformed device id", "bundle=default&path=/login&did=x"],
    ["a malformed flow", "bundle=default&path=/login&did=preview-f360-1&flow=web&form=9"],
    ["an unknown phone", "bundle=default&path=/login&did=preview-f360-1&phone=netscape"],
  ])("refuses %s", async (_name, query) => {
    await studio();
    const page = await start(query);
    expect(page.status).toBe(400);
    expect(page.text).toContain("无法打开预览");
  });

  test("refuses a bundle other than the host's, and tells an unmatched host which bundle to serve", async () => {
    await studio();
    expect((await start("bundle=car&path=/carloan&did=preview-f360-1")).status).toBe(400);
    const lan = await start("bundle=car&path=/carloan&did=preview-phone-1", "192.168.1.5");
    expect(lan.headers["set-cookie"]).toEqual([
      "__dev_bundle=car; Path=/; SameSite=Lax; HttpOnly",
      // A real phone reads its own user agent.
      "__dev_ua=; Path=/; Max-Age=0",
    ]);
  });

  test("a frame's user agent: set by its start, read by the pages of its origin only in development", async () => {
    await studio();
    const wechat = await start("bundle=default&path=/download&did=preview-f360-1&phone=android-wechat");
    expect(wechat.headers["set-cookie"]).toEqual(["__dev_ua=android-wechat; Path=/; SameSite=Lax; HttpOnly"]);
    const page = (mode: string) =>
      rawRequest(server.port, {
        path: "/login",
        headers: { Host: `f360.default.localhost:${server.port}`, Cookie: `__dev_ua=${mode}` },
      });
    const framed = await page("android-wechat");
    const script = /<script>(Object\.defineProperty\(Navigator\.prototype,"userAgent"[^<]*)<\/script>/.exec(
      framed.text,
    );
    expect(script?.[1]).toContain("MicroMessenger/");
    const hash = createHash("sha256")
      .update(script?.[1] ?? "")
      .digest("base64");
    expect(framed.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(framed.headers["cache-control"]).toBe("no-store");
    expect((await page("netscape")).text).not.toContain("Navigator.prototype");
    await server.dispose();
    await studio(false, "production");
    expect((await page("android-wechat")).text).not.toContain("Navigator.prototype");
  });
});

describe("production mode", () => {
  test("the studio and the preview start answer 404, even if their routes are passed", async () => {
    await studio(false, "production");
    expect((await get("/preview", "localhost")).status).toBe(404);
    expect((await get(CASE_5265)).status).toBe(404);
    expect((await get("/__preview/start?bundle=default&path=/login&did=preview-f360-1")).status).toBe(404);
  });

  test("npm run serve passes the studio only in development", () => {
    expect(serveOptions({}).devRoutes?.map((route) => route.name)).toEqual([
      "preview-studio",
      "preview-start",
    ]);
    expect(serveOptions({ SERVER_MODE: "production" }).devRoutes).toBeUndefined();
  });
});
