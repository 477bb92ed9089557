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
 * | smsPhone            | session | the number a code was last sent to (a reload keeps it) | ""     |
 *
 * | preloadErrorReloadAt| session | ms of the last reload for a failed chunk       | none           |
 * | form_draft:<form id>| session | JSON draft of a form (src/core/forms/draft.ts) | none           |
 *
 * Each key is declared once as a {@link StoredKey} (name, default, codec): here the keys the
 * navigation guard reads or writes, in page-storage-keys.ts the keys only pages use. Two modules,
 * one table: the script every page runs is one chunk made of whole modules (src/vite/
 * runtime-chunk.mjs), so a key declared here is paid for on every page (issue 4's 6 KB budget).
 * Only the session module (src/client/session.ts) and the stores made from these declarations
 * (src/client/stores.ts) reach browser storage.
 */
import { CHANNEL_PATTERN, DEFAULT_CHANNEL } from "../config/channels.ts";
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

/** Declares a stored key. */
export const stored = <T>(key: string, fallback: T, codec: Codec<T>): StoredKey<T> => ({
  key,
  fallback,
  codec,
});
/** Declares a plain-string key ("" when absent; writing "" removes it). */
export const text = (key: string) => /*#__PURE__*/ stored(key, "", textCodec);

/** Session-state keys (sessionStorage); every other key is in localStorage. */
/** Raw session key of the last reload for a failed chunk (ms; not a store, see the table). */
export const PRELOAD_RELOAD_AT = "preloadErrorReloadAt";

export const SESSION_KEYS: ReadonlySet<string> = new Set([
  "application",
  "bd_vidUrl",
  "firstVisit",
  "kuaishoumaidian",
  "channel_info",
  "ipAddressInfo",
  "smsCountdownUntil",
  "smsPhone",
]);

export const ACCESS_TOKEN = /*#__PURE__*/ text("access_token");
export const USER_ID = /*#__PURE__*/ text("user_id");
export const OS = /*#__PURE__*/ stored("_os", "", /*#__PURE__*/ patternCodec(/^[123]$/, ""));
/** The channel is always written, even the default, as the previous front end did. */
export const CHANNEL = /*#__PURE__*/ stored("_channel", DEFAULT_CHANNEL, {
  .../*#__PURE__*/ patternCodec(CHANNEL_PATTERN, DEFAULT_CHANNEL),
  encode: (value: string) => value,
});
export const APPNAME = /*#__PURE__*/ text("appname");
export const INPUT_FORM = /*#__PURE__*/ stored<number | null>("input_form", null, smallIntCodec);
export const SUCC_TODO = /*#__PURE__*/ stored<number | null>("succ_todo", null, smallIntCodec);
export const FAIL_TODO = /*#__PURE__*/ stored<number | null>("fail_todo", null, smallIntCodec);
/** Same-origin path only: anything else (an absolute URL, `//host`) reads as none. */
export const LOGIN_ADDRESS = /*#__PURE__*/ stored(
  "loginAddress",
  "",
  /*#__PURE__*/ patternCodec(/^\/(?![/\\])/, ""),
);

/** Per-channel time (ms) of the last activation: "reported at most once per 30 minutes". */
export const ACTIVE_CHANNEL_TIME = /*#__PURE__*/ stored<Record<string, number>>(
  "activeChannelTime",
  {},
  /*#__PURE__*/ jsonCodec(
    (v): v is Record<string, number> => isPlainObject(v) && Object.values(v).every((n) => Number.isFinite(n)),
    {},
  ),
);

// Session state (sessionStorage).
export const APPLICATION = /*#__PURE__*/ stored("application", "", /*#__PURE__*/ patternCodec(/^[123]$/, ""));
export const FIRST_VISIT = /*#__PURE__*/ text("firstVisit");

/** Channel settings cached for one channel: refetched when the stored channel differs. */
export interface CachedChannelInfo {
  channel: string;
  info: Record<string, unknown>;
}
export const CHANNEL_INFO = /*#__PURE__*/ stored<CachedChannelInfo | null>(
  "channel_info",
  null,
  /*#__PURE__*/ jsonCodec(
    (v): v is CachedChannelInfo => isPlainObject(v) && typeof v.channel === "string" && isPlainObject(v.info),
    null,
  ),
);

/** City of the visitor's IP (spec: ipAddressInfo with code and name). */
export interface IpAddressInfo {
  code: string;
  name: string;
}
export const IP_ADDRESS_INFO = /*#__PURE__*/ stored<IpAddressInfo | null>(
  "ipAddressInfo",
  null,
  /*#__PURE__*/ jsonCodec((v): v is IpAddressInfo => hasStringFields(v, ["code", "name"]), null),
);
