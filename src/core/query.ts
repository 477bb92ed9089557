/**
 * Safe helpers for same-bundle navigation targets: every target the guard or a page builds is a
 * path of this bundle, never an absolute, protocol-relative or `javascript:` URL taken from input.
 */

import { NOT_FOUND_CHANNEL } from "../config/channels.ts";
import { hasControlCharacter } from "./control-characters.ts";

/**
 * Names the query intake (src/client/intake.ts) reads, or a percent-encoded name that might be
 * one: only then is the intake loaded, so most page views do not download it.
 */
export const INTAKE_HINT = /[?&](zhijieBackUrl|h5face|bd_vid|utm_source|_token)=|%/i;

/** Spec 2: "c: channel number, stored as channel_ plus the number." The channel `c` names, if any. */
const channelOfQuery = (c: string | null | undefined): `channel_${string}` | undefined =>
  typeof c === "string" && /^\d{1,10}$/.test(c) ? `channel_${c}` : undefined;

/**
 * The channel a page settles on, the guard's first rule ("query-channel" in
 * src/core/guard-decide.ts stores it): the address's `c`, else the stored channel.
 */
export const settledChannel = (c: string | null | undefined, storedChannel: string): string =>
  channelOfQuery(c) ?? storedChannel;

/** A flat query: one value per name (the first occurrence wins when parsing). */
export type Query = Record<string, string>;

/**
 * True for a same-origin path: starts with exactly one "/", no backslash or control character,
 * so it cannot be read as `//host`, `/\host` or a scheme.
 */
export function isSafePath(target: unknown): target is string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return false;
  if (target[0] !== "/" || target[1] === "/") return false;
  // Control characters and backslashes never appear in a path we navigate to.
  return !hasControlCharacter(target) && !target.includes("\\");
}

/** The target when it is a safe same-origin path, otherwise the fallback (default "/"). */
export function safePath(target: unknown, fallback = "/"): string {
  return isSafePath(target) ? target : fallback;
}

/** Form decoding (`+` is a space) that never throws: a value with a broken escape stays as written. */
function decodeValue(text: string): string {
  const plain = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/**
 * Parses `?a=1&b=2` (leading `?` optional) into a flat query; the first value of a name wins.
 * A value with a broken escape (`%zz`, `%E4%B8`) is kept as written, so a malformed link loses
 * nothing of what it carried (the platform's URLSearchParams would turn broken UTF-8 into U+FFFD).
 */
export function parseQuery(search: string): Query {
  const entries = new Map<string, string>();
  for (const part of search.replace(/^\?/, "").split("&")) {
    const eq = part.indexOf("=");
    const name = decodeValue(eq < 0 ? part : part.slice(0, eq));
    if (name !== "" && !entries.has(name)) entries.set(name, eq < 0 ? "" : decodeValue(part.slice(eq + 1)));
  }
  // Object.fromEntries defines own properties, so a name like "__proto__" stays plain data.
  return Object.fromEntries(entries);
}

/**
 * Builds a same-bundle href: the target's own query, then `keep` (the current query, when it
 * is kept), then `extra`, later values winning. An unsafe target becomes "/"; any hash is
 * dropped. The result always starts with a single "/".
 */
export function buildHref(target: unknown, keep: Query = {}, extra: Query = {}): string {
  const safe = safePath(target);
  const cut = safe.search(/[?#]/);
  const path = cut < 0 ? safe : safe.slice(0, cut);
  const ownSearch = cut >= 0 && safe[cut] === "?" ? safe.slice(cut + 1).replace(/#.*$/s, "") : "";
  const query = { ...parseQuery(ownSearch), ...keep, ...extra };
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

/**
 * The channel the guard settles for a page without sending it away or changing its session,
 * known before the guard runs ({@link settledChannel}), or undefined when the guard or the query
 * intake may still change what a request carries or send the page away: a stored session (the
 * guard checks or clears it), a login mark or markcode, an app hand-over or attribution (the
 * intake's names), the paused channel. The starter's early 获取验证码 (src/client/start/early-login.ts) sends only then.
 */
export function channelBeforeGuard(
  search: string,
  stored: { token: string; channel: string },
): string | undefined {
  const query = new URLSearchParams(search);
  if (stored.token || query.get("mark") || query.get("markcode") || INTAKE_HINT.test(search))
    return undefined;
  const channel = settledChannel(query.get("c"), stored.channel);
  return channel === "" || channel === NOT_FOUND_CHANNEL ? undefined : channel;
}
