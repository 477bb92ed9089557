/**
 * Campaign token pages (spec section 2, `{token}.html`; issue 16): on a host with token pages
 * every `/<token>.html` opens the token landing page, listed or not, and the guard treats it
 * as an entry page; listed tokens keep their own design; other unknown paths stay 404.
 */
import { loggedIn } from "./form-support.ts";
import { bundleUrl, devSmsCode, expect, randomPhone, test, tapToCheck } from "./support.ts";

const TOKEN_HOST = "token";

test("a token no host file lists opens the landing page, and its SMS login leads on to the form", async ({
  page,
  request,
}) => {
  const response = await page.goto(bundleUrl(TOKEN_HOST, "/zz-new-campaign-2026.html?c=5818"));
  expect(response?.status()).toBe(200);
  // The address stays the campaign's own; the landing is the host's tokenDesign (amount).
  expect(new URL(page.url()).pathname).toBe("/zz-new-campaign-2026.html");
  await expect(page.getByRole("main").locator('[data-design="amount"]')).toBeVisible();
  const phone = randomPhone();
  await page.getByLabel("手机号码").fill(phone);
  await tapToCheck(page.getByRole("checkbox", { name: "我已阅读并同意" }));
  await page.getByRole("button", { name: /获取验证码/ }).click();
  await expect(page.getByRole("status")).toContainText("验证码已发送至");
  await page.getByLabel("验证码", { exact: true }).fill(await devSmsCode(request, phone));
  await page.getByRole("button", { name: /登录|申请/ }).click();
  await expect(page).toHaveURL(bundleUrl(TOKEN_HOST, "/form-package?c=5818"));
});

test("the guard treats any token page as an entry page: a logged-in visitor goes on to the form", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl(TOKEN_HOST, "/brand-new-token.html"));
  await expect(page).toHaveURL(bundleUrl(TOKEN_HOST, "/form-package"));
});

test("a token with characters of any script is read from the address as it is", async ({ page }) => {
  const path = `/${encodeURIComponent("秋季活动 A+")}.html`;
  const response = await page.goto(bundleUrl(TOKEN_HOST, path));
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("main").locator('[data-design="amount"]')).toBeVisible();
});

test("listed tokens keep their own page and design", async ({ page }) => {
  await page.goto(bundleUrl(TOKEN_HOST, "/q7m3.html"));
  await expect(page.getByRole("main").locator('[data-design="video"]')).toBeVisible();
  await page.goto(bundleUrl(TOKEN_HOST, "/a8k2.html"));
  await expect(page.getByRole("main").locator('[data-design="amount"]')).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.path)).toBe("/a8k2.html");
});

for (const [bundle, path, why] of [
  [TOKEN_HOST, "/no/such/page", "not a token address"],
  [TOKEN_HOST, "/m/zz-new-campaign.html", "a token address has one segment"],
  [TOKEN_HOST, "/zz-new-campaign", "no .html"],
  [TOKEN_HOST, "/.hidden.html", "a dot-file is never a page"],
  ["default", "/zz-new-campaign.html", "a host without token pages"],
] as const) {
  test(`${bundle}${path} answers the fallback page with 404 (${why})`, async ({ page }) => {
    const response = await page.goto(bundleUrl(bundle, path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /页面不存在/ })).toBeVisible();
  });
}
