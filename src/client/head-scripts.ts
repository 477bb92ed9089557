/**
 * The inline scripts that must act before any module can run. Two read storage, the only code
 * outside the session module that does: their key names come from the key table (stores.ts),
 * and they sit in try/catch (blocked or corrupted storage leaves the decision to the full
 * guard). Each is a few hundred bytes, hashed into the page's CSP like every inline script.
 */
import { LOGIN_REQUIRED_ROUTE_NAMES, TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES } from "../config/routes.ts";
import { $accessToken, $loginAddress } from "./stores.ts";

/**
 * Every page (spec 2, "The browser scrolls to the top on every navigation"): a reload or
 * Back/Forward opens at the top too, when asked before the first layout; a later reset threw
 * back a visitor who had begun to scroll (decision 080).
 */
export const SCROLL_START_SCRIPT = `history.scrollRestoration="manual"`;

/** Longest wait before the form shows anyway (the guard's user-info call is one round trip). */
const SIGNING_IN_TIMEOUT_MS = 4000;

/**
 * The signing-in mark of the entry pages (issue 18): with a stored token the login form stays
 * in place, hidden under a calm message, until the guard lets the page stay (<html data-guard>)
 * or {@link SIGNING_IN_TIMEOUT_MS} passed. Set once the first paint is reported, since the first
 * read of localStorage delays the paint (decision 080); blocked storage simply shows the form.
 */
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
 * The render-blocking check of protected pages (spec 2): sends a visitor without a token away
 * before the page paints, mirroring the guard's rules "protected-to-download" and
 * "protected-to-login" (the full guard still runs and stays the reference). A hand-over
 * `_token`, a `markcode`, a `mark` or a channel `c` leave the page to the full guard. A stored
 * login address is used only when it is a same-origin path that a login page could have written
 * (contains /login or /index.html), so corrupted storage cannot loop or jump off-site.
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
