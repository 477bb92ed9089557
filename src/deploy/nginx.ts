/**
 * How a production server answers a bundle, in the two forms an operator sets up from one
 * description of its routes (decision 250): the nginx configuration of every bundle, and the
 * rules a CDN in front of object storage needs for what the bucket alone cannot do (decision 101).
 */
import { join } from "node:path";
import { rootTargetPath, type Bundle } from "../config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../core/campaign-token.ts";
import { isCompressible, MIME_TYPES } from "./mime.ts";
import {
  CACHE_CONTROL,
  CDN_PAGE_POLICY,
  PAGE_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.ts";

type Headers = Readonly<Record<string, string>>;

/** Headers of every production answer, page or asset. */
const ANSWER_HEADERS: Headers = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
};

/**
 * The headers of every page in production: security, HSTS and what of the CSP only a header can
 * say. Each page carries the rest of its policy itself (a `<meta>` the build writes from its own
 * inline scripts, decision 003), so these never change with the code: a release or a rollback
 * that swaps the pages needs no new configuration, for nginx and a CDN alike (issue 51).
 */
const PAGE_HEADERS: Headers = {
  ...PAGE_SECURITY_HEADERS,
  ...ANSWER_HEADERS,
  "Content-Security-Policy": CDN_PAGE_POLICY,
};

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** One location; add_header of a location replaces the server's, so each lists every header it needs. */
const location = (match: string, headers: Headers, directive: string) => `
  location ${match} {
${Object.entries(headers)
  .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  .join("\n")}
    ${directive};
  }`;

/**
 * `releaseRoot`: serve the release layout of src/deploy/disk-release.ts (decision 456) instead of
 * `dist/`: pages from `<root>/<bundle>/current` (nginx follows the link at each request, so a
 * switch takes effect without a reload), hashed files from the shared store beside it.
 */
function serverBlock(bundle: Bundle, distDir: string, listen: string, releaseRoot?: string): string {
  const names = [...bundle.hostnames, `${bundle.id}.localhost`];
  const html = { ...PAGE_HEADERS, "Cache-Control": CACHE_CONTROL.page };
  const tryPage = "try_files $uri $uri.html $uri/index.html =404";
  const locations = [
    location("= /", html, `return 302 ${rootTargetPath(bundle)}$is_args$args`),
    location(
      "/_astro/",
      { ...ANSWER_HEADERS, "Cache-Control": CACHE_CONTROL.asset },
      releaseRoot ? `root ${join(releaseRoot, bundle.id)};\n    try_files $uri =404` : "try_files $uri =404",
    ),
    location("/", html, tryPage),
    // Spec section 2, {token}.html: a safe `/<token>.html` without a file of its own is answered
    // by the token landing template (src/config/token-pages.ts), so a new campaign's link works.
    ...(hasTokenPages(bundle)
      ? [location(`~ ${quote(CAMPAIGN_PATH_PCRE)}`, html, `try_files $uri ${TOKEN_TEMPLATE_FILE}`)]
      : []),
  ];
  return `server {
  listen ${listen}${bundle.id === "default" ? " default_server" : ""};
  server_name ${names.join(" ")};
  root ${releaseRoot ? join(releaseRoot, bundle.id, "current") : join(distDir, bundle.id)};
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  error_page 404 /404.html;
${locations.join("")}
}`;
}

/**
 * The http-level part: gzip, types (src/deploy/mime.ts) and every server block (default bundle
 * first). `distDir`: the absolute folder holding dist/<bundle>/;
 * `listen`: "80", "127.0.0.1:8089"; `releaseRoot`: serve the disk releases there instead.
 */
export function httpBlocks(
  bundles: readonly Bundle[],
  options: { distDir: string; listen: string; releaseRoot?: string },
): string {
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
    ...ordered.map((bundle) => serverBlock(bundle, options.distDir, options.listen, options.releaseRoot)),
  ].join("\n\n");
}

const headerList = (headers: Headers) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join(" | ");

/**
 * The rules a bundle's CDN needs beyond the bucket's index (index.html) and error (404.html)
 * documents; `assetsPrefix`: the build's shared asset prefix (decision 102), if any.
 */
export function cdnRules(bundle: Bundle, assetsPrefix?: string) {
  const rules = [
    { route: "/", rule: `redirect 302 to ${rootTargetPath(bundle)}, query string kept` },
    { route: "any page (not /_astro/*)", rule: `response headers ${headerList(PAGE_HEADERS)}` },
    { route: "/_astro/*", rule: `response headers ${headerList(ANSWER_HEADERS)}` },
  ];
  if (assetsPrefix) {
    rules.push({
      route: `${assetsPrefix}/_astro/*`,
      rule: "response header Access-Control-Allow-Origin: * (pages load module scripts from it in CORS mode)",
    });
  }
  if (hasTokenPages(bundle)) {
    rules.push({
      route: `regex ${CAMPAIGN_PATH_PCRE}, when the object does not exist (404 from the origin)`,
      rule: `rewrite to ${TOKEN_TEMPLATE_FILE} (status 200): a new campaign's /<token>.html shows the token landing`,
    });
  }
  // A bucket has one error document; sites under prefixes each need their own 404 page.
  rules.push({ route: "any other 404 from the origin", rule: "answer /404.html with status 404" });
  return rules;
}
