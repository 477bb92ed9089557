/**
 * Every response header set of the server, in one place, so security headers (a CSP once
 * the tracker hosts are final) are added here once and reach HTML, assets and the API alike.
 */
import type { OutgoingHttpHeaders } from "node:http";

/**
 * Content-Security-Policy for HTML pages; undefined until the tracker script hosts
 * (REFERENCE.md: Baidu, Kuaishou) are fixed in configuration, because a wrong CSP breaks tracking.
 */
export const CONTENT_SECURITY_POLICY: string | undefined = undefined;

/** Headers on every response. */
export function baseHeaders(): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  return headers;
}

/** Hashed build output under /_astro/ never changes; everything else revalidates (ETag makes that cheap). */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/** Headers of a static file (or its 304 / 404 page). */
export function staticHeaders(urlPath: string, contentType: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    ...baseHeaders(),
    "Content-Type": contentType,
    "Cache-Control": contentType.startsWith("text/html") ? "no-cache" : cacheControlFor(urlPath),
  };
  if (CONTENT_SECURITY_POLICY && contentType.startsWith("text/html")) {
    headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY;
  }
  return headers;
}

/** Headers of a JSON API answer: never cached (answers depend on the token and the clock). */
export function apiHeaders(): OutgoingHttpHeaders {
  return { ...baseHeaders(), "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
}

/**
 * Tracking records may come from pages on another origin (the tracking host is separate in
 * production), carry no credentials and only append rows, so any origin may post them.
 */
export function trackingCorsHeaders(): OutgoingHttpHeaders {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
  };
}

/** Headers of a redirect. */
export function redirectHeaders(location: string): OutgoingHttpHeaders {
  return { ...baseHeaders(), Location: location, "Cache-Control": "no-cache" };
}
