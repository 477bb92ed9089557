/**
 * Issue 21: no visitor input is lost however late scripts start. Every script of the page is
 * held back (as a slow phone on a slow network would leave it) while the visitor types into and
 * taps on each island; then the scripts are let through, and every value must still be there
 * for the island to act on, and every tap must have been acted on exactly once. The form islands
 * hold their values in the form (decision 155): there nothing may be entered again by script.
 */
import type { Page, Request } from "@playwright/test";
import { choose, loggedIn, partnerVisits, pickArea, pickMonth } from "./form-support.ts";
import { bundleUrl, expect, randomPhone, test, tapToCheck } from "./support.ts";

const BUNDLE = "default";

/**
 * Holds every script file of the site until `release()`, or every one but the island scripts
 * (`islandScriptsIn`: the directives listen, React and the page runtime are held).
 */
async function holdScripts(page: Page, { islandScriptsIn = false } = {}): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/?]+\.js(\?.*)?$/, async (route) => {
    if (!(islandScriptsIn && /\/_astro\/islands\./.test(route.request().url()))) await held;
    await route.continue();
  });
  return release;
}

/** Nothing of the page's own script has run: no island hydrated, no guard. */
async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.locator("astro-island:not([ssr])").count()).toBe(0);
  expect(await page.locator("html[data-guard]").count()).toBe(0);
}

/** Counts this page's requests to an API path (or a page path, for navigations). */
function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

/**
 * Records every entry made by script rather than by the visitor (an untrusted input, change or
 * click on a control): the held hydration's replay of decision 081. The form islands hold their
 * values in the form (decision 155), so nothing may be entered again there.
 */
async function watchScriptedEntries(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const entries: string[] = [];
    Object.assign(window, { scriptedEntries: entries });
    for (const type of ["input", "change", "click"]) {
      const record = (event: Event) => {
        const target = event.target;
        if (!event.isTrusted && target instanceof HTMLInputElement) entries.push(`${type} ${target.name}`);
      };
      document.addEventListener(type, record, true);
    }
  });
  return () => page.evaluate(() => (window as unknown as { scriptedEntries: string[] }).scriptedEntries);
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.locator("html[data-guard]").waitFor({ state: "attached" });
}

// A tap on 获取验证码 before any script ran is held by the page's starter (src/client/start/held-taps.ts), shown
// busy at once, and acted on once by the login's listener (src/client/login.ts), which needs
// neither React nor the island's directive (decision 150).
test("login form (every script held): the tap on 获取验证码 shows busy at once and sends one SMS", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const sms = countRequests(page, "/v1/user/sendLoginSms");
  await page.goto(bundleUrl(BUNDLE, "/login"));
  const phone = randomPhone();
  await page.getByRole("textbox", { name: "手机号" }).fill(phone);
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  const send = page.getByRole("button", { name: "获取验证码" });
  const looks = () => send.evaluate((button) => getComputedStyle(button).opacity);
  const idle = await looks();
  await send.click();
  await expect(send).toHaveAttribute("aria-busy", "true");
  expect(await looks(), "the held tap changes how the button looks").not.toBe(idle);
  await expectNoScriptRan(page);
  // Held, not refused: no message while the login's script has not run.
  await expect(page.getByRole("alert")).toHaveText("");
  release();
  await expect(page.getByRole("status")).toContainText(`验证码已发送至${phone.slice(0, 3)}****`);
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: "手机号" })).toHaveValue(phone);
  await expect(page.getByRole("checkbox", { name: /我已阅读并同意/ })).toBeChecked();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toHaveAttribute("aria-busy", "false");
  expect(sms.count).toBe(1);
});

/** The form body of the next SMS request of the page, without the number it is for. */
async function nextSmsBody(page: Page): Promise<Record<string, string>> {
  const request = await page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/user/sendLoginSms");
  const { phone: _phone, ...body } = Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
  return body;
}

// Decision 405: on an entry page the starter itself sends the code request of a held 获取验证码
// (src/client/start/early-login.ts), with the client's own body; the login's script reads its answer, once.
/**
 * A returning visitor ticks the consent and taps 获取验证码 while every script file is held back:
 * the request leaves at once, and once the scripts run the login shows its answer, with one
 * request in all. Returns the body sent, without the number.
 */
async function sendsBeforeAnyScript(page: Page, path: string): Promise<Record<string, string>> {
  const phone = randomPhone();
  await page.addInitScript((number) => localStorage.setItem("phone", number), phone);
  const release = await holdScripts(page);
  const sms = countRequests(page, "/v1/user/sendLoginSms");
  await page.goto(bundleUrl(BUNDLE, path));
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  const early = nextSmsBody(page);
  await page.getByRole("button", { name: "获取验证码" }).click();
  const body = await early;
  // Sent while every script file is still held back: the starter sent it, not the login's chunk.
  await expectNoScriptRan(page);
  await expect(page.getByRole("textbox", { name: "手机号" })).toHaveValue(phone);
  release();
  await expect(page.getByRole("status")).toContainText(`验证码已发送至${phone.slice(0, 3)}****`);
  await hydrated(page);
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  expect(sms.count, "the login's script took the answer of the request already sent").toBe(1);
  return body;
}

test("a returning visitor's tap before any script ran sends at once the body a hydrated form sends", async ({
  page,
}) => {
  const earlyBody = await sendsBeforeAnyScript(page, "/login?c=7001");

  await page.unroute(/\/_astro\//);
  await page.addInitScript((number) => localStorage.setItem("phone", number), randomPhone());
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(bundleUrl(BUNDLE, "/login?c=7001"));
  // The touch hydrates the island; the tap on 获取验证码 then reaches a hydrated form.
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await hydrated(page);
  const late = nextSmsBody(page);
  await page.getByRole("button", { name: "获取验证码" }).click();
  expect(await late).toEqual(earlyBody);
  // The guard's channel from the address (c=7001), not the stored default.
  expect(earlyBody).toMatchObject({ _channel: "channel_7001" });
});

// What the starter must leave to the login's script, which waits for the guard (or shows why it
// does not send): the request goes, if at all, once the scripts ran, and never twice.
const LEFT_TO_THE_SCRIPT = [
  { why: "consent not ticked", path: "/login", stored: {}, consent: false, sends: false },
  { why: "number not valid", path: "/login", stored: { phone: "12345678901" }, consent: true, sends: false },
  { why: "a login mark in the address", path: "/login?mark=m1", stored: {}, consent: true, sends: true },
  {
    why: "an attribution the intake reads",
    path: "/login?bd_vid=v1",
    stored: {},
    consent: true,
    sends: true,
  },
  {
    why: "the paused channel (sent to /404err)",
    path: "/login",
    stored: { _channel: "channel_5813" },
    consent: true,
    sends: false,
  },
];
for (const { why, path, stored, consent, sends } of LEFT_TO_THE_SCRIPT) {
  test(`a held 获取验证码 is left to the login's script: ${why}`, async ({ page }) => {
    await page.addInitScript(
      (values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      },
      { phone: randomPhone(), ...stored },
    );
    const release = await holdScripts(page);
    const sms = countRequests(page, "/v1/user/sendLoginSms");
    await page.goto(bundleUrl(BUNDLE, path));
    if (consent) await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
    const send = page.getByRole("button", { name: "获取验证码" });
    await send.click();
    await expect(send).toHaveAttribute("aria-busy", "true");
    await page.waitForTimeout(500);
    expect(sms.count, "nothing sent before the scripts ran").toBe(0);
    release();
    await page.locator("html[data-guard]").waitFor({ state: "attached" });
    if (sends) await expect.poll(() => sms.count).toBe(1);
    else await expect(page.locator("[data-login-action=send][aria-busy=true]")).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(sms.count).toBe(sends ? 1 : 0);
  });
}

test("island scripts that failed to load come on the next touch, and that tap is acted on", async ({
  page,
  consoleErrors,
}) => {
  const islandRequests: string[] = [];
  await page.route(/\/_astro\/islands\.[^/]+\.js(\?.*)?$/, (route) => {
    islandRequests.push(new URL(route.request().url()).search);
    return islandRequests.length === 1 ? route.abort("connectionreset") : route.continue();
  });
  const sms = countRequests(page, "/v1/user/sendLoginSms");
  await page.goto(bundleUrl(BUNDLE, "/login"));
  await expect.poll(() => islandRequests).toEqual([""]);
  const phone = randomPhone();
  await page.getByRole("textbox", { name: "手机号" }).fill(phone);
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("status")).toContainText(`验证码已发送至${phone.slice(0, 3)}****`);
  expect(islandRequests).toEqual(["", "?retry"]);
  expect(sms.count).toBe(1);
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/login"));
  // The failed request is the one error the browser reports.
  expect(consoleErrors).toEqual([expect.stringMatching(/ERR_CONNECTION_RESET.*\/_astro\/islands\./)]);
  consoleErrors.length = 0;
});

test("form engine: every field typed or picked, and the tap on 提交申请 (checked once, nothing saved)", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const release = await holdScripts(page);
  const saves = countRequests(page, "/v3/user/formSave");
  await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await tapToCheck(page.getByRole("radio", { name: "12期" }));
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "提交申请" }).click();
  await expectNoScriptRan(page);
  release();
  // The held tap ran once React owned the form, with every value in the island's state: only
  // the pickers (sheets, which need the script) are asked for.
  for (const message of ["请选择地区", "请选择职业身份", "请选择月收入"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await hydrated(page);
  for (const message of ["请填写姓名", "请填写借款金额", "请选择借款期限", "请阅读并同意相关协议"]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");
  await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("30000");
  await expect(page.getByRole("radio", { name: "12期" })).toBeChecked();
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/form-package-simple"));
  expect(saves.count).toBe(0);
});

test("form engine: text typed and a chip picked before hydration stay through it, entered again by nothing", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const scripted = await watchScriptedEntries(page);
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await tapToCheck(page.getByRole("radio", { name: "12期" }));
  await expectNoScriptRan(page);
  // No tap on a button: the island hydrates on its own once the page has settled.
  release();
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");
  await expect(page.getByRole("radio", { name: "12期" })).toBeChecked();
  // The sheets need the script; then the island submits what the form held all along.
  await pickArea(page, "所在城市", ["北京市", "北京市"]);
  await choose(page, "职业身份", "上班族");
  await choose(page, "月收入", "5000-8000");
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  expect(await scripted()).toEqual([]);
  const saved = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/v3/user/formSave");
  await page.getByRole("button", { name: "提交申请" }).click();
  const body = new URLSearchParams((await saved).postData() ?? "");
  expect([body.get("name"), body.get("loan_amount"), body.get("loan_term")]).toEqual(["张三", "30000", "12"]);
});

test("calculator: the three figures, the method and the tap on 计算 (no native submit)", async ({ page }) => {
  const scripted = await watchScriptedEntries(page);
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/loan-calculator"));
  await page.getByRole("textbox", { name: "贷款金额" }).fill("200000");
  await page.getByRole("textbox", { name: "贷款期限" }).fill("36");
  await page.getByRole("textbox", { name: "年化利率（单利）" }).fill("3.6");
  await tapToCheck(page.getByRole("radio", { name: "等额本金" }));
  const calculate = page.getByRole("button", { name: "计算" });
  await calculate.click();
  await expectNoScriptRan(page);
  // Issue 39: a tap that must wait for scripts shows busy at once, until it is acted on.
  await expect(calculate).toHaveAttribute("aria-busy", "true");
  release();
  const result = page.getByRole("region", { name: "计算结果" });
  await expect(result.getByRole("table", { name: /等额本金还款计划/ })).toBeVisible();
  await expect(calculate).not.toHaveAttribute("aria-busy", "true");
  await expect(result).toContainText("6,155.56");
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: "贷款金额" })).toHaveValue("200000");
  await expect(page.getByRole("radio", { name: "等额本金" })).toBeChecked();
  // A native GET submit would have put the figures in the address.
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/loan-calculator"));
  expect(await scripted()).toEqual([]);
});

test("car valuation: mileage, condition and the tap on 立即估值", async ({ page }) => {
  const scripted = await watchScriptedEntries(page);
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/car-valuation"));
  await page.getByRole("textbox", { name: "行驶里程（万公里）" }).fill("3.5");
  await tapToCheck(page.getByRole("radio", { name: "优" }));
  await page.getByRole("button", { name: "立即估值" }).click();
  await expectNoScriptRan(page);
  release();
  // The held tap ran once with what was typed: only the pickers (sheets that need the script)
  // are asked for.
  await expect(page.locator(".val-error, .ui-error")).toHaveCount(3);
  await hydrated(page);
  for (const message of ["请选择品牌", "请选择首次上牌年份", "请选择所在城市"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/行驶里程请填写/)).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "行驶里程（万公里）" })).toHaveValue("3.5");
  await expect(page.getByRole("radio", { name: "优" })).toBeChecked();
  // With the pickers chosen the same state gives the estimate.
  await choose(page, "品牌", "大众");
  await choose(page, "车系", 0);
  await pickMonth(page, "首次上牌时间", `${new Date().getFullYear() - 3}-05`);
  await pickArea(page, "所在城市", ["上海市", "上海市"]);
  await page.getByRole("button", { name: "立即估值" }).click();
  await expect(page.getByText("估值仅供参考")).toBeVisible();
  expect(await scripted()).toEqual([]);
});

test("car-loan form: the first step typed and picked, and the tap on 下一步", async ({ page }) => {
  const scripted = await watchScriptedEntries(page);
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/carloan"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("周八");
  await page.getByRole("textbox", { name: "车系车型" }).fill("卡罗拉 1.5L");
  await page.getByRole("textbox", { name: "行驶里程" }).fill("6.5");
  await tapToCheck(page.getByRole("radio", { name: "本人名下" }));
  await tapToCheck(page.getByRole("radio", { name: "全款", exact: true }));
  await tapToCheck(page.getByRole("radio", { name: "否", exact: true }));
  await tapToCheck(page.getByRole("radio", { name: "非营运" }));
  const next = page.getByRole("button", { name: "下一步" });
  await next.click();
  await expectNoScriptRan(page);
  await expect(next).toHaveAttribute("aria-busy", "true");
  release();
  // Only the pickers (city, brand, month: sheets that need the script) are missing: the tap was
  // checked once, with every typed value.
  await expect(page.getByText(/请选择.*城市/)).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("请选择品牌", { exact: true })).toBeVisible();
  await expect(page.getByText("请选择首次上牌时间", { exact: true })).toBeVisible();
  await expect(page.locator('[id$="-error"]:visible, .field-error:visible')).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("周八");
  await expect(page.getByRole("textbox", { name: "车系车型" })).toHaveValue("卡罗拉 1.5L");
  await expect(page.getByRole("textbox", { name: "行驶里程" })).toHaveValue("6.5");
  await expect(page.getByRole("radio", { name: "非营运" })).toBeChecked();
  expect(await scripted()).toEqual([]);
});

test("debt form: name, amount, types, choices, consent and the tap on 提交咨询", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const scripted = await watchScriptedEntries(page);
  const release = await holdScripts(page);
  const saves = countRequests(page, "/v3/user/formSave");
  await page.goto(bundleUrl(BUNDLE, "/debt-optimization-form"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("郑十");
  await tapToCheck(page.getByRole("checkbox", { name: "信用卡" }));
  await tapToCheck(page.getByRole("checkbox", { name: "网络贷款" }));
  await tapToCheck(page.getByRole("radio", { name: "3-5家" }));
  await tapToCheck(page.getByRole("radio", { name: "无逾期" }));
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "提交咨询" }).click();
  await expectNoScriptRan(page);
  release();
  await expect(page.getByText("请选择地区", { exact: true })).toBeVisible();
  await expect(page.getByText("请选择负债总额", { exact: true })).toBeVisible();
  await hydrated(page);
  for (const message of ["请填写姓名", "请选择负债类型", "请选择逾期情况", "请阅读并同意相关协议"]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("checkbox", { name: "信用卡" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "网络贷款" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "3-5家" })).toBeChecked();
  expect(saves.count).toBe(0);
  expect(await scripted()).toEqual([]);
});

test("marketplace: a tap on a product before the list is interactive opens that product once, query kept", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const release = await holdScripts(page);
  const details = countRequests(page, "/external-product-info");
  await page.goto(bundleUrl(BUNDLE, "/p4-list-download?sd_plat_fr=channel_9"));
  const first = page.locator("[data-product-id]").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await expectNoScriptRan(page);
  await first.getByRole("link", { name, exact: true }).click();
  // Held, not followed: the built link knows neither the carried query nor the saved list.
  expect(new URL(page.url()).pathname).toBe("/p4-list-download");
  expect(details.count).toBe(0);
  release();
  await page.waitForURL(/\/external-product-info\?sd_plat_fr=channel_9&id=\d+$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await hydrated(page);
  expect(details.count).toBe(1);
});

test("marketplace: an apply tapped before the list is interactive asks the lender consent, then goes tracked", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const partner = await partnerVisits(page);
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/p4-list-download"));
  const first = page.locator("[data-product-id]").first();
  await expectNoScriptRan(page);
  await first.getByRole("link", { name: /^申请/ }).click();
  expect(partner).toEqual([]);
  release();
  // The held tap is replayed once the card is live: without the separate consent it stays here.
  await expect(first.getByText("请先勾选同意向示例消费金融股份有限公司提供信息")).toBeVisible();
  expect(partner).toEqual([]);
  await first.getByRole("checkbox", { name: /提供给示例消费金融股份有限公司/ }).check();
  await first.getByRole("link", { name: /^申请/ }).click();
  await page.waitForURL(/^https:\/\/apply\.example\.com\//);
  expect(partner).toHaveLength(1);
  const apply = new URL(partner[0] ?? "");
  expect(apply.searchParams.get("_channel")).toBe("channel_5818");
  expect(apply.searchParams.get("_user_id")).toMatch(/^\d+$/);
  expect(apply.searchParams.get("from_page")).toBe("p4ListDownload");
});

test("a tap just after the island starts listening acts on what was typed", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(bundleUrl(BUNDLE, "/car-valuation"));
  await page.getByRole("textbox", { name: "行驶里程（万公里）" }).fill("120");
  // The tap lands in the task right after the island's script has taken over (Astro drops
  // `ssr` then), before the entries typed earlier have been entered again.
  await page.evaluate(() => {
    const island = document.querySelector("astro-island[ssr]");
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "立即估值");
    new MutationObserver((_, observer) => {
      if (island?.hasAttribute("ssr")) return;
      observer.disconnect();
      setTimeout(() => button?.click(), 0);
    }).observe(island ?? document, { attributes: true });
  });
  release();
  await hydrated(page);
  const mileage = page.getByRole("textbox", { name: "行驶里程（万公里）" });
  await expect(mileage).toHaveAccessibleDescription(/行驶里程请填写0-99.9之间的数字/);
  await expect(mileage).toHaveValue("120");
  await expect(page.getByText("请选择品牌", { exact: true })).toHaveCount(1);
});

// The window is a few milliseconds wide and moves with the machine's speed: seven moments in it.
for (const delay of [0, 1, 2, 3, 4, 6, 8]) {
  test(`a tick that lands while React hydrates the form (+${delay} ms) stays ticked and counts`, async ({
    page,
    request,
  }) => {
    await loggedIn(page, request);
    const release = await holdScripts(page);
    await page.goto(bundleUrl(BUNDLE, "/form-package-uni"));
    const consent = page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ });
    // A few milliseconds after Astro hands the island to React, before React has committed: React
    // puts the server's (unticked) state back while handling the click, before its change event.
    await consent.evaluate((box: HTMLInputElement, delay) => {
      const island = box.closest("astro-island");
      new MutationObserver((_, observer) => {
        if (island?.hasAttribute("ssr")) return;
        observer.disconnect();
        setTimeout(() => box.click(), delay);
      }).observe(island ?? document, { attributes: true });
    }, delay);
    release();
    await hydrated(page);
    await expect(consent).toBeChecked();
    await page.getByRole("button", { name: "下一步" }).click();
    await expect(page.getByText("请填写姓名")).toBeVisible();
    await expect(page.getByText("请先同意身份证号的使用授权")).toHaveCount(0);
    await expect(consent).toBeChecked();
  });
}

test("an agreement tapped before the script runs opens in the sheet, not a new tab", async ({ page }) => {
  const release = await holdScripts(page);
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));
  await page.goto(bundleUrl(BUNDLE, "/login"));
  await page.getByRole("textbox", { name: "手机号" }).fill("13800138000");
  const agreement = page.getByRole("link", { name: "《隐私政策》" });
  await agreement.click();
  await expectNoScriptRan(page);
  await expect(agreement).toHaveAttribute("aria-busy", "true");
  release();
  const sheet = page.getByRole("dialog", { name: "隐私政策" });
  await expect(sheet.getByRole("heading", { name: "隐私政策", level: 1 })).toBeVisible();
  await expect(agreement).not.toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/login"));
  await expect(page.getByRole("checkbox", { name: /我已阅读并同意/ })).not.toBeChecked();
  expect(popups).toEqual([]);
});

test.describe("scrolling (spec 2: the browser scrolls to the top on every navigation)", () => {
  test("a reload opens at the top even where the browser kept the position; a scroll before the scripts start is kept", async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Every script file is held through the reload too: only the inline script of <head> can
    // keep the position from coming back.
    const release = await holdScripts(page);
    await page.goto(bundleUrl(BUNDLE, "/loan-calculator"));
    await page.mouse.wheel(0, 200);
    await expect.poll(scrollY).toBe(200);
    await expectNoScriptRan(page);
    await page.reload();
    await expect.poll(scrollY).toBe(0);
    // Not the 200 kept from before the reload: a script that brought that position back, or sent
    // the visitor to the top, once it ran would show here.
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollY).toBe(400);
    await expectNoScriptRan(page);
    release();
    await page.locator("html[data-guard]").waitFor({ state: "attached" });
    expect(await scrollY()).toBe(400);
  });
});

test.describe("in WeChat", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  });

  test("a returning visitor's 获取验证码 before any script ran is sent at once, as in Chrome", async ({
    page,
  }) => {
    expect(await sendsBeforeAnyScript(page, "/v2/login")).toMatchObject({ _channel: "channel_5818" });
  });

  test("a download tapped before the page's scripts ran shows busy, then the open-in-browser mask", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(bundleUrl(BUNDLE, "/download-page"));
    const download = page.getByRole("link", { name: "下载安卓版APP", exact: true });
    await download.click();
    await expectNoScriptRan(page);
    await expect(download).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(bundleUrl(BUNDLE, "/download-page"));
    release();
    await expect(page.getByText("点击右上角「…」，选择「在浏览器打开」")).toBeVisible();
    await expect(download).not.toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(bundleUrl(BUNDLE, "/download-page"));
  });
});
