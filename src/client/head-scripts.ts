/**
 * The inline scripts that must act before any module can run: two in <head>, before the page
 * paints, and the signing-in mark, written after the content and acting right after the first
 * paint. Two of them read storage, the only code outside the session module that does: their key
 * names come from the session's key table (stores.ts), and they sit in try/catch
 * (blocked or corrupted storage leaves the decision to the full guard). Each is at most a few
 * hundred bytes and is hashed into the page's CSP like every inline script.
 *
 * - Every page's scroll start (spec section 2, "The browser scrolls to the top on every
 *   navigation"): a new page opens at the top by itself; a reload or Back/Forward would bring
 *   back the position the visitor left, unless the page asks for manual restoration before the
 *   browser restores it, that is, before the first layout. A later reset (the page runtime
 *   once did it after first paint) threw back to the top a visitor who had begun to scroll.
 * - The signing-in mark of the entry pages (issue 18): a visitor who is already logged in
 *   would otherwise see the login form until the guard moves them on. The page is marked when
 *   a token is stored, as soon as the browser reports its first paint (before the page's
 *   scripts are even requested); the form keeps its place (hidden, not removed, so nothing
 *   jumps) under a calm message. The mark goes when the guard decides the page stays (it sets
 *   <html data-guard>), or after {@link SIGNING_IN_TIMEOUT_MS} in case the guard cannot
 *   finish, so the form is never out of reach. Why after the first paint: a page's first read
 *   of localStorage waits for the browser to load the site's storage; on the entry pages that
 *   wait put about 45 ms (4 × CPU slowdown, slow 4G, 8 paired loads) in front of the first
 *   paint of every visitor, logged in or not. Browsers that do not report paints mark at once.
 * - The render-blocking check of protected pages (spec section 2, "Route names that require
 *   login"): sends a visitor without a token away before the page paints. It mirrors the
 *   guard's last two rules (src/core/guard-decide.ts "protected-to-download" and
 *   "protected-to-login"); the full guard still runs afterwards and stays the reference. It
 *   leaves the page alone when the address carries a hand-over `_token`, a `markcode` or a
 *   login `mark` (they log the visitor in on this very page) or a channel `c` (channel_5813 is
 *   sent to /404err before the login rules): the full guard must see them.
 * - The preview studio's seed page (decision 050): empties the origin's storage, writes the
 *   values a marketer chose and opens the page. It is here, not in the studio, so that the
 *   inline scripts that touch storage live beside the session module's key table.
 */
import { LOGIN_REQUIRED_ROUTE_NAMES, TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES } from "../config/routes.ts";
import { $accessToken, $loginAddress } from "./stores.ts";

/** Every page: no position restored on reload or Back/Forward (the page starts at the top). */
export const SCROLL_START_SCRIPT = `history.scrollRestoration="manual"`;

/** Longest wait before the form shows anyway (the guard's user-info call is one round trip). */
const SIGNING_IN_TIMEOUT_MS = 4000;

/** The signing-in mark, set once the first paint is reported; blocked storage simply shows the form. */
export function signingInScript(): string {
  const mark =
    `function(){try{if(!d.hasAttribute("data-guard")&&localStorage.getItem(${JSON.stringify($accessToken.key)})){` +
    `d.setAttribute("data-signing-in","");var e=function(){d.removeAttribute("data-signing-in")};` +
    `setTimeout(e,${SIGNING_IN_TIMEOUT_MS});new MutationObserver(function(){d.hasAttribute("data-guard")&&e()})` +
    `.observe(d,{attributes:true,attributeFilter:["data-guard"]})}}catch(x){}}`;
  return (
    `try{var d=document.documentElement,m=${mark},P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){` +
    `l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),m())});` +
    `o.observe({type:"paint",buffered:true})}else m()}catch(x){}`
  );
}

/** Where a protected page without a token goes. */
export type ProtectedKind = "download" | "login";

/** The protected kind of a route name, or undefined for pages anyone may see. */
export function protectedKindOf(routeName: string | undefined): ProtectedKind | undefined {
  if (routeName === undefined) return undefined;
  if (!(LOGIN_REQUIRED_ROUTE_NAMES as readonly string[]).includes(routeName)) return undefined;
  return (TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES as readonly string[]).includes(routeName) ? "download" : "login";
}

/**
 * The protected-page check. A stored login address is used only when it is a same-origin
 * path that a login page could have written (contains /login or /index.html, spec section 2),
 * so corrupted storage cannot cause a redirect loop or an off-site jump.
 */
export function protectedRedirectScript(kind: ProtectedKind): string {
  const target =
    kind === "download"
      ? `"/download-page"+l.search`
      : `(/^\\/(?![\\/\\\\])[^\\\\\\x00-\\x1f\\x7f]{0,2047}$/.test(a)&&/\\/login|\\/index\\.html/.test(a)?a:"/")`;
  return (
    `try{var l=location,s=localStorage,a=s.getItem(${JSON.stringify($loginAddress.key)})||"";` +
    `if(!s.getItem(${JSON.stringify($accessToken.key)})&&!/[?&](_token|mark(code)?|c)=/.test(l.search)){` +
    `document.documentElement.style.visibility="hidden";l.replace(${target})}}catch(e){}`
  );
}
