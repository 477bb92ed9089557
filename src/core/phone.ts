/** Phone rules of spec section 5 and REFERENCE.md "Validation". */
import { VIRTUAL_OPERATOR_EXEMPT_NUMBERS } from "../config/channels.ts";

/** Spec 5: "Mainland mobile: 11 digits, starts with 1, second digit 3 to 9." */
const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Phone helper, mobile form: "optional 86 or +86, then 1 and 10 more digits". */
const HELPER_MOBILE_PATTERN = /^(?:\+?86)?1\d{10}$/;

/** Phone helper, landline form: "starting with 0 with 10 to 13 digits or hyphens". */
const HELPER_LANDLINE_PATTERN = /^0[\d-]{9,12}$/;

/** Spec 5's virtual-operator or reseller prefixes that are flagged, in the spec's order. */
const VIRTUAL_OPERATOR_PREFIXES: readonly string[] =
  "1704 1707 1708 1709 171 146 167 141 149 1700 1701 1702 162 174 165 1703 1706 1705".split(" ");

/**
 * Phone helper validity: after stripping, a mainland mobile number (optional 86 or +86) or a
 * landline. The `+` of +86 is stripped first, so "+86 138..." is read as "86138...".
 * @public Spec 5's helper; no form takes a landline yet (decision 070 in docs/decisions/forms.md).
 */
export function isValidHelperPhone(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  // Spec 5: "strip characters other than digits, hyphen and pipe".
  const phone = raw.replace(/[^\d|-]/g, "");
  return HELPER_MOBILE_PATTERN.test(phone) || HELPER_LANDLINE_PATTERN.test(phone);
}

/** Separators people type or paste inside a phone number: spaces (also full-width), hyphens, dots, brackets. */
const PHONE_SEPARATORS = /[\s\u3000\-‐‑–—.()（）]/g;

/** A country prefix for China (+86, 0086 or 86) in front of an 11-digit number starting with 1. */
const CHINA_PREFIX = /^(?:\+86|0086|86)(?=1\d{10}$)/;

/**
 * The one mobile-number normaliser (REFERENCE.md: checked "after stripping spaces, `-`, `+86`"),
 * used by the forms, the login, the contract and the reference server: separators go, and a
 * China country prefix goes when an 11-digit number starting with 1 follows it. Anything else
 * is kept as typed, so the validity check that follows still sees it.
 */
export function normalizeMobile(raw: string): string {
  return raw.replace(PHONE_SEPARATORS, "").replace(CHINA_PREFIX, "");
}

/** Mainland mobile number after {@link normalizeMobile}. */
export function isMainlandMobile(raw: unknown): boolean {
  return typeof raw === "string" && MAINLAND_MOBILE_PATTERN.test(normalizeMobile(raw));
}

/** True when the number starts with a virtual-operator prefix and is not exempt. */
export function isVirtualOperatorNumber(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const phone = normalizeMobile(raw);
  if (VIRTUAL_OPERATOR_EXEMPT_NUMBERS.includes(phone)) return false;
  return VIRTUAL_OPERATOR_PREFIXES.some((prefix) => phone.startsWith(prefix));
}

/** Masks a mobile number for display and logs (REFERENCE.md): 138****8000. */
export function maskPhone(raw: string): string {
  const phone = normalizeMobile(raw);
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Digits of a mainland mobile number. */
export const PHONE_LENGTH = 11;

/**
 * Keeps what a phone field may hold: a pasted "+86 138-0013-8000" becomes "13800138000";
 * other characters are dropped and the value is cut at 11 digits.
 */
export function cleanPhoneInput(raw: string): string {
  return normalizeMobile(raw).replace(/\D/g, "").slice(0, PHONE_LENGTH);
}
