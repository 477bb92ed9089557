/** Reads the bundle's runtime configuration from the page (src/config/runtime-config.ts). */
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from "../config/runtime-config.ts";

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
    const text = document.getElementById(RUNTIME_CONFIG_ID)?.textContent ?? "";
    cached = { ...EMPTY, ...(JSON.parse(text) as Partial<RuntimeConfig>) };
  } catch {
    cached = EMPTY;
  }
  return cached;
}
