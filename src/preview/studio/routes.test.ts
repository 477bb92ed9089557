/**
 * The preview page on a test server: a site's pages with their screenshots, what each `?c=`
 * does there in plain words, the gallery's images, and nothing at all in production mode.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { rawRequest, startTestServer, type TestServer } from "../../../server/test-helpers.ts";
import { serveOptions } from "../../tasks/serve.ts";
import { studioRoutes } from "./routes.ts";

let server: TestServer;
let gallery: string;
afterEach(async () => {
  await server.dispose();
  rmSync(gallery, { recursive: true, force: true });
});

const PNG = Buffer.from("89504e47", "hex");

async function start(mode: "development" | "production" = "development") {
  gallery = mkdtempSync(join(tmpdir(), "preview-gallery-"));
  mkdirSync(join(gallery, "default", "390x844"), { recursive: true });
  writeFileSync(join(gallery, "default", "success-loan-marketplace-download.png"), PNG);
  writeFileSync(join(gallery, "default", "390x844", "success-loan-marketplace-download.png"), PNG);
  mkdirSync(join(gallery, "ks5218"));
  writeFileSync(join(gallery, "ks5218", "m_v1-ks5218_index.html.png"), PNG);
  server = await startTestServer({ mode, devRoutes: studioRoutes(gallery) });
}

const get = (path: string, host = "default.localhost", method = "GET") =>
  rawRequest(server.port, { path, method, headers: { Host: `${host}:${server.port}` } });

describe("the preview page", () => {
  test("on the bare local host it goes to the default site's page", async () => {
    await start();
    const page = await get("/preview", "localhost");
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`http://default.localhost:${server.port}/preview`);
  });

  test("a site's pages, each with its link and its screenshots or a note that there are none", async () => {
    await start();
    const page = await get("/preview");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(
      /^default-src 'none'; style-src 'self'; img-src 'self' data:;/,
    );
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).toContain('<link rel="stylesheet" href="/preview/studio.css">');
    expect(page.text).toMatch(
      /<td data-label="页面">贷款超市<\/td><td data-label="地址"><a href="\/success-loan-marketplace-download">[^<]*<\/a><\/td><td data-label="截图"><img src="\/preview\/gallery\/default\/success-loan-marketplace-download.png" alt="贷款超市的截图"[^>]*><span class="sizes"><a href="[^"]*">360×640<\/a> <a href="\/preview\/gallery\/default\/390x844\/success-loan-marketplace-download.png">390×844<\/a>/,
    );
    expect(page.text).toMatch(
      /<td data-label="页面">APP 下载页<\/td>.*<td data-label="截图">还没有截图<\/td>/,
    );
    // Every other site's page is a link away.
    expect(page.text).toContain(`<a href="http://ks5218.localhost:${server.port}/preview">`);
  });

  test("what each ?c= does on the site: form, destinations, city rule, special rules, brand, trackers", async () => {
    await start();
    const page = await get("/preview?q=5265");
    expect(page.text).toContain("1 个渠道");
    const row = /<tr><td data-label="链接"><a href="\/login\?c=5265">.*?<\/tr>/.exec(page.text)?.[0] ?? "";
    expect(row).toContain("渠道自己的设置（网页渠道）");
    expect(row).toMatch(/上海市[^<]*成功→APP 下载页/);
    expect(row).toContain("已登录时查询所在城市");
    const ks = await get("/preview?q=5218", "ks5218.localhost");
    expect(ks.text).toContain("京ICP备2021039950号-1");
    expect(ks.text).toContain("快手广告（转化 ID 50000001）");
    // The filter keeps digits only, so nothing typed reaches the page as markup.
    expect((await get("/preview?q=%3Cb%3E52")).text).toContain('name="q" value="52"');
  });

  // Decision 416: the operators' view of the download links, no longer a page of the bundles.
  test("下载地址: the site's links and public account, and how the asking device is taken", async () => {
    await start();
    const wechatAndroid =
      "Mozilla/5.0 (Linux; Android 12; V2134A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64";
    const page = await rawRequest(server.port, {
      path: "/preview",
      method: "GET",
      headers: { Host: `car.localhost:${server.port}`, "User-Agent": wechatAndroid },
    });
    expect(page.text).toContain('<h2 id="downloads-heading">下载地址</h2>');
    // The car site's own Android app, the brand's iPhone app.
    expect(page.text).toContain(
      '<dt>应用宝（微信内的安卓下载）</dt><dd><a href="https://yingyongbao.example.com/android/shanxin-car" rel="noreferrer">',
    );
    expect(page.text).toContain(
      '<dt>App Store（iPhone）</dt><dd><a href="https://apps.example.com/ios/shanxin"',
    );
    expect(page.text).toContain("<dt>公众号</dt><dd>闪信借钱服务号（shanxin_kf）</dd>");
    expect(page.text).toContain("这台设备：安卓 · 微信内。");
    expect((await get("/preview")).text).toContain("这台设备：未知系统 · 浏览器。");
  });

  test("the gallery's images, and nothing outside the gallery", async () => {
    await start();
    const image = await get("/preview/gallery/default/390x844/success-loan-marketplace-download.png");
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await get("/preview/gallery/default/../secret.png")).status).toBe(404);
    expect((await get("/preview/studio.css")).headers["content-type"]).toBe("text/css; charset=utf-8");
    expect((await get("/preview/nothing")).status).toBe(404);
  });

  test("other methods are refused", async () => {
    await start();
    const posted = await get("/preview", "default.localhost", "POST");
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe("GET, HEAD");
  });

  test("a page's screenshot file is named by its path, slashes and all", async () => {
    await start();
    const page = await get("/preview", "ks5218.localhost");
    expect(page.text).toContain('<img src="/preview/gallery/ks5218/m_v1-ks5218_index.html.png"');
  });
});

describe("production mode", () => {
  test("the preview answers 404, even if its routes are passed", async () => {
    await start("production");
    expect((await get("/preview")).status).toBe(404);
    expect((await get("/preview/gallery/default/success-loan-marketplace-download.png")).status).toBe(404);
  });

  test("npm run serve passes the preview only in development", () => {
    expect(Object.keys(serveOptions({}).devRoutes ?? {})).toEqual(["/preview"]);
    expect(serveOptions({ SERVER_MODE: "production" }).devRoutes).toBeUndefined();
  });
});
