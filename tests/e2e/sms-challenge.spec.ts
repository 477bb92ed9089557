/**
 * Issue 55, item 1 (decision 440): a busy server asks for a security check before it sends a
 * code. The visitor taps 获取验证码, reads 正在进行安全验证…, then the usual countdown, and logs
 * in; in Chrome's user agent and in WeChat's. The reference server asks every send for a check
 * while the development cookie is set (the load that triggers it is server/sms-challenge.test.ts's).
 */
import type { Page, Request } from "@playwright/test";
import { DEV_COOKIES } from "../../src/contract/dev.ts";
import { SMS_CHALLENGE } from "../../src/config/answer-fields.ts";
import { bundleUrl, devSmsCode, expect, JOURNEY, randomPhone, tapToCheck, test } from "./support.ts";

const BUNDLE = "default";
const SMS_PATH = "/v1/user/sendLoginSms";
const WECHAT =
  "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

/** Every send of this page's visitor is asked for a check. */
async function underChallenge(page: Page): Promise<void> {
  await page.context().addCookies([{ name: DEV_COOKIES.smsChallenge, value: "1", url: bundleUrl(BUNDLE) }]);
}

/** The bodies of the page's code requests, in order. */
function smsBodies(page: Page): URLSearchParams[] {
  const bodies: URLSearchParams[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === SMS_PATH)
      bodies.push(new URLSearchParams(request.postData() ?? ""));
  });
  return bodies;
}

/**
 * Holds the solved send until `release()`: the page says 正在进行安全验证… until its answer comes,
 * which a fast machine would otherwise give before anyone could look.
 */
async function holdSolvedSend(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SMS_PATH}`, async (route) => {
    if (route.request().postData()?.includes(`${SMS_CHALLENGE.solutionField}=`)) await held;
    await route.continue();
  });
  return release;
}

const sendButton = (page: Page) => page.getByRole("button", { name: /获取验证码|秒后重新获取|发送中/ });

for (const [browser, userAgent] of [
  ["Chrome", undefined],
  ["WeChat", WECHAT],
] as const) {
  test.describe(`in ${browser}`, () => {
    if (userAgent) test.use({ userAgent });

    test(
      "under a challenge: 获取验证码, the check, the countdown, the login",
      JOURNEY,
      async ({ page, request }) => {
        await underChallenge(page);
        const bodies = smsBodies(page);
        const release = await holdSolvedSend(page);
        const phone = randomPhone();
        await page.goto(bundleUrl(BUNDLE, "/login"));
        await page.getByLabel("手机号码").fill(phone);
        await tapToCheck(page.getByRole("checkbox", { name: "我已阅读并同意" }));
        await sendButton(page).click();
        await expect(page.getByRole("status")).toHaveText("正在进行安全验证…");
        await expect(sendButton(page)).toHaveAttribute("aria-busy", "true");
        await page.screenshot({ path: test.info().outputPath(`challenge-${browser}.png`) });
        release();
        await expect(page.getByRole("status")).toContainText(
          `验证码已发送至${phone.slice(0, 3)}****${phone.slice(7)}`,
        );
        await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
        // The first send asked, the second carried the challenge back with its solution.
        expect(
          bodies.map((body) => [
            body.get("phone"),
            body.has(SMS_CHALLENGE.challengeField),
            body.has(SMS_CHALLENGE.solutionField),
          ]),
        ).toEqual([
          [phone, false, false],
          [phone, true, true],
        ]);
        await page.getByLabel("验证码", { exact: true }).fill(await devSmsCode(request, phone));
        await page.getByRole("button", { name: /登录|申请/ }).click();
        await expect(page).toHaveURL(bundleUrl(BUNDLE, "/form-package"));
      },
    );

    test("a check that cannot be passed says so in Chinese, and 获取验证码 tries again", async ({ page }) => {
      await underChallenge(page);
      // A backend that asks again whatever is sent back.
      await page.route(`**${SMS_PATH}`, (route) =>
        route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            code: SMS_CHALLENGE.code,
            msg: "请完成安全验证",
            data: { challenge: "c", difficulty: 2 },
          }),
        }),
      );
      const bodies = smsBodies(page);
      const phone = randomPhone();
      await page.goto(bundleUrl(BUNDLE, "/login"));
      await page.getByLabel("手机号码").fill(phone);
      await tapToCheck(page.getByRole("checkbox", { name: "我已阅读并同意" }));
      await sendButton(page).click();
      await expect(page.getByRole("alert")).toHaveText("安全验证未完成，请点击“获取验证码”重试");
      await expect(page.getByRole("button", { name: "获取验证码" })).toBeEnabled();
      expect(bodies).toHaveLength(3);
      await page.unroute(`**${SMS_PATH}`);
      await sendButton(page).click();
      await expect(page.getByRole("status")).toContainText(`验证码已发送至${phone.slice(0, 3)}****`);
      expect(bodies).toHaveLength(5);
    });

    // Decision 405: the starter sends a returning visitor's 获取验证码 before any script ran. A
    // challenge in answer is no code sent: the login's script takes it, solves it, sends again.
    test("a challenge answering the starter's early send is solved by the login's script", async ({
      page,
    }) => {
      await underChallenge(page);
      const phone = randomPhone();
      await page.addInitScript((number) => localStorage.setItem("phone", number), phone);
      let releaseScripts: () => void = () => undefined;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/_astro\/[^/?]+\.js(\?.*)?$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      const bodies = smsBodies(page);
      // A phone on a network (this machine may have none: the starter would then take the page for
      // offline and offer 重新加载 instead of waiting for the scripts, src/client/start/script-rescue.ts).
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }),
      );
      await page.goto(bundleUrl(BUNDLE, "/login"));
      await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
      const early = page.waitForResponse((response) => new URL(response.url()).pathname === SMS_PATH);
      await page.getByRole("button", { name: "获取验证码" }).click();
      // Its answer is not read here: reading it would wait for the page to read it first.
      await early;
      // No script ran: the tap is still held, and nothing says a code was sent.
      await expect(page.getByRole("button", { name: "获取验证码" })).toHaveAttribute("aria-busy", "true");
      expect(
        await page
          .getByText(/验证码已发送/)
          .filter({ visible: true })
          .count(),
      ).toBe(0);
      releaseScripts();
      await expect(page.getByRole("status")).toContainText(`验证码已发送至${phone.slice(0, 3)}****`);
      await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
      expect(bodies.map((body) => body.has(SMS_CHALLENGE.solutionField))).toEqual([false, true]);
    });
  });
}
