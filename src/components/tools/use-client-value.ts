/**
 * Browser-only values for islands without a hydration mismatch: the server render and hydration
 * see `serverValue`, and React re-renders with the browser's value right after (no effect and
 * no cascading setState needed).
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * `read()` in the browser, `serverValue` on the server and during hydration. `read` must return
 * a primitive so that React sees a stable snapshot.
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
