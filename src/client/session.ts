/**
 * The session module: the one owner of browser storage (docs/decisions/027-session-module.md).
 * Every key is declared once in storage-keys.ts; this module opens the two storage areas through
 * wrappers that never throw, reads and writes the keys through them and offers the funnel's
 * named actions (store a login, clear it, set the channel, apply flow settings, ...). The
 * nanostores of stores.ts are reactive views of the same keys over the same wrappers: after
 * every write here, a `storage` event tells them, the way a write in another tab would. No other
 * module touches localStorage or sessionStorage (a lint rule says so). Page state kept for the
 * tab, drafts and marketplace lists, is in tab-state.ts, outside the script every page runs; the
 * inline scripts of head-scripts.ts read two keys before any module can run. Small on purpose:
 * the script every page runs uses it (issue 4's budget), and each action is tree-shaken away
 * where unused.
 */
import * as k from "./storage-keys.ts";

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

// One wrapper per area for the whole page: the stores and the actions below share its memory
// fallback, so where storage is blocked a login written here is still what the stores read.
const hasWindow = typeof window !== "undefined";
/** localStorage, never throwing (for stores.ts; everything else uses the actions below). */
export const localStore = safeStorage(() => (hasWindow ? window.localStorage : undefined));
/** sessionStorage, never throwing (for stores.ts and tab-state.ts). */
export const sessionStore = safeStorage(() => (hasWindow ? window.sessionStorage : undefined));

/** sessionStorage for session-state keys, localStorage for the rest (never throwing). */
export function storageFor(key: string): KeyValueStorage {
  return k.SESSION_KEYS.has(key) ? sessionStore : localStore;
}

/**
 * One read per storage area, for the page runtime to run each in a task of its own before the
 * guard reads its keys. A page's first read of an area waits for the browser to load it (a
 * synchronous trip to the browser process, 2 to 10 ms measured on this machine's pages, four
 * times that on the phone Lighthouse simulates); in one task with the guard's reads, the two
 * waits made a task long enough to count as blocking.
 */
export const STORAGE_AREA_OPENERS: readonly (() => void)[] = [
  () => void readStored(k.ACCESS_TOKEN),
  () => void readStored(k.FIRST_VISIT),
];

/** The decoded value of a key; its default when absent or corrupted. */
export function readStored<T>({ key, fallback, codec }: k.StoredKey<T>): T {
  const raw = storageFor(key).getItem(key);
  return raw === null ? fallback : codec.decode(raw);
}

/** Writes a key (a value that encodes to nothing removes it) and tells the page's stores. */
export function writeStored<T>({ key, codec }: k.StoredKey<T>, value: T): void {
  const raw = codec.encode(value);
  const storage = storageFor(key);
  if (raw === undefined) storage.removeItem(key);
  else storage.setItem(key, raw);
  try {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: raw ?? null }));
  } catch {
    // No window (tests) or no StorageEvent constructor: no store can be listening either.
  }
}

/** Stores a login: token and user id (the login module adds the phone, a page key). */
export function storeLogin(login: { token: string; userId: string }): void {
  writeStored(k.ACCESS_TOKEN, login.token);
  writeStored(k.USER_ID, login.userId);
}

/** Spec 4: "the token and user id are cleared". */
export function clearSession(): void {
  writeStored(k.ACCESS_TOKEN, "");
  writeStored(k.USER_ID, "");
}

/** The flow settings of spec section 4 (input_form, succ_todo, fail_todo). */
export function applyFlowSettings(settings: {
  input_form: number;
  succ_todo: number;
  fail_todo: number;
}): void {
  writeStored(k.INPUT_FORM, settings.input_form);
  writeStored(k.SUCC_TODO, settings.succ_todo);
  writeStored(k.FAIL_TODO, settings.fail_todo);
}

/** Records that `channel` was marked active at `at` (ms): "at most once per 30 minutes". */
export function recordActivation(channel: string, at: number): void {
  writeStored(k.ACTIVE_CHANNEL_TIME, { ...readStored(k.ACTIVE_CHANNEL_TIME), [channel]: at });
}

/**
 * When the page last reloaded for a failed chunk (preload-error.ts). Unlike every other read,
 * this one throws where storage is blocked: without it a reload could not tell a loop.
 */
export function preloadReloadMark(win: Window) {
  return {
    read: (): string | null => win.sessionStorage.getItem(k.PRELOAD_RELOAD_AT),
    write: (at: number): void => win.sessionStorage.setItem(k.PRELOAD_RELOAD_AT, String(at)),
  };
}

/** Storage for the daily tracker flags (localStorage: they last until local midnight). */
export const flagStorage: KeyValueStorage = localStore;
