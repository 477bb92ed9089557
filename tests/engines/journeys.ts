/**
 * The main journeys in one engine (issue 50): SMS login to the form; the form with every kind of
 * picker, Back and submit; the calculator; /car-valuation to /carloan; an agreement sheet; the
 * download and marketplace pages; and every built page of the default bundle without console
 * errors or sideways scroll. Each picker must show its options at 360×640 and 390×844.
 * The Playwright specs hold the rules in detail; these hold that the engines draw and run them.
 */
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, inject, test } from "vitest";
import { readLogin } from "../../src/contract/answers.ts";
import { PHONE_SIZES, startEngine, type Engine, type EngineName, type PhoneSize } from "./engines.ts";
import { Visitor } from "./visitor.ts";

declare module "vitest" {
  export interface ProvidedContext {
    serverPort: number;
  }
}

const ID_NUMBER = "11010519491231002X";
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** A random, valid mainland mobile number, so runs never share SMS limits. */
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The open sheet shows its options: a body of real height whose first option is on screen. */
function sheetShowsOptions(): boolean {
  const sheet = document.querySelector("dialog[open]");
  const body = sheet?.querySelector(".sheet-body");
  const option = body?.querySelector('[role="option"]')?.getBoundingClientRect();
  if (!sheet || !body || !option) return false;
  const box = sheet.getBoundingClientRect();
  return (
    body.getBoundingClientRect().height >= 120 &&
    option.height > 0 &&
    option.bottom <= innerHeight &&
    box.top >= 0 &&
    box.bottom <= innerHeight + 1
  );
}

/** Opens the picker of the hidden field `name` and checks that its sheet shows its options. */
async function openPicker(visitor: Visitor, name: string): Promise<void> {
  await visitor.tap(`input[type="hidden"][name="${name}"] + button`);
  await visitor.until(`the ${name} sheet shows its options`, sheetShowsOptions);
}

/** The first option of a list that is an answer (暂不填写 is none). */
const FIRST_ANSWER = /^(?!暂不填写).+$/;

/** Taps a row of the open sheet, in the list or column called `list` when given. */
const tapOption = (visitor: Visitor, option: string | RegExp, list?: string) =>
  visitor.tap(
    `dialog[open] ${list ? `[role="listbox"][aria-label="${list}"] ` : ""}[role="option"]`,
    typeof option === "string" ? exactly(option) : option,
  );

const confirmSheet = (visitor: Visitor) => visitor.tap("dialog[open] .sheet-confirm", /^确定$/);

async function pickArea(visitor: Visitor, name: string, province: string, city: string): Promise<void> {
  await openPicker(visitor, name);
  await tapOption(visitor, province, "省份");
  await tapOption(visitor, city, "城市");
  await confirmSheet(visitor);
  await visitor.until("the sheet has closed", () => !document.querySelector("dialog[open]"));
}

async function chooseFromList(visitor: Visitor, name: string, option: string | RegExp): Promise<void> {
  await openPicker(visitor, name);
  await tapOption(visitor, option);
  await visitor.until(
    `${name} holds the choice`,
    (field) =>
      !document.querySelector("dialog[open]") &&
      !!document.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.value,
    name,
  );
}

async function devSmsCode(port: number, phone: string): Promise<string> {
  const answer = (await (await fetch(`http://127.0.0.1:${port}/__dev/sms/latest?phone=${phone}`)).json()) as {
    code?: string;
    data?: { code?: string };
  };
  return String(answer.data?.code ?? answer.code ?? "");
}

/** A login made through the API (development markcode), stored as the page itself stores one. */
async function logInQuietly(visitor: Visitor, port: number): Promise<void> {
  const post = async (path: string, form: Record<string, string>) =>
    (await (
      await fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body: new URLSearchParams(form) })
    ).json()) as {
      data?: unknown;
    };
  const mark = (await post("/__dev/markcode", { phone: randomPhone(), kind: "markcode" })) as {
    data: { value: string };
  };
  const login = readLogin((await post("/v3/user/loginMarkCode", { markcode: mark.data.value })).data);
  if (!login) throw new Error("the development login gave no token");
  await visitor.visit("default", "/404err");
  await visitor.page.run(
    (token, userId) => {
      localStorage.setItem("access_token", token);
      localStorage.setItem("user_id", userId);
    },
    login.token,
    login.userId,
  );
}

interface Journey {
  name: string;
  size?: PhoneSize;
  run(visitor: Visitor, port: number): Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    name: "SMS login to the form, then the form with every kind of picker, Back and submit",
    async run(visitor, port) {
      const phone = randomPhone();
      await visitor.visit("default", "/login");
      await visitor.fill("#login-phone", phone);
      await visitor.tap('label[for="login-consent"]');
      await visitor.tap('button[data-login-action="send"]');
      await visitor.sees("验证码已发送");
      await visitor.fill("#login-code", await devSmsCode(port, phone));
      await visitor.tap('button[data-login-action="login"]');
      await visitor.isAt("/form-package");

      // Step 1: text, ID with its consent, the area's columns and two long lists.
      await visitor.fill("#form-package-name", "张三");
      await visitor.fill("#form-package-id_number", ID_NUMBER);
      await visitor.tap('label[for="form-package-id_consent"]');
      await pickArea(visitor, "city", "广东省", "广州市");
      await chooseFromList(visitor, "occupation", "上班族");
      await chooseFromList(visitor, "monthly_income", "8000-15000");
      await visitor.tap("button", /^下一步$/);
      // Step 2: quick-amount buttons, term chips, a list.
      await visitor.tap("button", /^10万$/);
      await visitor.until(
        "the amount is 100000",
        () => document.querySelector<HTMLInputElement>("#form-package-loan_amount")?.value === "100000",
      );
      await visitor.tap("label.ui-chip", /^24期$/);
      await chooseFromList(visitor, "loan_purpose", "装修");
      await visitor.tap("button", /^下一步$/);
      // Step 3: the lists and chips of the assets; the first answer of each.
      for (const name of ["social_security", "housing_fund", "housing", "credit_record"]) {
        await chooseFromList(visitor, name, FIRST_ANSWER);
      }
      await visitor.tap("label.ui-chip", /^无车$/);
      // The phone's Back returns to step 2 with what was chosen; 下一步 again, and step 3 kept it.
      await visitor.page.run(() => history.back());
      await visitor.until("Back shows step 2 with its amount", () => {
        const amount = document.querySelector<HTMLInputElement>("#form-package-loan_amount");
        return !!amount && amount.getClientRects().length > 0 && amount.value === "100000";
      });
      await visitor.tap("button", /^下一步$/);
      await visitor.until(
        "step 3 kept its choice",
        () => !!document.querySelector<HTMLInputElement>('input[name="social_security"]')?.value,
      );
      await visitor.tap('button[type="submit"]', /提交申请/);
      await visitor.sees("请阅读并同意相关协议");
      await visitor.tap('label[for="form-package-consent"]');
      await visitor.tap('button[type="submit"]', /提交申请/);
      await visitor.until(
        "the form is sent and the visitor moves on",
        () => location.pathname !== "/form-package",
      );
      await visitor.noErrors();
    },
  },
  ...PHONE_SIZES.map((size): Journey => ({
    name: `every picker of /car-valuation shows its options, then /carloan prefilled`,
    size,
    async run(visitor) {
      const year = String(new Date().getFullYear() - 3);
      await visitor.visit("car", "/car-valuation");
      await chooseFromList(visitor, "brand", "丰田");
      await chooseFromList(visitor, "series", "卡罗拉");
      await openPicker(visitor, "reg");
      await tapOption(visitor, `${year}年`, "年");
      await tapOption(visitor, "3月", "月");
      await confirmSheet(visitor);
      await visitor.fill('input[name="mileage"]', "4.5");
      await pickArea(visitor, "city", "广东省", "广州市");
      await visitor.tap('button[type="submit"]', /立即估值/);
      await visitor.sees("估值仅供参考");
      await visitor.tap("a", /^用爱车申请车主贷$/);
      await visitor.isAt("/carloan");
      await visitor.sees("丰田");
      await visitor.noErrors();
      await visitor.noSidewaysScroll();
    },
  })),
  ...PHONE_SIZES.map((size): Journey => ({
    name: "every picker of /form-package-simple shows its options",
    size,
    async run(visitor, port) {
      await logInQuietly(visitor, port);
      await visitor.visit("default", "/form-package-simple");
      await pickArea(visitor, "city", "北京市", "北京市");
      await chooseFromList(visitor, "occupation", "上班族");
      await chooseFromList(visitor, "monthly_income", "5000-8000");
      await visitor.noErrors();
    },
  })),
  {
    name: "the loan calculator: 5,869.28 a month, 6,155.56 the first month",
    async run(visitor) {
      await visitor.visit("default", "/loan-calculator");
      await visitor.fill("#calc-amount", "200000");
      await visitor.fill("#calc-months", "36");
      await visitor.fill("#calc-rate", "3.6");
      await visitor.tap('button[type="submit"]', /^计算$/);
      await visitor.sees("5,869.28 元");
      await visitor.tap("label.ui-chip", /^等额本金$/);
      await visitor.sees("6,155.56 元");
      await visitor.noErrors();
    },
  },
  {
    name: "an agreement opens in a sheet and closes, and what was typed stays",
    async run(visitor) {
      await visitor.visit("default", "/login");
      await visitor.fill("#login-phone", "13800138000");
      await visitor.tap('a[href="/other/user-agreement"]');
      await visitor.until("the agreement fills its sheet", () => {
        const sheet = document.querySelector("dialog[open]");
        return (
          !!sheet &&
          sheet.getBoundingClientRect().height > 300 &&
          (sheet.textContent ?? "").includes("用户服务协议")
        );
      });
      await visitor.tap("dialog[open] button", /^关闭$/);
      await visitor.until(
        "the sheet has closed on the login page",
        () => !document.querySelector("dialog[open]") && location.pathname === "/login",
      );
      await visitor.until(
        "the phone number stays",
        () => document.querySelector<HTMLInputElement>("#login-phone")?.value === "13800138000",
      );
      await visitor.noErrors();
    },
  },
  {
    name: "the download page and the marketplace",
    async run(visitor, port) {
      await logInQuietly(visitor, port);
      await visitor.visit("default", "/success-download");
      await visitor.until("a download action is shown", () =>
        [...document.querySelectorAll("a")].some(
          (link) => /APP|安装包/.test(link.textContent ?? "") && link.getClientRects().length > 0,
        ),
      );
      await visitor.noSidewaysScroll();
      await visitor.visit("default", "/success-loan-marketplace-download");
      await visitor.until(
        "four products, each apply link completed with the visitor",
        () =>
          document.querySelectorAll("[data-product-id]").length === 4 &&
          [...document.querySelectorAll<HTMLAnchorElement>("[data-product-id] a[href^='https://']")].every(
            (link) => link.href.includes("_user_id="),
          ),
      );
      await visitor.sees("年化利率（单利）");
      await visitor.noSidewaysScroll();
      await visitor.noErrors();
    },
  },
  {
    name: "every built page of the default bundle: no console errors, no sideways scroll",
    async run(visitor) {
      for (const path of builtPages("default")) {
        await visitor.visit("default", path);
        await visitor.settled();
        await visitor.noSidewaysScroll();
        await visitor.noErrors();
      }
    },
  },
];

/** The address of every HTML file of a built bundle: `x.html` as `/x`, `dir/index.html` as `/dir/`. */
function builtPages(bundle: string): string[] {
  const root = resolve(process.env.DIST_DIR ?? "dist", bundle);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/${relative(root, join(root, file))}`.replace(/index\.html$/, "").replace(/\.html$/, ""))
    .sort();
}

/** The journeys as tests of one engine, each in a fresh page with empty storage. */
export function engineJourneys(engine: EngineName): void {
  describe(engine, () => {
    let running: Engine;
    beforeAll(async () => {
      running = await startEngine(engine);
    }, 60_000);
    afterAll(() => running?.stop());

    for (const journey of JOURNEYS) {
      const size = journey.size ?? PHONE_SIZES[0]!;
      test(`${journey.name} (${size.width}×${size.height})`, async () => {
        const page = await running.open(size);
        try {
          await journey.run(new Visitor(page, size, inject("serverPort")), inject("serverPort"));
        } finally {
          await page.close();
        }
      });
    }
  });
}
