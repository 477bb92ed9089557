/**
 * The key table (decision 160): every key the funnel keeps in the browser, declared once as its
 * store under the legacy name of the previous front end (spec section 3), so that returning
 * visitors keep their login and channel. Here the keys the guard uses; the keys only pages use
 * are in page-stores.ts, since a store declared here is paid for on every page (decision 024).
 * Not stores: the tracker flags, the tab state (tab-state.ts) and the reload mark of a failed
 * chunk (session.ts) keep raw values under keys made at run time.
 */
import type { FlowValues } from "../config/channels-city.ts";
import { DEFAULT_CHANNEL, CHANNEL_PATTERN } from "../config/channels.ts";
import type { Login } from "../core/incoming-login.ts";
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
/** "1" iOS, "2" Android, "" unknown. */
export const $os = /*#__PURE__*/ stored("_os", "", /*#__PURE__*/ patternCodec(/^[123]$/, ""));
/** The channel is always written, even the default, as the previous front end did. */
export const $channel = /*#__PURE__*/ stored("_channel", DEFAULT_CHANNEL, {
  .../*#__PURE__*/ patternCodec(CHANNEL_PATTERN, DEFAULT_CHANNEL),
  encode: (value: string) => value,
});
export const $appname = /*#__PURE__*/ text("appname");
/** The channel's flow settings (spec section 4): input_form 0 / 1, succ_todo and fail_todo 0..7. */
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

// Session state (the tab's storage).
/** "1" iOS app, "2" Android app, "3" web. */
export const $application = /*#__PURE__*/ stored(
  "application",
  "",
  /*#__PURE__*/ patternCodec(/^[123]$/, ""),
  "session",
);
/** "1" once the tab has visited. */
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
export function storeLogin(login: Login): void {
  $accessToken.set(login.token);
  $userId.set(login.userId);
}

/** Spec 4: "the token and user id are cleared". */
export function clearSession(): void {
  storeLogin({ token: "", userId: "" });
}

/** The flow settings of spec section 4 (input_form, succ_todo, fail_todo). */
export function applyFlowSettings(settings: FlowValues): void {
  $inputForm.set(settings.input_form);
  $succTodo.set(settings.succ_todo);
  $failTodo.set(settings.fail_todo);
}

/** Records that `channel` was marked active at `at` (ms): "at most once per 30 minutes". */
export function recordActivation(channel: string, at: number): void {
  $activeChannelTime.set({ ...$activeChannelTime.get(), [channel]: at });
}
