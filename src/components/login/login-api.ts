/**
 * The login calls of spec section 7 and what follows a successful login: store the token,
 * user id and phone, mark the channel active (at most once per 30 minutes), and compute the
 * next page. Each call rejects with an ApiError whose message the form shows as it is.
 */
import { API_PATHS, type SendLoginSmsData } from "../../contract/index.ts";
import { ApiError } from "../../client/api-error.ts";
import { post, postOk } from "../../client/api.ts";
import { $accessToken, $activeChannelTime, $channel, $phone, $userId } from "../../client/stores.ts";
import { activationDue, afterLoginHref, readLoginResult, type StoredLogin } from "./after-login.ts";
import { LOGIN_MESSAGES } from "./login-fields.ts";

/** Asks the server to send a login code to `phone`; resolves with its resend delay in seconds. */
export async function requestLoginSms(phone: string): Promise<number> {
  const data = await postOk<Partial<SendLoginSmsData> | null>(API_PATHS.sendLoginSms, { phone });
  const wait = data?.resend_after;
  return typeof wait === "number" && Number.isFinite(wait) && wait > 0 ? wait : 0;
}

function storedLoginOf(data: unknown): StoredLogin {
  const login = readLoginResult(data);
  if (!login) throw new ApiError("server", { message: LOGIN_MESSAGES.badAnswer });
  return login;
}

/**
 * Marks the current channel active unless that happened within the last 30 minutes. Never
 * rejects: a failed activation must not undo a login, and it is retried on the next login.
 */
export async function activateChannelIfDue(now: number = Date.now()): Promise<void> {
  const channel = $channel.get();
  if (!activationDue($activeChannelTime.get(), channel, now)) return;
  try {
    const answer = await post(API_PATHS.activeChannel);
    if (answer.code === 200) $activeChannelTime.set({ ...$activeChannelTime.get(), [channel]: now });
  } catch {
    // Reported again after the next login; the visitor's flow does not depend on it.
  }
}

/** Stores a login (token, user id, and the phone when known) and activates the channel. */
export async function completeLogin(data: unknown, phone?: string): Promise<StoredLogin> {
  const login = storedLoginOf(data);
  $accessToken.set(login.token);
  $userId.set(login.userId);
  if (phone) $phone.set(phone);
  await activateChannelIfDue();
  return login;
}

/** Logs in with phone + SMS code; resolves with the page to open next. */
export async function loginWithSmsCode(phone: string, code: string): Promise<string> {
  const data = await postOk<unknown>(API_PATHS.loginSmsCode, { phone, code });
  await completeLogin(data, phone);
  return afterLoginHref(typeof location === "undefined" ? "" : location.search);
}

/**
 * One-click login (/v1/user/loginh5) with a carrier or app phone token; resolves with the page
 * to open next. For callers that obtain such a token (a native app hand-over or a carrier SDK).
 */
export async function loginWithPhoneToken(phoneToken: string): Promise<string> {
  const data = await postOk<unknown>(API_PATHS.loginH5, { phone_token: phoneToken });
  await completeLogin(data);
  return afterLoginHref(typeof location === "undefined" ? "" : location.search);
}

/**
 * Login by mark (/v1/user/loginMark): exchanges a one-time `mark` from a landing URL for a
 * login and stores it. The guard runner calls this when the page address carries `mark`.
 */
export async function loginWithMark(mark: string): Promise<StoredLogin> {
  const data = await postOk<unknown>(API_PATHS.loginMark, { mark });
  return completeLogin(data);
}
