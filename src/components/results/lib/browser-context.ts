/**
 * Browser facts the result pages read after hydration (never during render, so the server HTML
 * and the first client render agree: lib/client-snapshot.ts), and the query parameters they
 * carry through (spec section 4: the guard sends visitors to result pages "with query
 * previousPage (跳过表单 / p3回调), sd_plat_fr and successType 1"). Loading pages pass them on to
 * their destination; marketplace links pass them on to the product detail and apply links.
 */
import { $channel, $userId } from "../../../client/stores.ts";
import { parseQuery, type Query } from "../../../core/query.ts";
import type { ApplyTracking } from "./product-view.ts";

const CARRIED_PARAMS = ["previousPage", "successType", "sd_plat_fr"] as const;

/** Longest value kept: anything longer is not one of ours and is dropped. */
const MAX_VALUE_LENGTH = 64;

/** The carried parameters present in a query string (malformed encoding never throws). */
export function carriedQuery(search: string): Query {
  const query = parseQuery(typeof search === "string" ? search : "");
  const kept: Query = {};
  for (const name of CARRIED_PARAMS) {
    const value = query[name];
    if (typeof value === "string" && value !== "" && value.length <= MAX_VALUE_LENGTH) kept[name] = value;
  }
  return kept;
}

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
