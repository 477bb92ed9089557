/**
 * Issue 54: a visitor on a bad network is never left with a silent spinner. The page's script
 * files are aborted, served as 404 or delayed; the visitor types and taps as on a good network.
 * A held tap is answered within seconds (retried once, then 重新加载 keeping what was typed); a
 * code request the starter already sent is acknowledged and never sent twice; offline at the tap
 * the page says so at once; a call still waiting after a long time says so (decision 425).
 */
import type { Page } from "@playwright/test";
import { loggedIn } from "./form-support.ts";
import { requestLog } from "./guard-support.ts";
import { bundleUrl, devSmsCode, expect, randomPhone, tapToCheck, test } from "./support.ts";

const SCRIPT_FILES = /\/_astro\/[^/?]+\.js(\?.*)?$/;
const WECHAT =
  "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

type Failure = "abort" | "404" | "hang";

/** Every script file of the site fails as `how` until `restore()` lets them through. */
async function failScripts(page: Page, how: Failure): Promise<{ restore: () => Promise<void> }> {
  await page.route(SCRIPT_FILES, async (route) => {
    if (how === "abort") return route.abort("failed");
    if (how === "404") return route.fulfill({ status: 404, body: "" });
    // "hang": never answered while the route is in place.
    await new Promise(() => undefined);
  });
  return { restore: () => page.unroute(SCRIPT_FILES) };
}

/** The browser reports each failed script file; only those are excused, and there must be some. */
function excuseFailedScripts(consoleErrors: string[]): void {
  const failed = (text: string) => /_astro\/|Failed to load resource|net::ERR_FAILED/.test(text);
  expect(consoleErrors.some(failed), "the script files failed as arranged").toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !failed(text)));
}

const notice = (page: Page) => page.locator("#page-notice");
const reload = (page: Page) => notice(page).getByRole("button", { name: "重新加载" });

test("login with every script file failing: the code that was sent is acknowledged, reload keeps the number, one SMS", async ({
  page,
  request,
  consoleErrors,
}) => {
  const phone = randomPhone();
  const scripts = await failScripts(page, "abort");
  await page.goto(bundleUrl("default", "/login"));
  await page.getByLabel("手机号码").fill(phone);
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  const send = page.getByRole("button", { name: "获取验证码" });
  await send.click();
  // Within a few seconds: the code was sent (the starter's own request), and a way on.
  await expect(notice(page)).toContainText("验证码已发送，请查收短信", { timeout: 12_000 });
  await expect(notice(page)).toContainText("页面没有加载完整");
  await expect(reload(page)).toBeVisible();
  await expect(send).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // On screen, over the page, readable at 360 px.
  expect(await notice(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 360 });

  // A second tap inside the countdown sends nothing.
  await send.click();
  await scripts.restore();
  await reload(page).click();
  await page.waitForLoadState("load");
  await expect(page.getByLabel("手机号码")).toHaveValue(phone);
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel("验证码", { exact: true }).fill(await devSmsCode(request, phone));
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "立即登录申请" }).click();
  await page.waitForURL(/\/form-package$/);
  // By the phone, which is this test's alone: whichever script sent it, from whatever device id.
  const sent = (await requestLog(request, "/v1/user/sendLoginSms")).filter((r) => r.body.phone === phone);
  expect(sent, "one SMS in all").toHaveLength(1);
  excuseFailedScripts(consoleErrors);
});

test("a form whose scripts are 404: the tap is answered with 重新加载, and the reload keeps what was typed", async ({
  page,
  request,
  consoleErrors,
}) => {
  await loggedIn(page, request);
  const scripts = await failScripts(page, "404");
  await page.goto(bundleUrl("default", "/form-package-simple"));
  const name = page.getByRole("textbox", { name: "姓名", exact: true });
  await name.fill("张三");
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(reload(page)).toBeVisible({ timeout: 12_000 });
  await expect(notice(page)).toHaveAttribute("role", "alert");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await scripts.restore();
  await reload(page).click();
  await page.waitForLoadState("load");
  await expect(name).toHaveValue("张三");
  await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("30000");
  await expect(notice(page)).toHaveCount(0);
  excuseFailedScripts(consoleErrors);
});

test("the calculator with slow scripts: told it is still loading, then the result, and the notice goes", async ({
  page,
}) => {
  // The held tap's 4 s pass on the page's clock, not the test's.
  await page.clock.install();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT_FILES, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(bundleUrl("default", "/loan-calculator"));
  await page.getByLabel("贷款金额").fill("200000");
  await page.getByLabel("贷款期限").fill("36");
  await page.getByLabel("年化利率（单利）").fill("3.6");
  await page.getByRole("button", { name: "计算" }).click();
  await page.clock.runFor(4_000);
  await expect(notice(page)).toContainText("网络较慢，页面仍在加载");
  await expect(notice(page)).toHaveAttribute("role", "status");
  release();
  await expect(page.getByRole("region", { name: "计算结果" })).toContainText("5,869.28");
  await expect(notice(page)).toHaveCount(0);
});

test.describe("in WeChat", () => {
  test.use({ userAgent: WECHAT });

  test("a download tap whose scripts fail is answered, never a spinner", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await loggedIn(page, request);
    await failScripts(page, "abort");
    await page.goto(bundleUrl("default", "/success-download"));
    await page
      .getByRole("link", { name: /安卓版APP|安装包/ })
      .first()
      .click();
    await expect(reload(page)).toBeVisible({ timeout: 12_000 });
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    excuseFailedScripts(consoleErrors);
  });
});

test("offline at the tap: said at once", async ({ page, context }) => {
  await failScripts(page, "hang");
  await page.goto(bundleUrl("default", "/login"), { waitUntil: "domcontentloaded" });
  await page.getByLabel("手机号码").fill("13800138000");
  await context.setOffline(true);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(notice(page)).toContainText("网络未连接", { timeout: 1_500 });
  await expect(reload(page)).toBeVisible();
  await context.setOffline(false);
});

test("a code request still waiting after 8 s says so, and the notice goes when it answers", async ({
  page,
}) => {
  // The page's clock is moved on instead of waited for; the request is held until it has been.
  await page.clock.install();
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/v1/user/sendLoginSms", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(bundleUrl("default", "/login"));
  await page.locator("html[data-guard]").waitFor({ state: "attached" });
  await page.getByLabel("手机号码").fill(randomPhone());
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  const sent = page.waitForRequest("**/v1/user/sendLoginSms");
  await page.getByRole("button", { name: "获取验证码" }).click();
  await sent;
  await page.clock.runFor(7_000);
  await expect(notice(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(notice(page)).toContainText("网络较慢，仍在等待服务器响应");
  answer();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
