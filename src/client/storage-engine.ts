/**
 * Browser storage that never throws: private mode, a full quota or a blocked storage fall
 * back to memory for the page's lifetime. Both the stores (stores.ts) and the guard's direct
 * access (session.ts) go through these two wrappers, so they share that memory.
 */

/** The slice of the Storage API the engine uses (so tests can pass a fake). */
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

/** Wraps a storage so that no call throws; writes that fail are kept in memory. */
export function safeStorage(get: () => KeyValueStorage | undefined): KeyValueStorage {
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
/** localStorage, never throwing. */
export const localStore = safeStorage(() => (hasWindow ? window.localStorage : undefined));
/** sessionStorage, never throwing. */
export const sessionStore = safeStorage(() => (hasWindow ? window.sessionStorage : undefined));

/**
 * The browser's sessionStorage itself, for the one reader that must know when storage is
 * blocked (src/client/preload-error.ts: a memory fallback would let a reload loop go unseen).
 * Throws when storage is blocked, like the browser does.
 */
export function blockableSessionStorage(win: Window): Pick<Storage, "getItem" | "setItem"> {
  return {
    getItem: (key) => win.sessionStorage.getItem(key),
    setItem: (key, value) => win.sessionStorage.setItem(key, value),
  };
}
