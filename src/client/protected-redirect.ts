/**
 * The render-blocking check of protected pages (spec section 2, "Route names that require
 * login"): a few hundred bytes inlined into <head> that send a visitor without a token away
 * before the page paints. It mirrors the guard's last two rules (src/core/guard.ts
 * "protected-to-download" and "protected-to-login"); the full guard still runs afterwards
 * and stays the reference.
 *
 * It leaves the page alone when the address carries a hand-over `_token`, a `markcode` or a
 * login `mark`: those log the visitor in on this very page, so the full guard must see them.
 */
import { LOGIN_REQUIRED_ROUTE_NAMES, TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES } from "../config/routes.ts";
import { ACCESS_TOKEN, LOGIN_ADDRESS } from "./storage-keys.ts";

/** Where a protected page without a token goes. */
export type ProtectedKind = "download" | "login";

/** The protected kind of a route name, or undefined for pages anyone may see. */
export function protectedKindOf(routeName: string | undefined): ProtectedKind | undefined {
  if (routeName === undefined) return undefined;
  if (!(LOGIN_REQUIRED_ROUTE_NAMES as readonly string[]).includes(routeName)) return undefined;
  return (TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES as readonly string[]).includes(routeName) ? "download" : "login";
}

/**
 * The inline script. Everything sits in try/catch: blocked or corrupted storage leaves the
 * decision to the full guard. A stored login address is used only when it is a same-origin
 * path that a login page could have written (contains /login or /index.html, spec section 2),
 * so corrupted storage cannot cause a redirect loop or an off-site jump.
 */
export function protectedRedirectScript(kind: ProtectedKind): string {
  const target =
    kind === "download"
      ? `"/download-page"+l.search`
      : `(/^\\/(?![\\/\\\\])[^\\\\\\x00-\\x1f\\x7f]{0,2047}$/.test(a)&&/\\/login|\\/index\\.html/.test(a)?a:"/")`;
  return (
    // Key names come from the session's key table; the script runs before any module can.
    `try{var l=location,s=localStorage,a=s.getItem(${JSON.stringify(LOGIN_ADDRESS.key)})||"";` +
    `if(!s.getItem(${JSON.stringify(ACCESS_TOKEN.key)})&&!/[?&](_token|mark(code)?)=/.test(l.search)){` +
    `document.documentElement.style.visibility="hidden";l.replace(${target})}}catch(e){}`
  );
}
