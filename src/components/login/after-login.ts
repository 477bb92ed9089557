/**
 * Pure decisions taken right after a successful login: reading the login answer, whether the
 * channel activation is due, and the page to open next.
 */
import type { LoginResult } from "../../contract/auth.ts";
import { CHANNEL_ACTIVATION_INTERVAL_MS } from "../../config/channels.ts";
import { activatedRecently } from "../../core/guard-paths.ts";
import { buildHref, parseQuery, type Query } from "../../core/query.ts";

/** The stored login: what goes to access_token and user_id. */
export interface StoredLogin {
  token: string;
  userId: string;
}

/**
 * Reads the `data` of a login answer (spec section 3, "Login-by-mark result: access_token and
 * userinfo.id"). Returns null when the shape is wrong, so a broken answer is never stored.
 */
export function readLoginResult(data: unknown): StoredLogin | null {
  if (typeof data !== "object" || data === null) return null;
  const { access_token: token, userinfo } = data as Partial<LoginResult>;
  if (typeof token !== "string" || token.trim() === "" || token.length > 4096) return null;
  const id =
    typeof userinfo === "object" && userinfo !== null ? (userinfo as { id?: unknown }).id : undefined;
  const userId =
    typeof id === "number" && Number.isSafeInteger(id) ? String(id) : typeof id === "string" ? id : "";
  if (!/^[\w-]{1,64}$/.test(userId)) return null;
  return { token, userId };
}

/**
 * Spec section 9: "Channel activation reported at most once per 30 minutes". True when the
 * channel has no activation time within the last 30 minutes before `now`.
 */
export function activationDue(
  times: Readonly<Record<string, number>>,
  channel: string,
  now: number,
): boolean {
  return !activatedRecently(times[channel], now, CHANNEL_ACTIVATION_INTERVAL_MS);
}

/** Query names that must not travel on: one-time login marks were used up on this page. */
const SPENT_QUERY_NAMES = ["mark", "markcode"];

/** The page that decides where a fresh login goes: the guard runs there (spec section 4). */
export const AFTER_LOGIN_PATH = "/form-package";

/**
 * Where the browser goes after a login: /form-package, carrying the landing query (channel,
 * attribution) without spent login marks. The navigation guard on that page sends the visitor
 * on to the failure destination or keeps them on the form, following the channel's flow
 * settings (a logged-in visitor on a form-package path, spec section 4).
 */
export function afterLoginHref(search: string): string {
  const query: Query = parseQuery(search);
  for (const name of SPENT_QUERY_NAMES) delete query[name];
  return buildHref(AFTER_LOGIN_PATH, query);
}
