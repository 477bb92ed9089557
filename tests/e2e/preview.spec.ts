/**
 * The preview page as a marketer uses it (issue 19, decisions 165 and 180): from /preview to a
 * site's page, its pages and what each channel's `?c=` does there, a link that opens the real
 * page in that state, the channel filter; axe and no sideways scrolling at 360 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

test("from /preview to a channel: what ?c=5265 does on the site, and the link opens that page", async ({
  page,
}) => {
  await page.goto(`${serverUrl}/preview`);
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
  await expect(page).toHaveURL(bundleUrl("ks5218", "/preview"));
  const row = page
    .getByRole("table", { name: "渠道 ks5218" })
    .getByRole("row")
    .filter({ hasText: "快手广告（转化 ID 50000001）" })
    .first();
  await expect(row).toContainText("京ICP备2021039950号-1");
});

test("a site's pages: names, links that open them, and where screenshots would be", async ({ page }) => {
  await page.goto(bundleUrl("default", "/preview"));
  const pages = page.getByRole("table", { name: "页面 default" });
  const market = pages.getByRole("row").filter({ hasText: "贷款超市" }).first();
  await expect(market).toContainText("还没有截图");
  await pages.getByRole("link", { name: "/loan-calculator" }).click();
  await expect(page).toHaveURL(bundleUrl("default", "/loan-calculator"));
  await expect(page.getByRole("button", { name: "计算" })).toBeVisible();
});

for (const [name, path] of [
  ["the whole page", "/preview"],
  ["a filtered page", "/preview?q=52"],
] as const) {
  test(`the preview page, ${name}: no serious axe violation, no sideways scrolling at 360 px`, async ({
    page,
  }) => {
    // axe walks a large page slowly on a busy two-core machine.
    test.setTimeout(120_000);
    await page.goto(bundleUrl("default", path));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });
}
