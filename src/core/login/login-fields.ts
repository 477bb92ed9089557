/**
 * What every SMS login accepts (the login island and the SMS fields inside forms) and the
 * messages the logins show, in one table. The phone rule itself is the core's (src/core/phone.ts);
 * the code only has to look like a code: the backend says whether it is right.
 */
import { SMS_CODE_INPUT } from "../../config/answer-fields.ts";
import { CARRIER_IDS, CARRIERS, type CarrierId } from "../../config/carriers.ts";
import { CONSENT_DOCUMENTS, type ConsentDocument } from "../../config/compliance.ts";
import { isMainlandMobile } from "../phone.ts";
import { SMS_CODE_FIELD, SMS_PHONE_FIELD } from "./sms-fields.ts";
import { MESSAGES } from "../validation.ts";

/** Most digits an SMS login code may have (src/config/answer-fields.ts). */
export const CODE_MAX_LENGTH: number = SMS_CODE_INPUT.maxDigits;
const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_INPUT.minDigits},${SMS_CODE_INPUT.maxDigits}}$`);

/** The documents as a message names them: "《用户服务协议》《隐私政策》和《联合登录协议》". */
function documentNames(documents: readonly ConsentDocument[]): string {
  return documents
    .map((doc, i) => `${i > 0 && i === documents.length - 1 ? "和" : ""}《${doc.title}》`)
    .join("");
}

/** Shown when 登录 or 本机号码一键登录 is tapped before the consent to `documents` is ticked. */
export function loginConsentMessage(documents: readonly ConsentDocument[]): string {
  return `请先阅读并勾选同意${documentNames(documents)}后再登录`;
}

/** Messages of every SMS login, in one place so tests can find them. */
export const LOGIN_MESSAGES = {
  phoneEmpty: "请输入手机号码",
  phoneInvalid: MESSAGES.phoneInvalid,
  codeEmpty: "请输入短信验证码",
  codeInvalid: `验证码为${SMS_CODE_INPUT.minDigits}-${SMS_CODE_INPUT.maxDigits}位数字，请核对短信`,
  codeNotRequested: "请先获取短信验证码",
  consentForSms: `请先阅读并勾选同意${documentNames(CONSENT_DOCUMENTS)}：发送验证码需要处理您的手机号，取得您的同意后我们才会发送`,
  consentInForm: "请先阅读并勾选同意下方协议：发送验证码需要处理您的手机号，取得您的同意后我们才会发送",
  consentForLogin: loginConsentMessage(CONSENT_DOCUMENTS),
  loggingIn: "登录成功，正在跳转…",
  /** While the page solves the security check a busy server asked for (decision 440). */
  challenging: "正在进行安全验证…",
  /** The check could not be done (no answer found, the solver failed to load, asked again and again). */
  challengeFailed: "安全验证未完成，请点击“获取验证码”重试",
  /** Shown above the SMS form when one-click login's provider or the backend could not log in. */
  oneClickFellBack: "本机号码一键登录暂不可用，请使用短信验证码登录",
} as const;

/** Confirmation after a code was sent, naming the masked phone (how long it lasts is the backend's). */
export function smsSentMessage(maskedPhone: string): string {
  return `验证码已发送至${maskedPhone}，请注意查收短信`;
}

/**
 * Keeps the digits of a code field, cut at the longest code: a pasted "验证码：123456" gives
 * 123456, and a pasted SMS with more numbers after the code keeps the first run of digits.
 */
export function cleanCodeInput(raw: string): string {
  const firstRun = /\d[\d\s]*/.exec(raw)?.[0] ?? "";
  return firstRun.replace(/\D/g, "").slice(0, CODE_MAX_LENGTH);
}

/** The problem with a phone number, or "" when it is a valid mainland mobile number. */
export function phoneProblem(phone: string): string {
  if (phone.trim() === "") return LOGIN_MESSAGES.phoneEmpty;
  return isMainlandMobile(phone) ? "" : LOGIN_MESSAGES.phoneInvalid;
}

/** The problem with an SMS code, or "" when it can be a code (4-8 digits). */
export function codeProblem(code: string): string {
  if (code.trim() === "") return LOGIN_MESSAGES.codeEmpty;
  return CODE_PATTERN.test(code.trim()) ? "" : LOGIN_MESSAGES.codeInvalid;
}

/** Problems of the SMS fields inside a form, by field name (empty when both can be sent). */
export function smsFieldErrors(phone: string, code: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const phoneMessage = phoneProblem(phone);
  if (phoneMessage) errors[SMS_PHONE_FIELD] = phoneMessage;
  const codeMessage = codeProblem(code);
  if (codeMessage) errors[SMS_CODE_FIELD] = codeMessage;
  return errors;
}

/*
 * What the one-click login (本机号码一键登录) says: the line naming who provides the number
 * authentication and the terms its consent covers (the carrier's terms first, as the carriers'
 * contracts ask, then the page's own three documents). When the provider does not say which
 * carrier vouches, all three are named.
 */

const carriersOf = (carrier: CarrierId | undefined) => (carrier ? [carrier] : [...CARRIER_IDS]);

/** "认证服务由中国移动提供", or with the carrier unknown "认证服务由中国移动、中国联通或中国电信提供". */
export function carrierServiceLine(carrier?: CarrierId): string {
  const names = carriersOf(carrier).map((id) => CARRIERS[id].name);
  const others = names.slice(0, -1).join("、");
  const last = names.slice(-1).join("");
  return `认证服务由${others === "" ? last : `${others}或${last}`}提供`;
}

/** The documents of the one-click consent: the carrier's terms (or all three), then the page's own. */
export function oneClickConsentDocuments(carrier?: CarrierId): ConsentDocument[] {
  return [
    ...carriersOf(carrier).map((id) => ({ title: CARRIERS[id].termsTitle, href: CARRIERS[id].termsUrl })),
    ...CONSENT_DOCUMENTS,
  ];
}
