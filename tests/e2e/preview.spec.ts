/**
 * The preview studio as a marketer uses it (issue 19, decision 165): three interactions from
 * /preview to "channel 5265, 上海市, logged in" with the channel's settings, its city rule and
 * trackers, and the phone frame in that state; the phone choice (Android, iPhone, WeChat); frames
 * that land where the funnel's rules send a table of channel × city × login cases; the flow
 * table; axe and no sideways scrolling at 360 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

/** Path and decoded query of the phone frame's address; empty until the studio attached it. */
function shownAddress(page: Page): string {
  const frame = page.frames().find((f) => f.url().includes("//frame."));
  if (!frame) return "";
  const url = new URL(frame.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
}

test("three interactions: channel 5265, 上海市, logged in — settings, city rule, trackers and the phone", async ({
  page,
}) => {
  await page.goto(`${serverUrl}/preview`);
  await expect(page.getByRole("heading", { level: 1, name: "访客会看到什么？" })).toBeVisible();

  await page.getByLabel("渠道号").fill("5265"); // 1
  await page.getByLabel("城市").selectOption("上海市"); // 2
  await page.getByRole("button", { name: "看已登录访客" }).click(); // 3

  const answer = page.getByRole("region", { name: /渠道 5265 · 上海市 · 已登录访客/ });
  await expect(answer).toContainText("渠道自己的设置");
  await expect(answer.getByRole("listitem").filter({ hasText: "上海市" })).toContainText(
    "（这次的访客符合）",
  );
  await expect(answer).toContainText("这个渠道没有配置广告追踪");
  await expect(answer.getByRole("img", { name: "贷款超市：还没有截图" }).first()).toBeVisible();

  // The phone shows that state: the real guard took the frame to the download page, logged in.
  await expect.poll(() => shownAddress(page)).toMatch(/^\/download-page\?previousPage=跳过表单/);
  const phone = page.frameLocator('iframe[width="360"]');
  await expect(phone.getByRole("heading", { level: 1 })).toContainText("下载");
  // Android's browser: the market first, no App Store link.
  await expect(phone.getByRole("link", { name: "下载安卓版APP" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "下载iPhone版APP" })).toBeHidden();
  // The test server listens on loopback only: no QR code a phone could not open, and the
  // command that fixes it is folded away for developers.
  await expect(page.getByRole("img", { name: "用手机扫码打开这个预览" })).toHaveCount(0);
  await expect(page.getByText("现在只能在这台电脑上打开")).toBeVisible();
  await expect(page.getByText("HOST=0.0.0.0 npm run serve")).toBeHidden();
});

test.describe("on a marketer's desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const [choice, width, link] of [
    ["安卓 · 微信里（看遮罩和下载方式）", 360, "下载安卓版APP"],
    ["iPhone · 微信里（看遮罩和下载方式）", 390, "下载iPhone版APP"],
  ] as const) {
    test(`${choice}: the frame reads WeChat's user agent, so a download tap shows the mask`, async ({
      page,
    }) => {
      await page.goto(`${serverUrl}/preview`);
      await page.getByLabel("渠道号").fill("5265");
      await page.getByLabel("城市").selectOption("上海市");
      await page.getByLabel("手机").selectOption({ label: choice });
      await page.getByRole("button", { name: "看已登录访客" }).click();
      const phone = page.frameLocator(`iframe[width="${width}"]`);
      await phone.getByRole("link", { name: link }).click();
      const mask = phone.getByRole("button", { name: "关闭提示" });
      await expect(mask).toBeVisible();
      await expect(phone.getByText("点击右上角「…」，选择「在浏览器打开」")).toBeVisible();
      await mask.click();
      await expect(mask).toBeHidden();
    });
  }
});

/** Channel × city × login cases and where the funnel's rules send each visitor. */
const CASES = [
  { channel: "5265", city: "上海市", login: "1", lands: /^\/download-page\?previousPage=跳过表单&/ },
  { channel: "5265", city: "上海市", login: "0", lands: /^\/login\?c=5265$/ },
  { channel: "5265", city: "西安市", login: "1", lands: /^\/form-package$/ },
  { channel: "5130", city: "深圳市", login: "1", lands: /^\/form-package$/ },
  { channel: "5483", city: "重庆市", login: "1", lands: /^\/form-package$/ },
  { channel: "963", city: "北京市", login: "1", lands: /^\/login\?c=963$/ },
  { channel: "5813", city: "北京市", login: "0", lands: /^\/404err$/ },
  { channel: "5818", city: "北京市", login: "1", lands: /^\/form-package$/ },
];

for (const { lands, ...c } of CASES) {
  test(`the frame lands where the rules send: channel ${c.channel}, ${c.city}, login ${c.login}`, async ({
    page,
  }) => {
    const query = new URLSearchParams({ bundle: "default", ...c });
    await page.goto(bundleUrl("default", `/preview?${query}`));
    await expect.poll(() => shownAddress(page), { timeout: 10_000 }).toMatch(lands);
  });
}

for (const [name, address] of [
  [
    "an answer",
    () =>
      bundleUrl(
        "default",
        `/preview?bundle=default&channel=5265&city=${encodeURIComponent("上海市")}&login=1`,
      ),
  ],
  ["the empty form", () => `${serverUrl}/preview`],
  ["a flow table", () => `${serverUrl}/preview/table?bundle=default&q=52`],
] as const) {
  test(`the studio's ${name}: no serious axe violation, no sideways scrolling at 360 px`, async ({
    page,
  }) => {
    // axe walks a large page slowly on a busy two-core machine.
    test.setTimeout(60_000);
    const url = address();
    await page.goto(url);
    // The framed bundle pages have their own accessibility tests (a11y.spec.ts).
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious, url).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, url).toBe(0);
  });
}

test("the flow table: a site's channels, their destinations, brand, ICP, city rules and trackers", async ({
  page,
}) => {
  await page.goto(`${serverUrl}/preview`);
  await page.getByRole("link", { name: "流程表" }).click();
  await page.getByLabel("站点").selectOption("ks5218");
  await page.getByLabel("渠道号包含").fill("5218");
  await page.getByRole("button", { name: "查看" }).click();
  const row = page
    .getByRole("table", { name: "流程表 ks5218" })
    .getByRole("row")
    .filter({ hasText: "京ICP备" });
  await expect(row).toContainText("京ICP备2021039950号-1");
  await expect(row).toContainText("快手广告（转化 ID 50000001）");
});

test("bad conditions get a Chinese message and the form keeps the input", async ({ page }) => {
  await page.goto(`${serverUrl}/preview?bundle=default&channel=${encodeURIComponent("<b>52x</b>")}`);
  await expect(page.getByRole("alert")).toContainText("渠道号格式不正确");
  await expect(page.getByLabel("渠道号")).toHaveValue("<b>52x</b>");
});
