/**
 * Helpers of the specs that fill the forms: a real login with flow settings seeded, the area
 * picker, and the short personal-information form.
 */
import type { Page } from "@playwright/test";
import { devLogin, seedStorage } from "./guard-support.ts";

/** Flow values of seeded web channels (server/db/seed-channels.ts), none of them city or login-clearing. */
export const CHANNELS = {
  c5818: { _channel: "channel_5818", succ_todo: "0", fail_todo: "0", input_form: "0" },
  c5775: { _channel: "channel_5775", succ_todo: "6", fail_todo: "3", input_form: "0" },
  c5589: { _channel: "channel_5589", succ_todo: "2", fail_todo: "7", input_form: "0" },
} as const;

/** Logs in a new user through the API and seeds the token and the channel's flow settings. */
export async function loggedIn(
  page: Page,
  request: Parameters<typeof devLogin>[0],
  flow: Record<string, string> = CHANNELS.c5818,
) {
  const { token, userId } = await devLogin(request);
  await seedStorage(page, { access_token: token, user_id: userId, phone: "13800138000", ...flow });
  return { token, userId };
}

/** Picks an area: opens the picker, then chooses each level by its label. */
export async function pickArea(page: Page, field: string, names: string[]) {
  await page.getByRole("button", { name: new RegExp(field) }).click();
  const levels = ["省份", "城市", "区县"];
  for (const [index, name] of names.entries()) {
    await page.getByLabel(levels[index] ?? "", { exact: true }).selectOption({ label: name });
  }
}

/** Fills /form-package-simple completely (consent ticked); `income` 3000以下 makes the server refuse it. */
export async function fillSimpleForm(page: Page, income = "5000-8000") {
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await pickArea(page, "所在城市", ["北京市", "北京市"]);
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await page.getByRole("radio", { name: "12期" }).check();
  await page.getByLabel("职业身份").selectOption({ label: "上班族" });
  await page.getByLabel("月收入").selectOption({ label: income });
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
}
