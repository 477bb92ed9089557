/**
 * Every response header set of the server, in one place, so security headers (a CSP once
 * the tracker hosts are final) are added here once and reach HTML, assets and the API alike.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { Bundle } from "../src/config/bundles.ts";
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  loadsCarrierSdk,
  PAGE_SECURITY_HEADERS,
} from "../src/deploy/security-headers.ts";

/**
 * Security headers of an HTML page: the Content-Security-Policy allows exactly the inline
 * scripts of this page (by hash), the configured tracker hosts and, on login pages that load
 * it, the host's carrier SDK: the same policy the generated nginx configuration sends
 * (src/deploy/security-headers.ts).
 */
export function pageSecurityHeaders(
  html: string,
  bundle: Partial<Pick<Bundle, "api" | "marketplace" | "carrierLogin">>,
): OutgoingHttpHeaders {
  const page = { carrierSdk: loadsCarrierSdk(html) };
  return {
    ...PAGE_SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(bundle, inlineScriptHashes(html), [], page),
  };
}

/** Headers on every response. */
export function baseHeaders(): OutgoingHttpHeaders {
  return { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" };
}

/** Headers of a static file (or its 304 / 404 page): hashed build output is immutable, the rest revalidates. */
export function staticHeaders(urlPath: string, contentType: string): OutgoingHttpHeaders {
  const asset = urlPath.startsWith("/_astro/") && !contentType.startsWith("text/html");
  return {
    ...baseHeaders(),
    "Content-Type": contentType,
    "Cache-Control": CACHE_CONTROL[asset ? "asset" : "page"],
  };
}

/** Headers of a JSON API answer: never cached (answers depend on the token and the clock). */
export function apiHeaders(): OutgoingHttpHeaders {
  return { ...baseHeaders(), "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
}

/**
 * Tracking records may come from pages on another origin (the tracking host is separate in
 * production), carry no credentials and only append rows, so any origin may post them.
 */
export const TRACKING_CORS_HEADERS: OutgoingHttpHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
};

/** Headers of a redirect. */
export function redirectHeaders(location: string): OutgoingHttpHeaders {
  return { ...baseHeaders(), Location: location, "Cache-Control": CACHE_CONTROL.page };
}
