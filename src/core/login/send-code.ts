/**
 * When 获取验证码 may ask for a code (issue 56): one rule for the login's `sendCode`
 * (src/client/login.ts), which tells the visitor what stops it, and for the starter's send before
 * the page's scripts ran (src/client/start/early-login.ts), which then leaves the tap to the login.
 */
import { isMainlandMobile } from "../phone.ts";
import { secondsLeft } from "./sms-countdown.ts";

/** The login's fields and its countdown as they are at the tap. */
interface SendCodeState {
  /** The phone field, cleaned as the field cleans it. */
  phone: string;
  /** The consent box is ticked. */
  consent: boolean;
  /** The stored end of the resend countdown (ms), 0 for none. */
  countdownUntil: number;
  now: number;
}

/** What stops a code request; the login says why (nothing while the countdown runs). */
export type SendCodeBlock = "countdown" | "phone" | "consent";

/** What stops a code request now, in the order the login checks it; undefined: ask for the code. */
export function sendCodeBlock({
  phone,
  consent,
  countdownUntil,
  now,
}: SendCodeState): SendCodeBlock | undefined {
  if (secondsLeft(countdownUntil, now) > 0) return "countdown";
  if (!isMainlandMobile(phone)) return "phone";
  return consent ? undefined : "consent";
}
