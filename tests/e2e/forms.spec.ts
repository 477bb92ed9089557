/**
 * The personal-information forms and the iOS flow (issue 6) on a phone against the reference
 * server: validation messages next to the fields, focus on the first error, drafts across a
 * reload and a failed submit, one submission per tap, real-name check, the area picker loaded
 * on demand, and the destinations of several succ_todo / fail_todo values.
 */
import type { Page } from "@playwright/test";
import {
  CHANNELS,
  choose,
  chooseFirst,
  fillSimpleForm,
  loggedIn,
  pickArea,
  pickerButton,
} from "./form-support.ts";
import { pageRequests } from "./guard-support.ts";
import { bundleUrl, expect, serverUrl, test, JOURNEY, leanBackend, tapToCheck } from "./support.ts";

const BUNDLE = "default";
const ID_NUMBER = "11010519491231002X";

/** Whether the text is on screen and above the form's sticky bar (not hidden under it). */
function clearOfStickyBar(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const message = [...document.querySelectorAll(".ui-error, [role=alert], p, span")].find(
      (element) => element.textContent?.trim() === wanted,
    );
    const bar = document.querySelector(".form-actions")?.getBoundingClientRect();
    const box = message?.getBoundingClientRect();
    return !!box && !!bar && box.top >= 0 && box.bottom <= bar.top;
  }, text);
}

/** Counts the page's POSTs to `path` from now on. */
function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === path) count += 1;
  });
  return () => count;
}

// In Chrome's user agent and WeChat's: what the visitor sees (issue 53: errors above the sticky bar).
// The lean backend runs the Chrome one only: the user agent changes only what the page does, the
// lean profile only the server's answers, and nothing on this path reads both.
for (const [browser, userAgent, details] of [
  ["chrome", undefined, JOURNEY],
  [
    "wechat",
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
    {},
  ],
] as const) {
  test.describe(browser, () => {
    if (userAgent) test.use({ userAgent });
    test(
      `form-package (${browser}): each step's messages, focus on the first error, three steps, realname, formSave, succ_todo 0`,
      details,
      async ({ page, request }) => {
        await loggedIn(page, request);
        await page.goto(bundleUrl(BUNDLE, "/form-package"));
        await page.getByRole("button", { name: "下一步" }).click();
        await expect(page.getByText("请填写姓名")).toBeVisible();
        await expect(page.getByText("请选择地区")).toBeVisible();
        await expect(page.getByText("请填写身份证号")).toBeVisible();
        await expect(page.getByText("请先同意身份证号的使用授权")).toBeVisible();
        await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toBeFocused();
        await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveAttribute(
          "aria-invalid",
          "true",
        );

        await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
        await page.getByRole("textbox", { name: "身份证号", exact: true }).fill("110105194912310021");
        await page.getByRole("button", { name: "下一步" }).click();
        await expect(page.getByText("请填写正确的身份证号")).toBeVisible();
        await expect(page.getByRole("textbox", { name: "身份证号", exact: true })).toBeFocused();
        await page.getByRole("textbox", { name: "身份证号", exact: true }).fill(ID_NUMBER);
        await tapToCheck(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
        await pickArea(page, "所在城市", ["广东省", "广州市"]);
        await expect(page.getByRole("button", { name: /所在城市/ })).toHaveText("广东省 广州市");
        await choose(page, "职业身份", "上班族");
        await choose(page, "月收入", "8000-15000");
        await page.getByRole("button", { name: "下一步" }).click();

        await expect(page.getByRole("heading", { name: /第2步/ })).toBeFocused();
        await page.getByRole("button", { name: "10万" }).click();
        await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("100000");
        await tapToCheck(page.getByRole("radio", { name: "24期" }));
        await choose(page, "借款用途", "装修");
        await page.getByRole("button", { name: "下一步" }).click();

        for (const label of ["社保", "公积金", "房产", "车产", "征信"]) {
          await chooseFirst(page, label);
        }
        await page.getByRole("button", { name: "提交申请" }).click();
        await expect(page.getByText("请阅读并同意相关协议")).toBeVisible();
        await expect(page.getByRole("checkbox", { name: /我已阅读并同意/ })).toBeFocused();
        // On screen, above the sticky bar: the visitor sees why nothing was sent.
        await expect.poll(() => clearOfStickyBar(page, "请阅读并同意相关协议")).toBe(true);
        await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
        await page.getByRole("button", { name: "提交申请" }).click();
        await page.waitForURL(/\/success-download(\?|$)/);

        const [realname] = await pageRequests(page, request, "/v2/user/realname");
        expect(realname?.body.name).toBe("张三");
        const [saved] = await pageRequests(page, request, "/v3/user/formSave");
        expect(saved?.body).toMatchObject({
          form_kind: "form-package",
          city: "440100",
          city_name: "广东省 广州市",
          city_province_code: "440000",
          city_city_code: "440100",
          loan_amount: "100000",
          loan_term: "24",
          consent: "1",
          id_consent: "1",
        });
        // Saved: the draft is gone; a return visit shows that they applied (issue 53), and the form
        // again behind 修改申请信息, filled with what the backend knows of the visitor.
        await page.goto(bundleUrl(BUNDLE, "/form-package"));
        await page.getByRole("button", { name: "修改申请信息" }).click();
        await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue(
          leanBackend() ? "" : "张三",
        );
      },
    );
  });
}

test("business purpose is offered only to 个体户/企业主", async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl(BUNDLE, "/form-package-app"));
  const business = page.getByRole("option", { name: "经营周转" });
  await pickerButton(page, "借款用途").click();
  await expect(page.getByRole("option", { name: "装修" })).toBeVisible();
  await expect(business).toHaveCount(0);
  await page.getByRole("button", { name: "关闭" }).click();
  await choose(page, "职业身份", "个体户");
  await pickerButton(page, "借款用途").click();
  await expect(business).toHaveCount(1);
});

test("a reload mid-form restores every field and the step", async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl(BUNDLE, "/form-package-uni"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("李四");
  await page.getByRole("textbox", { name: "身份证号", exact: true }).fill(ID_NUMBER);
  await tapToCheck(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
  await pickArea(page, "所在城市", ["上海市", "上海市"]);
  await choose(page, "职业身份", "企业主");
  await choose(page, "月收入", "15000-30000");
  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("20000");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("20000");
  await page.getByRole("button", { name: "上一步" }).click();
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("李四");
  await expect(page.getByRole("textbox", { name: "身份证号", exact: true })).toHaveValue(ID_NUMBER);
  await expect(page.getByRole("button", { name: /所在城市/ })).toHaveText("上海市");
  await expect(pickerButton(page, "职业身份")).toHaveText("企业主");
  await expect(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ })).toBeChecked();
});

test("a failed submit keeps every field and can be retried; one request per submission", async ({
  page,
  request,
}) => {
  await loggedIn(page, request, CHANNELS.c5775);
  let attempts = 0;
  await page.route("**/v3/user/formSave", async (route) => {
    attempts += 1;
    // A refusal by the server (body code 500), as a broken backend answers; no browser-level error.
    if (attempts === 1)
      return route.fulfill({ json: { code: 500, msg: "服务繁忙，请稍后重试", data: null } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    return route.continue();
  });
  await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
  await fillSimpleForm(page);
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByRole("status").filter({ hasText: "服务繁忙，请稍后重试" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");
  await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("30000");
  await expect(page.getByRole("radio", { name: "12期" })).toBeChecked();
  await expect(pickerButton(page, "月收入")).toHaveText("5000-8000");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");
  await expect(page.getByRole("button", { name: /所在城市/ })).toHaveText("北京市");

  // A double tap while the (slowed) request is in flight sends one request.
  const submit = page.getByRole("button", { name: "提交申请" });
  await submit.dblclick();
  await expect(page.getByRole("button", { name: "提交中..." })).toBeDisabled();
  await page.waitForURL(/\/downloadpage1(\?|$)/); // succ_todo 6
  expect(attempts).toBe(2);
});

test("a refused application goes to the fail_todo destination (channel_5775: /only-download)", async ({
  page,
  request,
}) => {
  await loggedIn(page, request, CHANNELS.c5775);
  await page.goto(bundleUrl(BUNDLE, "/form-package-test"));
  // The test variant asks the loan need first.
  await expect(page.getByRole("heading", { name: /第1步.*借款需求/ })).toBeVisible();
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("1500");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText("借款金额应为1000元的整数倍")).toBeVisible();
  await expect(page.getByText("请选择借款期限")).toBeVisible();
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("5000");
  await tapToCheck(page.getByRole("radio", { name: "6期", exact: true }));
  await choose(page, "借款用途", "旅游");
  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("王五");
  await page.getByRole("textbox", { name: "身份证号", exact: true }).fill("440524188001010014");
  await tapToCheck(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
  await pickArea(page, "所在城市", ["广东省", "东莞市"]);
  await choose(page, "职业身份", "自由职业");
  await choose(page, "月收入", "3000以下");
  await page.getByRole("button", { name: "下一步" }).click();
  for (const label of ["社保", "公积金", "房产", "车产", "征信"]) {
    await chooseFirst(page, label);
  }
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "提交申请" }).click();
  await page.waitForURL(/\/only-download(\?|$)/);
  const [saved] = await pageRequests(page, request, "/v3/user/formSave");
  expect(saved?.body).toMatchObject({
    form_kind: "form-package-test",
    city: "441900",
    city_name: "广东省 东莞市",
  });
});

test("the area data is not in the page's initial JavaScript; it loads when the picker is focused", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  // Each body is asked for as its response arrives, so none is missed however late it is read.
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  const scripts = () => Promise.all(bodies);
  await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
  // Hydrated (Astro drops `ssr` then): the form's island and every chunk it imports are in.
  await page.locator("astro-island:not([ssr])").first().waitFor({ state: "attached" });
  expect((await scripts()).length).toBeGreaterThan(0);
  expect((await scripts()).some((text) => text.includes("东城区"))).toBe(false);
  await page.getByRole("button", { name: /所在城市/ }).focus();
  await expect
    .poll(async () => (await scripts()).some((text) => text.includes("东城区")), { timeout: 15_000 })
    .toBe(true);
});

test(
  "p4 pop-up: a dialog over the page; 稍后填写 closes it, 继续填写信息 opens it again with the focus inside, Escape closes it; a failed real-name check stops at the ID field",
  JOURNEY,
  async ({ page, request }) => {
    await loggedIn(page, request);
    await page.goto(bundleUrl(BUNDLE, "/form-app/p4infopop-app"));
    const dialog = page.getByRole("dialog", { name: "补充信息，查看借款额度" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "姓名", exact: true }).fill("赵六");
    await dialog.getByRole("button", { name: "稍后填写" }).click();
    await expect(dialog).toBeHidden();
    const reopen = page.getByRole("button", { name: "继续填写信息" });
    await expect(reopen).toBeFocused();
    await reopen.click();
    await expect(dialog.getByRole("button", { name: "稍后填写" })).toBeFocused();
    // What was typed before closing is still there.
    await expect(dialog.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("赵六");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();

    // Closing and opening left the form as it was: the application goes on in the same dialog.
    await reopen.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "姓名", exact: true }).fill("测试拒绝");
    await dialog.getByRole("textbox", { name: "身份证号", exact: true }).fill(ID_NUMBER);
    await tapToCheck(dialog.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
    await pickArea(page, "所在城市", ["天津市", "天津市"]);
    await choose(page, "月收入", "5000-8000", dialog);
    await tapToCheck(dialog.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await dialog.getByRole("button", { name: "提交申请" }).click();
    // The full backend says no in a field, the lean one with a code and its own message.
    await expect(dialog.getByText(/实名认证未通过/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "身份证号", exact: true })).toBeFocused();
    expect(
      await pageRequests(page, request, "/v3/user/formSave").then((rows) =>
        rows.some((r) => r.body.form_kind === "p4infopop-app"),
      ),
    ).toBe(false);
    await dialog.getByRole("textbox", { name: "姓名", exact: true }).fill("赵六");
    await dialog.getByRole("button", { name: "提交申请" }).click();
    await page.waitForURL(/\/success-download(\?|$)/);
  },
);

test(
  "iOS flow: basic information (save), two contacts (formSave), loading, result",
  JOURNEY,
  async ({ page, request }) => {
    await loggedIn(page, request);
    await page.goto(bundleUrl(BUNDLE, "/iosversion/ios-form-package"));
    await page.getByRole("button", { name: "下一步" }).click();
    await expect(page.getByText("请填写详细地址")).toBeVisible();
    await expect(page.getByText("请选择地区")).toBeVisible();
    await page.getByRole("textbox", { name: "姓名", exact: true }).fill("钱七");
    await page.getByRole("textbox", { name: "身份证号", exact: true }).fill("11010119900307803X");
    await tapToCheck(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
    await choose(page, "学历", "本科");
    await tapToCheck(page.getByRole("radio", { name: "已婚", exact: true }));
    await pickArea(page, "居住地区", ["北京市", "北京市", "东城区"]);
    await expect(page.getByRole("button", { name: /居住地区/ })).toHaveText("北京市 东城区");
    await page.getByLabel("详细地址").fill("东四");
    await choose(page, "职业身份", "上班族");
    await choose(page, "月收入", "8000-15000");
    await choose(page, "工作年限", "1-3年");
    await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await page.getByRole("button", { name: "下一步" }).click();
    await expect(page.getByText("详细地址应为5-60个字")).toBeVisible();
    await page.getByLabel("详细地址").fill("东四十条甲1号院2号楼");
    await page.getByRole("button", { name: "下一步" }).click();
    await page.waitForURL(/\/iosversion\/ios-person-contact$/);
    const [basic] = await pageRequests(page, request, "/v3/user/save");
    expect(basic?.body).toMatchObject({
      form_kind: "ios-basic",
      residence: "110101",
      residence_city_code: "110100",
    });

    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("请填写正确的电话").first()).toBeVisible();
    await tapToCheck(page.getByRole("radio", { name: "父母", exact: true }));
    await page.getByLabel("家庭联系人姓名").fill("钱大");
    await page.getByLabel("家庭联系人手机号").fill("13900001111");
    await tapToCheck(page.getByRole("radio", { name: "朋友", exact: true }));
    await page.getByLabel("其他联系人姓名").fill("孙二");
    await page.getByLabel("其他联系人手机号").fill("13900001111");
    await tapToCheck(page.getByRole("checkbox", { name: /已取得联系人同意/ }));
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("两位联系人的手机号不能相同").first()).toBeVisible();
    await page.getByLabel("其他联系人手机号").fill("13800138000");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("联系人手机号不能与本人手机号相同")).toBeVisible();
    await page.getByLabel("其他联系人手机号").fill("13700002222");
    await page.getByRole("button", { name: "提交" }).click();
    await page.waitForURL(/\/iosversion\/ios-loading\?result=success/);
    await expect(page.getByRole("status")).toHaveText("加载中...");
    await page.waitForURL(/\/iosversion\/ios-result-success$/);
    await expect(page.getByRole("heading", { name: "申请已提交" })).toBeVisible();
  },
);

test("/city and /from show 加载中... and lead to the form", JOURNEY, async ({ page, request }) => {
  await loggedIn(page, request);
  for (const path of ["/city", "/from"]) {
    const host = new URL(bundleUrl(BUNDLE)).host;
    const html = await (await request.get(`${serverUrl()}${path}`, { headers: { host } })).text();
    expect(html).toContain("加载中...");
    await page.goto(bundleUrl(BUNDLE, `${path}?c=5818`));
    // The page's own script keeps the query; the guard (logged in) may get there first without it,
    // and one of the two navigations may cancel the other: wait for where the page settles.
    await expect(page).toHaveURL(/\/form-package(\?c=5818)?$/, { timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toBeVisible();
  }
});

test("what a visitor types before the form is interactive is kept (slow phone)", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  // Hold the form's script back, as a slow 4G connection would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/FormApp\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await page.getByRole("textbox", { name: "借款金额", exact: true }).fill("30000");
  await tapToCheck(page.getByRole("radio", { name: "12期" }));
  release();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");
  await expect(page.getByRole("textbox", { name: "借款金额", exact: true })).toHaveValue("30000");
  await expect(page.getByRole("radio", { name: "12期" })).toBeChecked();
  // The island's own state has them too: submitting does not ask for the name again.
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("请选择地区")).toBeVisible();
  await expect(page.getByText("请填写姓名")).toHaveCount(0);
});

test("Back steps back through the form; leaving a started form asks once, then lets go", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto(bundleUrl(BUNDLE, "/download-page"));
  await page.goto(bundleUrl(BUNDLE, "/form-package"));
  await page.getByRole("textbox", { name: "姓名", exact: true }).fill("张三");
  await page.getByRole("textbox", { name: "身份证号", exact: true }).fill(ID_NUMBER);
  await tapToCheck(page.getByRole("checkbox", { name: /身份证号（敏感个人信息）/ }));
  await pickArea(page, "所在城市", ["广东省", "广州市"]);
  await choose(page, "职业身份", "上班族");
  await choose(page, "月收入", "8000-15000");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByRole("heading", { name: /第2步/ })).toBeFocused();

  // The phone's Back returns to step 1, on the same page, with what was typed.
  await page.goBack();
  await expect(page.getByRole("heading", { name: /第1步/ })).toBeVisible();
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/form-package"));
  await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("张三");

  // Back again would leave: the visitor is asked once, and may stay.
  await page.goBack();
  const prompt = page.getByRole("alertdialog", { name: "确定离开吗？" });
  await expect(prompt).toContainText("再填3步即可提交申请");
  await expect(prompt.getByRole("button", { name: "继续填写" })).toBeFocused();
  await prompt.getByRole("button", { name: "继续填写" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/form-package"));

  // Asked once: the next Back leaves, without a second prompt.
  await page.goBack();
  await expect(page).toHaveURL(bundleUrl(BUNDLE, "/download-page"));
});

test.describe("a returning visitor", () => {
  /** Saves a form for the logged-in user straight through the API, as an earlier visit would have. */
  async function savedBefore(
    request: Parameters<typeof loggedIn>[1],
    token: string,
    fields: Record<string, string>,
  ) {
    const response = await request.post(`${serverUrl()}/v3/user/formSave`, {
      form: { _token: token, ...fields },
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  }

  test("finds what the backend knows filled in, and the draft wins", JOURNEY, async ({ page, request }) => {
    const { token } = await loggedIn(page, request);
    await savedBefore(request, token, {
      form_kind: "form-package-simple",
      name: "赵六",
      monthly_income: "8000-15000",
    });
    await page.goto(bundleUrl(BUNDLE, "/form-package"));
    // The full backend knows the name; the lean one says nothing, and the form is simply empty.
    const name = page.getByRole("textbox", { name: "姓名", exact: true });
    await expect(name).toHaveValue(leanBackend() ? "" : "赵六");
    await expect(pickerButton(page, "月收入")).toHaveText(leanBackend() ? "请选择" : "8000-15000");
    await name.fill("钱七");
    // The draft is written just after the keystroke; a reload before that would test nothing.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("form_draft:form-package") ?? ""))
      .toContain("钱七");
    await page.reload();
    await expect(name).toHaveValue("钱七");
  });

  test("who sent the form from this phone sees that, when, and where they stand; 修改申请信息 shows it again", async ({
    page,
    request,
  }) => {
    await loggedIn(page, request);
    await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
    await fillSimpleForm(page);
    await page.getByRole("button", { name: "提交申请" }).click();
    await page.waitForURL(/\/success-download(\?|$)/);
    await page.goto(bundleUrl(BUNDLE, "/form-package-simple"));
    const status = page.getByRole("region", { name: "您已提交过申请" });
    await expect(status).toBeVisible();
    await expect(status.getByText(/提交日期：\d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(status.getByRole("link", { name: "查看申请结果" })).toHaveAttribute(
      "href",
      /^\/success-download/,
    );
    await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toBeHidden();
    await status.getByRole("button", { name: "修改申请信息" }).click();
    await expect(status).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue(
      leanBackend() ? "" : "张三",
    );
  });

  test("whose application the backend calls complete still sees the form (decision 025)", async ({
    page,
    request,
  }) => {
    const { token } = await loggedIn(page, request);
    await savedBefore(request, token, {
      form_kind: "form-package",
      name: "孙八",
      id_number: ID_NUMBER,
      monthly_income: "8000-15000",
    });
    const asked = countCalls(page, "/v3/user/get");
    await page.goto(bundleUrl(BUNDLE, "/form-package"));
    await expect(page.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue(
      leanBackend() ? "" : "孙八",
    );
    expect(new URL(page.url()).pathname).toBe("/form-package");
    // The form reads the guard's answer: one /v3/user/get on the page, not two.
    expect(asked()).toBe(1);
  });
});
