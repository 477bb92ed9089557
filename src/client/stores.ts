/**
 * Persistent stores of the funnel, one per key of src/client/storage-keys.ts. Importing this
 * module first installs the routing engine (session keys to sessionStorage), then creates
 * the stores, then gives the device a random `_did` if it has none.
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
import type { Brand } from "../config/brands.ts";
import {
  hasStringFields,
  isPlainObject,
  jsonCodec,
  patternCodec,
  smallIntCodec,
  textCodec,
} from "./codecs.ts";
import { localStore, routingEngine, sessionStore } from "./storage-engine.ts";
import { CHANNEL_PATTERN, DEFAULT_CHANNEL, SESSION_KEYS } from "./storage-keys.ts";

setPersistentEngine(
  routingEngine((key) => SESSION_KEYS.has(key), localStore, sessionStore),
  typeof window === "undefined"
    ? { addEventListener() {}, removeEventListener() {} }
    : windowPersistentEvents,
);

const text = (key: string) => persistentAtom<string>(key, "", textCodec);

export const $accessToken = text("access_token");
export const $userId = text("user_id");
export const $did = text("_did");
export const $os = persistentAtom<string>("_os", "", patternCodec(/^[123]$/, ""));
export const $ua = text("_ua");
export const $oaId = text("_oa_id");
export const $channel = persistentAtom<string>("_channel", DEFAULT_CHANNEL, {
  ...patternCodec(CHANNEL_PATTERN, DEFAULT_CHANNEL),
  encode: (value) => value,
});
export const $appname = text("appname");
export const $appcompany = text("appcompany");
export const $phone = persistentAtom<string>("phone", "", patternCodec(/^\d{11}$/, ""));
export const $inputForm = persistentAtom<number | null>("input_form", null, smallIntCodec);
export const $succTodo = persistentAtom<number | null>("succ_todo", null, smallIntCodec);
export const $failTodo = persistentAtom<number | null>("fail_todo", null, smallIntCodec);
/** Same-origin path only: anything else (an absolute URL, `//host`) reads as none. */
export const $loginAddress = persistentAtom<string>("loginAddress", "", patternCodec(/^\/(?![/\\])/, ""));
export const $zhijieBackUrl = persistentAtom<string>("zhijieBackUrl", "", patternCodec(/^https?:\/\//, ""));
export const $h5face = text("h5face");

const BRAND_FIELDS = ["name", "faviconUrl", "logo", "companyName", "icp"] as const;
/** The legacy brandObj: the resolved brand plus oldInfo, a copy of the defaults. */
export type StoredBrand = Brand & { oldInfo?: Brand };
export const $brandObj = persistentAtom<StoredBrand | null>(
  "brandObj",
  null,
  jsonCodec((v): v is StoredBrand => hasStringFields(v, BRAND_FIELDS), null),
);

/** Per-channel time (ms) of the last activation: "reported at most once per 30 minutes". */
export const $activeChannelTime = persistentAtom<Record<string, number>>(
  "activeChannelTime",
  {},
  jsonCodec(
    (v): v is Record<string, number> => isPlainObject(v) && Object.values(v).every((n) => Number.isFinite(n)),
    {},
  ),
);

// Session state (sessionStorage).
export const $application = persistentAtom<string>("application", "", patternCodec(/^[123]$/, ""));
export const $bdVidUrl = text("bd_vidUrl");
export const $firstVisit = text("firstVisit");

/** Short-video attribution fields kept from the landing URL. */
export interface KuaishouAttribution {
  utm_source: string;
  callback?: string;
  oaidMd5?: string;
  imeiMd5?: string;
  idfaMd5?: string;
}
export const $kuaishoumaidian = persistentAtom<KuaishouAttribution | null>(
  "kuaishoumaidian",
  null,
  jsonCodec((v): v is KuaishouAttribution => hasStringFields(v, ["utm_source"]), null),
);

/** Channel settings cached for one channel: refetched when the stored channel differs. */
export interface CachedChannelInfo {
  channel: string;
  info: Record<string, unknown>;
}
export const $channelInfo = persistentAtom<CachedChannelInfo | null>(
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
export const $ipAddressInfo = persistentAtom<IpAddressInfo | null>(
  "ipAddressInfo",
  null,
  jsonCodec((v): v is IpAddressInfo => hasStringFields(v, ["code", "name"]), null),
);

/** A random device id: 16 bytes of hex (spec: "_did (device id; random if missing)"). */
export function randomDeviceId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

if (!$did.get()) $did.set(randomDeviceId());

/** Logged in means an access token exists (spec section 6). */
export function isLoggedIn(): boolean {
  return $accessToken.get() !== "";
}

/** Forget the login: token and user id (spec: "the token and user id are cleared"). */
export function clearSession(): void {
  $accessToken.set("");
  $userId.set("");
}
