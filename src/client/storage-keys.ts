/**
 * Every key the funnel keeps in the browser, with the legacy names of the previous front
 * end (spec section 3) so that returning visitors keep their login and channel. Values are
 * plain strings; objects are JSON. A value that does not decode falls back to its default.
 *
 * | key                 | storage | type / shape                                   | default        |
 * |---------------------|---------|------------------------------------------------|----------------|
 * | access_token        | local   | string                                         | ""             |
 * | user_id             | local   | string                                         | ""             |
 * | _did                | local   | string (device id)                             | random on init |
 * | _os                 | local   | "1" iOS, "2" Android, "" unknown               | ""             |
 * | _ua                 | local   | string (app user agent from hand-over)         | ""             |
 * | _oa_id              | local   | string                                         | ""             |
 * | _channel            | local   | channel_NNNN                                   | channel_5818   |
 * | appname, appcompany | local   | string (app hand-over)                         | ""             |
 * | phone               | local   | string                                         | ""             |
 * | input_form          | local   | "0" / "1"                                      | ""             |
 * | succ_todo, fail_todo| local   | "0".."7"                                       | ""             |
 * | loginAddress        | local   | same-origin path + query                       | ""             |
 * | zhijieBackUrl       | local   | http(s) URL of an allowed host                 | ""             |
 * | h5face              | local   | string                                         | ""             |
 * | brandObj            | local   | JSON Brand & { oldInfo: Brand }                | null           |
 * | activeChannelTime   | local   | JSON { [channel]: ms of last activation }      | {}             |
 * | <user_id><_channel> | local   | JSON daily flag { name, value, expiry, start } | none           |
 * | application         | session | "1" iOS app, "2" Android app, "3" web          | ""             |
 * | bd_vidUrl           | session | landing URL carrying bd_vid                    | ""             |
 * | firstVisit          | session | "1" when set                                   | ""             |
 * | kuaishoumaidian     | session | JSON short-video attribution fields            | null           |
 * | channel_info        | session | JSON { channel, info } cached channel settings | null           |
 * | ipAddressInfo       | session | JSON { code, name } (name is a city)           | null           |
 * | smsCountdownUntil   | session | ms when the SMS resend countdown ends          | ""             |
 *
 * Each key is declared once below as a {@link StoredKey} (name, default, codec). The stores of
 * src/client/stores.ts are made from these declarations; the guard reads and writes the few it
 * needs through src/client/stored-access.ts without loading the store library (issue 4's
 * 6 KB budget for the script every page runs).
 */
import type { Brand } from "../config/brands.ts";
import {
  hasStringFields,
  isPlainObject,
  jsonCodec,
  patternCodec,
  smallIntCodec,
  textCodec,
  type Codec,
} from "./codecs.ts";
/** One stored key: its legacy name, the value it reads as when absent or corrupted, its codec. */
export interface StoredKey<T> {
  readonly key: string;
  readonly fallback: T;
  readonly codec: Codec<T>;
}

const stored = <T>(key: string, fallback: T, codec: Codec<T>): StoredKey<T> => ({ key, fallback, codec });
const text = (key: string) => stored(key, "", textCodec);

/** Session-state keys (sessionStorage); every other key is in localStorage. */
export const SESSION_KEYS: ReadonlySet<string> = new Set([
  "application",
  "bd_vidUrl",
  "firstVisit",
  "kuaishoumaidian",
  "channel_info",
  "ipAddressInfo",
  "smsCountdownUntil",
]);

/** Default channel (spec section 9). */
export const DEFAULT_CHANNEL = "channel_5818";

/** Form of a stored channel: channel_ plus the number (spec section 2, query c). */
export const CHANNEL_PATTERN = /^channel_\d{1,9}$/;

export const ACCESS_TOKEN = text("access_token");
export const USER_ID = text("user_id");
export const DEVICE_ID = text("_did");
export const OS = stored("_os", "", patternCodec(/^[123]$/, ""));
export const UA = text("_ua");
export const OA_ID = text("_oa_id");
/** The channel is always written, even the default, as the previous front end did. */
export const CHANNEL = stored("_channel", DEFAULT_CHANNEL, {
  ...patternCodec(CHANNEL_PATTERN, DEFAULT_CHANNEL),
  encode: (value: string) => value,
});
export const APPNAME = text("appname");
export const APPCOMPANY = text("appcompany");
export const PHONE = stored("phone", "", patternCodec(/^\d{11}$/, ""));
export const INPUT_FORM = stored<number | null>("input_form", null, smallIntCodec);
export const SUCC_TODO = stored<number | null>("succ_todo", null, smallIntCodec);
export const FAIL_TODO = stored<number | null>("fail_todo", null, smallIntCodec);
/** Same-origin path only: anything else (an absolute URL, `//host`) reads as none. */
export const LOGIN_ADDRESS = stored("loginAddress", "", patternCodec(/^\/(?![/\\])/, ""));
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

/** Per-channel time (ms) of the last activation: "reported at most once per 30 minutes". */
export const ACTIVE_CHANNEL_TIME = stored<Record<string, number>>(
  "activeChannelTime",
  {},
  jsonCodec(
    (v): v is Record<string, number> => isPlainObject(v) && Object.values(v).every((n) => Number.isFinite(n)),
    {},
  ),
);

// Session state (sessionStorage).
export const APPLICATION = stored("application", "", patternCodec(/^[123]$/, ""));
export const BD_VID_URL = text("bd_vidUrl");
export const FIRST_VISIT = text("firstVisit");

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

/** Channel settings cached for one channel: refetched when the stored channel differs. */
export interface CachedChannelInfo {
  channel: string;
  info: Record<string, unknown>;
}
export const CHANNEL_INFO = stored<CachedChannelInfo | null>(
  "channel_info",
  null,
  jsonCodec(
    (v): v is CachedChannelInfo => isPlainObject(v) && typeof v.channel === "string" && isPlainObject(v.info),
    null,
  ),
);

/** City of the visitor's IP (spec: ipAddressInfo with code and name). */
export interface IpAddressInfo {
  code: string;
  name: string;
}
export const IP_ADDRESS_INFO = stored<IpAddressInfo | null>(
  "ipAddressInfo",
  null,
  jsonCodec((v): v is IpAddressInfo => hasStringFields(v, ["code", "name"]), null),
);

/** Key of the daily tracker flag of a user and channel: "stored under user_id concatenated with _channel". */
export function dailyFlagKey(userId: string, channel: string): string {
  return `${userId}${channel}`;
}
