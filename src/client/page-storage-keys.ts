/**
 * The stored keys only pages and the query intake use (the navigation guard never reads them),
 * declared apart from storage-keys.ts so that the script every page runs does not carry them.
 * The table of every key, with storage and defaults, is in storage-keys.ts.
 */
import type { Brand } from "../config/brands.ts";
import { decodeCountdownUntil } from "../core/login/sms-countdown.ts";
import { hasStringFields, jsonCodec, patternCodec } from "./codecs.ts";
import { stored, text } from "./storage-keys.ts";

/** End (ms) of the SMS resend countdown, so a reload keeps counting; 0 when none runs. */
export const SMS_COUNTDOWN_UNTIL = /*#__PURE__*/ stored<number>("smsCountdownUntil", 0, {
  decode: decodeCountdownUntil,
  encode: (value) => (Number.isFinite(value) && value > 0 ? String(Math.round(value)) : undefined),
});
export const DEVICE_ID = /*#__PURE__*/ text("_did");
export const UA = /*#__PURE__*/ text("_ua");
export const OA_ID = /*#__PURE__*/ text("_oa_id");
export const APPCOMPANY = /*#__PURE__*/ text("appcompany");
export const PHONE = /*#__PURE__*/ stored("phone", "", /*#__PURE__*/ patternCodec(/^\d{11}$/, ""));
/** The number an SMS code was last sent to in this tab: a reload during the countdown keeps it. */
export const SMS_PHONE = /*#__PURE__*/ stored("smsPhone", "", /*#__PURE__*/ patternCodec(/^\d{11}$/, ""));
export const ZHIJIE_BACK_URL = /*#__PURE__*/ stored(
  "zhijieBackUrl",
  "",
  /*#__PURE__*/ patternCodec(/^https?:\/\//, ""),
);
export const H5FACE = text("h5face");

const BRAND_FIELDS = ["name", "faviconUrl", "logo", "companyName", "icp"] as const;
/** The legacy brandObj: the resolved brand plus oldInfo, a copy of the defaults. */
export type StoredBrand = Brand & { oldInfo?: Brand };
export const BRAND_OBJ = /*#__PURE__*/ stored<StoredBrand | null>(
  "brandObj",
  null,
  /*#__PURE__*/ jsonCodec((v): v is StoredBrand => hasStringFields(v, BRAND_FIELDS), null),
);

// Session state (kept for the tab only).
export const BD_VID_URL = /*#__PURE__*/ text("bd_vidUrl");

/** Short-video attribution fields kept from the landing URL. */
export interface KuaishouAttribution {
  utm_source: string;
  callback?: string;
  oaidMd5?: string;
  imeiMd5?: string;
  idfaMd5?: string;
}
export const KUAISHOU_ATTRIBUTION = /*#__PURE__*/ stored<KuaishouAttribution | null>(
  "kuaishoumaidian",
  null,
  /*#__PURE__*/ jsonCodec((v): v is KuaishouAttribution => hasStringFields(v, ["utm_source"]), null),
);

/** Key of the daily tracker flag of a user and channel (src/core/daily-flag.ts). */
export { flagKey as dailyFlagKey } from "../core/daily-flag.ts";
