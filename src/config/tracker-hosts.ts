/**
 * Third-party origins the ad trackers load scripts from and send their beacons to (REFERENCE.md),
 * derived from the tracker registry (src/config/trackers.ts), so the Content-Security-Policy
 * allow-lists exactly the origins a page can load from, and a changed host is one edit there.
 */
import { searchEngineScriptUrl, TRACKER_REGISTRY } from "./trackers.ts";

/** Every script the registry can load: the vendors of the kinds in use, the non-empty search lists. */
const scriptUrls = [
  ...TRACKER_REGISTRY.groups.flatMap((group) => TRACKER_REGISTRY.vendors[group.kind]?.scriptUrls ?? []),
  ...TRACKER_REGISTRY.searchLists
    .filter((list) => list.channels.length > 0)
    .map((list) => searchEngineScriptUrl(list.productionId)),
];

/** Distinct origins of those scripts, in registry order. */
export const TRACKER_SCRIPT_ORIGINS: readonly string[] = [
  ...new Set(scriptUrls.map((url) => new URL(url).origin)),
];
