/**
 * Platform detection from a user-agent string (spec section 9; REFERENCE.md "User-agent
 * detection"). Pure: the caller passes navigator.userAgent.
 */
type Os = "android" | "ios" | "unknown";

/** Vendor and in-app browsers, checked in this order (WeChat before QQ, REFERENCE.md). */
const BROWSER_PATTERNS = [
  { browser: "wechat", pattern: /MicroMessenger/i },
  { browser: "huawei", pattern: /HuaweiBrowser|HBPC/i },
  { browser: "miui", pattern: /MiuiBrowser/i },
  { browser: "heytap", pattern: /HeyTapBrowser/i },
  { browser: "vivo", pattern: /VivoBrowser/i },
  { browser: "samsung", pattern: /SamsungBrowser/i },
  { browser: "uc", pattern: /UCBrowser/i },
  { browser: "qq", pattern: /MQQBrowser|QQBrowser/i },
] as const;

type Browser = (typeof BROWSER_PATTERNS)[number]["browser"] | "other";

/** What the page needs to know about the visitor's platform. */
export interface PlatformInfo {
  os: Os;
  browser: Browser;
  /** The WeChat in-app browser (cannot download APKs). */
  isWeChat: boolean;
  /** An app's own browser that blocks downloads (WeChat, QQ, Weibo, DingTalk): open in a browser first. */
  inApp: boolean;
}

/** In-app browsers: the QQ app (not QQ Browser) writes "QQ/<version>". */
const IN_APP = /MicroMessenger|\sQQ\/\d|Weibo|DingTalk/i;

/** Whether `ua` is an app's own browser that blocks downloads (also read by the inline starter). */
export const isInAppBrowser = (ua: string): boolean => IN_APP.test(ua);

/** Platform facts from a user-agent string; a non-string reads as an empty UA. */
export function detectPlatform(ua: unknown): PlatformInfo {
  const text = typeof ua === "string" ? ua : "";
  // iPadOS desktop-mode UAs without "iPad" read as unknown.
  const os = /Android|Adr\b/i.test(text) ? "android" : /iPhone|iPad|iPod|iOS/i.test(text) ? "ios" : "unknown";
  const browser: Browser = BROWSER_PATTERNS.find((entry) => entry.pattern.test(text))?.browser ?? "other";
  return { os, browser, isWeChat: browser === "wechat", inApp: isInAppBrowser(text) };
}

/**
 * The kinds of in-app browser the field figures tell apart (decision 445: Chinese apps report
 * nothing to CrUX), first match wins.
 */
const IN_APP_KINDS = [
  { kind: "wechat", pattern: /MicroMessenger/i },
  { kind: "douyin", pattern: /aweme|BytedanceWebview|musical_ly/i },
  { kind: "kuaishou", pattern: /Kwai|Kuaishou|ksNebula/i },
  { kind: "qq", pattern: /\sQQ\/\d/i },
  { kind: "weibo", pattern: /Weibo/i },
  { kind: "dingtalk", pattern: /DingTalk/i },
  { kind: "alipay", pattern: /AlipayClient/i },
  { kind: "baidu", pattern: /baiduboxapp/i },
] as const;
export const IN_APP_KIND_NAMES = ["browser", ...IN_APP_KINDS.map((entry) => entry.kind)] as const;
export type InAppKind = (typeof IN_APP_KIND_NAMES)[number];

/** The in-app browser `userAgent` belongs to; "browser" for none. */
export function inAppKind(userAgent: string): InAppKind {
  return IN_APP_KINDS.find((entry) => entry.pattern.test(userAgent))?.kind ?? "browser";
}
