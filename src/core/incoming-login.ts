/**
 * Whose account a link may put the visitor in (decision 026 in docs/decisions/login.md). A link
 * can carry a login: the native app's hand-over (`_token`), a one-click `mark` or a `markcode`.
 * Anyone can write such a link, so a credential that arrives by link may replace the session of
 * a visitor who is logged in only when it is proven to be the same user, or when the page runs
 * inside the app's web view (the app vouches for it). The one rule for all three; pure.
 */
import { parseQuery } from "./query.ts";

/**
 * A login: what goes to access_token and user_id. The visitor's now ("" when none), or one
 * an answer gave (userId "" when it names no user: the token alone logs the visitor in).
 */
export interface Login {
  token: string;
  userId: string;
}

/** Query names of one-time login credentials: once used (or refused) they leave the address. */
const SPENT_LOGIN_PARAMS: readonly string[] = ["mark", "markcode"];

/**
 * The address without a spent mark or markcode: they must not be shared or reused. The guard
 * reads the address every turn, so once the exchange is done no redirect carries them on.
 */
export function withoutSpentLogin(url: URL): string {
  return withoutParams(url, SPENT_LOGIN_PARAMS);
}

/** True when a link's credential may replace a held login without asking the backend whose it is. */
function takesWithoutProof(held: Login, incomingToken: string, inAppWebView: boolean): boolean {
  return held.token === "" || held.token === incomingToken || inAppWebView;
}

/**
 * True when a credential may replace the held login. `provenUserId` is the user id the backend
 * answered for the incoming credential (never a user id the link itself carries: user ids are
 * small sequential numbers anyone can write); "" or undefined proves nothing.
 */
export function takesIncomingLogin(
  held: Login,
  incoming: { token: string; provenUserId?: string },
  inAppWebView: boolean,
): boolean {
  if (takesWithoutProof(held, incoming.token, inAppWebView)) return true;
  return held.userId !== "" && incoming.provenUserId === held.userId;
}

/**
 * The address's path, query and hash without the named parameters; other parts kept as written
 * (an undecodable part too: the page does not rewrite what it does not own).
 */
export function withoutParams(url: URL, names: readonly string[]): string {
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((part) => {
      if (part === "") return false;
      const name = Object.keys(parseQuery(part))[0];
      return name === undefined || !names.includes(name);
    });
  return `${url.pathname}${kept.length > 0 ? `?${kept.join("&")}` : ""}${url.hash}`;
}
