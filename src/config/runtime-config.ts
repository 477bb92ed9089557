/**
 * What the browser needs to know about its bundle, written into every page as a JSON data
 * block (no executable inline script, so a strict CSP keeps working).
 */
import { entryPathsOf, rootTargetPath, type Bundle } from "./bundles.ts";
import { DEFAULT_LIVE_TIMEOUT_MS } from "./marketplace.ts";
import { ANY_TOKEN_PATH, hasTokenPages } from "./token-pages.ts";

export interface RuntimeConfig {
  bundle: string;
  /** Entry (login) paths this bundle serves; `/{token}.html` stands for any campaign token page. */
  entryPaths: string[];
  /** Path `/` redirects to. */
  rootPath: string;
  /** One of the event hosts whose login pages clear the token. */
  eventHost: boolean;
  /** API base URL ("" = same origin). */
  apiBase: string;
  /** Tracking host base URL ("" = same origin). */
  trackBase: string;
  /** Partner hosts an external return link (zhijieBackUrl) may point to (src/core/partner-return.ts). */
  returnHosts: string[];
  /** Live sources the host enabled (host file `liveData`); absent: the built data only. */
  live?: LiveSources;
}

/** Which calls may refresh built data after load, and how long they may take. */
type LiveSources = Required<NonNullable<Bundle["liveData"]>>;

export const RUNTIME_CONFIG_ID = "bundle-config";

export function runtimeConfigOf(bundle: Bundle): RuntimeConfig {
  const { offer = false, regions = false, timeoutMs = DEFAULT_LIVE_TIMEOUT_MS } = bundle.liveData ?? {};
  return {
    bundle: bundle.id,
    entryPaths: [...entryPathsOf(bundle), ...(hasTokenPages(bundle) ? [ANY_TOKEN_PATH] : [])],
    rootPath: rootTargetPath(bundle),
    eventHost: bundle.eventHost === true,
    apiBase: bundle.api?.base ?? "",
    trackBase: bundle.api?.trackBase ?? "",
    returnHosts: [...(bundle.partnerHosts ?? [])],
    // No live source enabled: no bytes on its pages.
    ...(offer || regions ? { live: { offer, regions, timeoutMs } } : {}),
  };
}
