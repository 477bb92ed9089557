/**
 * One-click login itself: the provider's token goes to /v1/user/loginh5 through the one login
 * module (src/client/login.ts: one answer reader, the session stored, the channel activated at
 * most once per 30 minutes), and the visitor goes on to the page where the guard decides, the
 * same way as after an SMS login.
 */
import { afterLoginHref } from "../../core/login/after-login.ts";
import { logIn } from "../login.ts";
import type { PhoneTokenProvider } from "./provider.ts";

/**
 * Logs in with a token from `provider` and resolves with the page to open next. Rejects when
 * the provider gives no token in time or the backend refuses it: the caller falls back to SMS.
 */
export async function logInWithPhoneToken(provider: PhoneTokenProvider, search: string): Promise<string> {
  const phoneToken = await provider.token();
  await logIn("oneClick", { phone_token: phoneToken });
  return afterLoginHref(search);
}
