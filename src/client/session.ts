/**
 * The one owner of browser storage (decisions 027 and 160): it opens the two areas so that no
 * call throws and makes the store of each key of the key table (`stored`). A lint rule keeps
 * localStorage and sessionStorage out of every other module but the inline head scripts.
 */
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentEncoder,
} from "@nanostores/persistent";
import { atom, onMount, type WritableAtom } from "nanostores";
import { hasControlCharacter } from "../core/control-characters.ts";

// Codecs: every decoder accepts any string (a value written by the previous front end, a
// browser extension or a curious visitor) and returns the default when it does not fit: a
// corrupted value never throws.
/** How a stored value is read from and written to its string (undefined removes the key). */
type Codec<T> = PersistentEncoder<T>;

/** A string that must match a pattern; anything else reads as `fallback`. */
export function patternCodec(pattern: RegExp, fallback: string): Codec<string> {
  return {
    decode: (raw) => (pattern.test(raw) ? raw : fallback),
    encode: (value) => (value === "" ? undefined : value),
  };
}

/**
 * A plain string; the empty string removes the key. A value with a control character reads as
 * none: every call carries the stored ids, and a NUL in one made the backend refuse them all.
 */
export const textCodec: Codec<string> = {
  decode: (raw) => (hasControlCharacter(raw) ? "" : raw),
  encode: (value) => (value === "" ? undefined : value),
};

/** A small non-negative integer stored as digits (flow settings); null when absent or invalid. */
export const smallIntCodec: Codec<number | null> = {
  decode: (raw) => (/^\d{1,3}$/.test(raw) ? Number(raw) : null),
  encode: (value) => (value === null ? undefined : String(value)),
};

/** JSON checked by a guard function; invalid JSON or a wrong shape reads as `fallback`. */
export function jsonCodec<T>(isValid: (value: unknown) => value is T, fallback: T): Codec<T> {
  return {
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    encode: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for a plain object whose listed keys are all strings (other keys ignored). */
export function hasStringFields(value: unknown, keys: readonly string[]): value is Record<string, string> {
  return isPlainObject(value) && keys.every((key) => typeof value[key] === "string");
}

const hasWindow = typeof window !== "undefined";

/**
 * A storage area as the stores read it: the browser's Storage, whose items are its properties
 * (what @nanostores/persistent reads). Where a probe write fails (blocked, `null` in an Android
 * web view without DOM storage, private mode), a plain object in memory for the page's lifetime.
 */
function openArea(area: "localStorage" | "sessionStorage"): Record<string, string> {
  try {
    const storage = window[area];
    storage.setItem("_probe", "1");
    storage.removeItem("_probe");
    return storage as unknown as Record<string, string>;
  } catch {
    return {};
  }
}
const localArea = hasWindow ? openArea("localStorage") : {};
/** The tab's area, opened at its first use (decision 160: not while the runtime chunk starts). */
let tabArea: Record<string, string> | undefined;
const openTab = () => (tabArea ??= hasWindow ? openArea("sessionStorage") : {});

/** The slice of the Storage API over an area, for the modules that keep raw values. */
const itemsOf = (area: () => Record<string, string>) => ({
  getItem: (key: string): string | null => area()[key] ?? null,
  setItem: (key: string, value: string): void => {
    // A full area (a long draft, a private window's tiny quota) keeps the page working unsaved.
    try {
      area()[key] = value;
    } catch {
      return;
    }
  },
  removeItem: (key: string): void => void delete area()[key],
});
/** The tab's storage (the tab's stores below, and tab-state.ts). */
export const sessionStore = itemsOf(openTab);
/** Storage for the daily tracker flags (localStorage: they last until local midnight). */
export const flagStorage = itemsOf(() => localArea);

const noEvents = { addEventListener() {}, removeEventListener() {} };
setPersistentEngine(localArea, hasWindow ? windowPersistentEvents : noEvents);

/**
 * A store kept in the tab's storage, read when first used or watched and written on every `set`:
 * the library keeps every store in one area (decision 160).
 */
function tabAtom<T>(key: string, fallback: T, codec: Codec<T>): WritableAtom<T> {
  const $store = atom(fallback);
  const show = $store.set;
  $store.set = (value) => {
    const raw = codec.encode(value);
    if (raw === undefined) sessionStore.removeItem(key);
    else sessionStore.setItem(key, raw);
    show(value);
  };
  onMount($store, () => {
    const raw = sessionStore.getItem(key);
    show(raw === null ? fallback : codec.decode(raw));
  });
  return $store;
}

/** The store of one stored key, carrying its legacy name (the inline head scripts read two). */
export type StoredAtom<T> = WritableAtom<T> & { readonly key: string };

/**
 * Makes the store of a key: kept in localStorage (the default, shared by the visitor's tabs) or
 * in the tab's sessionStorage. Absent or corrupted, it reads as `fallback` (the codecs above).
 */
export function stored<T>(
  key: string,
  fallback: T,
  codec: Codec<T>,
  area: "local" | "session" = "local",
): StoredAtom<T> {
  const $store = area === "local" ? persistentAtom<T>(key, fallback, codec) : tabAtom(key, fallback, codec);
  return Object.assign($store, { key });
}

/** Key of the last reload for a failed chunk (ms, sessionStorage; not a store, see below). */
const PRELOAD_RELOAD_AT = "preloadErrorReloadAt";

/**
 * When the page last reloaded for a failed chunk (`installPreloadErrorHandler` in start/lazy-import.ts). Unlike every other read,
 * this one throws where storage is blocked: without it a reload could not tell a loop.
 */
export function preloadReloadMark(win: Window) {
  return {
    read: (): string | null => win.sessionStorage.getItem(PRELOAD_RELOAD_AT),
    write: (at: number): void => win.sessionStorage.setItem(PRELOAD_RELOAD_AT, String(at)),
  };
}
