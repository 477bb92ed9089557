/**
 * Two different bundles through the reference server: each shows its own brand, company,
 * ICP number and title on a phone, with no console errors (issue 2).
 */
import type { Page } from "@playwright/test";
import { loggedIn } from "./form-support.ts";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

const cases = [
  {
    bundle: "default",
    path: "/login",
    name: "闪信借钱",
    company: "北京闪信科技有限公司",
    icp: "京ICP备2021039950号-1",
    phone: "400-000-0000",
  },
  {
    bundle: "zhonghongrt",
    path: "/login",
    name: "闪信借钱",
    company: "四川中宏融投企业管理有限公司",
    icp: "蜀ICP备2024081818号-1",
    phone: "400-000-0005",
  },
  {
    bundle: "nntzxn",
    path: "/login",
    name: "闪信",
    company: "广西南宁闪信信息咨询有限公司",
    icp: "桂ICP备2023014712号-3",
    phone: "400-000-0004",
  },
];

for (const { bundle, path, name, company, icp, phone } of cases) {
  test(`${bundle} shows ${name}, ${company}, ${icp}`, async ({ page }) => {
    await page.goto(bundleUrl(bundle, path));
    await expect(page).toHaveTitle(name);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(company, { exact: true })).toBeVisible();
    // The operator is reachable: the company's own service phone (PIPL art. 17).
    await expect(footer.getByText(phone, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: icp })).toHaveAttribute(
      "href",
      "https://beian.miit.gov.cn/",
    );
  });
}

test("channel 5589: 马上借钱花 in its red theme, 青岛凡金's contact, and its own public account", async ({
  page,
  request,
}) => {
  await loggedIn(page, request, { channel: "channel_5589" });
  await page.goto(bundleUrl("default", "/gongzhonghao?c=5589"));
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("青岛凡金互联网信息服务有限公司", { exact: true })).toBeVisible();
  await expect(footer.getByText("400-000-0002", { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.body.style.getPropertyValue("--brand")))
    .toBe("#c83b26");
  await expect(page.getByText("马上借钱花服务号").first()).toBeVisible();
  await expect(page.getByText("闪信借钱服务号")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "公众号“马上借钱花服务号”二维码" })).toBeVisible();
});

test("channel 5589: the app's name in a result page's heading is the channel's brand", async ({
  page,
  request,
}) => {
  await loggedIn(page, request, { channel: "channel_5589" });
  await page.goto(bundleUrl("default", "/openview?c=5589"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("打开马上借钱花APP");
});

test("/ forwards to the entry page keeping query and hash", async ({ page }) => {
  await page.goto(bundleUrl("ks5218", "/?c=5265&bd_vid=abc#top"));
  await expect(page).toHaveURL(/\/m\/v1-ks5218\/index\.html\?c=5265&bd_vid=abc#top$/);
});

test("an unknown path shows the fallback page with status 404", async ({ page }) => {
  const response = await page.goto(bundleUrl("default", "/no/such/page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});

test("the server index links every bundle", async ({ page }) => {
  await page.goto(serverUrl());
  await expect(page.getByRole("link", { name: /ks5218/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /zhonghongrt/ }).first()).toBeVisible();
});

test.describe("the look follows the brand", () => {
  /** Computed outline colour of the focused element, as rgb(). */
  const focusColour = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineColor);
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

  for (const [bundle, path, primary] of [
    ["default", "/car-valuation", "#1d65f0"],
    ["default-huifenqi", "/loan-calculator", "#c93066"],
  ] as const) {
    test(`${bundle}${path}: the keyboard focus ring is the brand's colour`, async ({ page }) => {
      await page.goto(bundleUrl(bundle, path));
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focusColour(page)).toBe(rgb(primary));
    });
  }

  test("the car host's landing shows its offer and the call to action in the first screen", async ({
    page,
  }) => {
    await page.goto(bundleUrl("car", "/"));
    await expect(page.getByText(/最高可借\s*100\s*万元/)).toBeInViewport();
    // One main action (issue 53): the form's own 下一步, which stays at the bottom of the screen.
    const next = page.getByRole("button", { name: "下一步" });
    await expect(next).toBeInViewport();
    await next.click();
    await expect(page.getByText("请填写姓名")).toBeInViewport();
  });

  test("a host whose landing is dark with an accent call to action keeps that look in its form", async ({
    page,
    request,
  }) => {
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(bundleUrl("ks5218", "/"));
    await expect(page.locator("[data-design=video]")).toBeVisible();
    const callToAction = await background(".login-submit");
    expect(callToAction).toBe(rgb("#b25512"));
    await loggedIn(page, request);
    await page.goto(bundleUrl("ks5218", "/form-package-simple"));
    expect(await background(".brand-header")).toBe(rgb("#0f1115"));
    expect(await background(".form-actions .btn")).toBe(callToAction);
    // A host whose first page is light keeps its brand colour.
    await page.goto(bundleUrl("default", "/form-package-simple"));
    expect(await background(".form-actions .btn")).toBe(rgb("#1d65f0"));
  });
});
