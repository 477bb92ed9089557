/**
 * Result, download, public-account, marketplace and product pages (issue 7), on the default
 * bundle served by the reference server. The marketplace's built list and its live source:
 * marketplace.spec.ts.
 */
import { readLogin } from "../../src/contract/answers.ts";
import { chromium, devices, type APIRequestContext, type Page } from "@playwright/test";
import playwrightConfig from "../../playwright.config.ts";
import { bundleUrl, devSmsCode, expect, randomPhone, serverUrl, test, JOURNEY } from "./support.ts";

const BUNDLE = "default";
const url = (path: string) => bundleUrl(BUNDLE, path);

const UA = {
  android:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.127 Mobile Safari/537.36",
  ios: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  wechatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN",
  wechat:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
};
/** The sample links of src/config/downloads.ts for the default brand. */
const LINKS = {
  android: "https://market.example.com/android/shanxin",
  apk: "https://download.example.com/android/shanxin-latest.apk",
  ios: "https://apps.example.com/ios/shanxin",
};
/** Every download action of the download and result pages. */
const DOWNLOAD_PAGES = [
  "/download",
  "/download-page",
  "/only-download",
  "/downloadpage1",
  "/success-download",
];

/** Logs a fresh phone in through the API (SMS code from the dev outbox). */
async function apiLogin(request: APIRequestContext): Promise<{ token: string; userId: string }> {
  const phone = randomPhone();
  const sent = await request.post(`${serverUrl()}/v1/user/sendLoginSms`, { form: { phone } });
  expect(sent.ok()).toBe(true);
  const code = await devSmsCode(request, phone);
  const login = await request.post(`${serverUrl()}/v1/user/loginSmsCode`, { form: { phone, code } });
  const body = (await login.json()) as { code: number; data?: unknown };
  expect(body.code).toBe(200);
  return readLogin(body.data) ?? { token: "", userId: "" };
}

/** Stores the login in the bundle's localStorage before any page script runs. */
async function logIn(page: Page, request: APIRequestContext): Promise<void> {
  const { token, userId } = await apiLogin(request);
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem("access_token")) {
        localStorage.setItem("access_token", t ?? "");
        localStorage.setItem("user_id", u ?? "");
      }
    },
    [token, userId],
  );
}

// /success-download is loaded and its heading checked, logged in, by "success-loading-old" below.
const PAGES: [path: string, heading: RegExp, reason?: string][] = [
  ["/success-loan-marketplace-download", /为您匹配了以下产品/],
  ["/download", /下载闪信借钱APP/],
  ["/download-page", /下载闪信借钱APP/],
  ["/downloadpage1", /请下载APP继续/],
  ["/only-download", /下载闪信借钱APP/],
  ["/p4-list-download", /推荐产品/],
  ["/fail-page", /暂未匹配到合适的产品/],
  ["/ks-fail-marketplace", /本次申请未通过/],
  ["/gongzhonghao", /关注公众号/],
  ["/weixin-gongzhonghao", /关注公众号/],
  ["/openview", /打开闪信借钱APP/],
  ["/openview2", /请在APP中继续/],
  // A visitor's download page, not the operators' list of links (decision 416).
  ["/testpage/downaddress", /下载闪信借钱APP/],
  ["/product-detail?id=1", /信用易贷/],
  ["/product-detail-popup?id=2", /安心借/],
  ["/external-product-info?id=3", /工薪分期/],
  // Not protected, so logged in it shows what a paused channel's visitor sees: its own reason.
  ["/404err", /服务已暂停/, "当前推广渠道已暂停服务"],
];

test.describe("every page renders (logged in)", JOURNEY, () => {
  for (const [path, heading, reason] of PAGES) {
    test(`${path}${reason ? " names its own reason" : ""}`, async ({ page, request }) => {
      await logIn(page, request);
      await page.goto(url(path));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (reason) await expect(page.getByText(reason)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
    });
  }

  test("a malformed query breaks nothing", async ({ page, request }) => {
    await logIn(page, request);
    for (const path of [
      "/product-detail?id=%E4%B8%8&previousPage=%%",
      "/gongzhonghao?x=%zz",
      "/download?from=%",
    ]) {
      await page.goto(url(path));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
    await page.goto(url("/product-detail?id=%E4%B8%8"));
    await expect(page.getByText("未找到该产品")).toBeVisible();
  });
});

test.describe("download links by user agent", () => {
  for (const os of ["android", "ios"] as const) {
    test.describe(os, () => {
      test.use({ userAgent: UA[os] });

      for (const path of ["/download", "/download-page", "/only-download", "/downloadpage1"]) {
        test(`${path} offers only the ${os} link`, async ({ page }) => {
          await page.goto(url(path));
          const own = page.getByRole("link", {
            name: os === "android" ? "下载安卓版APP" : "下载iPhone版APP",
          });
          const other = page.getByRole("link", {
            name: os === "android" ? "下载iPhone版APP" : "下载安卓版APP",
          });
          await expect(own).toBeVisible();
          await expect(own).toHaveAttribute("href", LINKS[os]);
          await expect(other).toBeHidden();
          // Android: the app market first, the APK second (below it, a plain link).
          const apk = page.getByRole("link", { name: "应用商店打不开？下载安装包" });
          if (os === "ios") await expect(apk).toBeHidden();
          else {
            await expect(apk).toHaveAttribute("href", LINKS.apk);
            expect((await apk.boundingBox())?.y).toBeGreaterThan((await own.boundingBox())?.y ?? Infinity);
          }
          // Outside an app nothing stands between the tap and the link.
          await expect(page.getByText("点击右上角「…」，选择「在浏览器打开」")).toBeHidden();
          // The install notes speak of the visitor's own phone only, and never of 未知来源.
          const androidStep = page.getByText("点击上方按钮，在应用商店中点击“安装”");
          const iosStep = page.getByText("点击上方按钮，在 App Store 中点击“获取”");
          if (path !== "/download-page") return;
          await expect(page.getByText(/未知来源/)).toHaveCount(0);
          await expect(os === "android" ? androidStep : iosStep).toBeVisible();
          await expect(os === "android" ? iosStep : androidStep).toBeHidden();
        });
      }
    });
  }

  for (const ua of ["wechat", "wechatIos"] as const)
    test.describe(ua, () => {
      test.use({ userAgent: UA[ua] });

      for (const path of DOWNLOAD_PAGES) {
        test(`${path}: every download action but 应用宝 opens the full-screen mask, one tap closes it`, async ({
          page,
          request,
        }) => {
          await logIn(page, request);
          await page.goto(url(path));
          // 应用宝 downloads inside WeChat (launch-review.spec.ts); the others need a browser.
          const actions = page
            .getByRole("link", { name: /安卓版APP|iPhone版APP|安装包/ })
            .filter({ hasNotText: "应用宝" });
          await expect(actions.first()).toBeVisible();
          // The panel's script has shown this phone's links (and hidden the other phone's).
          await expect(page.locator("html[data-in-app=wechat]")).toHaveCount(1);
          const mask = page.getByRole("button", { name: "关闭提示" });
          for (const action of await actions.all()) {
            await action.click();
            await expect(mask).toBeVisible();
            await expect(page.getByText("点击右上角「…」，选择「在浏览器打开」")).toBeVisible();
            // Full screen: the whole 360×640 viewport, so the arrow points at WeChat's menu.
            expect(await mask.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 640 });
            expect(new URL(page.url()).pathname).toBe(path);
            await mask.click({ position: { x: 40, y: 600 } });
            await expect(mask).toBeHidden();
          }
        });
      }
    });
});

test.describe("the public-account QR code", () => {
  const qrOf = (page: Page) => page.getByRole("img", { name: "公众号“闪信借钱服务号”二维码" });

  test("outside WeChat: an image to save and scan", async ({ page }) => {
    await page.goto(url("/gongzhonghao"));
    await expect(page.getByText("公众号：闪信借钱服务号")).toBeVisible();
    await expect(qrOf(page)).toBeVisible();
    await expect(page.getByText("截图保存上方二维码")).toBeVisible();
    await expect(page.getByText("长按上方二维码")).toBeHidden();
  });

  test.describe("in WeChat", () => {
    test.use({ userAgent: UA.wechat });
    for (const path of ["/gongzhonghao", "/weixin-gongzhonghao"]) {
      test(`${path}: a long-pressable <img> of at least 120 px, and 长按识别`, async ({ page }) => {
        await page.goto(url(path));
        const qr = qrOf(page);
        await expect(qr).toBeVisible();
        expect(await qr.evaluate((el) => el.tagName)).toBe("IMG");
        expect(await qr.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThanOrEqual(240);
        const box = await qr.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(120);
        expect(box?.height).toBeGreaterThanOrEqual(120);
        await expect(page.getByText("长按上方二维码")).toBeVisible();
        await expect(page.getByText("选择“识别图中二维码”")).toBeVisible();
        await expect(page.getByText(/截图|相册/).filter({ visible: true })).toHaveCount(0);
      });
    }
  });
});

test.describe("loading pages reach their destination", JOURNEY, () => {
  test("success-loading: channel 683 (succ_todo 5) goes to /gongzhonghao with the carried query", async ({
    page,
  }) => {
    await page.goto(
      url("/success-loading?c=683&previousPage=p3%E5%9B%9E%E8%B0%83&successType=1&sd_plat_fr=channel_683"),
    );
    await expect(page.getByText("加载中...")).toBeVisible();
    await page.waitForURL(/\/gongzhonghao\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      previousPage: "p3回调",
      successType: "1",
      sd_plat_fr: "channel_683",
    });
    await expect(page.getByRole("heading", { level: 1, name: /关注公众号/ })).toBeVisible();
  });

  test("fail-loading: channel 5030 (fail_todo 3, an only-download channel) goes to /only-download", async ({
    page,
  }) => {
    await page.goto(url("/fail-loading?c=5030"));
    await page.waitForURL(/\/only-download$/);
    await expect(page.getByRole("heading", { level: 1, name: /下载闪信借钱APP/ })).toBeVisible();
  });

  test("success-loading-old: the default channel (succ_todo 0) goes to /success-download when logged in", async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto(url("/success-loading-old"));
    await page.waitForURL(/\/success-download$/);
    await expect(page.getByRole("heading", { level: 1, name: /申请已提交/ })).toBeVisible();
  });

  test("single-sign: a markcode logs in and moves on", async ({ page, request }) => {
    const issued = await request.post(`${serverUrl()}/__dev/markcode`, { form: { phone: randomPhone() } });
    const markcode = ((await issued.json()) as { data: { value: string } }).data.value;
    await page.goto(url(`/single-sign?markcode=${encodeURIComponent(markcode)}`));
    await page.waitForURL(/\/success-download/);
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeTruthy();
  });

  test("single-sign: a used or bad markcode explains and links to the login page", async ({ page }) => {
    await page.goto(url("/single-sign?markcode=not-a-real-markcode"));
    await expect(page.getByRole("alert")).toHaveText("登录链接已失效或已使用，请重新登录。", {
      timeout: 10_000,
    });
    // The heading says so too: only one shows, and it is no longer 登录中.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("登录未完成");
    await expect(page.getByRole("link", { name: "去登录" })).toHaveAttribute("href", "/login");
  });
});

test.describe("marketplace", () => {
  test("lists the products with amount, 年化利率（单利）, term and a tracked apply link", async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto(
      url(
        "/success-loan-marketplace-download?previousPage=p3%E5%9B%9E%E8%B0%83&successType=1&sd_plat_fr=channel_9",
      ),
    );
    const cards = page.locator("[data-product-id]");
    await expect(cards).toHaveCount(4);
    const first = cards.first();
    await expect(first.getByRole("heading", { name: "信用易贷" })).toBeVisible();
    await expect(first.getByText("1,000-200,000元")).toBeVisible();
    await expect(first.getByText("年化利率（单利）", { exact: true })).toBeVisible();
    await expect(first.getByText("7.2%-23.9%")).toBeVisible();
    await expect(first.getByText("3-36个月")).toBeVisible();
    // The built link has no visitor yet; the island completes it once it has read the session.
    const applyLink = first.getByRole("link", { name: "申请信用易贷" });
    await expect(applyLink).toHaveAttribute("href", /[?&]_user_id=/);
    const apply = new URL((await applyLink.getAttribute("href")) ?? "");
    expect(apply.origin + apply.pathname).toBe("https://apply.example.com/xinyong");
    expect(apply.searchParams.get("_channel")).toBe("channel_5818");
    expect(apply.searchParams.get("_user_id")).toMatch(/^\d+$/);
    expect(apply.searchParams.get("from_page")).toBe("successLoanMarketplaceDownload");
    expect(apply.searchParams.get("sd_plat_fr")).toBe("channel_9");
    expect(apply.searchParams.get("previousPage")).toBe("p3回调");
    const detail = await first.getByRole("link", { name: "信用易贷", exact: true }).getAttribute("href");
    expect(detail).toBe(
      "/product-detail?previousPage=p3%E5%9B%9E%E8%B0%83&successType=1&sd_plat_fr=channel_9&id=1",
    );
  });

  test("back from a product detail restores the list and its scroll position", async ({ page, request }) => {
    await logIn(page, request);
    await page.goto(url("/success-loan-marketplace-download"));
    const third = page.locator("[data-product-id]").nth(2);
    await third.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await third.getByRole("link", { name: "工薪分期", exact: true }).click();
    await page.waitForURL(/\/product-detail\?id=3$/);
    await expect(page.getByRole("heading", { level: 1, name: "工薪分期" })).toBeVisible();
    await expect(page.getByText("借款期限")).toBeVisible();
    await page.goBack();
    await expect(page.locator("[data-product-id]")).toHaveCount(4);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
  });

  test("a detail page opened without history offers the way back to its list", async ({ page, request }) => {
    await logIn(page, request);
    await page.goto(url("/external-product-info?id=4&sd_plat_fr=channel_9"));
    await expect(page.getByRole("heading", { level: 1, name: "车主周转" })).toBeVisible();
    await expect(page.getByText("本产品由合作机构提供")).toBeVisible();
    await page.getByRole("button", { name: "返回产品列表" }).click();
    await page.waitForURL(/\/p4-list-download\?sd_plat_fr=channel_9$/);
    await expect(page.locator("[data-product-id]")).toHaveCount(4);
  });
});

test("without the back/forward cache, back from a product detail restores the list and position from sessionStorage", async ({
  request,
}) => {
  // A browser that cannot keep the page (old WebView, memory pressure): its own Chromium.
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), "--disable-features=BackForwardCache"],
  });
  try {
    const context = await browser.newContext({
      ...devices["Pixel 5"],
      viewport: { width: 360, height: 640 },
      locale: "zh-CN",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await logIn(page, request);
    await page.goto(url("/p4-list-download"));
    const last = page.locator("[data-product-id]").nth(3);
    await last.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await last.getByRole("link", { name: "车主周转", exact: true }).click();
    await page.waitForURL(/\/external-product-info\?id=4$/);
    await expect(page.getByRole("heading", { level: 1, name: "车主周转" })).toBeVisible();
    await page.getByRole("button", { name: "返回产品列表" }).click();
    await page.waitForURL(/\/p4-list-download$/);
    // A real load through history, not a bfcache restore.
    const type = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
    );
    expect(type).toBe("back_forward");
    await expect(page.locator("[data-product-id]")).toHaveCount(4);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
