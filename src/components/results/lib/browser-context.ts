/**
 * Browser facts the marketplace islands read after hydration (never during render, so the
 * server HTML and the first client render agree).
 */
import { $channel, $userId } from "../../../client/stores.ts";
import { carriedQuery } from "./result-query.ts";
import type { ApplyTracking } from "./product-view.ts";

/** Tracking context of the current page for apply links. */
export function applyTrackingOf(fromPage: string): ApplyTracking {
  return { channel: $channel.get(), userId: $userId.get(), fromPage, carried: carriedQuery(location.search) };
}

/** True when this page load is a history traversal (Back/Forward) without the bfcache. */
export function isBackForwardLoad(): boolean {
  try {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === "back_forward";
  } catch {
    return false;
  }
}
