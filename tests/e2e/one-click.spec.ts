/**
 * One-click login (本机号码一键登录, issue 22) on a phone: the reference server's development
 * carrier SDK on the mv1 host (hosts/mv1.ts), the native app's bridge faked in the page, and
 * the development token `dev:<mobile>` that /v1/user/loginh5 accepts. The SDK's behaviour
 * follows the `__dev_carrier` cookie (server/dev/routes.ts).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { PHONE_TOKEN_HANDLER } from "../../src/client/native-bridge.ts";
import { requestLog } from "./guard-support.ts";
import { bundleUrl, devSmsCode, expect, JOURNEY, randomPhone, test, tapToCheck } from "./support.ts";

const CARRIER_BUNDLE = "mv1";
const ONE_CLICK = "本机号码一键登录";

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;
const oneClickButton = (page: Page) => page.getByRole("button", { name: ONE_CLICK, exact: true });
const oneClick = (page: Page) => page.getByRole("region", { name: "本机号码" });
const smsForm = (page: Page) => page.getByRole("form", { name: "短信验证码登录" });

/** Makes the development carrier SDK vouch for `setting` (a phone), or fail, time out, refuse. */
async function carrier(context: BrowserContext, setting: string): Promise<void> {
  await context.addCookies([{ name: "__dev_carrier", value: setting, url: bundleUrl(CARRIER_BUNDLE) }]);
}

/** Where the browser lands after any login: the guard's page (as after an SMS login). */
async function expectLoggedIn(page: Page, bundle: string): Promise<{ token: string; userId: string }> {
  await expect(page).toHaveURL(bundleUrl(bundle, "/form-package"));
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem("access_token") ?? "",
    userId: localStorage.getItem("user_id") ?? "",
    activations: JSON.parse(localStorage.getItem("activeChannelTime") ?? "{}") as Record<string, number>,
  }));
  expect(stored.token).not.toBe("");
  expect(stored.activations.channel_5818, "the channel was activated").toBeGreaterThan(0);
  return stored;
}

test(
  "the carrier vouches: the masked number, the carrier's terms, consent first, then the SMS login's flow",
  JOURNEY,
  async ({ page, context, request }) => {
    const phone = randomPhone();
    await carrier(context, phone);
    await page.goto(bundleUrl(CARRIER_BUNDLE, "/login"));
    await expect(oneClickButton(page)).toBeVisible();
    await expect(oneClick(page)).toContainText(masked(phone));
    await expect(oneClick(page)).toContainText("认证服务由中国移动提供");
    await expect(oneClick(page).getByRole("link", { name: "《中国移动认证服务条款》" })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(smsForm(page)).toBeHidden();

    // No token is asked for before consent.
    await oneClickButton(page).click();
    await expect(page.getByRole("alert")).toContainText("请先阅读并勾选同意《中国移动认证服务条款》");
    await expect(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" })).toBeFocused();
    expect(await requestLog(request, "/v1/user/loginh5")).toHaveLength(0);

    await tapToCheck(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" }));
    await oneClickButton(page).click();
    const stored = await expectLoggedIn(page, CARRIER_BUNDLE);
    const logins = await requestLog(request, "/v1/user/loginh5");
    expect(logins.some((row) => row.body._user_id === "" && row.body.phone_token !== undefined)).toBe(true);
    const activations = await requestLog(request, "/v1/user/activeChannel");
    expect(activations.some((row) => row.body._user_id === stored.userId)).toBe(true);
  },
);

test("SMS stays one tap away, and one-click one tap back", async ({ page, context }) => {
  await carrier(context, randomPhone());
  await page.goto(bundleUrl(CARRIER_BUNDLE, "/m/v1/index.html"));
  await expect(oneClickButton(page)).toBeVisible();
  // One-click's consent error does not follow the visitor into the SMS form.
  await oneClickButton(page).click();
  const consentError = page.locator("#one-click-message");
  await expect(consentError).toHaveText(/请先阅读并勾选/);
  await page.getByRole("button", { name: "其他手机号码登录" }).click();
  await expect(smsForm(page)).toBeVisible();
  await expect(page.getByLabel("手机号码")).toBeFocused();
  await expect(consentError).toHaveText("");
  await page.getByRole("button", { name: "使用本机号码一键登录" }).click();
  await expect(oneClickButton(page)).toBeVisible();
  await expect(smsForm(page)).toBeHidden();
});

test("a visitor already typing in the SMS form keeps it in front", async ({ page, context }) => {
  await carrier(context, randomPhone());
  // The SDK is slow to answer here; the visitor starts on the form before it does.
  await context.route("**/__dev/carrier-sdk.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(bundleUrl(CARRIER_BUNDLE, "/login"));
  await page.getByLabel("手机号码").fill("139");
  await expect(page.getByRole("button", { name: "使用本机号码一键登录" })).toBeVisible();
  await expect(smsForm(page)).toBeVisible();
  await expect(page.getByLabel("手机号码")).toHaveValue("139");
});

test(
  "a failing provider leaves SMS working, with a word and no error page",
  JOURNEY,
  async ({ page, context, request }) => {
    await carrier(context, "fail");
    await page.goto(bundleUrl(CARRIER_BUNDLE, "/login"));
    await tapToCheck(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" }));
    await oneClickButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "本机号码一键登录暂不可用" })).toBeVisible();
    await expect(page).toHaveURL(bundleUrl(CARRIER_BUNDLE, "/login"));
    await expect(oneClickButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "使用本机号码一键登录" })).toHaveCount(0);

    const phone = randomPhone();
    await page.getByLabel("手机号码").fill(phone);
    await tapToCheck(page.getByRole("checkbox", { name: "我已阅读并同意" }));
    await page.getByRole("button", { name: /获取验证码/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "验证码已发送至" })).toBeVisible();
    await page.getByLabel("验证码", { exact: true }).fill(await devSmsCode(request, phone));
    await page.getByRole("button", { name: "立即登录申请" }).click();
    await expectLoggedIn(page, CARRIER_BUNDLE);
  },
);

test("a provider that never hands over a token falls back to SMS after its wait", async ({
  page,
  context,
}) => {
  await carrier(context, "timeout");
  await page.goto(bundleUrl(CARRIER_BUNDLE, "/login"));
  await tapToCheck(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" }));
  await oneClickButton(page).click();
  await expect(page.getByRole("button", { name: "登录中…" })).toBeDisabled();
  await expect(page.getByText("本机号码一键登录暂不可用，请使用短信验证码登录")).toBeVisible({
    timeout: 9000,
  });
  await expect(smsForm(page)).toBeVisible();
});

test("a carrier that cannot vouch here shows no one-click button", async ({ page, context }) => {
  await carrier(context, "unavailable");
  const sdk = page.waitForResponse("**/__dev/carrier-sdk.js");
  await page.goto(bundleUrl(CARRIER_BUNDLE, "/login"));
  await sdk;
  await page.waitForTimeout(500);
  await expect(page.getByRole("button", { name: /一键登录/ })).toHaveCount(0);
  await expect(smsForm(page)).toBeVisible();
});

test("a host without a provider shows no one-click button and loads nothing for it", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (req) => loaded.push(new URL(req.url()).pathname));
  await page.goto(bundleUrl("default", "/login"));
  await page.waitForLoadState("load");
  await page.waitForTimeout(800);
  await expect(page.getByRole("button", { name: /一键登录/ })).toHaveCount(0);
  await expect(smsForm(page)).toBeVisible();
  expect(loaded.filter((path) => /carrier-sdk|OneClickLogin/.test(path))).toEqual([]);
});

/** The native app's bridge, as flutter_inappwebview injects it, vouching through the phone-token handler. */
async function insideTheApp(page: Page, handler: string, answers: { prepare: unknown; token: unknown }) {
  await page.addInitScript(
    ({ name, prepare, token }) => {
      Object.defineProperty(window, "flutter_inappwebview", {
        value: {
          callHandler: async (called: string, payload: { step?: string }) =>
            called === name ? (payload?.step === "prepare" ? prepare : token) : null,
        },
      });
    },
    { name: handler, ...answers },
  );
}

test("inside the native app, the app vouches through the bridge", JOURNEY, async ({ page }) => {
  const phone = randomPhone();
  await insideTheApp(page, PHONE_TOKEN_HANDLER, {
    prepare: { available: true, maskedPhone: masked(phone), carrier: "CU" },
    token: { token: `dev:${phone}` },
  });
  await page.goto(bundleUrl("default", "/v2/login"));
  await expect(oneClick(page)).toContainText(masked(phone));
  await expect(oneClick(page)).toContainText("认证服务由中国联通提供");
  await tapToCheck(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" }));
  await oneClickButton(page).click();
  await expectLoggedIn(page, "default");
});

test("an app without the phone-token handler shows no button", async ({ page }) => {
  await insideTheApp(page, "someOtherHandler", { prepare: true, token: "x" });
  await page.goto(bundleUrl("default", "/v4/login"));
  await page.waitForLoadState("load");
  await page.waitForTimeout(800);
  await expect(page.getByRole("button", { name: /一键登录/ })).toHaveCount(0);
  await expect(smsForm(page)).toBeVisible();
});

test("a token the backend refuses keeps the visitor on the page, with SMS", async ({ page }) => {
  await insideTheApp(page, PHONE_TOKEN_HANDLER, { prepare: {}, token: "not-a-carrier-token" });
  await page.goto(bundleUrl("default", "/v4/login"));
  await tapToCheck(oneClick(page).getByRole("checkbox", { name: "我已阅读并同意" }));
  await oneClickButton(page).click();
  await expect(page.getByText("本机号码一键登录暂不可用，请使用短信验证码登录")).toBeVisible();
  await expect(smsForm(page)).toBeVisible();
  await expect(page).toHaveURL(bundleUrl("default", "/v4/login"));
  expect(await page.evaluate(() => localStorage.getItem("access_token") ?? "")).toBe("");
});
