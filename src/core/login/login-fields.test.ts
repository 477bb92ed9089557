import { describe, expect, test } from "vitest";
import { CARRIERS } from "../../config/carriers.ts";
import { CONSENT_DOCUMENTS } from "../../config/compliance.ts";
import { findRoute } from "../../config/routes.ts";
import {
  LOGIN_MESSAGES,
  carrierServiceLine,
  loginConsentMessage,
  oneClickConsentDocuments,
  cleanCodeInput,
  codeProblem,
  phoneProblem,
  smsFieldErrors,
  smsSentMessage,
} from "./login-fields.ts";
import { cleanPhoneInput } from "../phone.ts";

describe("cleanPhoneInput", () => {
  test.each([
    ["13800138000", "13800138000"],
    ["138 0013 8000", "13800138000"],
    ["+86 138-0013-8000", "13800138000"],
    ["138001380001234", "13800138000"],
    ["abc", ""],
    ["１３８", ""], // full-width digits are not ASCII digits: the visitor retypes them
  ])("%j becomes %j", (raw, expected) => {
    expect(cleanPhoneInput(raw)).toBe(expected);
  });
});

describe("cleanCodeInput", () => {
  test.each([
    ["123456", "123456"],
    ["验证码：123456，5分钟内有效", "123456"], // pasting the whole SMS keeps the leading digits only
    ["12 34", "1234"],
    ["1234", "1234"],
    ["123456789", "12345678"],
    ["您的验证码 4821，10分钟内有效", "4821"],
  ])("%j becomes %j", (raw, expected) => {
    expect(cleanCodeInput(raw)).toBe(expected);
  });
});

describe("phoneProblem", () => {
  test.each([
    ["", LOGIN_MESSAGES.phoneEmpty],
    ["   ", LOGIN_MESSAGES.phoneEmpty],
    ["1380013800", LOGIN_MESSAGES.phoneInvalid],
    ["12800138000", LOGIN_MESSAGES.phoneInvalid], // second digit 2 is not a mainland mobile
    ["23800138000", LOGIN_MESSAGES.phoneInvalid],
    ["13800138000", ""],
    ["19912345678", ""],
  ])("%j gives %j", (phone, expected) => {
    expect(phoneProblem(phone)).toBe(expected);
  });
  test("the invalid-phone message is the spec's default", () => {
    expect(LOGIN_MESSAGES.phoneInvalid).toBe("请填写正确的电话");
  });
});

describe("codeProblem", () => {
  test.each([
    ["", LOGIN_MESSAGES.codeEmpty],
    ["  ", LOGIN_MESSAGES.codeEmpty],
    ["123", LOGIN_MESSAGES.codeInvalid],
    ["12345a", LOGIN_MESSAGES.codeInvalid],
    ["123456789", LOGIN_MESSAGES.codeInvalid],
    // The backend decides whether a code is right: any 4 to 8 digits may be sent.
    ["1234", ""],
    ["12345", ""],
    ["123456", ""],
    ["12345678", ""],
  ])("%j gives %j", (code, expected) => {
    expect(codeProblem(code)).toBe(expected);
  });
});

test("the consent messages say why nothing is sent", () => {
  expect(LOGIN_MESSAGES.consentForSms).toContain("同意");
  expect(LOGIN_MESSAGES.consentForSms).toContain("发送验证码");
});

test("the sent message masks the phone", () => {
  expect(smsSentMessage("138****8000")).toBe("验证码已发送至138****8000，请注意查收短信");
});

test("a code field without digits is emptied", () => {
  expect(cleanCodeInput("验证码")).toBe("");
});

describe("smsFieldErrors", () => {
  test.each([
    ["13800138000", "123456", {}],
    ["", "123456", { sms_phone: LOGIN_MESSAGES.phoneEmpty }],
    ["12345", "", { sms_phone: LOGIN_MESSAGES.phoneInvalid, sms_code: LOGIN_MESSAGES.codeEmpty }],
    ["13800138000", "12", { sms_code: LOGIN_MESSAGES.codeInvalid }],
  ])("phone %j and code %j give %j", (phone, code, expected) => {
    expect(smsFieldErrors(phone, code)).toEqual(expected);
  });
});

test.each(CONSENT_DOCUMENTS.map((doc) => [doc.href, doc.title]))("%s is a route titled %s", (href, title) => {
  expect(findRoute(href)?.title).toBe(title);
});

test("the consent messages name the three documents as one list", () => {
  expect(LOGIN_MESSAGES.consentForLogin).toBe(
    "请先阅读并勾选同意《用户服务协议》《隐私政策》和《联合登录协议》后再登录",
  );
});

describe("the carrier's service line", () => {
  test.each([
    ["cmcc", "认证服务由中国移动提供"],
    ["cucc", "认证服务由中国联通提供"],
    ["ctcc", "认证服务由中国电信提供"],
    [undefined, "认证服务由中国移动、中国联通或中国电信提供"],
  ] as const)("%s: %s", (carrier, line) => expect(carrierServiceLine(carrier)).toBe(line));
});

describe("the consent's documents", () => {
  test("a known carrier's terms come first, then the page's three documents", () => {
    const documents = oneClickConsentDocuments("cucc");
    expect(documents.map((doc) => doc.title)).toEqual([
      "联通统一认证服务条款",
      "用户服务协议",
      "隐私政策",
      "联合登录协议",
    ]);
    expect(documents[0]?.href).toBe(CARRIERS.cucc.termsUrl);
  });

  test("an unknown carrier: all three carriers' terms", () => {
    expect(
      oneClickConsentDocuments()
        .slice(0, 3)
        .map((doc) => doc.href),
    ).toEqual([CARRIERS.cmcc.termsUrl, CARRIERS.cucc.termsUrl, CARRIERS.ctcc.termsUrl]);
  });

  test("every carrier's terms are https", () => {
    for (const carrier of Object.values(CARRIERS)) expect(carrier.termsUrl).toMatch(/^https:\/\//);
  });

  test("names as the consent message says them", () => {
    expect(loginConsentMessage(oneClickConsentDocuments("cmcc"))).toBe(
      "请先阅读并勾选同意《中国移动认证服务条款》《用户服务协议》《隐私政策》和《联合登录协议》后再登录",
    );
    expect(loginConsentMessage([{ title: "一", href: "/a" }])).toBe("请先阅读并勾选同意《一》后再登录");
    expect(loginConsentMessage(oneClickConsentDocuments("ctcc"))).toBe(
      "请先阅读并勾选同意《天翼账号服务与隐私协议》《用户服务协议》《隐私政策》和《联合登录协议》后再登录",
    );
  });
});
