/**
 * Two different bundles through the reference server: each shows its own brand, company,
 * ICP number and title on a phone, with no console errors (issue 2).
 */
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

const cases = [
  {
    bundle: "default",
    path: "/login",
    name: "闪信借钱",
    company: "北京闪信科技有限公司",
    icp: "京ICP备2021039950号-1",
  },
  {
    bundle: "zhonghongrt",
    path: "/login",
    name: "闪信借钱",
    company: "四川中宏融投企业管理有限公司",
    icp: "蜀ICP备2024081818号-1",
  },
  {
    bundle: "nntzxn",
    path: "/login",
    name: "闪信",
    company: "广西南宁闪信信息咨询有限公司",
    icp: "桂ICP备2023014712号-3",
  },
];

for (const { bundle, path, name, company, icp } of cases) {
  test(`${bundle} shows ${name}, ${company}, ${icp}`, async ({ page }) => {
    await page.goto(bundleUrl(bundle, path));
    await expect(page).toHaveTitle(name);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(company, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: icp })).toHaveAttribute(
      "href",
      "https://beian.miit.gov.cn/",
    );
  });
}

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
  await page.goto(serverUrl);
  await expect(page.getByRole("link", { name: /ks5218/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /zhonghongrt/ }).first()).toBeVisible();
});
