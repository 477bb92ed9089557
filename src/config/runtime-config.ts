/**
 * What the browser needs to know about its bundle, written into every page as a JSON data
 * block (no executable inline script, so a strict CSP keeps working).
 */
import { entryPathsOf, rootTargetPath, type Bundle } from "./bundles.ts";
import { DEFAULT_LIVE_TIMEOUT_MS } from "./marketplace.ts";
import { ANY_TOKEN_PATH, hasTokenPages } from "./token-pages.ts";

export type RuntimeConfig = ReturnType<typeof runtimeConfigOf>;

export const RUNTIME_CONFIG_ID = "bundle-config";

export function runtimeConfigOf(bundle: Bundle) {
  const { offer = false, regions = false, timeoutMs = DEFAULT_LIVE_TIMEOUT_MS } = bundle.liveData ?? {};
  return {
    bundle: bundle.id,
    /** Entry (login) paths this bundle serves; `/{token}.html` stands for any campaign token page. */
    entryPaths: [...entryPathsOf(bundle), ...(hasTokenPages(bundle) ? [ANY_TOKEN_PATH] : [])],
    /** Path `/` redirects to. */
    rootPath: rootTargetPath(bundle),
    /** One of the event hosts whose login pages clear the token. */
    eventHost: bundle.eventHost === true,
    /** API base URL ("" = same origin). */
    apiBase: bundle.api?.base ?? "",
    /** Tracking host base URL ("" = same origin). */
    trackBase: bundle.api?.trackBase ?? "",
    /** Partner hosts an external return link (zhijieBackUrl) may point to (src/core/partner-return.ts). */
    returnHosts: [...(bundle.partnerHosts ?? [])],
    // The live sources the host enabled (host file `liveData`), which calls may refresh built data
    // after load and how long they may take; none enabled: no bytes on its pages.
    ...(offer || regions ? { live: { offer, regions, timeoutMs } } : {}),
  };
}
