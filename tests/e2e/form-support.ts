/**
 * Helpers of the specs that fill the forms: a real login with flow settings seeded, the area
 * picker, and the short personal-information form.
 */
import type { Locator, Page } from "@playwright/test";
import { devLogin, seedStorage } from "./guard-support.ts";
import { tapToCheck } from "./support.ts";

/** Flow values of seeded web channels (server/db/seed-channels.ts), none of them city or login-clearing. */
export const CHANNELS = {
  c5818: { _channel: "channel_5818", succ_todo: "0", fail_todo: "0", input_form: "0" },
  c5775: { _channel: "channel_5775", succ_todo: "6", fail_todo: "3", input_form: "0" },
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

/** The button of a picker field: its name is the label, then the choice shown. */
export const pickerButton = (scope: Page | Locator, field: string) =>
  scope.getByRole("button", { name: new RegExp(`^${field}( |$)`) });

/** Taps a row of a sheet's column or list. */
const tapOption = (page: Page, list: string, option: string) =>
  page
    .getByRole("listbox", { name: list, exact: true })
    .getByRole("option", { name: option, exact: true })
    .click();

/** Picks an area: opens the sheet, taps each level's row (省份, 城市, 区县), then 确定. */
export async function pickArea(page: Page, field: string, names: string[]) {
  await pickerButton(page, field).click();
  const levels = ["省份", "城市", "区县"];
  for (const [index, name] of names.entries()) await tapOption(page, levels[index] ?? "", name);
  await page.getByRole("dialog", { name: field }).getByRole("button", { name: "确定" }).click();
}

/** Chooses from a long list: opens its sheet and taps the option (a number: the nth option, from 0). */
export async function choose(
  page: Page,
  field: string,
  option: string | number,
  scope: Page | Locator = page,
) {
  await pickerButton(scope, field).click();
  const list = page.getByRole("listbox", { name: field, exact: true });
  if (typeof option === "string") await tapOption(page, field, option);
  else await list.getByRole("option").filter({ hasNotText: "暂不填写" }).nth(option).click();
}

/** Picks a year and month (YYYY-MM) in a month field's sheet. */
export async function pickMonth(page: Page, field: string, month: string) {
  const [year = "", number = ""] = month.split("-");
  await pickerButton(page, field).click();
  await tapOption(page, "年", `${year}年`);
  await tapOption(page, "月", `${Number(number)}月`);
  await page.getByRole("dialog", { name: field }).getByRole("button", { name: "确定" }).click();
}

/** Fills /form-package-simple completely (consent ticked); `income` 3000以下 makes the server refuse it. */
export async function fillSimpleForm(page: Page, income = "5000-8000") {
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await pickArea(page, "所在城市", ["北京市", "北京市"]);
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await tapToCheck(page.getByRole("radio", { name: "12期" }));
  await choose(page, "职业身份", "上班族");
  await choose(page, "月收入", income);
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
}

/** Picks the first option of a choice field, whether it shows as chips or opens a sheet. */
export async function chooseFirst(page: Page, field: string) {
  const chips = page.getByRole("group", { name: field, exact: true });
  if ((await chips.count()) > 0) return tapToCheck(chips.getByRole("radio").first());
  return choose(page, field, 0);
}

/** The partner's apply pages answered locally; the returned list fills with each visit's URL. */
export async function partnerVisits(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route("https://apply.example.com/**", (route) => {
    visits.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>partner</title>" });
  });
  return visits;
}
