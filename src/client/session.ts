/**
 * The session module: the one owner of browser storage (docs/decisions/027 and 160). It opens
 * the two storage areas so that no call throws, and makes the store of a key in its area:
 * `stored` below, which the key table (stores.ts, page-stores.ts) calls once per key. Every
 * other module reads and writes stored state through those stores (`.get`, `.set`, `.listen`);
 * no other module touches localStorage or sessionStorage (a lint rule says so), except the
 * inline scripts of head-scripts.ts, which read two keys before any module can run. Page state
 * kept for the tab, drafts and marketplace lists, is in tab-state.ts over the wrapper below.
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
import { atom, onMount, type WritableAtom } from "nanostores";
import type { Codec } from "./codecs.ts";

/** The slice of the Storage API the session layer uses (so tests can pass a fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Wraps a storage so that no call throws: private mode, a full quota or a blocked storage fall
 * back to memory for the page's lifetime; writes that fail are kept there.
 */
function safeStorage(get: () => KeyValueStorage | undefined): KeyValueStorage {
  const fallback = memoryStorage();
  const attempt = <T>(action: (storage: KeyValueStorage) => T, otherwise: () => T): T => {
    try {
      const storage = get();
      return storage ? action(storage) : otherwise();
    } catch {
      return otherwise();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key) ?? fallback.getItem(key),
        () => fallback.getItem(key),
      ),
    setItem: (key, value) =>
      attempt(
        (s) => {
          s.setItem(key, value);
          fallback.removeItem(key);
        },
        () => fallback.setItem(key, value),
      ),
    removeItem: (key) => {
      fallback.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

const hasWindow = typeof window !== "undefined";
/** sessionStorage, never throwing (the tab's stores below, and tab-state.ts). */
export const sessionStore = safeStorage(() => (hasWindow ? window.sessionStorage : undefined));
/** Storage for the daily tracker flags (localStorage: they last until local midnight). */
export const flagStorage: KeyValueStorage = safeStorage(() => (hasWindow ? window.localStorage : undefined));

/**
 * localStorage as @nanostores/persistent reads it: an object whose properties are the keys,
 * which the browser's Storage is. Where it cannot be written (blocked, missing in a web view
 * without DOM storage, private mode), a plain object in memory for the page's lifetime.
 */
function localEngine(): Record<string, string> {
  try {
    const storage = window.localStorage;
    storage.setItem("_probe", "1");
    storage.removeItem("_probe");
    return storage as unknown as Record<string, string>;
  } catch {
    return {};
  }
}
const noEvents = { addEventListener() {}, removeEventListener() {} };
setPersistentEngine(hasWindow ? localEngine() : {}, hasWindow ? windowPersistentEvents : noEvents);

/**
 * A store kept in the tab's storage. The library keeps every store in one storage area, so the
 * tab's keys get this small equivalent (decision 160): read when first used or watched, written
 * on every `set`. Only these stores write these keys, and no other tab sees them.
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
 * in the tab's sessionStorage. Absent or corrupted, it reads as `fallback` (codecs.ts).
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
 * When the page last reloaded for a failed chunk (preload-error.ts). Unlike every other read,
 * this one throws where storage is blocked: without it a reload could not tell a loop.
 */
export function preloadReloadMark(win: Window) {
  return {
    read: (): string | null => win.sessionStorage.getItem(PRELOAD_RELOAD_AT),
    write: (at: number): void => win.sessionStorage.setItem(PRELOAD_RELOAD_AT, String(at)),
  };
}
