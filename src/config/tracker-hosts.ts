/**
 * Third-party origins the ad trackers load scripts from and report to (REFERENCE.md): the
 * search-engine conversion script and the short-video trace SDK. They are derived from the
 * tracker registry (src/config/trackers.ts), so the Content-Security-Policy allow-lists exactly
 * the origins a page can load from, and a changed host is one edit there.
 */
import { registryScriptUrls, TRACKER_REGISTRY, type TrackerRegistry } from "./trackers.ts";

/** Distinct origins of the registry's script URLs, in registry order. */
function trackerOriginsOf(registry: TrackerRegistry): string[] {
  return [...new Set(registryScriptUrls(registry).map((url) => new URL(url).origin))];
}

export const TRACKER_SCRIPT_ORIGINS: readonly string[] = trackerOriginsOf(TRACKER_REGISTRY);

/** Origins tracker scripts send their beacons to: the script hosts themselves. */
export const TRACKER_CONNECT_ORIGINS: readonly string[] = TRACKER_SCRIPT_ORIGINS;
