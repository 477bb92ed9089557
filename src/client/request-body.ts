/**
 * What a call sends (spec section 7): its address and its form-encoded body with the common
 * fields. Apart from the client (api.ts) so that the starter's early 获取验证码 (start/early-login.ts)
 * builds its request with this same code, without the client's fetch library.
 */
import type { ApiCall, FieldValue } from "../contract/calls.ts";
import { COMMON_FIELD_MAX_LENGTH, COMMON_FIELD_VALUES } from "../contract/envelope.ts";
import { bundleConfig } from "./bundle-config.ts";
import { $did, $oaId, $ua } from "./page-stores.ts";
import { $accessToken, $channel, $os, $userId } from "./stores.ts";

export type Fields = Record<string, FieldValue | boolean | null>;

/**
 * The page address as sent: the server refuses common fields longer than 2048 characters, so
 * a longer address is sent without its query (the path still says where the call came from).
 */
function pageUrlField(href: string): string {
  if (href.length <= COMMON_FIELD_MAX_LENGTH) return href;
  const cut = href.split(/[?#]/)[0] ?? "";
  return cut.slice(0, COMMON_FIELD_MAX_LENGTH);
}

const clip = (value: string) => value.slice(0, COMMON_FIELD_MAX_LENGTH);

/** Fields every body carries (spec section 7), read from the stores at call time. */
function commonFields(): Record<string, string> {
  return {
    _token: clip($accessToken.get()),
    _did: clip($did.get()),
    _os: $os.get(),
    _ua: clip($ua.get() || (typeof navigator === "undefined" ? "" : navigator.userAgent)),
    ...COMMON_FIELD_VALUES,
    refer: typeof document === "undefined" ? "" : pageUrlField(document.referrer),
    _channel: $channel.get(),
    _user_id: clip($userId.get()),
    _oa_id: clip($oaId.get()),
    url: typeof location === "undefined" ? "" : pageUrlField(location.href),
  };
}

/**
 * The address and body of one call: `fields` after the common fields (a field of the same name
 * takes the common field's place), undefined and null fields left out.
 */
export function callRequest(call: Pick<ApiCall<unknown, unknown>, "path" | "tracking">, fields: Fields) {
  const config = bundleConfig();
  const base = (call.tracking ? config.trackBase : config.apiBase).replace(/\/+$/, "");
  const body = new URLSearchParams(commonFields());
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return { url: `${base}${call.path}`, body };
}
