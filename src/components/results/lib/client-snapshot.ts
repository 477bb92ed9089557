/**
 * Browser-only values for islands, hydration-safe: the server render and the hydrating render
 * see `undefined`, the next render sees the value (useSyncExternalStore's server snapshot), so
 * React never meets a mismatch (error #418) and no effect has to copy the value into state.
 */
import { useSyncExternalStore } from "react";

const snapshots = new Map<string, unknown>();
const subscribeNowhere = () => () => {};

/** The value `read()` gives in the browser, read once per page load and key. */
export function useClientSnapshot<T>(key: string, read: () => T): T | undefined {
  return useSyncExternalStore(
    subscribeNowhere,
    () => {
      if (!snapshots.has(key)) snapshots.set(key, read());
      return snapshots.get(key) as T;
    },
    () => undefined,
  );
}
