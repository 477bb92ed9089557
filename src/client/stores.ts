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
 * Not stores (raw storage in session.ts and tab-state.ts):
 * | preloadErrorReloadAt| session | ms of the last reload for a failed chunk       | none           |
 * | form_draft:<form id>| session | JSON draft of a form (src/client/tab-state.ts) | none           |
 *
 * Each key is declared once, as its store (src/client/session.ts `stored`: name, default,
 * codec, area): here the keys the navigation guard reads or writes, in page-stores.ts the keys
 * only pages use. Two modules, one table: the script every page runs is one chunk made of whole
 * modules (src/vite/runtime-chunk.mjs), so a store declared here is paid for on every page
 * (decision 024). Modules read and write with `.get` / `.set`, watch with `.listen`.
 */
import { DEFAULT_CHANNEL, CHANNEL_PATTERN } from "../config/channels.ts";
import {
  hasStringFields,
  isPlainObject,
  jsonCodec,
  patternCodec,
  smallIntCodec,
  stored,
  textCodec,
} from "./session.ts";

/** Declares a plain-string key ("" when absent; writing "" removes it). */
export const text = (key: string, area?: "session") => /*#__PURE__*/ stored(key, "", textCodec, area);

export const $accessToken = /*#__PURE__*/ text("access_token");
export const $userId = /*#__PURE__*/ text("user_id");
export const $os = /*#__PURE__*/ stored("_os", "", /*#__PURE__*/ patternCodec(/^[123]$/, ""));
/** The channel is always written, even the default, as the previous front end did. */
export const $channel = /*#__PURE__*/ stored("_channel", DEFAULT_CHANNEL, {
  .../*#__PURE__*/ patternCodec(CHANNEL_PATTERN, DEFAULT_CHANNEL),
  encode: (value: string) => value,
});
export const $appname = /*#__PURE__*/ text("appname");
export const $inputForm = /*#__PURE__*/ stored<number | null>("input_form", null, smallIntCodec);
export const $succTodo = /*#__PURE__*/ stored<number | null>("succ_todo", null, smallIntCodec);
export const $failTodo = /*#__PURE__*/ stored<number | null>("fail_todo", null, smallIntCodec);
/** Same-origin path only: anything else (an absolute URL, `//host`) reads as none. */
export const $loginAddress = /*#__PURE__*/ stored(
  "loginAddress",
  "",
  /*#__PURE__*/ patternCodec(/^\/(?![/\\])/, ""),
);

/** Per-channel time (ms) of the last activation: "reported at most once per 30 minutes". */
export const $activeChannelTime = /*#__PURE__*/ stored<Record<string, number>>(
  "activeChannelTime",
  {},
  /*#__PURE__*/ jsonCodec(
    (v): v is Record<string, number> => isPlainObject(v) && Object.values(v).every((n) => Number.isFinite(n)),
    {},
  ),
);

// Session state (sessionStorage).
export const $application = /*#__PURE__*/ stored(
  "application",
  "",
  /*#__PURE__*/ patternCodec(/^[123]$/, ""),
  "session",
);
export const $firstVisit = /*#__PURE__*/ text("firstVisit", "session");

/** Channel settings cached for one channel: refetched when the stored channel differs. */
export interface CachedChannelInfo {
  channel: string;
  info: Record<string, unknown>;
}
export const $channelInfo = /*#__PURE__*/ stored<CachedChannelInfo | null>(
  "channel_info",
  null,
  /*#__PURE__*/ jsonCodec(
    (v): v is CachedChannelInfo => isPlainObject(v) && typeof v.channel === "string" && isPlainObject(v.info),
    null,
  ),
  "session",
);

/** City of the visitor's IP (spec: ipAddressInfo with code and name). */
export interface IpAddressInfo {
  code: string;
  name: string;
}
export const $ipAddressInfo = /*#__PURE__*/ stored<IpAddressInfo | null>(
  "ipAddressInfo",
  null,
  /*#__PURE__*/ jsonCodec((v): v is IpAddressInfo => hasStringFields(v, ["code", "name"]), null),
  "session",
);

/** Logged in means an access token exists (spec section 6). */
export function isLoggedIn(): boolean {
  return $accessToken.get() !== "";
}

/** Stores a login: token and user id (the login module adds the phone, a page key). */
export function storeLogin(login: { token: string; userId: string }): void {
  $accessToken.set(login.token);
  $userId.set(login.userId);
}

/** Spec 4: "the token and user id are cleared". */
export function clearSession(): void {
  storeLogin({ token: "", userId: "" });
}

/** The flow settings of spec section 4 (input_form, succ_todo, fail_todo). */
export function applyFlowSettings(settings: {
  input_form: number;
  succ_todo: number;
  fail_todo: number;
}): void {
  $inputForm.set(settings.input_form);
  $succTodo.set(settings.succ_todo);
  $failTodo.set(settings.fail_todo);
}

/** Records that `channel` was marked active at `at` (ms): "at most once per 30 minutes". */
export function recordActivation(channel: string, at: number): void {
  $activeChannelTime.set({ ...$activeChannelTime.get(), [channel]: at });
}
