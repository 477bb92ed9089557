/**
 * The one login of the funnel. Every way in (the SMS island, the SMS fields inside forms, the
 * guard's mark and markcode exchange, the native app's hand-over, one-click login) ends here:
 * one answer reader (src/contract/answers.ts readLogin), one way to store the session, and
 * channel activation at most once per 30 minutes after every kind of login (spec sections 4
 * and 9). Writes go through the stores (stores.ts), so the guard's chunk and the islands share it.
 */
import { atom } from "nanostores";
import { CHANNEL_ACTIVATION_INTERVAL_MS } from "../config/channels.ts";
import { withoutSpentLogin, type Login } from "../core/incoming-login.ts";
import { SMS_CHALLENGE } from "../config/answer-fields.ts";
import { readSmsChallenge } from "../contract/answers.ts";
import * as api from "../contract/calls.ts";
import { activatedRecently } from "../core/guard-decide.ts";
import {
  LOGIN_MESSAGES,
  cleanCodeInput,
  codeProblem,
  phoneProblem,
  smsSentMessage,
} from "../core/login/login-fields.ts";
import { CONSENT_FIELD, SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../core/login/sms-fields.ts";
import { sendCodeBlock } from "../core/login/send-code.ts";
import { countdownEnd, isSpentCodeRefusal } from "../core/login/sms-countdown.ts";
import { isMainlandMobile, maskPhone, normalizeMobile, cleanPhoneInput } from "../core/phone.ts";
import { ApiError, messageOf, request, requestOk } from "./api.ts";
import { listenForAgreementTaps } from "./agreement-sheet.ts";
import { askConsent } from "./consent-sheet.ts";
import { guardHasRun } from "./guard-has-run.ts";
import { fillStoredPhone, SMS_LOGIN } from "./start/early-login.ts";
import { takeTaps } from "./start/held-taps.ts";
import { $phone, $smsCountdownUntil, $smsPhone } from "./page-stores.ts";
import { $activeChannelTime, $channel, recordActivation, storeLogin } from "./stores.ts";

/** Shown when a login answered code 200 but carried no token the page could store. */
const LOGIN_ANSWER_UNREADABLE = "登录失败：服务返回的数据不完整，请稍后重试";

/** The login calls by the way the visitor came in. */
const LOGIN_CALLS = {
  sms: api.loginSmsCode,
  oneClick: api.loginH5,
  mark: api.loginMark,
  markcode: api.loginMarkCode,
} as const;

type LoginMethod = keyof typeof LOGIN_CALLS;

type LoginFields<M extends LoginMethod> =
  (typeof LOGIN_CALLS)[M] extends api.ApiCall<infer F, unknown> ? F : never;

/**
 * How long a login waits for the channel activation before the visitor moves on. The call
 * itself keeps the spec's timeout; waiting longer would hold the visitor for a report.
 */
const ACTIVATION_WAIT_MS = 3000;

/**
 * Exchanges what the visitor brought (phone + code, phone token, mark, markcode) for a login.
 * Rejects with ApiError: the server's message for a refusal, {@link LOGIN_ANSWER_UNREADABLE}
 * when a success carried no token.
 */
export async function exchangeLogin<M extends LoginMethod>(
  method: M,
  fields: LoginFields<M>,
): Promise<Login> {
  const call = LOGIN_CALLS[method] as api.ApiCall<LoginFields<M>, Login | undefined>;
  const login = await requestOk(call, fields);
  if (!login) throw new ApiError("server", { message: LOGIN_ANSWER_UNREADABLE });
  return login;
}

/** Stores a login: token, user id, and the phone when it is a mainland mobile number. */
export function storeSession(login: Login, phone?: string): void {
  storeLogin(login);
  const mobile = phone === undefined ? "" : normalizeMobile(phone);
  if (isMainlandMobile(mobile)) $phone.set(mobile);
}

/**
 * Marks `channel` active and records when (spec 4). Never rejects: a failed activation must
 * not undo a login; it is tried again after the next one.
 */
export async function activateChannel(channel: string, at: number): Promise<void> {
  try {
    const reply = await request(api.activeChannel, {});
    if (reply.ok) recordActivation(channel, at);
  } catch {
    // Reported again after the next login; the visitor's flow does not depend on it.
  }
}

/**
 * Activates the stored channel when due (spec 9: "Channel activation reported at most once per
 * 30 minutes"), waiting at most {@link ACTIVATION_WAIT_MS}.
 */
export async function activateChannelIfDue(now: number = Date.now()): Promise<void> {
  const channel = $channel.get();
  const last = $activeChannelTime.get()[channel];
  if (activatedRecently(last, now, CHANNEL_ACTIVATION_INTERVAL_MS)) return;
  await Promise.race([
    activateChannel(channel, now),
    new Promise<void>((resolve) => setTimeout(resolve, ACTIVATION_WAIT_MS)),
  ]);
}

/** Logs in: exchanges, stores the session, activates the channel when due. */
export async function logIn<M extends LoginMethod>(
  method: M,
  fields: LoginFields<M>,
  phone?: string,
): Promise<Login> {
  const login = await exchangeLogin(method, fields);
  storeSession(login, phone);
  await activateChannelIfDue();
  return login;
}

/**
 * Opens /form-package after a login with the landing query (channel, attribution), without the
 * spent login marks: the guard there decides where a fresh login goes (spec section 4).
 */
export function goAfterLogin(): void {
  const next = new URL(`/form-package${window.location.search}`, "https://page.invalid");
  // In place of the login page: Back from the form leaves, instead of landing on a login page
  // whose guard sends the logged-in visitor straight back to the form (issue 53).
  window.location.replace(withoutSpentLogin(next));
}

/** Logs in with a phone number (normalised here) and the SMS code the visitor typed. */
export function logInWithSms(phone: string, code: string): Promise<Login> {
  const mobile = normalizeMobile(phone);
  return logIn("sms", { phone: mobile, code: code.trim() }, mobile);
}

/*
 * The SMS login's actions, without React (decision 150): 获取验证码 and 登录 read the form and
 * publish what the island shows in `$smsLogin`; one delegated listener calls them for every tap.
 */

/** A login's message line: its tone, its text and the field it is about. */
export interface Notice {
  tone: "error" | "info";
  text: string;
  about?: "consent" | "phone" | "code";
}

/** What the SMS login shows: a request in flight, and the last message. */
interface SmsLoginState {
  sending: boolean;
  loggingIn: boolean;
  notice: Notice | null;
}

export const SMS_LOGIN_IDLE: SmsLoginState = { sending: false, loggingIn: false, notice: null };

export const $smsLogin = atom<SmsLoginState>(SMS_LOGIN_IDLE);

type Place = "entry" | "form";
type Action = "send" | "login";

const CONSENT_MESSAGE: Record<Place, string> = {
  entry: LOGIN_MESSAGES.consentForSms,
  form: LOGIN_MESSAGES.consentInForm,
};

function update(change: Partial<SmsLoginState>): void {
  $smsLogin.set({ ...$smsLogin.get(), ...change });
}

/** The phone, code and consent as the form holds them now, cleaned as the fields clean them. */
function readLogin(root: HTMLElement) {
  // The login's own form on an entry page, the surrounding one inside a form.
  const form = root.closest("form");
  const data = form ? new FormData(form) : new FormData();
  return {
    phone: cleanPhoneInput(String(data.get(SMS_PHONE_FIELD) ?? "")),
    code: cleanCodeInput(String(data.get(SMS_CODE_FIELD) ?? "")),
    consent: data.has(CONSENT_FIELD),
  };
}

const FIELD_NAMES = { phone: SMS_PHONE_FIELD, code: SMS_CODE_FIELD, consent: CONSENT_FIELD } as const;

/** Puts the visitor in a field of the login's form. */
function focusField(root: HTMLElement, about: Notice["about"]): void {
  const target = about && root.closest("form")?.elements.namedItem(FIELD_NAMES[about]);
  if (target instanceof HTMLElement) target.focus();
}

/**
 * The consent asked in one tap (consent-sheet.ts) when the box is unticked: true once given.
 * The login's buttons do not spin while the sheet asks.
 */
async function consentGiven(root: HTMLElement): Promise<boolean> {
  const box = root.closest("form")?.elements.namedItem(CONSENT_FIELD);
  if (!(box instanceof HTMLInputElement)) return false;
  for (const button of root.querySelectorAll(`[${SMS_LOGIN.action}]`))
    button.setAttribute("aria-busy", "false");
  return askConsent(box);
}

/** Shows a problem and puts the visitor in the field it is about. */
function fail(root: HTMLElement, text: string, about?: Notice["about"]): void {
  update({ notice: { tone: "error", text, ...(about ? { about } : {}) } });
  focusField(root, about);
}

/** Security checks solved for one tap before the page gives up: a server that asks again and again is broken. */
const CHALLENGE_ROUNDS = 2;

/**
 * Asks for a code to `phone`; resolves with the resend wait the answer names. A busy server may
 * first ask for a security check (decision 440): the page says so, solves it with the solver
 * loaded only now, and asks again with the solution. Rejects with ApiError when refused.
 */
async function requestCode(phone: string): Promise<number | undefined> {
  let reply = await request(api.sendLoginSms, { phone });
  for (let round = 0; !reply.ok; round += 1) {
    const asked = readSmsChallenge(reply.code, reply.data);
    if (!asked)
      throw new ApiError("server", {
        code: reply.code,
        ...(reply.message ? { message: reply.message } : {}),
      });
    if (round === CHALLENGE_ROUNDS) throw new ApiError("server", { message: LOGIN_MESSAGES.challengeFailed });
    update({ notice: { tone: "info", text: LOGIN_MESSAGES.challenging } });
    const nonce = await import("../core/login/sms-challenge.ts")
      .then(({ solveChallenge }) => solveChallenge(asked.challenge, asked.difficulty))
      .catch(() => undefined);
    if (nonce === undefined) throw new ApiError("server", { message: LOGIN_MESSAGES.challengeFailed });
    reply = await request(api.sendLoginSms, {
      phone,
      [SMS_CHALLENGE.challengeField]: asked.challenge,
      [SMS_CHALLENGE.solutionField]: nonce,
    });
  }
  return reply.data;
}

/** 获取验证码: checks the phone and the consent, then asks for a code once. */
async function sendCode(root: HTMLElement, place: Place): Promise<void> {
  if ($smsLogin.get().sending) return;
  const { phone, consent } = readLogin(root);
  // The starter's early send asks by this same rule (src/client/start/early-login.ts).
  const block = sendCodeBlock({ phone, consent, countdownUntil: $smsCountdownUntil.get(), now: Date.now() });
  if (block === "countdown") return;
  if (block === "phone") return fail(root, phoneProblem(phone), "phone");
  if (block === "consent" && !(await consentGiven(root)))
    return fail(root, CONSENT_MESSAGE[place], "consent");
  update({ sending: true, notice: null });
  try {
    // The request carries the channel the guard settles from the address.
    await guardHasRun();
    // The answer may name the resend wait.
    const wait = await requestCode(normalizeMobile(phone));
    $smsCountdownUntil.set(countdownEnd(Date.now(), wait));
    $smsPhone.set(phone);
    update({ notice: { tone: "info", text: smsSentMessage(maskPhone(phone)) } });
    focusField(root, "code");
  } catch (error) {
    fail(root, messageOf(error));
  } finally {
    update({ sending: false });
  }
}

/** 登录 on an entry page: checks phone, consent and code, logs in once and moves on. */
async function logInFromForm(root: HTMLElement): Promise<void> {
  if ($smsLogin.get().loggingIn) return;
  const { phone, code, consent } = readLogin(root);
  const phoneMessage = phoneProblem(phone);
  if (phoneMessage) return fail(root, phoneMessage, "phone");
  if (!consent && !(await consentGiven(root))) return fail(root, LOGIN_MESSAGES.consentForLogin, "consent");
  const codeMessage = codeProblem(code);
  if (codeMessage) {
    const sentBefore = $smsCountdownUntil.get() !== 0;
    return fail(root, sentBefore || code ? codeMessage : LOGIN_MESSAGES.codeNotRequested, "code");
  }
  update({ loggingIn: true, notice: null });
  try {
    await guardHasRun();
    await logInWithSms(phone, code);
    update({ notice: { tone: "info", text: LOGIN_MESSAGES.loggingIn } });
    // Stays busy: the page is being replaced, a second tap must not log in again.
    goAfterLogin();
  } catch (error) {
    update({ loggingIn: false });
    const message = messageOf(error);
    // A spent code needs a new one: the send button must agree with the message.
    if (error instanceof ApiError && isSpentCodeRefusal(error.code, message)) {
      $smsCountdownUntil.set(Math.min($smsCountdownUntil.get(), Date.now()));
    }
    fail(root, message, "code");
  }
}

/** Runs the action of a tapped login button; its busy mark shows until the action ends. */
function act(button: HTMLElement): void {
  const root = button.closest<HTMLElement>(`[${SMS_LOGIN.root}]`);
  const action = button.getAttribute(SMS_LOGIN.action) as Action | null;
  if (!root || !action) return;
  const place: Place = root.getAttribute(SMS_LOGIN.root) === "form" ? "form" : "entry";
  button.setAttribute("aria-busy", "true");
  const run = action === "send" ? sendCode(root, place) : logInFromForm(root);
  void run.finally(() => {
    const state = $smsLogin.get();
    if (!(action === "send" ? state.sending : state.loggingIn)) button.setAttribute("aria-busy", "false");
  });
}

/**
 * Listens for taps on the login buttons of the page, once per page: from the page's own
 * script on entry pages (right after first paint), from the island on form pages. Taps the
 * inline starter held before this ran are acted on now, once.
 */
export function listenForLoginTaps(): void {
  const held = takeTaps("login");
  if (!held) return;
  const onTap = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    const button =
      event.type === "submit"
        ? element?.closest(`[${SMS_LOGIN.root}]`)?.querySelector(`[${SMS_LOGIN.action}="login"]`)
        : element?.closest(`[${SMS_LOGIN.action}]`);
    if (!(button instanceof HTMLElement)) return;
    // Ours alone: no native submit, and the island's held hydration does not hold it again.
    event.preventDefault();
    event.stopImmediatePropagation();
    act(button);
  };
  document.addEventListener("click", onTap, true);
  document.addEventListener("submit", onTap, true);
  fillStoredPhone();
  for (const button of held) act(button);
  // The consent's agreement links open in a sheet, as fast as the login acts.
  listenForAgreementTaps();
}
