/**
 * What the one-click login (本机号码一键登录) says: the line naming who provides the number
 * authentication and the terms the consent covers (the carrier's terms first, as the carriers'
 * contracts ask, then the page's own three documents), and its messages. When the provider
 * does not say which carrier vouches, all three are named.
 */
import { CARRIER_IDS, CARRIERS, type CarrierId } from "../../config/carriers.ts";
import { CONSENT_DOCUMENTS, documentNames, type ConsentDocument } from "./login-fields.ts";

const carriersOf = (carrier: CarrierId | undefined) => (carrier ? [carrier] : [...CARRIER_IDS]);

/** "认证服务由中国移动提供", or with the carrier unknown "认证服务由中国移动、中国联通或中国电信提供". */
export function carrierServiceLine(carrier?: CarrierId): string {
  const names = carriersOf(carrier).map((id) => CARRIERS[id].name);
  const others = names.slice(0, -1).join("、");
  const last = names.slice(-1).join("");
  return `认证服务由${others === "" ? last : `${others}或${last}`}提供`;
}

/** The documents of the consent: the carrier's terms (or all three), then the page's own. */
export function oneClickConsentDocuments(carrier?: CarrierId): ConsentDocument[] {
  return [
    ...carriersOf(carrier).map((id) => ({ title: CARRIERS[id].termsTitle, href: CARRIERS[id].termsUrl })),
    ...CONSENT_DOCUMENTS,
  ];
}

/** Messages of the one-click login, in one place so tests can find them. */
export const ONE_CLICK_MESSAGES = {
  /** Shown when the button is tapped before the consent is ticked. */
  consent: (documents: readonly ConsentDocument[]) => `请先阅读并勾选同意${documentNames(documents)}后再登录`,
  /** Shown above the SMS form when the provider or the backend could not log the visitor in. */
  fellBack: "本机号码一键登录暂不可用，请使用短信验证码登录",
} as const;
