/**
 * The launch review of issue 53, as a visitor sees it at 360×640 in Android Chrome and in WeChat
 * on Android: the required marks of /car-valuation, month sheets that choose nothing by
 * themselves, one card on the product detail page, the 应用宝 download inside WeChat, the code
 * field's placeholder beside a busy 获取验证码; the lender beside every amount, the partners'
 * separate consent, the one-tap consent and a returning applicant's status (errors above the
 * sticky bar: forms.spec.ts's form-package journey, in both user agents).
 */
import type { Locator, Page } from "@playwright/test";
import { BUNDLES } from "../../src/config/bundles.ts";
import { downloadLinksFor } from "../../src/config/downloads.ts";
import { loggedIn, pickerButton } from "./form-support.ts";
import { bundleUrl, expect, randomPhone, tapToCheck, test } from "./support.ts";

const USER_AGENTS = {
  chrome:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
  wechat:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
} as const;

/** Matches --picker-row in src/components/ui/sheet.css. */
const PICKER_ROW_PX = 44;

/** Holds back every request to `url` until the returned release is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** How many px of an input's placeholder its box cuts off (0: the placeholder shows whole). */
const placeholderCut = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return Number.POSITIVE_INFINITY;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, context.measureText(input.placeholder).width - room);
  });

for (const [browser, userAgent] of Object.entries(USER_AGENTS)) {
  test.describe(`at 360×640 in ${browser}`, () => {
    test.use({ userAgent });

    test("/car-valuation: every field it requires shows the required mark, 行驶里程 too", async ({
      page,
    }) => {
      await page.goto(bundleUrl("car", "/car-valuation"));
      const form = page.getByRole("form", { name: "爱车估值" });
      await form.getByRole("button", { name: "立即估值" }).click();
      const mileage = form.getByLabel("行驶里程（万公里）");
      await expect(mileage).toHaveAttribute("aria-invalid", "true");
      const unmarked = await form.locator("[aria-invalid=true]").evaluateAll((controls) =>
        controls
          .map((control) => control.closest(".ui-field"))
          .filter((field) => !field?.querySelector(".ui-required"))
          .map((field) => field?.querySelector(".ui-label")?.textContent ?? "?"),
      );
      expect(unmarked).toEqual([]);
      await expect(
        form.locator(".ui-field", { has: page.getByLabel("行驶里程（万公里）") }).locator(".ui-required"),
      ).toBeVisible();
    });

    for (const [bundle, path] of [
      ["car", "/car-valuation"],
      ["default", "/carloan"],
    ] as const) {
      test(`${path}: a month sheet on an empty field chooses nothing until a year and a month are picked`, async ({
        page,
        request,
      }) => {
        await loggedIn(page, request);
        await page.goto(bundleUrl(bundle, path));
        const field = pickerButton(page, "首次上牌时间");
        await field.click();
        const sheet = page.getByRole("dialog", { name: "首次上牌时间" });
        const confirm = sheet.getByRole("button", { name: "确定" });
        const chosen = sheet.getByRole("option", { selected: true });
        const years = sheet.getByRole("listbox", { name: "年", exact: true });
        await expect(years.getByRole("option").last()).toHaveText(`${new Date().getFullYear()}年`);
        await expect(chosen).toHaveCount(0);
        await expect(confirm).toBeDisabled();
        await expect(sheet.getByText("请滑动或点选年份和月份")).toBeVisible();
        await expect(confirm).toBeInViewport();
        await sheet.getByRole("button", { name: "取消" }).click();
        await expect(field).toHaveText("请选择年月");

        // A finger leaving the year column two rows up chooses that year; the month still waits.
        await field.click();
        const year = new Date().getFullYear() - 2;
        await years.evaluate((column, row) => column.scrollBy({ top: -2 * row }), PICKER_ROW_PX);
        await expect(chosen).toHaveText([`${year}年`]);
        await expect(confirm).toBeDisabled();
        await sheet.getByRole("option", { name: "1月", exact: true }).click();
        await expect(sheet.getByText(`已选 ${year}年1月`)).toBeVisible();
        await confirm.click();
        await expect(field).toHaveText(`${year}年1月`);
      });
    }

    test("/product-detail: the product in one card, 可借额度 · 年化利率 · 借款期限 on one line", async ({
      page,
      request,
    }) => {
      await loggedIn(page, request);
      for (const path of [1, 2, 3, 4]
        .map((id) => `/product-detail?id=${id}`)
        .concat("/external-product-info?id=4")) {
        await page.goto(bundleUrl("default", path));
        // The island names the product once it has read the address.
        const heading = page.getByRole("article").getByRole("heading", { level: 1 });
        await expect(heading).toBeVisible();
        const facts = await page.getByRole("definition").evaluateAll((values) =>
          values.map((value) => {
            const fact = value.parentElement?.getBoundingClientRect();
            return { top: Math.round(fact?.top ?? 0), height: Math.round(fact?.height ?? 0) };
          }),
        );
        expect(facts, path).toHaveLength(3);
        expect(new Set(facts.map((fact) => fact.top)).size, `${path}: rows of facts`).toBe(1);
        expect(new Set(facts.map((fact) => fact.height)).size, `${path}: a fact on two lines`).toBe(1);
        const frames = await heading.evaluate((element) => {
          let count = 0;
          for (let box = element.parentElement; box; box = box.parentElement)
            if (getComputedStyle(box).boxShadow !== "none") count += 1;
          return count;
        });
        expect(frames, `${path}: cards around the product`).toBe(1);
      }
    });

    test("a busy 获取验证码 leaves the code field's placeholder whole", async ({ page }) => {
      for (const path of ["/login", "/v2/login"]) {
        const releaseScripts = await holdRequests(page, /\/_astro\/[^/?]+\.js(\?.*)?$/);
        await page.goto(bundleUrl("default", path));
        const code = page.getByRole("textbox", { name: "验证码" });
        expect(await placeholderCut(code), `${path}: idle`).toBe(0);
        await page.getByRole("textbox", { name: "手机号" }).fill(randomPhone());
        await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
        const send = page.locator("[data-login-action=send]");
        await send.click();
        // Held by the page's starter before any script ran: busy, with its spinner.
        await expect(send).toHaveAttribute("aria-busy", "true");
        expect(await placeholderCut(code), `${path}: the tap held`).toBe(0);
        releaseScripts();
        await expect(send).toHaveText(/秒后重新获取/);
        expect(await placeholderCut(code), `${path}: the countdown`).toBe(0);
        // The login's own busy state (src/components/login/SmsLogin.tsx) while a request waits.
        await send.evaluate((button) => {
          button.setAttribute("aria-busy", "true");
          button.textContent = "发送中…";
        });
        expect(await placeholderCut(code), `${path}: sending`).toBe(0);
        await page.unrouteAll({ behavior: "ignoreErrors" });
      }
    });

    for (const bundle of ["default", "car"]) {
      test(`${bundle} /download-page: the 应用宝 action inside WeChat only, straight to 应用宝`, async ({
        page,
      }) => {
        const config = BUNDLES.find((candidate) => candidate.id === bundle);
        const yingyongbao = config && downloadLinksFor(config).yingyongbao;
        expect(yingyongbao, "a 应用宝 link is configured").toBeTruthy();
        await page.route(`${yingyongbao}`, (route) =>
          route.fulfill({ contentType: "text/html; charset=utf-8", body: "<title>应用宝</title>" }),
        );
        await page.goto(bundleUrl(bundle, "/download-page"));
        const action = page.getByRole("link", { name: "应用宝下载安卓版APP" });
        const market = page.getByRole("link", { name: "下载安卓版APP", exact: true });
        const step = page.getByText("点击“应用宝”按钮，在应用宝中点击“安装”");
        await expect(market).toBeVisible();
        if (browser !== "wechat") {
          await expect(action).toBeHidden();
          await expect(step).toBeHidden();
          return;
        }
        await expect(action).toBeVisible();
        await expect(action).toHaveAttribute("href", yingyongbao ?? "");
        // First, above the market link that needs a browser; the notes speak of 应用宝.
        expect((await action.boundingBox())?.y).toBeLessThan((await market.boundingBox())?.y ?? 0);
        await expect(step).toBeVisible();
        await expect(page.getByText("按提示点右上角「…」选择「在浏览器打开」")).toBeHidden();
        await action.click();
        await page.waitForURL(yingyongbao ?? "");
        await expect(page).toHaveTitle("应用宝");
      });
    }

    // Blocking items 1 and 2, major items 3 to 5, minor item 6 (decisions 420, 430, 435).
    for (const path of ["/login", "/v2/login", "/v3/login", "/v4/login"]) {
      test(`${path}: the lender is named beside the amount, on the first screen`, async ({ page }) => {
        await page.goto(bundleUrl("default", path));
        const lender = page.locator("[data-design] [data-brand-block=sourcesFunding]");
        await expect(lender).toHaveText(/资金来源：\s*\S+(有限公司|银行)/);
        await expect(lender).toBeInViewport();
      });
    }

    test("/debt-optimization-form asks a separate, unticked consent to hand the answers to partners", async ({
      page,
      request,
    }) => {
      await loggedIn(page, request);
      await page.goto(bundleUrl("default", "/debt-optimization-form"));
      const partners = page.getByRole("checkbox", { name: /^我单独同意平台将本次填写的/ });
      await expect(partners).not.toBeChecked();
      await expect(partners).toHaveAccessibleName(/负债情况信息及我的手机号提供给合作的持牌金融机构/);
      await page.getByRole("button", { name: "提交咨询" }).click();
      await expect(
        page.getByText("请先同意将申请信息提供给合作机构，否则无法为您安排审核和回电"),
      ).toBeVisible();
    });

    test("/v2/login: 获取验证码 unticked opens the one-tap consent; 同意并继续 ticks and sends", async ({
      page,
    }) => {
      await page.goto(bundleUrl("default", "/v2/login"));
      await page.getByLabel("手机号码").fill(randomPhone());
      await page.getByRole("button", { name: "获取验证码" }).click();
      const sheet = page.getByRole("dialog", { name: "请阅读并同意以下协议" });
      await expect(sheet.getByRole("link", { name: "《隐私政策》" })).toBeVisible();
      await sheet.getByRole("button", { name: "同意并继续" }).click();
      await expect(page.getByRole("checkbox", { name: /我已阅读并同意/ })).toBeChecked();
      await expect(page.getByText(/验证码已发送至/)).toBeVisible();
    });

    test("a returning applicant sees their status, not the form again", async ({ page, request }) => {
      const { userId } = await loggedIn(page, request);
      await page.addInitScript((id) => {
        const sent = { "form-package-simple": { userId: id, at: Date.now(), accepted: true } };
        localStorage.setItem("form_applications", JSON.stringify(sent));
      }, userId);
      await page.goto(bundleUrl("default", "/form-package-simple"));
      const status = page.getByRole("region", { name: "您已提交过申请" });
      await expect(status.getByRole("link", { name: "查看申请结果" })).toBeInViewport();
      await expect(status.getByRole("button", { name: "修改申请信息" })).toBeVisible();
    });
  });
}
