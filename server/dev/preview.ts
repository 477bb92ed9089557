/**
 * What the reference server does for the preview studio's phone frames, in development mode only
 * (decision 450): a page opened by a preview (the preview start set the `__dev_preview` cookie)
 * is served with one small script first in its head, which makes the page's own scripts read the
 * user agent of the phone the frame plays (named by the frame's `window.name`, which survives every
 * navigation inside the frame); the page's CSP then allows that script by its hash, as it allows
 * the page's own. A phone on the local network opening the studio's IP address is served the
 * bundle the preview chose (`__dev_bundle`). Built files are never changed: the script is added
 * to the answer, not to dist/.
 */
import { isIP } from "node:net";
import { BUNDLES, type Bundle } from "../../src/config/bundles.ts";
import { DEV_COOKIES } from "../../src/contract/index.ts";
import { parseCookies } from "../http.ts";

/** The user agents a frame can play, by the studio's phone keys (src/preview/studio/question.ts). */
const PREVIEW_USER_AGENTS = {
  android:
    "Mozilla/5.0 (Linux; Android 12; V2134A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  wechat:
    "Mozilla/5.0 (Linux; Android 12; V2134A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN",
  "wechat-iphone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN",
} as const;

export type PreviewPhone = keyof typeof PREVIEW_USER_AGENTS;

/** A frame that plays `phone` is named this (`<iframe name>`, or a link's `target` for a new window). */
export const previewFrameName = (phone: PreviewPhone) => `preview-ua:${phone}`;

/**
 * The first script of a previewed page: nothing unless the window is a frame named by
 * {@link previewFrameName}. ES5, as the oldest WebView the pages support would run it.
 */
const PREVIEW_UA_SCRIPT = `(function(){var a=${JSON.stringify(PREVIEW_USER_AGENTS)};var m=/^preview-ua:([a-z-]+)$/.exec(window.name);var u=m&&Object.prototype.hasOwnProperty.call(a,m[1])?a[m[1]]:"";if(u)Object.defineProperty(Navigator.prototype,"userAgent",{get:function(){return u},configurable:true});})();`;

/** True when the request comes from a browser that opened a preview (development only). */
export const isPreviewRequest = (cookieHeader: string | undefined) =>
  parseCookies(cookieHeader)[DEV_COOKIES.preview] === "1";

/** `html` with {@link PREVIEW_UA_SCRIPT} first in its head (after the doctype when it has none). */
export function withPreviewScript(html: string): string {
  const script = `<script>${PREVIEW_UA_SCRIPT}</script>`;
  const head = /<head\b[^>]*>/i;
  return head.test(html)
    ? html.replace(head, (opening) => opening + script)
    : html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => doctype + script);
}

/**
 * The bundle a preview chose for an IP-address host (`__dev_bundle`), or undefined: other hosts
 * name their bundle themselves.
 */
export function previewBundleOf(hostname: string, cookieHeader: string | undefined): Bundle | undefined {
  if (isIP(hostname.replace(/^\[(.*)\]$/, "$1")) === 0) return undefined;
  const id = parseCookies(cookieHeader)[DEV_COOKIES.bundle];
  return BUNDLES.find((bundle) => bundle.id === id);
}
