/**
 * Layout on the smallest phones, with a CJK font (issue 18): every entry page of every landing
 * design and every step of every form stays within the screen at 320 px and at 200 % text size
 * (no sideways scroll), and its main action stays on screen to reach.
 */
import type { Page } from "@playwright/test";
import { formById } from "../../src/config/forms/registry.ts";
import { devLogin, seedStorage } from "./guard-support.ts";
import { bundleUrl, expect, test } from "./support.ts";

test.use({ viewport: { width: 320, height: 640 } });

/** Entry pages, one per landing design and legacy path shape (src/config/bundles.ts, hosts/*.ts). */
const ENTRY_PAGES: [bundle: string, path: string][] = [
  ["default", "/login"],
  ["default", "/v2/login"],
  ["default", "/v3/login"],
  ["default", "/v4/login"],
  ["default", "/m/kssczh/tengxun/shanxin/index.html"],
  ["ks5218", "/m/v1-ks5218/index.html"],
  ["token", "/a8k2.html"],
  ["event1", "/v1/login"],
  ["mv1small", "/m/v1_small/index.html"],
  ["car", "/"],
];

/** The page each form is on (src/components/**: FormPage / CarLoanPage). */
const FORM_PAGES: Record<string, string> = {
  "form-package": "/form-package",
  "form-package-app": "/form-package-app",
  "form-package-uni": "/form-package-uni",
  "form-package-simple": "/form-package-simple",
  "form-package-test": "/form-package-test",
  "p4infopop-app": "/form-app/p4infopop-app",
  "ios-basic": "/iosversion/ios-form-package",
  "ios-contact": "/iosversion/ios-person-contact",
  carloan: "/carloan",
  "carloan-app": "/carloan-app",
  "carloan-zhijie-app": "/carloan-zhijie-app",
  "bd-carloan": "/bd-carloan",
  "kuaishou-carloan": "/kuaishou-carloan",
  "uni-carloan": "/uni-carloan",
  "app-carloan": "/app-carloan",
  "debt-optimization": "/debt-optimization-form",
};

/** Enlarges the text to 200 % and measures how far the page scrolls sideways. */
async function overflowAtDoubleText(page: Page): Promise<number> {
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("every form in this list is in the registry", () => {
  for (const id of Object.keys(FORM_PAGES)) expect(formById(id).id).toBe(id);
});

for (const [bundle, path] of ENTRY_PAGES) {
  // The car bundle's "/" opens its car-loan form (/carloan), which has no login button.
  const login = path !== "/";
  const shortScreen = login
    ? "; on a short screen the login button waits at the bottom edge while the form is on screen"
    : "";
  test(`${bundle}${path} fits 320 px at 200 % text, its submit button reachable${shortScreen}`, async ({
    page,
  }) => {
    await page.goto(bundleUrl(bundle, path));
    expect(await overflowAtDoubleText(page), "sideways scroll in px").toBeLessThanOrEqual(1);
    const action = page
      .locator("button:visible, a.btn:visible")
      .filter({ hasText: /登录|申请|提交|下一步/ })
      .first();
    // Scrolled again if hydration moves the page after the first scroll.
    await expect(async () => {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ timeout: 1000 });
    }).toPass();
    if (!login) return;

    // The same page on a short screen (320×568), text still at 200 %: only CSS follows the height
    // (no script reads it), so resizing the loaded page is as good as loading it at that size.
    await page.setViewportSize({ width: 320, height: 568 });
    const phone = page.getByRole("textbox", { name: /手机号/ }).first();
    await phone.evaluate((input) => input.scrollIntoView({ block: "start" }));
    const submit = page.locator("button.login-submit:visible").first();
    await expect(submit).toBeInViewport({ ratio: 1 });
  });
}

for (const form of Object.keys(FORM_PAGES).map(formById)) {
  test(`every step of ${form.id} fits 320 px at 200 % text`, async ({ page, request }) => {
    const { token, userId } = await devLogin(request);
    await seedStorage(page, { access_token: token, user_id: userId, input_form: "0" });
    for (let step = 0; step < form.steps.length; step += 1) {
      // A draft opens the form at the step it names (src/client/tab-state.ts).
      await page.addInitScript(
        ([id, index]) =>
          sessionStorage.setItem(`form_draft:${id}`, JSON.stringify({ v: 1, step: index, values: {} })),
        [form.id, step] as const,
      );
      await page.goto(bundleUrl("default", FORM_PAGES[form.id] ?? "/"));
      await expect(
        page.getByRole("heading", { name: new RegExp(form.steps[step]?.title ?? "") }).first(),
      ).toBeVisible();
      expect(await overflowAtDoubleText(page), `step ${step + 1} sideways scroll in px`).toBeLessThanOrEqual(
        1,
      );
    }
  });
}
