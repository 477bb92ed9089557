/**
 * Safe helpers for same-bundle navigation targets: every target the guard or a page builds is a
 * path of this bundle, never an absolute, protocol-relative or `javascript:` URL taken from input.
 */

import { hasControlCharacter } from "./control-characters.ts";

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

/**
 * Parses `?a=1&b=2` (leading `?` optional) into a flat query; the first value of a name wins.
 * The platform's form decoding never throws: `+` reads as a space, a broken escape (`%zz`) stays
 * as written and broken UTF-8 (`%E4%B8`) reads as U+FFFD.
 */
export function parseQuery(search: string): Query {
  const entries = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (name !== "" && !entries.has(name)) entries.set(name, value);
  }
  // Object.fromEntries defines own properties, so a name like "__proto__" stays plain data.
  return Object.fromEntries(entries);
}

/**
 * Builds a same-bundle href: the target's own query, then `keep` (the current query, when it
 * is kept), then `extra`, later values winning. An unsafe target becomes `fallback`; any hash
 * is dropped. The result always starts with a single "/".
 */
export function buildHref(target: unknown, keep: Query = {}, extra: Query = {}, fallback = "/"): string {
  const safe = safePath(target, safePath(fallback));
  const cut = safe.search(/[?#]/);
  const path = cut < 0 ? safe : safe.slice(0, cut);
  const ownSearch = cut >= 0 && safe[cut] === "?" ? safe.slice(cut + 1).replace(/#.*$/s, "") : "";
  const query = { ...parseQuery(ownSearch), ...keep, ...extra };
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}
