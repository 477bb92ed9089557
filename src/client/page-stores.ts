/**
 * The stores of the keys only pages and the query intake use (the navigation guard never reads
 * them), declared apart from stores.ts (the key table's other half) so that the script every
 * page runs does not carry them.
 */
import type { Brand } from "../config/brands.ts";
import type { KuaishouReportFields } from "../contract/calls.ts";
import { decodeCountdownUntil } from "../core/login/sms-countdown.ts";
import { hasStringFields, isPlainObject, jsonCodec, patternCodec, stored } from "./session.ts";
import { text } from "./stores.ts";

/** End (ms) of the SMS resend countdown, so a reload keeps counting; 0 when none runs. */
export const $smsCountdownUntil = /*#__PURE__*/ stored<number>(
  "smsCountdownUntil",
  0,
  {
    decode: decodeCountdownUntil,
    encode: (value) => (Number.isFinite(value) && value > 0 ? String(Math.round(value)) : undefined),
  },
  "session",
);
export const $did = /*#__PURE__*/ text("_did");
/** The app's user agent from its hand-over. */
export const $ua = /*#__PURE__*/ text("_ua");
export const $oaId = /*#__PURE__*/ text("_oa_id");
export const $appcompany = /*#__PURE__*/ text("appcompany");
export const $phone = /*#__PURE__*/ stored("phone", "", /*#__PURE__*/ patternCodec(/^\d{11}$/, ""));
/** The number an SMS code was last sent to in this tab: a reload during the countdown keeps it. */
export const $smsPhone = /*#__PURE__*/ stored(
  "smsPhone",
  "",
  /*#__PURE__*/ patternCodec(/^\d{11}$/, ""),
  "session",
);
/** The partner's return address (src/core/partner-return.ts checks its host before it is kept). */
export const $zhijieBackUrl = /*#__PURE__*/ stored(
  "zhijieBackUrl",
  "",
  /*#__PURE__*/ patternCodec(/^https?:\/\//, ""),
);
export const $h5face = /*#__PURE__*/ text("h5face");

const BRAND_FIELDS = ["name", "faviconUrl", "logo", "companyName", "icp"] as const;
/** The legacy brandObj: the resolved brand plus oldInfo, a copy of the defaults. */
export type StoredBrand = Brand & { oldInfo?: Brand };
export const $brandObj = /*#__PURE__*/ stored<StoredBrand | null>(
  "brandObj",
  null,
  /*#__PURE__*/ jsonCodec((v): v is StoredBrand => hasStringFields(v, BRAND_FIELDS), null),
);

/** One form sent from this device: by whom, when, and whether the backend accepted it. */
export interface SentApplication {
  userId: string;
  at: number;
  accepted: boolean;
}
const isSentApplications = (value: unknown): value is Record<string, SentApplication> =>
  isPlainObject(value) &&
  Object.values(value).every(
    (sent) =>
      hasStringFields(sent, ["userId"]) &&
      Number.isFinite((sent as Record<string, unknown>).at) &&
      typeof (sent as Record<string, unknown>).accepted === "boolean",
  );
/** The forms sent from this device, by form id (issue 53: a returning applicant sees it). */
export const $sentApplications = /*#__PURE__*/ stored<Record<string, SentApplication>>(
  "form_applications",
  {},
  /*#__PURE__*/ jsonCodec(isSentApplications, {}),
);

// Session state (kept for the tab only).
/** REFERENCE.md: the search-ad platform accepts landing URLs of at most 1024 characters. */
export const BD_VID_URL_MAX = 1024;
/** The landing address that carried bd_vid, at most {@link BD_VID_URL_MAX} characters. */
export const $bdVidUrl = /*#__PURE__*/ text("bd_vidUrl", "session");

/** Short-video attribution fields kept from the landing URL: the relay's fields but the event type. */
export type KuaishouAttribution = Partial<Omit<KuaishouReportFields, "event_type">> & { utm_source: string };
export const $kuaishoumaidian = /*#__PURE__*/ stored<KuaishouAttribution | null>(
  "kuaishoumaidian",
  null,
  /*#__PURE__*/ jsonCodec((v): v is KuaishouAttribution => hasStringFields(v, ["utm_source"]), null),
  "session",
);

/** A random device id: 16 bytes of hex (spec: "_did (device id; random if missing)"). */
function randomDeviceId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

if (!$did.get()) $did.set(randomDeviceId());
