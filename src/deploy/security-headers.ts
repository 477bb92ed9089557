/**
 * Security headers of every HTML page, for the reference server, nginx and the CDN alike
 * (decisions 003 and 250): inline scripts are allowed by their hash, never 'unsafe-inline'.
 */
import { hash } from "node:crypto";
import type { Bundle } from "../config/bundles.ts";
import { CARRIER_LOGIN_CONFIG_ID } from "../config/carriers.ts";
import { productImageSources } from "../config/marketplace.ts";
import { trackerScriptOrigins } from "../config/trackers.ts";

/** Script types a browser executes; JSON data blocks are not scripts and need no hash. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** 'sha256-…' sources of every executable inline script in an HTML document. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, attributes = "", body = ""]) => {
      const type = /\btype\s*=\s*"?([^"\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
      if (/\bsrc\s*=/.test(attributes) || !EXECUTABLE_TYPES.has(type)) return [];
      return [`'sha256-${hash("sha256", body, "base64")}'`];
    },
  );
}

/** Origins of the `_astro/` files a built page names by absolute URL (a shared asset prefix). */
const assetOriginsIn = (html: string) =>
  [...html.matchAll(/(https?:\/\/[^/"'\s]+)\/[^"'\s]*_astro\//g)].map((match) => match[1] ?? "");

/** The origin of a URL, none when it is missing or not a URL. */
const originOf = (url: string | undefined): string[] => {
  const parsed = url ? URL.parse(url) : null;
  return parsed ? [parsed.origin] : [];
};

/**
 * True when the page loads the carrier SDK: it carries the SDK settings block, which only the
 * login pages of a host with `carrierLogin` do (src/components/landing/EntryPage.astro).
 */
const loadsCarrierSdk = (html: string) =>
  new RegExp(`<script\\b[^>]*\\bid="${CARRIER_LOGIN_CONFIG_ID}"`).test(html);

/**
 * The Content-Security-Policy of `pages` (one page, or the union of a bundle's pages where one
 * policy serves them all) of `bundle`. `carrierSdk`: the pages load the host's carrier SDK, whose
 * script and gateway origins are then allowed (by default: when a page carries its settings).
 */
export function contentSecurityPolicy(
  bundle: Partial<Pick<Bundle, "api" | "marketplace" | "carrierLogin" | "fieldReport">>,
  pages: readonly string[],
  carrierSdk = pages.some(loadsCarrierSdk),
): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const hashes = unique(pages.flatMap(inlineScriptHashes)).sort();
  const assets = unique(pages.flatMap(assetOriginsIn));
  const apiOrigins = [...originOf(bundle.api?.base), ...originOf(bundle.api?.trackBase)];
  // The collector of field figures a host names (decision 445); a path is the page's own origin.
  const fieldOrigin = originOf(bundle.fieldReport?.endpoint);
  const sdk = carrierSdk ? bundle.carrierLogin : undefined;
  const sdkScript = sdk && /^https:/.test(sdk.scriptUrl) ? originOf(sdk.scriptUrl) : [];
  const sdkConnect = [...sdkScript, ...(sdk?.connectOrigins ?? []).flatMap(originOf)];
  const trackers = trackerScriptOrigins();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...assets, ...hashes, ...trackers, ...sdkScript].join(" "),
    // Component styles are inlined into each page (no render-blocking file) and the brand
    // colours are a style attribute: styles cannot run script, so inline styles are allowed.
    ["style-src 'self'", ...assets, "'unsafe-inline'"].join(" "),
    ["img-src 'self' data: blob:", ...assets, ...productImageSources(bundle)].join(" "),
    // Tracker scripts send their beacons to their own hosts.
    ["connect-src 'self'", ...unique([...apiOrigins, ...fieldOrigin, ...trackers, ...sdkConnect])].join(" "),
    ["font-src 'self'", ...assets].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Directives a `<meta>` policy cannot carry (browsers ignore them there and say so in the console). */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

/**
 * The policy a built page carries itself, as `<meta http-equiv="Content-Security-Policy">`
 * (issue 51): {@link contentSecurityPolicy} of that page, without what only a header can say.
 * It ships with the page, so a changed inline script is allowed the moment its release serves,
 * with no CDN setting to edit.
 */
export const pagePolicy = (bundle: Parameters<typeof contentSecurityPolicy>[0], html: string): string =>
  contentSecurityPolicy(bundle, [html])
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(" ")[0] ?? ""))
    .join("; ");

/**
 * What a CDN or object store adds to every page as a header: what a page's `<meta>` policy
 * cannot say, and never changes with the code (a one-time setting).
 */
export const CDN_PAGE_POLICY = "frame-ancestors 'self'";

/**
 * Strict-Transport-Security of production answers (reference server and nginx): one year.
 * No includeSubDomains: the hosts are separate brands' domains whose other subdomains this
 * project does not serve; no preload, which cannot be undone quickly.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Caching of every server (reference server, nginx, object storage): hashed `_astro/` files never
 * change; pages and other files revalidate (an ETag makes that cheap).
 */
export const CACHE_CONTROL = { asset: "public, max-age=31536000, immutable", page: "no-cache" } as const;

/** Headers every HTML response carries besides the CSP. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=()",
};
