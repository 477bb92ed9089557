/**
 * 获取验证码 before the page's scripts ran (issue 39, decision 405): on an entry page the inline
 * starter carries this module, so a returning visitor's tap at first paint sends the code request
 * at once instead of a round trip later. It builds the request with the client's own code
 * (request-body.ts) and leaves the answer to the login's script: when that script acts on the
 * held tap, the client finds the request already sent to the same address for the same phone
 * and reads its answer (hand-over.ts). Nothing here runs before the first tap, so the first paint does
 * not wait for storage.
 */
import { API_PATHS } from "../../contract/paths.ts";
import { SUCCESS_CODES } from "../../config/answer-fields.ts";
import { sendCodeBlock } from "../../core/login/send-code.ts";
import { countdownEnd } from "../../core/login/sms-countdown.ts";
import { CONSENT_FIELD, SMS_PHONE_FIELD } from "../../core/login/sms-fields.ts";
import { cleanPhoneInput, normalizeMobile } from "../../core/phone.ts";
import { channelBeforeGuard } from "../../core/query.ts";
import { $phone, $smsCountdownUntil, $smsPhone } from "../page-stores.ts";
import { callRequest } from "../request-body.ts";
import { $accessToken, $channel } from "../stores.ts";
import { sendEarly, takeEarlyRequest } from "./hand-over.ts";

/** Marks on the markup (src/components/login/SmsLogin.tsx) the listener and the starter read. */
export const SMS_LOGIN = {
  /** The login's element; its value says where it is: an entry page's form or inside a form. */
  root: "data-sms-login",
  /** On the two buttons: "send" or "login" (they also carry `data-early="login"`, held-taps.ts). */
  action: "data-login-action",
} as const;

/** The code request's call (src/contract/calls.ts has the same path for the client); its identity is the phone. */
const SEND_CODE = { path: API_PATHS.sendLoginSms, tracking: false };

/** Fills the phone field with the number a code was just sent to, else the last login's. */
export function fillStoredPhone(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `[${SMS_LOGIN.root}] input[name="${SMS_PHONE_FIELD}"]`,
  )) {
    if (input.value === "") input.value = $smsPhone.get() || $phone.get();
  }
}

/**
 * Sends the code request of a 获取验证码 the starter holds when the login's own rule lets it ask
 * (src/core/login/send-code.ts: a valid number, filled in from the last login if empty, the
 * consent, no resend countdown) and the guard's channel is known; otherwise leaves the tap to the
 * login's script, which shows why.
 */
export function sendBeforeScripts(button: HTMLElement): void {
  const form = button.closest(`[${SMS_LOGIN.root}="entry"]`)?.closest("form");
  if (!form || button.getAttribute(SMS_LOGIN.action) !== "send") return;
  fillStoredPhone();
  const data = new FormData(form);
  const phone = cleanPhoneInput(String(data.get(SMS_PHONE_FIELD) ?? ""));
  const state = {
    phone,
    consent: data.has(CONSENT_FIELD),
    countdownUntil: $smsCountdownUntil.get(),
    now: Date.now(),
  };
  const channel = channelBeforeGuard(location.search, { token: $accessToken.get(), channel: $channel.get() });
  if (sendCodeBlock(state) || !channel) return;
  const identity = { phone: normalizeMobile(phone) };
  const { url, body } = callRequest(SEND_CODE, { ...identity, _channel: channel });
  sendEarly(url, identity, body);
}

/**
 * When the page's scripts did not come (script-rescue.ts): the code request sent above, if its
 * answer is a success (read as the client reads it: code 200, whatever else it holds), is taken
 * as the login's script would take it. The resend countdown and the number are stored, so
 * neither the scripts arriving late nor a reload send a second SMS inside the countdown.
 */
export async function acknowledgeSentCode(): Promise<boolean> {
  const held = takeEarlyRequest(callRequest(SEND_CODE, {}).url);
  if (!held) return false;
  try {
    const answer: unknown = await (await held.response).json();
    // The answer readers' success rule (src/contract/answers.ts isSuccess), without their tables.
    if (
      typeof answer !== "object" ||
      answer === null ||
      !SUCCESS_CODES.includes((answer as { code?: unknown }).code)
    )
      return false;
  } catch {
    return false;
  }
  $smsCountdownUntil.set(countdownEnd(Date.now()));
  $smsPhone.set(held.identity.phone ?? "");
  return true;
}
