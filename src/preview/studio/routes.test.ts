/**
 * The preview page on a test server (decisions 180, 450): the question held in the address, its
 * phone frames and preview start (login without SMS, city, the frame's mark, a phone's bundle),
 * the QR code (staging release, LAN address, or a plain word), a site's pages, what each `?c=`
 * does there in plain words, and nothing at all in production mode.
 */
import { hash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { rawRequest, startTestServer, type TestServer } from "../../../server/test-helpers.ts";
import { writeStagingRecord } from "../../deploy/staging-record.ts";
import { serveOptions } from "../../tasks/serve.ts";
import { qrEncodes } from "../../../tests/qr-matrix.ts";
import { lanOrigin } from "./phones.ts";
import { studioRoutes } from "./routes.ts";

let server: TestServer;
let root: string;
afterEach(async () => {
  await server.dispose();
  rmSync(root, { recursive: true, force: true });
});

async function start(mode: "development" | "production" = "development", host?: string) {
  root = mkdtempSync(join(tmpdir(), "preview-root-"));
  server = await startTestServer({ mode, devRoutes: studioRoutes({ root, host }) });
}

const get = (
  path: string,
  host = "default.localhost",
  headers: Record<string, string> = {},
  method = "GET",
) => rawRequest(server.port, { path, method, headers: { Host: `${host}:${server.port}`, ...headers } });

const QUESTION = "bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&login=1&ua=wechat,iphone";

describe("the question in the address", () => {
  test("the bare local host and another site's host go to the asked site's host, question kept", async () => {
    await start();
    const bare = await get("/preview", "localhost");
    expect(bare.status).toBe(303);
    expect(bare.headers.location).toBe(`http://default.localhost:${server.port}/preview`);
    const other = await get(`/preview?${QUESTION.replace("default", "car")}`);
    expect(other.headers.location).toBe(
      `http://car.localhost:${server.port}/preview?${QUESTION.replace("default", "car")}`,
    );
  });

  test("one frame per asked phone at its screen size, named for its user agent, through the preview start", async () => {
    await start();
    const page = (await get(`/preview?${QUESTION}`)).text;
    const frames = [...page.matchAll(/<iframe name="([^"]+)" src="([^"]+)" width="(\d+)" height="(\d+)"/g)];
    expect(frames.map((frame) => [frame[1], frame[3], frame[4]])).toEqual([
      ["preview-ua:wechat", "360", "640"],
      ["preview-ua:iphone", "390", "844"],
    ]);
    expect(frames[0]![2]).toMatch(
      /^\/preview\/start\?bundle=default&amp;channel=5265&amp;city=%E4%B8%8A%E6%B5%B7%E5%B8%82&amp;login=1&amp;t=\d+&amp;frame=1$/,
    );
    expect(page).toContain("渠道 5265 · 上海市 · 已登录访客（不用收验证码） · 站点首页");
    expect(page).toContain('<input type="checkbox" name="ua" value="wechat" checked>');
    // The studio frames only its own site's pages and runs no script.
    expect((await get(`/preview?${QUESTION}`)).headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-src 'self'; form-action 'self' http://*.localhost:*; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  test("no phone named: an Android and an iPhone frame", async () => {
    await start();
    const page = (await get("/preview")).text;
    expect([...page.matchAll(/<iframe name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "preview-ua:android",
      "preview-ua:iphone",
    ]);
  });

  test.each([
    ["bundle=nowhere", "没有“nowhere”这个站点，先显示 default"],
    ["channel=52a", "渠道号只能是数字（例如 5265），“52a”不是"],
    ["city=%E7%81%AB%E6%98%9F%E5%B8%82", "没有“火星市”这个城市，按默认城市显示（城市名要写全，例如 上海市）"],
    ["ua=nokia", "不认识的手机“nokia”，可选：安卓、iPhone、微信"],
    ["path=/etc/passwd", "“/etc/passwd”不是这个站点的页面，先打开站点首页"],
  ])("a bad value (%s) is named in Chinese and replaced by its default", async (query, message) => {
    await start();
    const page = await get(`/preview?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div class="error" role="alert">');
    expect(page.text).toContain(`<li>${message.replace(/“/g, "“")}</li>`);
  });

  test("every page of the site is one click from the frames, past the login as a logged-in visitor", async () => {
    await start();
    const page = (await get("/preview?channel=5265")).text;
    expect(page).toContain(
      '<td data-label="手机里看"><a href="/preview?bundle=default&amp;channel=5265&amp;login=1&amp;ua=android%2Ciphone&amp;path=%2Fsuccess-loan-marketplace-download#frames-heading">在手机里看</a></td>',
    );
    expect(page).toContain(
      '<a href="/preview?bundle=default&amp;channel=5265&amp;ua=android%2Ciphone&amp;path=%2Flogin#frames-heading">在手机里看</a>',
    );
    // No developer's words in a marketer's view.
    expect(page).not.toContain("还没有截图");
    expect(page).not.toContain("npm run gallery");
  });
});

describe("the preview start", () => {
  const seedOf = (text: string) =>
    JSON.parse(/<script type="application\/json" id="seed">(.*?)<\/script>/.exec(text)?.[1] ?? "null") as {
      id: string;
      local: Record<string, string>;
      to: string;
    };

  test("logged in without SMS, in the asked city, marked as a frame; its one script allowed by hash", async () => {
    await start();
    const answer = await get(
      "/preview/start?bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&login=1&t=1700000000123&frame=1",
    );
    expect(answer.status).toBe(200);
    const seed = seedOf(answer.text);
    expect(seed.to).toBe("/login?c=5265");
    expect(seed.id).toBe("1700000000123");
    expect(seed.local.phone).toBe("19900000123");
    expect(seed.local.access_token).toMatch(/^[\w-]{20,}$/);
    // The token is a real session of the server.
    const user = await rawRequest(server.port, {
      path: "/v3/user/get",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        _token: seed.local.access_token!,
        _did: "d",
        _ua: "u",
        _t: "1",
      }).toString(),
    });
    expect(user.json.code).toBe(200);
    expect(answer.headers["set-cookie"]).toEqual([
      "__dev_city=%E4%B8%8A%E6%B5%B7%E5%B8%82; Path=/; SameSite=Lax",
      "__dev_preview=1; Path=/; SameSite=Lax",
    ]);
    const script = /<script>(.*?)<\/script>/.exec(answer.text)?.[1] ?? "";
    expect(answer.headers["content-security-policy"]).toContain(
      `'sha256-${hash("sha256", script, "base64")}'`,
    );
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  test("a new visitor, the default city, a real phone (no frame mark); an IP host is told the bundle", async () => {
    await start();
    const answer = await get("/preview/start?bundle=car&path=%2Fsuccess-download", "127.0.0.1");
    expect(seedOf(answer.text)).toMatchObject({ local: {}, to: "/success-download" });
    expect(answer.headers["set-cookie"]).toEqual([
      "__dev_city=; Path=/; Max-Age=0",
      "__dev_preview=; Path=/; Max-Age=0",
      "__dev_bundle=car; Path=/; SameSite=Lax",
    ]);
  });

  test("another site's host sends the start to the asked site's; a bad question is refused in Chinese", async () => {
    await start();
    const moved = await get("/preview/start?bundle=car&t=1");
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe(`http://car.localhost:${server.port}/preview/start?bundle=car&t=1`);
    const bad = await get("/preview/start?bundle=default&channel=x");
    expect(bad.status).toBe(400);
    expect(bad.text).toBe("无法打开预览：渠道号只能是数字（例如 5265），“x”不是");
  });
});

describe("the QR code for a real phone", () => {
  const qrOf = (text: string) => /<img class="qr" src="([^"]+)"/.exec(text)?.[1];
  const urlOf = (text: string) => /<p class="url"><a href="([^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, "&");

  test("listening on loopback only: no QR code, and a plain word on how to make it reachable", async () => {
    await start();
    const page = (await get(`/preview?${QUESTION}`)).text;
    expect(qrOf(page)).toBeUndefined();
    expect(page).toContain("现在预览只在这台电脑上能打开，手机扫码打不开，所以这里没有二维码。");
  });

  test("opened on a network address: the QR code opens the preview start there, without the frame mark", async () => {
    await start();
    const page = (await get(`/preview?${QUESTION}`, "192.0.2.7")).text;
    const url = urlOf(page) ?? "";
    expect(url).toMatch(
      /^http:\/\/192\.0\.2\.7:\d+\/preview\/start\?bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&login=1&t=\d+$/,
    );
    expect(await qrEncodes(qrOf(page) ?? "", url)).toBe(true);
    expect(page).toContain(`这个预览的地址，可以发给同事：<a href="http://192.0.2.7:${server.port}/preview?`);
  });

  test("a staging release of the site: the QR code opens its copy of the page, named by release and time", async () => {
    await start();
    writeStagingRecord(root, {
      releaseId: "r-20261129-0105",
      writtenAt: "2026-11-29T01:05:00Z",
      previews: { default: "https://staging.example.com/r-20261129-0105/default/" },
    });
    const page = (await get(`/preview?${QUESTION}`)).text;
    const url = "https://staging.example.com/r-20261129-0105/default/login?c=5265";
    expect(urlOf(page)).toBe(url);
    expect(await qrEncodes(qrOf(page) ?? "", url)).toBe(true);
    expect(page).toContain("打开预发布版本 r-20261129-0105（2026年11月29日 09:05 发布）里的这个页面");
    // Another site has no staging copy: its QR code is not the staging one.
    expect((await get(`/preview?${QUESTION.replace("default", "car")}`, "car.localhost")).text).not.toContain(
      "staging.example.com",
    );
  });

  test.each([
    ["loopback", "127.0.0.1", "localhost:8080", undefined],
    ["one interface", "192.168.1.5", "localhost:8080", "http://192.168.1.5:8080"],
    [
      "every interface: the home network first, no bridge or loopback",
      "0.0.0.0",
      "localhost:8080",
      "http://192.168.3.4:8080",
    ],
    ["opened on a network address: that one", "0.0.0.0", "10.1.2.3:8080", "http://10.1.2.3:8080"],
    ["opened on loopback by IP: not that one", "127.0.0.1", "127.0.0.1:8080", undefined],
  ])("the address a phone can open, %s", (_name, host, requestHost, expected) => {
    const interfaces = {
      lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
      eth0: [
        { address: "10.1.2.3", family: "IPv4", internal: false },
        { address: "fd00::2", family: "IPv6", internal: false },
      ],
      wlan0: [{ address: "192.168.3.4", family: "IPv4", internal: false }],
      docker0: [{ address: "172.17.0.1", family: "IPv4", internal: false }],
    } as unknown as Parameters<typeof lanOrigin>[2];
    expect(lanOrigin({ host, port: 8080, root: "" }, requestHost, interfaces)).toBe(expected);
  });
});

describe("the rest of the page", () => {
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
    // The filter keeps digits only, so nothing typed reaches the page as markup; and it keeps the question.
    const filtered = (await get("/preview?q=%3Cb%3E52&channel=5265")).text;
    expect(filtered).toContain('name="q" value="52"');
    expect(filtered).toContain('<input type="hidden" name="channel" value="5265">');
  });

  // Decision 416: the operators' view of the download links, no longer a page of the bundles.
  test("下载地址: the site's links and public account, and how the asking device is taken", async () => {
    await start();
    const wechatAndroid =
      "Mozilla/5.0 (Linux; Android 12; V2134A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64";
    const page = await get("/preview", "car.localhost", { "User-Agent": wechatAndroid });
    expect(page.text).toContain('<h2 id="downloads-heading">下载地址</h2>');
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

  test("its stylesheet; other paths 404; other methods are refused", async () => {
    await start();
    expect((await get("/preview/studio.css")).headers["content-type"]).toBe("text/css; charset=utf-8");
    expect((await get("/preview/nothing")).status).toBe(404);
    const posted = await get("/preview", "default.localhost", {}, "POST");
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe("GET, HEAD");
  });
});

describe("production mode", () => {
  test("the preview and its start answer 404, even if their routes are passed", async () => {
    await start("production");
    expect((await get("/preview")).status).toBe(404);
    expect((await get("/preview/start?bundle=default&login=1")).status).toBe(404);
  });

  test("npm run serve passes the preview only in development", () => {
    expect(Object.keys(serveOptions({}).devRoutes ?? {})).toEqual(["/preview"]);
    expect(serveOptions({ SERVER_MODE: "production" }).devRoutes).toBeUndefined();
  });
});
