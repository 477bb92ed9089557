/**
 * Which download offer a visitor sees (REFERENCE.md "User-agent detection": WeChat cannot
 * download APKs, so WeChat visitors get the "open in browser" guidance instead of a link).
 */
import type { PlatformInfo } from "../../../core/platform.ts";

/** `both` when the platform is unknown (desktop, unusual UA): both links are offered. */
export type DownloadChoice = "wechat" | "android" | "ios" | "both";

export function chooseDownload(platform: PlatformInfo): DownloadChoice {
  if (platform.isWeChat) return "wechat";
  if (platform.os === "android") return "android";
  if (platform.os === "ios") return "ios";
  return "both";
}
