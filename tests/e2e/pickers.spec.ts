/**
 * The pickers of the forms (issue 18): long lists, areas and months open bottom sheets, short
 * lists are chips; each works by touch and by keyboard, and closing a sheet changes nothing.
 */
import type { Page } from "@playwright/test";
import { loggedIn, pickerButton } from "./form-support.ts";
import { bundleUrl, expect, seriousAxeViolations, test } from "./support.ts";

const selectedIn = (page: Page, column: string) =>
  page.getByRole("listbox", { name: column, exact: true }).getByRole("option", { selected: true });

test("a long list opens a sheet: a tap chooses and closes, the keyboard walks it, Escape keeps the choice", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/form-package-simple"));
  const income = pickerButton(page, "月收入");
  await expect(income).toHaveText("请选择");

  await income.click();
  const sheet = page.getByRole("dialog", { name: "月收入" });
  await expect(sheet).toBeVisible();
  // The sheet sits at the bottom of the phone's screen.
  const box = await sheet.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(640);
  await sheet.getByRole("option", { name: "8000-15000" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(income).toHaveText("8000-15000");
  await expect(income).toBeFocused();

  // Keyboard: Enter opens at the current choice, the arrows move, Enter chooses.
  await income.press("Enter");
  await expect(sheet.getByRole("option", { name: "8000-15000" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(sheet.getByRole("option", { name: "15000-30000" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(income).toHaveText("15000-30000");

  // Escape and the backdrop close without changing anything.
  await income.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(income).toHaveText("15000-30000");
  await income.click();
  await page.mouse.click(180, 40);
  await expect(sheet).toHaveCount(0);
  await expect(income).toHaveText("15000-30000");
});

test("an area is chosen in scrolling columns: a new province moves its cities to the first, 确定 stores", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/iosversion/ios-form-package"));
  const area = pickerButton(page, "居住地区");
  await area.click();
  const sheet = page.getByRole("dialog", { name: "居住地区" });
  await expect(selectedIn(page, "省份")).toHaveText("北京市");
  await expect(selectedIn(page, "区县")).toHaveText("东城区");

  // Keyboard: the province column takes the arrows; the columns after it follow.
  await page.getByRole("listbox", { name: "省份" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(selectedIn(page, "省份")).toHaveText("天津市");
  await expect(selectedIn(page, "区县")).toHaveText("和平区");

  // A tap on a row, then 取消: nothing is stored.
  await sheet.getByRole("option", { name: "广东省" }).click();
  await expect(selectedIn(page, "城市")).toHaveText("广州市");
  await sheet.getByRole("button", { name: "取消" }).click();
  await expect(area).toHaveText("请选择省份、城市、区县");

  // Scrolling a column to rest on a row chooses it, as a finger does.
  await area.click();
  await sheet.getByRole("option", { name: "广东省" }).click();
  await page.getByRole("listbox", { name: "城市" }).evaluate((column) => column.scrollTo({ top: 3 * 44 }));
  await expect(selectedIn(page, "城市")).toHaveText("珠海市");
  await sheet.getByRole("button", { name: "确定" }).click();
  await expect(area).toHaveText("广东省 珠海市 香洲区");
  await expect(area).toBeFocused();
});

test("a month is a year and a month column, never later than this month; short lists are chips", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/carloan"));
  const month = pickerButton(page, "首次上牌时间");
  await expect(month).toHaveText("请选择年月");
  await month.click();
  const now = new Date();
  const confirm = page.getByRole("dialog", { name: "首次上牌时间" }).getByRole("button", { name: "确定" });
  // Opened on an empty field nothing is chosen (issue 53); the year column rests at this year.
  await expect(selectedIn(page, "年")).toHaveCount(0);
  await expect(confirm).toBeDisabled();
  // Keyboard: Enter takes the year in the band, the arrows move from it.
  await page.getByRole("listbox", { name: "年" }).focus();
  await page.keyboard.press("Enter");
  await expect(selectedIn(page, "年")).toHaveText(`${now.getFullYear()}年`);
  await expect(page.getByRole("listbox", { name: "月" }).getByRole("option")).toHaveCount(now.getMonth() + 1);
  await page.keyboard.press("ArrowUp");
  await expect(selectedIn(page, "年")).toHaveText(`${now.getFullYear() - 1}年`);
  await expect(page.getByRole("listbox", { name: "月" }).getByRole("option")).toHaveCount(12);
  await expect(confirm).toBeDisabled();
  await page.getByRole("listbox", { name: "月" }).getByRole("option", { name: "12月" }).click();
  await confirm.click();
  await expect(month).toHaveText(`${now.getFullYear() - 1}年12月`);
  // Opened again, it shows the stored month chosen.
  await month.click();
  await expect(selectedIn(page, "年")).toHaveText(`${now.getFullYear() - 1}年`);
  await expect(selectedIn(page, "月")).toHaveText("12月");
  await expect(confirm).toBeEnabled();
  await page.getByRole("button", { name: "取消" }).click();

  // 婚姻 (four options) on the iOS form shows them all as chips.
  await page.goto(bundleUrl("default", "/iosversion/ios-form-package"));
  await expect(page.getByRole("group", { name: "婚姻" }).getByRole("radio")).toHaveCount(4);
});

test("axe finds no serious violation with a list sheet or a column sheet open", async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/form-package-simple"));
  await pickerButton(page, "月收入").click();
  await expect(page.getByRole("dialog", { name: "月收入" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await pickerButton(page, "所在城市").click();
  await expect(page.getByRole("listbox", { name: "城市" }).getByRole("option").first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

/**
 * The phone's Back: one step back through the tab's history. Started in a task of its own, so
 * that a Back that leaves the page cannot destroy the evaluation that asked for it.
 */
const pressBack = (page: Page) => page.evaluate(() => void setTimeout(() => history.back()));

const WECHAT_UA =
  "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

for (const [browser, userAgent] of [
  ["Chrome", undefined],
  ["WeChat", WECHAT_UA],
] as const) {
  test.describe(`Back closes a sheet and stays (${browser})`, () => {
    if (userAgent) test.use({ userAgent });

    /** Every sheet of a page: the field (or link) that opens it and the dialog's name. */
    const SHEETS: Record<string, [opener: (page: Page) => ReturnType<Page["getByRole"]>, dialog: string][]> =
      {
        "/form-package-simple": [
          [(page) => pickerButton(page, "职业身份"), "职业身份"],
          [(page) => pickerButton(page, "月收入"), "月收入"],
          [(page) => pickerButton(page, "所在城市"), "所在城市"],
          [(page) => page.getByRole("link", { name: /^《.*协议》$/ }).first(), ""],
        ],
        "/carloan": [[(page) => pickerButton(page, "首次上牌时间"), "首次上牌时间"]],
        "/car-valuation": [[(page) => pickerButton(page, "品牌"), "品牌"]],
        "/login": [[(page) => page.getByRole("link", { name: "《隐私政策》" }).first(), "隐私政策"]],
      };

    for (const [path, sheets] of Object.entries(SHEETS)) {
      test(`${path}: ${sheets.map(([, dialog]) => dialog || "agreement").join(", ")}`, async ({
        page,
        request,
      }) => {
        // The login page is for visitors who are not logged in yet.
        if (path !== "/login") await loggedIn(page, request);
        // A page before it, where a Back too many would land.
        await page.goto(bundleUrl("default", "/other/privacy-policy"));
        await page.goto(bundleUrl("default", path));
        // All the sheets of a page on one visit: each must leave the history as it found it, which
        // the one Back at the end checks for all of them.
        for (const [opener, dialog] of sheets) {
          const sheet = dialog ? page.getByRole("dialog", { name: dialog }) : page.getByRole("dialog");
          await opener(page).click();
          await expect(sheet).toBeVisible();
          await pressBack(page);
          await expect(sheet).toHaveCount(0);
          expect(new URL(page.url()).pathname).toBe(path);
          // Closed by its own button or by Escape, the sheet leaves no entry behind.
          await opener(page).click();
          await expect(sheet).toBeVisible();
          await sheet.getByRole("button", { name: /取消|关闭/ }).click();
          await expect(sheet).toHaveCount(0);
          await opener(page).click();
          await page.keyboard.press("Escape");
          await expect(sheet).toHaveCount(0);
          expect(
            await page.evaluate(() => (history.state as { sheet?: string } | null)?.sheet),
          ).toBeUndefined();
        }
        // No sheet of the page left an entry: one Back leaves the page.
        await pressBack(page);
        await page.waitForURL(/\/other\/privacy-policy$/);
      });
    }

    test("a choice made in a sheet leaves one entry: Back then asks before leaving the form", async ({
      page,
      request,
    }) => {
      await loggedIn(page, request);
      await page.goto(bundleUrl("default", "/other/privacy-policy"));
      await page.goto(bundleUrl("default", "/form-package-simple"));
      await pickerButton(page, "月收入").click();
      await page.getByRole("option", { name: "8000-15000" }).click();
      await expect(pickerButton(page, "月收入")).toHaveText("8000-15000");
      await pressBack(page);
      await expect(page.getByRole("heading", { name: "确定离开吗？" })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/form-package-simple");
    });
  });
}

test("long names fit the 3-column area picker: smaller type, no overlap, nothing cut", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/iosversion/ios-form-package"));
  await pickerButton(page, "居住地区").click();
  const names = ["新疆维吾尔自治区", "伊犁哈萨克自治州", "察布查尔锡伯自治县"];
  for (const [index, name] of names.entries()) {
    await page
      .getByRole("listbox", { name: ["省份", "城市", "区县"][index], exact: true })
      .getByRole("option", { name, exact: true })
      .click();
  }
  await expect(selectedIn(page, "区县")).toHaveText("察布查尔锡伯自治县");
  const boxes = await page.locator(".picker-option[aria-selected=true] > span").evaluateAll((spans) =>
    spans.map((span) => {
      const box = span.getBoundingClientRect();
      const column = span.closest(".picker-column")?.getBoundingClientRect();
      return {
        text: span.textContent,
        left: box.left,
        right: box.right,
        columnLeft: column?.left ?? NaN,
        columnRight: column?.right ?? NaN,
        clipped: span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight + 1,
        size: `${span.scrollWidth}/${span.clientWidth} ${span.scrollHeight}/${span.clientHeight} ${getComputedStyle(span).fontSize}`,
        lines: Math.round(box.height / parseFloat(getComputedStyle(span).lineHeight)),
      };
    }),
  );
  expect(boxes.map((box) => box.text)).toEqual(names);
  for (const box of boxes) {
    expect(box.clipped, `${box.text} is cut: ${box.size}`).toBe(false);
    expect(box.lines, `${box.text} on one line`).toBe(1);
    expect(box.left).toBeGreaterThanOrEqual(Math.max(box.columnLeft, 4));
    expect(box.right).toBeLessThanOrEqual(Math.min(box.columnRight, 356));
  }
  for (const [a, b] of [
    [0, 1],
    [1, 2],
  ] as const) {
    expect(boxes[a]?.right ?? Infinity).toBeLessThanOrEqual(boxes[b]?.left ?? -Infinity);
  }
});

test("the 2-column picker keeps clear of the screen's edges", async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl("default", "/form-package-simple"));
  await pickerButton(page, "所在城市").click();
  await page.getByRole("listbox", { name: "省份" }).getByRole("option", { name: "新疆维吾尔自治区" }).click();
  const [province, city] = await page
    .locator(".picker-option[aria-selected=true] > span")
    .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
  expect(province?.left).toBeGreaterThanOrEqual(8);
  expect(city?.right).toBeLessThanOrEqual(352);
});
