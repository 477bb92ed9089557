/**
 * Platform detection from a user-agent string (spec section 9; REFERENCE.md "User-agent
 * detection"). Pure: the caller passes navigator.userAgent.
 */
type Os = "android" | "ios" | "unknown";

/** What the page needs to know about the visitor's platform. */
export interface PlatformInfo {
  os: Os;
  /**
   * The WeChat in-app browser (cannot download APKs), told by MicroMessenger alone: its Android
   * UA also carries MQQBrowser and TBS (REFERENCE.md). No page acts differently in a vendor
   * browser, so those are not told apart.
   */
  isWeChat: boolean;
  /** An app's own browser that blocks downloads (WeChat, QQ, Weibo, DingTalk): open in a browser first. */
  inApp: boolean;
}

/** In-app browsers: the QQ app (not QQ Browser) writes "QQ/<version>". */
const IN_APP = /MicroMessenger|\sQQ\/\d|Weibo|DingTalk/i;

/** Whether `ua` is an app's own browser that blocks downloads (also read by the inline starter). */
export const isInAppBrowser = (ua: string): boolean => IN_APP.test(ua);

/** Android, iOS or unknown. iPadOS desktop-mode UAs without "iPad" read as unknown. */
function detectOs(ua: string): Os {
  if (/Android|Adr\b/i.test(ua)) return "android";
  if (/iPhone|iPad|iPod|iOS/i.test(ua)) return "ios";
  return "unknown";
}

/** Platform facts from a user-agent string; a non-string reads as an empty UA. */
export function detectPlatform(ua: unknown): PlatformInfo {
  const text = typeof ua === "string" ? ua : "";
  return { os: detectOs(text), isWeChat: /MicroMessenger/i.test(text), inApp: isInAppBrowser(text) };
}
