/**
 * The stored keys only pages and the query intake use (the navigation guard never reads them),
 * declared apart from storage-keys.ts so that the script every page runs does not carry them.
 * The table of every key, with storage and defaults, is in storage-keys.ts.
 */
import type { Brand } from "../config/brands.ts";
import { hasStringFields, jsonCodec, patternCodec } from "./codecs.ts";
import { stored, text } from "./storage-keys.ts";

export const DEVICE_ID = text("_did");
export const UA = text("_ua");
export const OA_ID = text("_oa_id");
export const APPCOMPANY = text("appcompany");
export const PHONE = stored("phone", "", patternCodec(/^\d{11}$/, ""));
export const ZHIJIE_BACK_URL = stored("zhijieBackUrl", "", patternCodec(/^https?:\/\//, ""));
export const H5FACE = text("h5face");

const BRAND_FIELDS = ["name", "faviconUrl", "logo", "companyName", "icp"] as const;
/** The legacy brandObj: the resolved brand plus oldInfo, a copy of the defaults. */
export type StoredBrand = Brand & { oldInfo?: Brand };
export const BRAND_OBJ = stored<StoredBrand | null>(
  "brandObj",
  null,
  jsonCodec((v): v is StoredBrand => hasStringFields(v, BRAND_FIELDS), null),
);

// Session state (sessionStorage).
export const BD_VID_URL = text("bd_vidUrl");

/** Short-video attribution fields kept from the landing URL. */
export interface KuaishouAttribution {
  utm_source: string;
  callback?: string;
  oaidMd5?: string;
  imeiMd5?: string;
  idfaMd5?: string;
}
export const KUAISHOU_ATTRIBUTION = stored<KuaishouAttribution | null>(
  "kuaishoumaidian",
  null,
  jsonCodec((v): v is KuaishouAttribution => hasStringFields(v, ["utm_source"]), null),
);

/** Key of the daily tracker flag of a user and channel: "stored under user_id concatenated with _channel". */
export function dailyFlagKey(userId: string, channel: string): string {
  return `${userId}${channel}`;
}
