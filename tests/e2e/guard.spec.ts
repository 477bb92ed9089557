/**
 * The global navigation guard on built pages (issue 4; spec sections 2, 4, 7 and 8), against
 * the reference server: protected routes, channel rules, login-address memory, token handling
 * on login pages, markcode, city override, the download callback, 401 handling, the common
 * request fields and the app hand-over.
 */
import { test as plainTest } from "@playwright/test";
import { bundleUrl, expect, serverUrl, test, JOURNEY } from "./support.ts";
import { devLogin, devMarkcode, requestLog, seedStorage, settled, stored } from "./guard-support.ts";

const B = "default";
const url = (path: string) => bundleUrl(B, path);
const pathAndQuery = (href: string) => {
  const u = new URL(href);
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

test.describe("protected routes without a token", () => {
  for (const path of ["/success-download", "/success-loan-marketplace-download", "/fail-page"]) {
    test(`${path} goes to the download page with the query kept`, async ({ page }) => {
      await page.goto(url(`${path}?c=5818&x=%E4%B8%AD`));
      await expect(page).toHaveURL(url("/download-page?c=5818&x=%E4%B8%AD"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  // One saved address for all three pages: each page must carry its own check. The "nothing
  // saved → /" branch is the same script text on every page (head-scripts.test.ts), and the
  // first-paint test below walks it in the browser.
  test("/form-package, /product-detail and /ks-fail-marketplace go to the saved login address", async ({
    page,
  }) => {
    await page.goto(url("/v3/login"));
    await settled(page);
    for (const path of ["/form-package", "/product-detail", "/ks-fail-marketplace"]) {
      await page.goto(url(`${path}?x=1`));
      await expect(page, path).toHaveURL(url("/v3/login"));
    }
  });

  test("the check runs before first paint: the protected page never becomes visible", async ({ page }) => {
    const shown: string[] = [];
    await page.exposeFunction("__seen", (text: string) => shown.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h = document.querySelector("main h1");
        if (h && document.documentElement.style.visibility !== "hidden")
          (window as unknown as { __seen(t: string): void }).__seen(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url("/form-package"));
    await expect(page).toHaveURL(url("/login"));
    expect(shown.filter((p) => p === "/form-package")).toEqual([]);
  });
});

// Entered on a protected page without login: its render-blocking check leaves a `c` to the full
// guard, which stores the channel and sends it on before any login rule.
test("channel_5813 is always sent to /404err, a protected page without login too", async ({ page }) => {
  await page.goto(url("/form-package?c=5813"));
  await expect(page).toHaveURL(url("/404err"));
  expect(await stored(page, "_channel")).toBe("channel_5813");
  await page.goto(url("/loan-calculator"));
  await expect(page).toHaveURL(url("/404err"));
  // No 返回首页 loop: the legal texts it links to stay readable on this channel.
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveCount(0);
  await page.getByRole("link", { name: "隐私政策" }).click();
  await settled(page);
  await expect(page).toHaveURL(url("/other/privacy-policy"));
  await expect(page.getByRole("heading", { level: 1, name: "隐私政策" })).toBeVisible();
});

test("login paths are remembered as the login address", async ({ page }) => {
  await page.goto(url("/v2/login?c=5265"));
  await settled(page);
  expect(await stored(page, "loginAddress")).toBe("/v2/login");
  expect(await stored(page, "_channel")).toBe("channel_5265");
  await page.goto(url("/loan-calculator"));
  await settled(page);
  expect(await stored(page, "loginAddress")).toBe("/v2/login");
});

test.describe("a token on a login page", JOURNEY, () => {
  test("input_form 0: goes to /form-package", async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/login?c=5818"));
    await expect(page).toHaveURL(url("/form-package"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("input_form 1: goes to the failure destination, form skipped", async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/login?c=675"));
    await expect(page).toHaveURL(/\/fail-page\?/);
    expect(pathAndQuery(page.url())).toEqual({
      path: "/fail-page",
      query: { previousPage: "跳过表单", sd_plat_fr: "channel_675", successType: "1" },
    });
  });

  test("a failing user-info call clears the token and returns to the login address with the query", async ({
    page,
  }) => {
    await seedStorage(page, { access_token: "expired-token", user_id: "77", loginAddress: "/v2/login" });
    await page.goto(url("/form-package?from=ad&c=5818"));
    await expect(page).toHaveURL(url("/v2/login?from=ad&c=5818"));
    expect(await stored(page, "access_token")).toBeNull();
    expect(await stored(page, "user_id")).toBeNull();
  });

  // One channel of LOGIN_CLEARING_CHANNELS: guard.test.ts runs the rule for every one of them.
  test("login channel 683: token cleared, login page shown", async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/login?c=683"));
    await settled(page);
    await expect(page).toHaveURL(url("/login?c=683"));
    expect(await stored(page, "access_token")).toBeNull();
    await expect(page.getByRole("button", { name: /获取验证码|发送验证码/ }).first()).toBeVisible();
  });
});

test.describe("/download", JOURNEY, () => {
  test("without from=4 it stays", async ({ page }) => {
    await page.goto(url("/download?c=5818"));
    await settled(page);
    await expect(page).toHaveURL(url("/download?c=5818"));
  });

  test("from=4 without an app name goes to the success destination", async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/download?from=4&c=5265"));
    await expect(page).toHaveURL(/\/success-loan-marketplace-download\?/);
    expect(pathAndQuery(page.url()).query).toEqual({
      previousPage: "p3回调",
      successType: "1",
      sd_plat_fr: "channel_5265",
    });
  });

  test("from=4 with a stored app name sends the tracking record and stays outside the app", async ({
    page,
    request,
  }) => {
    await seedStorage(page, { appname: "闪信借钱APP", _os: "2" });
    await page.goto(url("/download?from=4"));
    await settled(page);
    await expect(page).toHaveURL(url("/download?from=4"));
    const events = await (await request.get(`${serverUrl()}/__dev/events`)).json();
    const records = (events as { data: { records: { payload: Record<string, unknown> }[] } }).data.records;
    expect(records.some((r) => r.payload.source === "闪信借钱APP" && r.payload.title === "p3回调")).toBe(
      true,
    );
  });
});

test(
  "markcode on /city logs in, marks the channel active and goes to the form",
  JOURNEY,
  async ({ page, request }) => {
    const markcode = await devMarkcode(request);
    await page.goto(url(`/city?markcode=${markcode}&c=5818`));
    await expect(page).toHaveURL(url("/form-package"));
    expect(await stored(page, "access_token")).toBeTruthy();
    expect(await stored(page, "user_id")).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem("firstVisit"))).toBe("1");
    const active = JSON.parse((await stored(page, "activeChannelTime")) ?? "{}") as Record<string, number>;
    expect(active.channel_5818).toBeGreaterThan(0);
    const calls = await requestLog(request, "/v1/user/activeChannel");
    expect(calls.length).toBeGreaterThan(0);
  },
);

test(
  "a login mark on /single-sign logs in through /v1/user/loginMark",
  JOURNEY,
  async ({ page, request }) => {
    const mark = await devMarkcode(request, undefined, "mark");
    await page.goto(url(`/single-sign?mark=${mark}`));
    // The page moves on to the success destination once logged in: read storage after it left.
    await page.waitForURL((address) => address.pathname !== "/single-sign");
    await expect.poll(() => stored(page, "access_token").catch(() => null)).toBeTruthy();
    expect(await stored(page, "user_id")).toBeTruthy();
    expect(page.url(), "the spent mark is not carried on").not.toContain("mark=");
    // The log masks one-time secrets: find this browser's call by its device id.
    const did = await stored(page, "_did");
    const calls = await requestLog(request, "/v1/user/loginMark");
    expect(calls.some((call) => call.body._did === did)).toBe(true);
  },
);

test.describe("city override", () => {
  test("channel_5265 in 上海市: input_form 1, failure destination /download-page", async ({
    page,
    request,
  }) => {
    const { token, userId } = await devLogin(request);
    await page
      .context()
      .addCookies([{ name: "__dev_city", value: encodeURIComponent("上海市"), url: url("/") }]);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/login?c=5265"));
    await expect(page).toHaveURL(/\/download-page\?/);
    expect(await stored(page, "input_form")).toBe("1");
    expect(await stored(page, "succ_todo")).toBe("4");
    expect(await stored(page, "fail_todo")).toBe("3");
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("ipAddressInfo"))) ?? "{}").name,
    ).toBe("上海市");
  });

  test("channel_5265 in a city off the table keeps the channel's own flow", async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await page
      .context()
      .addCookies([{ name: "__dev_city", value: encodeURIComponent("武汉市"), url: url("/") }]);
    await seedStorage(page, { access_token: token, user_id: userId });
    await page.goto(url("/login?c=5265"));
    await expect(page).toHaveURL(url("/form-package"));
    expect(await stored(page, "input_form")).toBe("0");
  });
});

// The browser itself logs every 401 answer as a failed resource, so this test uses the plain
// fixture and checks for uncaught exceptions and other console errors by hand.
plainTest("HTTP 401 sends the visitor to /login", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  await page.route("**/v3/channel/info", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: '{"code":401,"msg":"登录已失效","data":null}',
    }),
  );
  await page.goto(url("/loan-calculator?c=5320"));
  await expect(page).toHaveURL(url("/login"));
  expect(problems).toEqual([]);
});

test("every request body carries the common fields", async ({ page, request }) => {
  const { token, userId } = await devLogin(request);
  await seedStorage(page, { access_token: token, user_id: userId });
  const since = Date.now();
  await page.goto(url("/login?c=5626"));
  await expect(page).toHaveURL(url("/form-package"));
  await settled(page);
  // Other workers share the server: keep only the requests of this browser's device id.
  const did = await stored(page, "_did");
  expect(did).toBeTruthy();
  const log = (await requestLog(request)).filter(
    (entry) => (entry as unknown as { time: number }).time >= since - 1000 && entry.body._did === did,
  );
  expect(log.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(["/v3/channel/info", "/v3/user/get"]),
  );
  for (const entry of log) {
    expect(entry.missing_common, entry.path).toEqual([]);
    expect(entry.body).toMatchObject({
      flag: "2",
      _form_package: "1",
      platform: "0",
      _platform: "3",
      _channel: "channel_5626",
      _user_id: userId,
    });
    expect(entry.body.url).toContain("default.localhost");
  }
});

test("the app hand-over is stored and removed from the address bar", JOURNEY, async ({ page, request }) => {
  const { token, userId } = await devLogin(request);
  const handover = new URLSearchParams({
    _token: token,
    _channel: "channel_7201",
    _os: "2",
    _did: "app-device-1",
    _user_id: userId,
    _ua: "ShanxinApp/3.2",
    appname: "闪信APP",
    company: "闪信测试公司",
    _phone: "13800138000",
    keep: "yes",
  });
  await page.goto(url(`/success-download?${handover}`));
  await expect(page).toHaveURL(url("/success-download?keep=yes"));
  expect(await page.evaluate(() => history.length)).toBe(2);
  // Stored once the backend has accepted the token (decision 026), a moment after the address.
  await expect.poll(() => stored(page, "access_token")).toBe(token);
  expect(await stored(page, "_channel")).toBe("channel_7201");
  expect(await stored(page, "_os")).toBe("2");
  expect(await stored(page, "_did")).toBe("app-device-1");
  expect(await stored(page, "appname")).toBe("闪信APP");
  expect(await stored(page, "appcompany")).toBe("闪信测试公司");
  expect(await stored(page, "phone")).toBe("13800138000");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("闪信测试公司", { exact: true })).toBeVisible();
});
