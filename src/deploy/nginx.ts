/**
 * The nginx configuration for every bundle: one server block per host bundle (its hostnames
 * plus `<id>.localhost` for previews), the default bundle for unmatched hosts, `/` forwarded
 * to the entry page with the query kept, any campaign `/<token>.html` of a host with token
 * pages to its landing template, the 404 fallback page, cache headers (HTML revalidates, hashed
 * assets are immutable), the security headers of every page and HSTS on every answer; the
 * login pages of a host with a carrier SDK get locations of their own, whose CSP allows it.
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { entryPathsOf, rootTargetPath, type Bundle } from "../config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../core/campaign-token.ts";
import { isCompressible, MIME_TYPES } from "./mime.ts";
import {
  ANSWER_HEADERS,
  assetOriginsIn,
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  PAGE_SECURITY_HEADERS,
} from "./security-headers.ts";

export interface NginxOptions {
  /** Absolute folder holding dist/<bundle>/. */
  distDir: string;
  /** `listen` argument, e.g. "80" or "127.0.0.1:8089". */
  listen: string;
}

/**
 * One CSP per bundle: the union of the inline-script hashes of its pages. With `carrierSdk`,
 * the policy of its login pages when the host loads a carrier SDK there (decision 061).
 */
function bundlePolicy(bundle: Bundle, distDir: string, carrierSdk: boolean): string {
  const dir = join(distDir, bundle.id);
  const pages = globSync("**/*.html", { cwd: dir }).map((file) => readFileSync(join(dir, file), "utf8"));
  const hashes = new Set(pages.flatMap(inlineScriptHashes));
  const assetOrigins = [...new Set(pages.flatMap(assetOriginsIn))];
  return contentSecurityPolicy(bundle, [...hashes].sort(), [], { carrierSdk, assetOrigins });
}

/** The headers of a bundle's pages in production (nginx, the CDN): security, HSTS and the bundle's CSP. */
export function bundlePageHeaders(
  bundle: Bundle,
  distDir: string,
  carrierSdk = false,
): Record<string, string> {
  return {
    ...PAGE_SECURITY_HEADERS,
    ...ANSWER_HEADERS,
    "Content-Security-Policy": bundlePolicy(bundle, distDir, carrierSdk),
  };
}

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
    .join("\n");
}

/**
 * Spec section 2, {token}.html: any safe `/<token>.html` without a file of its own is answered
 * by the token landing template (src/config/token-pages.ts), so a new campaign's link works.
 */
function tokenLocation(bundle: Bundle, html: string): string {
  if (!hasTokenPages(bundle)) return "";
  return `
  location ~ ${quote(CAMPAIGN_PATH_PCRE)} {
${html}
    try_files $uri ${TOKEN_TEMPLATE_FILE};
  }`;
}

/**
 * The login pages of a host with a carrier SDK, each in a location of its own whose CSP allows
 * the SDK's origins (no other page of the bundle does).
 */
function carrierLoginLocations(bundle: Bundle, loginHtml: string): string {
  if (!bundle.carrierLogin) return "";
  return entryPathsOf(bundle)
    .map(
      (path) => `
  location = ${quote(path)} {
${loginHtml}
    try_files $uri $uri.html $uri/index.html =404;
  }`,
    )
    .join("");
}

/** The server block of one bundle. */
function serverBlock(bundle: Bundle, options: NginxOptions, isDefaultServer: boolean): string {
  const names = [...bundle.hostnames, `${bundle.id}.localhost`];
  // add_header of a location replaces the server's, so each location lists every header it needs.
  const pageHeaders = (carrierSdk: boolean) =>
    headerLines({
      ...bundlePageHeaders(bundle, options.distDir, carrierSdk),
      "Cache-Control": CACHE_CONTROL.page,
    });
  const html = pageHeaders(false);
  const loginHtml = bundle.carrierLogin ? pageHeaders(true) : html;
  const assets = headerLines({ ...ANSWER_HEADERS, "Cache-Control": CACHE_CONTROL.asset });
  return `server {
  listen ${options.listen}${isDefaultServer ? " default_server" : ""};
  server_name ${names.join(" ")};
  root ${join(options.distDir, bundle.id)};
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  error_page 404 /404.html;

  location = / {
${html}
    return 302 ${rootTargetPath(bundle)}$is_args$args;
  }
  location /_astro/ {
${assets}
    try_files $uri =404;
  }
  location / {
${html}
    try_files $uri $uri.html $uri/index.html =404;
  }${carrierLoginLocations(bundle, loginHtml)}${tokenLocation(bundle, loginHtml)}
}`;
}

/** The http-level part: gzip, types (src/deploy/mime.ts) and every server block (default bundle first). */
export function httpBlocks(bundles: readonly Bundle[], options: NginxOptions): string {
  const ordered = [...bundles].sort((a, b) => Number(b.id === "default") - Number(a.id === "default"));
  const mime = Object.entries(MIME_TYPES).map(([ext, value]) => ({ ext, value, type: value.split(";")[0] }));
  // nginx always compresses and labels text/html, and warns when a list names it again.
  const list = (test: (value: string) => boolean) =>
    [...new Set(mime.filter((m) => m.type !== "text/html" && test(m.value)).map((m) => m.type))].join(" ");
  return [
    "gzip on;",
    // Level 1 (nginx's default) sends the page runtime about 6 % larger than level 6 does.
    "gzip_comp_level 6;",
    `gzip_types ${list(isCompressible)};`,
    `types { ${mime.map(({ ext, type }) => `${type} ${ext.slice(1)};`).join(" ")} }`,
    `charset_types ${list((value) => value.includes("charset="))};`,
    "default_type application/octet-stream;",
    ...ordered.map((bundle) => serverBlock(bundle, options, bundle.id === "default")),
  ].join("\n\n");
}
