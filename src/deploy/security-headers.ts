/**
 * Security headers of every HTML page, for the reference server and the generated nginx
 * configuration alike. The Content-Security-Policy allows scripts from the page's own origin,
 * the inline scripts of the built page by their SHA-256 hash (no 'unsafe-inline', no
 * 'unsafe-eval'), the tracker hosts of src/config/tracker-hosts.ts, and on the login pages of
 * a host with a carrier SDK (decision 061) that SDK's origins.
 */
import { createHash } from "node:crypto";
import type { Bundle } from "../config/bundles.ts";
import { CARRIER_LOGIN_CONFIG_ID } from "../config/carrier-login.ts";
import { productImageSources } from "../config/marketplace.ts";
import { TRACKER_CONNECT_ORIGINS, TRACKER_SCRIPT_ORIGINS } from "../config/tracker-hosts.ts";

/** Script types a browser executes; JSON data blocks are not scripts and need no hash. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** 'sha256-…' sources of every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"?([^"\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes].sort();
}

/** The origin of a URL, none when it is missing or not a URL. */
const originOf = (url: string | undefined): string[] => {
  const parsed = url ? URL.parse(url) : null;
  return parsed ? [parsed.origin] : [];
};

/**
 * True when the page loads the carrier SDK: it carries the SDK settings block, which only the
 * login pages of a host with `carrierLogin` do (src/components/login/OneClickSlot.astro).
 */
export function loadsCarrierSdk(html: string): boolean {
  return new RegExp(`<script\\b[^>]*\\bid="${CARRIER_LOGIN_CONFIG_ID}"`).test(html);
}

/** What a page loads beyond the bundle's own needs. */
export interface PageNeeds {
  /** The page loads the host's carrier SDK: its script and gateway origins are allowed. */
  carrierSdk?: boolean;
  /** Origins of a shared asset prefix (decision 102) the page loads its scripts and images from. */
  assetOrigins?: readonly string[];
}

/** Origins of the `_astro/` files a built page names by absolute URL (a shared asset prefix). */
export function assetOriginsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/(https?:\/\/[^/"'\s]+)\/[^"'\s]*_astro\//g)].map((m) => m[1] ?? ""))];
}

/** Origins of the carrier SDK: where its script comes from, and what it may contact. */
function carrierOrigins(bundle: Partial<Pick<Bundle, "carrierLogin">>): {
  script: string[];
  connect: string[];
} {
  const config = bundle.carrierLogin;
  if (!config) return { script: [], connect: [] };
  const script = originOf(/^https:/.test(config.scriptUrl) ? config.scriptUrl : undefined);
  return { script, connect: [...script, ...(config.connectOrigins ?? []).flatMap(originOf)] };
}

/**
 * The Content-Security-Policy of a page of `bundle` whose inline scripts hash to `hashes`.
 * `frameAncestors` adds origins that may frame the page (the development preview studio);
 * `page` says what this page loads beyond the bundle's own needs.
 */
export function contentSecurityPolicy(
  bundle: Partial<Pick<Bundle, "api" | "marketplace" | "carrierLogin">>,
  hashes: readonly string[],
  frameAncestors: readonly string[] = [],
  page: PageNeeds = {},
): string {
  const apiOrigins = [...originOf(bundle.api?.base), ...originOf(bundle.api?.trackBase)];
  const carrier = page.carrierSdk ? carrierOrigins(bundle) : { script: [], connect: [] };
  const assets = page.assetOrigins ?? [];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...assets, ...hashes, ...TRACKER_SCRIPT_ORIGINS, ...carrier.script].join(" ")}`.trim(),
    // Component styles are inlined into each page (no render-blocking file) and the brand
    // colours are a style attribute: styles cannot run script, so inline styles are allowed.
    ["style-src 'self'", ...assets, "'unsafe-inline'"].join(" "),
    ["img-src 'self' data: blob:", ...assets, ...productImageSources(bundle)].join(" "),
    `connect-src 'self' ${[...new Set([...apiOrigins, ...TRACKER_CONNECT_ORIGINS, ...carrier.connect])].join(" ")}`.trim(),
    ["font-src 'self'", ...assets].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(" ")}`.trim(),
  ];
  return directives.join("; ");
}

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

/** Headers of every production answer, page or asset (nginx, the CDN). */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
};

/** Headers every HTML response carries besides the CSP. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=()",
};
