/**
 * The preview studio as a marketer uses it (issue 19): three interactions from /preview to
 * "channel 5265, 上海市, logged in" with the destination, the deciding rule, the events and the
 * phone frames in that state; frames that land where the simulation says for a table of
 * channel × city × login cases; axe and no sideways scrolling at 360 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

/**
 * Path and decoded query of the address of the frame whose origin starts with `key` (f360,
 * f390); empty while the studio has not attached that frame yet, so that a poll waits for it.
 */
function shownAddress(page: Page, key: string): string {
  const frame = page.frames().find((f) => f.url().includes(`//${key}.`));
  if (!frame) return "";
  const url = new URL(frame.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
}

test("three interactions: channel 5265, 上海市, logged in — destination, rule, events and phones", async ({
  page,
}) => {
  await page.goto(`${serverUrl}/preview`);
  await expect(page.getByRole("heading", { level: 1, name: "访客会看到什么？" })).toBeVisible();

  await page.getByLabel("渠道号").fill("5265"); // 1
  await page.getByLabel("城市").selectOption("上海市"); // 2
  await page.getByRole("button", { name: "看已登录访客" }).click(); // 3

  const answer = page.getByRole("region", { name: /渠道 5265 · 上海市 · 已登录访客/ });
  await expect(answer.locator(".final-name")).toHaveText("APP 下载页");
  await expect(answer).toContainText("决定的规则这个渠道不用填表单");
  await expect(answer).toContainText("城市规则：这个渠道在上海市");
  await expect(answer).toContainText("这个渠道没有配置广告追踪");
  await expect(answer.getByRole("img", { name: "APP 下载页：还没有截图" }).first()).toBeVisible();

  // The phones show that state: the real guard took the frame to the download page, logged in.
  await expect.poll(() => shownAddress(page, "f360")).toMatch(/^\/download-page\?previousPage=跳过表单/);
  await expect(page.frameLocator('iframe[width="360"]').getByRole("heading", { level: 1 })).toContainText(
    "下载",
  );
  // Its event log beside it fills in while the page runs (the studio's script asks every 2 s).
  const log = page
    .getByRole("heading", { name: "安卓 360×640 · 浏览器 的事件" })
    .locator("xpath=following-sibling::ol");
  await expect(log).toContainText("查询所在城市：成功", { timeout: 10_000 });
  await expect(log).toContainText("读取用户信息：成功");
  // The test server listens on loopback only: no QR code a phone could not open, and the
  // command that fixes it is folded away for developers.
  await expect(page.getByRole("img", { name: "用手机扫码打开这个预览" })).toHaveCount(0);
  await expect(page.getByText("现在只能在这台电脑上打开")).toBeVisible();
  await expect(page.getByText("HOST=0.0.0.0 npm run serve")).toBeHidden();
  // Android frame: the market first; iPhone frame: the App Store only.
  const android = page.frameLocator('iframe[width="360"]');
  await expect(android.getByRole("link", { name: "下载安卓版APP" })).toBeVisible();
  await expect(android.getByRole("link", { name: "下载iPhone版APP" })).toBeHidden();
  await expect(
    page.frameLocator('iframe[width="390"]').getByRole("link", { name: "下载iPhone版APP" }),
  ).toBeVisible();
});

test.describe("on a marketer's desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("微信里: both frames read WeChat's user agent, so a download tap shows the mask a WeChat visitor sees", async ({
    page,
  }) => {
    await page.goto(`${serverUrl}/preview`);
    await page.getByLabel("渠道号").fill("5265");
    await page.getByLabel("城市").selectOption("上海市");
    await page.getByLabel("在哪打开").selectOption({ label: "微信里（看遮罩和下载方式）" });
    await page.getByRole("button", { name: "看已登录访客" }).click();
    await expect(page.getByRole("heading", { name: "安卓 360×640 · 微信 的事件" })).toBeVisible();
    for (const [width, link] of [
      [360, "下载安卓版APP"],
      [390, "下载iPhone版APP"],
    ] as const) {
      const phone = page.frameLocator(`iframe[width="${width}"]`);
      await phone.getByRole("link", { name: link }).click();
      const mask = phone.getByRole("button", { name: "关闭提示" });
      await expect(mask).toBeVisible();
      await expect(phone.getByText("点击右上角「…」，选择「在浏览器打开」")).toBeVisible();
      await mask.click();
      await expect(mask).toBeHidden();
    }
  });
});

/** Channel × city × login cases; each frame must land where the simulation says. */
const CASES = [
  { channel: "5265", city: "上海市", login: "1" },
  { channel: "5265", city: "上海市", login: "0" },
  { channel: "5265", city: "西安市", login: "1" },
  { channel: "5130", city: "深圳市", login: "1" },
  { channel: "5483", city: "重庆市", login: "1" },
  { channel: "963", city: "北京市", login: "1" },
  { channel: "5813", city: "北京市", login: "0" },
  { channel: "5818", city: "北京市", login: "1" },
];

for (const c of CASES) {
  test(`frames match the simulation: channel ${c.channel}, ${c.city}, login ${c.login}`, async ({ page }) => {
    const query = new URLSearchParams({ bundle: "default", ...c });
    await page.goto(bundleUrl("default", `/preview?${query}`));
    const expected = await page
      .locator(".details dt", { hasText: "最终地址" })
      .locator("xpath=following-sibling::dd[1]")
      .textContent({ timeout: 5_000 });
    expect(expected).toBeTruthy();
    for (const key of ["f360", "f390"]) {
      await expect.poll(() => shownAddress(page, key), { timeout: 10_000 }).toBe(expected?.trim());
    }
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
  ["the channel finder", () => `${serverUrl}/preview/channel?c=5265`],
  ["a flow table", () => `${serverUrl}/preview/table/default?q=52`],
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

test("find a channel: every host's destinations, brand, ICP, city rules and trackers", async ({ page }) => {
  await page.goto(`${serverUrl}/preview`);
  await page.getByRole("link", { name: "查渠道" }).click();
  await page.getByLabel("渠道号").fill("5218");
  await page.getByRole("button", { name: "查看" }).click();
  const table = page.getByRole("table", { name: "渠道 5218 的去向" });
  const ks = table.getByRole("row").filter({ hasText: "ks5218" });
  await expect(ks).toContainText("京ICP备2021039950号-1");
  await expect(ks).toContainText("快手广告（转化 ID 50000001）");
  await expect(table.getByRole("row").filter({ hasText: "zhonghongrt" })).toContainText(
    "蜀ICP备2024081818号-1",
  );
});

test("bad conditions get a Chinese message and the form keeps the input", async ({ page }) => {
  await page.goto(`${serverUrl}/preview?bundle=default&channel=${encodeURIComponent("<b>52x</b>")}`);
  await expect(page.getByRole("alert")).toContainText("渠道号格式不正确");
  await expect(page.getByLabel("渠道号")).toHaveValue("<b>52x</b>");
});

test("a tracking record the framed page sends appears in that frame's log, marked", async ({ page }) => {
  const query = new URLSearchParams({
    bundle: "default",
    channel: "5818",
    path: "/download",
    query: "from=4&appname=闪信",
    login: "1",
  });
  await page.goto(bundleUrl("default", `/preview?${query}`));
  await expect(page.locator(".final-name")).toHaveText("关闭 App 页面");
  const log = page
    .getByRole("heading", { name: "安卓 360×640 · 浏览器 的事件" })
    .locator("xpath=following-sibling::ol");
  await expect(log.locator("li.conv")).toContainText("埋点记录：成功", { timeout: 10_000 });
  // The other phone's log has its own record, not this one's twice.
  const other = page
    .getByRole("heading", { name: "iPhone 390×844 · 浏览器 的事件" })
    .locator("xpath=following-sibling::ol");
  await expect(other.locator("li.conv")).toHaveCount(1, { timeout: 10_000 });
});
