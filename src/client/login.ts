/**
 * The one login of the funnel. Every way in (the SMS island, the SMS fields inside forms, the
 * guard's mark and markcode exchange, the native app's hand-over, one-click login) ends here:
 * one answer reader (src/contract/answers.ts readLogin), one way to store the session, and
 * channel activation at most once per 30 minutes after every kind of login (spec sections 4
 * and 9). Writes go through the stores (stores.ts), so the guard's chunk and the islands share it.
 */
import { CHANNEL_ACTIVATION_INTERVAL_MS } from "../config/channels.ts";
import type { LoginAnswer } from "../contract/answers.ts";
import * as api from "../contract/calls.ts";
import { activatedRecently } from "../core/guard-paths.ts";
import { isMainlandMobile, normalizeMobile } from "../core/phone.ts";
import { ApiError } from "./api-error.ts";
import { request, requestOk } from "./api.ts";
import { $phone } from "./page-stores.ts";
import { $activeChannelTime, $channel, recordActivation, storeLogin } from "./stores.ts";

export type { LoginAnswer } from "../contract/answers.ts";

/** Shown when a login answered code 200 but carried no token the page could store. */
export const LOGIN_ANSWER_UNREADABLE = "登录失败：服务返回的数据不完整，请稍后重试";

/** The login calls by the way the visitor came in. */
const LOGIN_CALLS = {
  sms: api.loginSmsCode,
  oneClick: api.loginH5,
  mark: api.loginMark,
  markcode: api.loginMarkCode,
} as const;

export type LoginMethod = keyof typeof LOGIN_CALLS;

type LoginFields<M extends LoginMethod> =
  (typeof LOGIN_CALLS)[M] extends api.ApiCall<infer F, unknown> ? F : never;

/**
 * How long a login waits for the channel activation before the visitor moves on. The call
 * itself keeps the spec's timeout; waiting longer would hold the visitor for a report.
 */
export const ACTIVATION_WAIT_MS = 3000;

/**
 * Exchanges what the visitor brought (phone + code, phone token, mark, markcode) for a login.
 * Rejects with ApiError: the server's message for a refusal, {@link LOGIN_ANSWER_UNREADABLE}
 * when a success carried no token.
 */
export async function exchangeLogin<M extends LoginMethod>(
  method: M,
  fields: LoginFields<M>,
): Promise<LoginAnswer> {
  const call = LOGIN_CALLS[method] as api.ApiCall<LoginFields<M>, LoginAnswer | undefined>;
  const login = await requestOk(call, fields);
  if (!login) throw new ApiError("server", { message: LOGIN_ANSWER_UNREADABLE });
  return login;
}

/** Stores a login: token, user id, and the phone when it is a mainland mobile number. */
export function storeSession(login: LoginAnswer, phone?: string): void {
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

/** Spec 9: "Channel activation reported at most once per 30 minutes". True when one is due. */
export function activationDue(channel: string, now: number): boolean {
  const last = $activeChannelTime.get()[channel];
  return !activatedRecently(last, now, CHANNEL_ACTIVATION_INTERVAL_MS);
}

/** Activates the stored channel when due, waiting at most {@link ACTIVATION_WAIT_MS}. */
export async function activateChannelIfDue(now: number = Date.now()): Promise<void> {
  const channel = $channel.get();
  if (!activationDue(channel, now)) return;
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
): Promise<LoginAnswer> {
  const login = await exchangeLogin(method, fields);
  storeSession(login, phone);
  await activateChannelIfDue();
  return login;
}

/** Logs in with a phone number (normalised here) and the SMS code the visitor typed. */
export function logInWithSms(phone: string, code: string): Promise<LoginAnswer> {
  const mobile = normalizeMobile(phone);
  return logIn("sms", { phone: mobile, code: code.trim() }, mobile);
}

/** Asks for an SMS login code; resolves with the resend wait the answer gave, if any. */
export async function requestLoginCode(phone: string): Promise<number | undefined> {
  return requestOk(api.sendLoginSms, { phone: normalizeMobile(phone) });
}
