/** Reads the bundle's runtime configuration from the page (src/config/runtime-config.ts). */
import type { RuntimeConfig } from "../config/runtime-config.ts";

/**
 * Id of the JSON block, equal to RUNTIME_CONFIG_ID of src/config/runtime-config.ts (a unit
 * test checks it). Not imported from there: that module imports every host file, which would
 * ship the whole host table to the browser.
 */
const BUNDLE_CONFIG_ELEMENT_ID = "bundle-config";

const EMPTY: RuntimeConfig = {
  bundle: "default",
  entryPaths: ["/login"],
  rootPath: "/login",
  eventHost: false,
  apiBase: "",
  trackBase: "",
  returnHosts: [],
};

let cached: RuntimeConfig | undefined;

/** The configuration of the current page's bundle; safe defaults when the block is missing. */
export function bundleConfig(): RuntimeConfig {
  if (cached) return cached;
  try {
    const text = document.getElementById(BUNDLE_CONFIG_ELEMENT_ID)?.textContent ?? "";
    cached = { ...EMPTY, ...(JSON.parse(text) as Partial<RuntimeConfig>) };
  } catch {
    cached = EMPTY;
  }
  return cached;
}
