/**
 * The CDN's part of a release (decision 101): what object storage alone cannot do of the nginx
 * configuration (src/deploy/nginx.ts), as rules the operator sets once per site, and the purge
 * list of the pages a release changed.
 */
import { entryPathsOf, rootTargetPath, type Bundle } from "../config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../core/campaign-token.ts";
import { bundlePageHeaders } from "./nginx.ts";
import { ANSWER_HEADERS } from "./security-headers.ts";

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join(" | ");

/** The rules a bundle's CDN needs beyond the bucket's index (index.html) and error (404.html) documents. */
export function cdnRules(bundle: Bundle, distDir: string, assetsPrefix?: string) {
  const page = (carrierSdk: boolean) => bundlePageHeaders(bundle, distDir, carrierSdk);
  const rules: { route: string; rule: string }[] = [
    { route: "/", rule: `redirect 302 to ${rootTargetPath(bundle)}, query string kept` },
    { route: "any page (not /_astro/*)", rule: `response headers ${headerList(page(false))}` },
    { route: "/_astro/*", rule: `response headers ${headerList(ANSWER_HEADERS)}` },
  ];
  if (assetsPrefix) {
    rules.push({
      route: `${assetsPrefix}/_astro/*`,
      rule: "response header Access-Control-Allow-Origin: * (pages load module scripts from it in CORS mode)",
    });
  }
  if (bundle.carrierLogin) {
    rules.push({
      route: entryPathsOf(bundle).join(", "),
      rule: `response headers ${headerList(page(true))} (the carrier SDK's login pages)`,
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

/** Full URLs of the changed paths under each public base URL (the paths alone without one). */
export function purgeUrls(paths: readonly string[], baseUrls: readonly string[]): string[] {
  return baseUrls.length === 0
    ? [...paths]
    : baseUrls.flatMap((base) => paths.map((path) => `${base}${path}`));
}
