/**
 * The preview studio as a marketer uses it (issue 52, decision 450): the question by address
 * and by form (at most three interactions), phone frames that are the real pages in the asked
 * state (the WeChat frame reads WeChat's user agent and shows the mask on a download tap, the
 * iPhone frame is 390×844, a logged-in result page without SMS), the QR code that opens the same
 * preview on a phone (decoded: the studio's LAN address, or the staging release's copy), the
 * channel rows, axe and no sideways scrolling at 360 px.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { startServer } from "../../server/main.ts";
import { writeStagingRecord } from "../../src/deploy/staging-record.ts";
import { studioRoutes } from "../../src/preview/studio/routes.ts";
import { qrEncodes } from "../qr-matrix.ts";
import { bundleUrl, expect, seriousAxeViolations, serverUrl, test } from "./support.ts";

const MASK_TEXT = "点击右上角「…」，选择「在浏览器打开」";

/** The frame playing `phone` once its page has left the preview start. */
async function frameOf(page: Page, phone: string) {
  await expect(page.locator(`iframe[name="preview-ua:${phone}"]`)).toBeVisible();
  // The element can show before Playwright has attached its frame (seen once in CI): wait for both.
  await expect
    .poll(() => page.frame({ name: `preview-ua:${phone}` }), { message: `a frame for ${phone}` })
    .toBeTruthy();
  const frame = page.frame({ name: `preview-ua:${phone}` });
  if (!frame) throw new Error(`no frame for ${phone}`);
  await expect.poll(() => new URL(frame.url()).pathname, { timeout: 20_000 }).not.toBe("/preview/start");
  return frame;
}

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 1000 }, isMobile: false, hasTouch: false });

  test("by address: a logged-in WeChat visitor of channel 5265, no SMS, the mask on a download tap", async ({
    page,
    request,
  }) => {
    const smsBefore = (await (
      await request.get(`${serverUrl()}/__dev/requests?path=/v1/user/loginSmsCode&limit=500`)
    ).json()) as {
      data: { list: unknown[] };
    };
    await page.goto(bundleUrl("default", "/preview?bundle=default&channel=5265&login=1&ua=wechat"));
    await expect(
      page.getByText("渠道 5265 · 默认城市 · 已登录访客（不用收验证码） · 站点首页"),
    ).toBeVisible();
    const frame = await frameOf(page, "wechat");
    // Logged in, in the server's default city (北京市): channel 5265's city rule skips the form
    // and leads to the download page, as for a real visitor.
    await expect.poll(() => new URL(frame.url()).pathname, { timeout: 20_000 }).toBe("/download-page");
    await expect
      .poll(() => frame.evaluate(() => navigator.userAgent).catch(() => ""))
      .toContain("MicroMessenger");
    await expect(frame.locator("html[data-in-app=wechat]")).toHaveCount(1);
    await frame.getByRole("link", { name: "应用商店打不开？下载安装包" }).click();
    await expect(frame.getByText(MASK_TEXT)).toBeVisible();
    const iframe = page.locator('iframe[name="preview-ua:wechat"]');
    expect(await iframe.boundingBox()).toMatchObject({ width: 360, height: 640 });
    // The login came from the development server's markcode login, not an SMS.
    const smsAfter = (await (
      await request.get(`${serverUrl()}/__dev/requests?path=/v1/user/loginSmsCode&limit=500`)
    ).json()) as {
      data: { list: unknown[] };
    };
    expect(smsAfter.data.list.length).toBe(smsBefore.data.list.length);
  });

  test("by form in three interactions: site, channel, 看已登录访客; the iPhone frame is 390×844", async ({
    page,
  }) => {
    await page.goto(bundleUrl("default", "/preview"));
    // Channel 5265 loads no tracker SDK, whose hosts this machine cannot reach.
    await page.getByRole("combobox", { name: /^站点/ }).selectOption("ks5218");
    await page.getByLabel("渠道号", { exact: true }).fill("5265");
    await page.getByRole("button", { name: "看已登录访客" }).click();
    await expect(page).toHaveURL(
      bundleUrl("ks5218", "/preview?bundle=ks5218&channel=5265&city=&path=&ua=android&ua=iphone&login=1"),
    );
    await expect(
      page.getByText("渠道 5265 · 默认城市 · 已登录访客（不用收验证码） · 站点首页"),
    ).toBeVisible();
    // The frames' pages move on by themselves (a logged-in visitor leaves the login page): each
    // reading is retried until a page holds still long enough to answer.
    const screen = () => [innerWidth, innerHeight, navigator.userAgent];
    const iphone = await frameOf(page, "iphone");
    await expect
      .poll(() => iphone.evaluate(screen).catch(() => []), { timeout: 20_000 })
      .toEqual([390, 844, expect.stringContaining("iPhone")]);
    expect(await page.locator('iframe[name="preview-ua:iphone"]').boundingBox()).toMatchObject({
      width: 390,
      height: 844,
    });
    const android = await frameOf(page, "android");
    await expect
      .poll(() => android.evaluate(screen).catch(() => []), { timeout: 20_000 })
      .toEqual([360, 640, expect.stringContaining("Android")]);
    // The address is the question: a colleague opening it sees the same.
    await expect(page.getByText("这个预览的地址，可以发给同事：")).toContainText(
      "/preview?bundle=ks5218&channel=5265&login=1&ua=android%2Ciphone",
    );
  });

  test("a logged-in result page without SMS: the marketplace, not the login it would send a new visitor to", async ({
    page,
  }) => {
    await page.goto(bundleUrl("default", "/preview"));
    await page
      .getByRole("table", { name: "页面 default" })
      .getByRole("row")
      .filter({ hasText: "/success-loan-marketplace-download" })
      .getByRole("link", { name: "在手机里看" })
      .click();
    const frame = await frameOf(page, "android");
    await expect
      .poll(() => new URL(frame.url()).pathname, { timeout: 20_000 })
      .toBe("/success-loan-marketplace-download");
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(frame.getByRole("button", { name: "获取验证码" })).toHaveCount(0);
    // Loopback only: no QR code, and a plain word on how to make one.
    await expect(
      page.getByText("现在预览只在这台电脑上能打开，手机扫码打不开，所以这里没有二维码。"),
    ).toBeVisible();
    await expect(page.locator("img.qr")).toHaveCount(0);
  });
});

test.describe("on a real phone", () => {
  // A studio of its own listening on every interface, as `HOST=0.0.0.0 npm start` does.
  let studio: Awaited<ReturnType<typeof startServer>>;
  let root: string;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "preview-phone-"));
    studio = await startServer({
      host: "0.0.0.0",
      port: 0,
      mode: "development",
      dataDir: join(root, "data"),
      distDir: resolve(process.env.DIST_DIR ?? "dist"),
      devRoutes: studioRoutes({ host: "0.0.0.0", root }),
      logger: { info: () => {}, warn: () => {}, error: (message, error) => console.error(message, error) },
    });
  });
  test.afterAll(async () => {
    await studio.close();
    rmSync(root, { recursive: true, force: true });
  });

  const QUESTION = "/preview?bundle=mindex&channel=5265&login=1&path=%2Fsuccess-download&ua=android";

  /** The studio's QR code: the address it shows, checked module by module against the image. */
  async function qrAddress(page: Page): Promise<string> {
    const address = (await page.locator(".qr-box .url a").getAttribute("href")) ?? "";
    const image = (await page.locator("img.qr").getAttribute("src")) ?? "";
    expect(await qrEncodes(image, address), `the QR code encodes ${address}`).toBe(true);
    return address;
  }

  test("the QR code holds the studio's LAN address, which opens the asked page logged in on the phone", async ({
    page,
    browser,
  }) => {
    await page.goto(`http://mindex.localhost:${studio.port}${QUESTION}`);
    const address = await qrAddress(page);
    const { hostname } = new URL(address);
    expect(hostname).not.toMatch(/^(localhost|127\.|.*\.localhost$)/);
    expect(hostname).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    // A phone on the network: its own browser, its own storage.
    const phone = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const tab = await phone.newPage();
      await tab.goto(address);
      await expect(tab).toHaveURL(
        new RegExp(`^http://${hostname.replace(/\./g, "\\.")}:\\d+/success-download\\?c=5265$`),
      );
      // The bundle the question chose (闪钱快借), logged in: the result page itself.
      await expect(tab.getByText("闪钱快借").first()).toBeVisible();
      await expect(tab.getByRole("button", { name: "获取验证码" })).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });

  test("a staging release of the site: the QR code opens its copy of the page, named by release", async ({
    page,
  }) => {
    writeStagingRecord(root, {
      releaseId: "r-e2e-1",
      writtenAt: "2026-11-29T01:05:00Z",
      previews: { mindex: "https://staging.example.com/r-e2e-1/mindex/" },
    });
    await page.goto(`http://mindex.localhost:${studio.port}${QUESTION}`);
    expect(await qrAddress(page)).toBe("https://staging.example.com/r-e2e-1/mindex/success-download?c=5265");
    await expect(page.locator(".qr-box")).toContainText("预发布版本 r-e2e-1（2026年11月29日 09:05 发布）");
  });
});

test("from /preview to a channel: what ?c=5265 does on the site, and the link opens that page", async ({
  page,
}) => {
  await page.goto(`${serverUrl()}/preview`);
  await expect(page).toHaveURL(bundleUrl("default", "/preview"));
  await page.getByLabel("渠道号包含").fill("5265");
  await page.getByRole("button", { name: "查看" }).click();
  const row = page.getByRole("table", { name: "渠道 default" }).getByRole("row").nth(1);
  await expect(row).toContainText("渠道自己的设置（网页渠道）");
  await expect(row).toContainText("已登录时查询所在城市");
  await row.getByRole("link", { name: "/login?c=5265" }).click();
  await expect(page).toHaveURL(bundleUrl("default", "/login?c=5265"));
  await expect(page.getByRole("button", { name: "获取验证码" })).toBeVisible();
});

test("every site is a link away: ks5218's channel with its ICP number and tracker", async ({ page }) => {
  await page.goto(bundleUrl("default", "/preview"));
  await page.getByText("其他站点").click();
  await page.getByRole("link", { name: /（ks5218）$/ }).click();
  await expect(page).toHaveURL(bundleUrl("ks5218", "/preview?bundle=ks5218"));
  const row = page
    .getByRole("table", { name: "渠道 ks5218" })
    .getByRole("row")
    .filter({ hasText: "快手广告（转化 ID 50000001）" })
    .first();
  await expect(row).toContainText("京ICP备2021039950号-1");
});

for (const [name, path] of [
  ["the whole page", "/preview?channel=5265&login=1&ua=wechat,iphone"],
  ["a filtered page", "/preview?q=52"],
] as const) {
  test(`the preview page, ${name}: no serious axe violation, no sideways scrolling at 360 px`, async ({
    page,
  }) => {
    // axe walks a large page slowly on a busy two-core machine.
    test.setTimeout(120_000);
    await page.goto(bundleUrl("default", path));
    const serious = await seriousAxeViolations(page, { exclude: "iframe" });
    expect(serious).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });
}
