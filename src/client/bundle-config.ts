/** Reads the bundle's runtime configuration (`runtimeConfigOf`, src/config/bundles.ts) from the page. */
import type { RuntimeConfig } from "../config/bundles.ts";

/** Id of the JSON block the shell writes with the bundle's runtime configuration. */
export const BUNDLE_CONFIG_ID = "bundle-config";

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
    const text = document.getElementById(BUNDLE_CONFIG_ID)?.textContent ?? "";
    cached = { ...EMPTY, ...(JSON.parse(text) as Partial<RuntimeConfig>) };
  } catch {
    cached = EMPTY;
  }
  return cached;
}
