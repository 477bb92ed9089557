/**
 * Reads and writes stored keys without the store library, for the script every page runs
 * (the guard, issue 4's 6 KB budget). Values go through the same storage engine and codecs as
 * the stores of stores.ts, so both agree on every key. After a write the page's own stores are
 * told through a `storage` event, the way a write in another tab reaches them.
 */
import { localStore, sessionStore, type KeyValueStorage } from "./storage-engine.ts";
import { SESSION_KEYS, type StoredKey } from "./storage-keys.ts";

/** sessionStorage for session-state keys, localStorage for the rest (never throwing). */
export function storageFor(key: string): KeyValueStorage {
  return SESSION_KEYS.has(key) ? sessionStore : localStore;
}

/** The decoded value of a key; its default when absent or corrupted. */
export function readStored<T>({ key, fallback, codec }: StoredKey<T>): T {
  const raw = storageFor(key).getItem(key);
  return raw === null ? fallback : codec.decode(raw);
}

/** Writes a key (a value that encodes to nothing removes it) and tells the page's stores. */
export function writeStored<T>({ key, codec }: StoredKey<T>, value: T): void {
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
