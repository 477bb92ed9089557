/**
 * Web views without a modal `<dialog>` (iOS before 15.4): the pickers' sheets still open and
 * choose, and an agreement link opens the agreement's own page. The API is taken away before
 * any page script runs; the fixtures fail a test on any page error.
 */
import { loggedIn, pickerButton } from "./form-support.ts";
import { bundleUrl, expect, test } from "./support.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    delete prototype.showModal;
    delete prototype.close;
  });
});

test("a list sheet still opens, chooses and closes", async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/form-package-simple"));
  const income = pickerButton(page, "月收入");
  await income.click();
  const sheet = page.getByRole("dialog", { name: "月收入" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("option", { name: "8000-15000" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(income).toHaveText("8000-15000");
});

test("an agreement link opens the agreement's own page", async ({ page }) => {
  await page.goto(bundleUrl("default", "/login"));
  await page.getByRole("link", { name: "《隐私政策》" }).click();
  await expect(page).toHaveURL(/\/other\/privacy-policy/);
  await expect(page.getByRole("heading", { name: "隐私政策", level: 1 })).toBeVisible();
});
