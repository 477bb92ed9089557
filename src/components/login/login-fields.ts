/**
 * What the login form accepts and the messages it shows. The phone rule itself is the core's
 * (src/core/validation.ts); this module only adds the login form's own wording.
 */
import { SMS_CODE } from "../../contract/auth.ts";
import { CONSENT_DOCUMENT_NAMES } from "./consent-documents.ts";
import { MESSAGES, isMainlandMobile, normalizeMobile } from "../../core/validation.ts";

/** Digits of a mainland mobile number. */
export const PHONE_LENGTH = 11;
/** Digits of an SMS login code (contract: SMS_CODE.length). */
export const CODE_LENGTH: number = SMS_CODE.length;

/** Messages of the login form, in one place so tests can find them. */
export const LOGIN_MESSAGES = {
  phoneEmpty: "请输入手机号码",
  phoneInvalid: MESSAGES.phoneInvalid,
  codeEmpty: "请输入短信验证码",
  codeInvalid: `请输入${SMS_CODE.length}位数字验证码`,
  codeNotRequested: "请先获取短信验证码",
  consentForSms: `请先阅读并勾选同意${CONSENT_DOCUMENT_NAMES}：发送验证码需要处理您的手机号，取得您的同意后我们才会发送`,
  consentForLogin: `请先阅读并勾选同意${CONSENT_DOCUMENT_NAMES}后再登录`,
  loggingIn: "登录成功，正在跳转…",
  badAnswer: "服务返回的数据有误，请稍后重试",
} as const;

/** Confirmation after a code was sent, naming the masked phone and how long the code is valid. */
export function smsSentMessage(maskedPhone: string): string {
  return `验证码已发送至${maskedPhone}，${Math.round(SMS_CODE.ttlSeconds / 60)}分钟内有效`;
}

/**
 * Keeps what a phone field may hold: a pasted "+86 138-0013-8000" becomes "13800138000";
 * other characters are dropped and the value is cut at 11 digits.
 */
export function cleanPhoneInput(raw: string): string {
  return normalizeMobile(raw).replace(/\D/g, "").slice(0, PHONE_LENGTH);
}

/** Keeps the digits of a code field, cut at the code length (a pasted "验证码：123456" works). */
export function cleanCodeInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** The problem with a phone number, or "" when it is a valid mainland mobile number. */
export function phoneProblem(phone: string): string {
  if (phone.trim() === "") return LOGIN_MESSAGES.phoneEmpty;
  return isMainlandMobile(phone) ? "" : LOGIN_MESSAGES.phoneInvalid;
}

/** The problem with an SMS code, or "" when it has the right number of digits. */
export function codeProblem(code: string): string {
  if (code === "") return LOGIN_MESSAGES.codeEmpty;
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? "" : LOGIN_MESSAGES.codeInvalid;
}
