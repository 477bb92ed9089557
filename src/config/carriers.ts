/**
 * The three mainland carriers whose number-authentication service vouches for a phone number
 * in one-click login (本机号码一键登录). Their contracts ask every login page that uses the
 * service to say who provides it ("认证服务由中国移动提供") and to link their terms next to
 * the page's own agreements (decision 061 in docs/decisions/login.md).
 */
import type { HostConfig } from "./host-schema.ts";
import { sample } from "./sample.ts";

export const CARRIER_IDS = ["cmcc", "cucc", "ctcc"] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** What a login page says about one carrier's authentication service. */
interface Carrier {
  /** The carrier's name as the consent line says it. */
  name: string;
  /** Title of the carrier's terms, shown in 《》. */
  termsTitle: string;
  /** https address of those terms. */
  termsUrl: string;
  /**
   * Values by which an SDK or the native app names this carrier (lower-cased before the
   * comparison): the carriers' own abbreviations and their names.
   */
  aliases: readonly string[];
}

export const CARRIERS: Readonly<Record<CarrierId, Carrier>> = {
  cmcc: {
    name: "中国移动",
    termsTitle: "中国移动认证服务条款",
    termsUrl: sample(
      "https://wap.cmpassport.com/resources/html/contract.html",
      "the address of China Mobile's authentication terms as the SDK provider's contract gives it",
    ),
    aliases: ["cmcc", "cm", "mobile", "中国移动", "移动"],
  },
  cucc: {
    name: "中国联通",
    termsTitle: "联通统一认证服务条款",
    termsUrl: sample(
      "https://opencloud.wostore.cn/authz/resource/html/disclaimer.html?fromsdk=true",
      "the address of China Unicom's authentication terms as the SDK provider's contract gives it",
    ),
    aliases: ["cucc", "cu", "unicom", "中国联通", "联通"],
  },
  ctcc: {
    name: "中国电信",
    termsTitle: "天翼账号服务与隐私协议",
    termsUrl: sample(
      "https://e.189.cn/sdk/agreement/detail.do?hidetop=true",
      "the address of China Telecom's authentication terms as the SDK provider's contract gives it",
    ),
    aliases: ["ctcc", "ct", "telecom", "中国电信", "电信"],
  },
};

/**
 * Id of the JSON block with the carrier SDK settings, written only into the login pages of a
 * host that configures one (src/components/landing/EntryPage.astro). The page loads the SDK
 * only when it finds this block, and the Content-Security-Policy of exactly those pages allows
 * the SDK's origins (src/deploy/security-headers.ts).
 */
export const CARRIER_LOGIN_CONFIG_ID = "carrier-login";

/**
 * What a login page needs to load and use the carrier SDK: the host file's settings, with the
 * time loading plus "can you vouch?" may take, and again the token (ms).
 */
export type CarrierLoginRuntime = Required<
  Pick<NonNullable<HostConfig["carrierLogin"]>, "scriptUrl" | "appId" | "sdkGlobal" | "timeoutMs">
>;

/** The carrier SDK settings of a bundle's login pages (5 s a step unless the host file says). */
export function carrierLoginOf(host: Pick<HostConfig, "carrierLogin">): CarrierLoginRuntime | undefined {
  if (!host.carrierLogin) return undefined;
  const { scriptUrl, appId, sdkGlobal, timeoutMs = 5000 } = host.carrierLogin;
  return { scriptUrl, appId, sdkGlobal, timeoutMs };
}
