/**
 * What the deployment check asks of the generated nginx configuration, as data: a host, a
 * path and a function that returns a problem (or undefined when the answer is right).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import type { Bundle } from "../config/bundles.ts";
import { CACHE_CONTROL, PAGE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";
import { ANY_TOKEN_PATH, hasTokenPages, tokenPagesOf } from "../config/token-pages.ts";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface NginxCheck {
  host: string;
  path: string;
  expect: (answer: Answer) => string | undefined;
}

/** The first problem among several expectations. */
function first(...problems: (string | false | undefined)[]): string | undefined {
  return problems.find((problem): problem is string => typeof problem === "string");
}

const expectStatus = (answer: Answer, status: number) =>
  answer.status !== status && `status ${answer.status}, expected ${status}`;

/** Security headers every page must carry. */
export function pageHeaderProblem(answer: Answer): string | undefined {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  const wrong = Object.entries(PAGE_SECURITY_HEADERS).find(
    ([name, value]) => answer.headers[name.toLowerCase()] !== value,
  );
  return first(
    !csp.includes("script-src 'self'") && "no Content-Security-Policy script-src",
    csp.includes("unsafe-eval") && "CSP allows unsafe-eval",
    /script-src[^;]*'unsafe-inline'/.test(csp) && "CSP allows inline scripts without hashes",
    wrong && `${wrong[0]} ${answer.headers[wrong[0].toLowerCase()] ?? "missing"}`,
    hstsProblem(answer),
  );
}

/** Every production answer, page or asset, tells browsers to keep to HTTPS. */
export function hstsProblem(answer: Answer): string | undefined {
  const hsts = answer.headers["strict-transport-security"];
  return hsts === STRICT_TRANSPORT_SECURITY ? undefined : `Strict-Transport-Security ${hsts ?? "missing"}`;
}
const notFoundPage = (answer: Answer): string | undefined =>
  first(
    expectStatus(answer, 404),
    !answer.body.includes("页面不存在") && "not the fallback page",
    pageHeaderProblem(answer),
  );

const page =
  (marker: string) =>
  (answer: Answer): string | undefined =>
    first(
      expectStatus(answer, 200),
      !String(answer.headers["content-type"]).startsWith("text/html") && "not text/html",
      answer.headers["cache-control"] !== CACHE_CONTROL.page &&
        `Cache-Control ${answer.headers["cache-control"]}`,
      !answer.body.includes(marker) && `body lacks ${marker}`,
      pageHeaderProblem(answer),
    );

/**
 * Campaign token pages: a token no host file lists opens the landing template, a listed one
 * its own page; unsafe or nested `.html` paths, and every `.html` of a host without token
 * pages, stay 404.
 */
function tokenChecks(bundle: Bundle, host: string, listed: readonly string[]): NginxCheck[] {
  const template = page(`data-path="${ANY_TOKEN_PATH}"`);
  if (!hasTokenPages(bundle)) return [{ host, path: "/zz-new-campaign.html", expect: notFoundPage }];
  return [
    { host, path: "/zz-new-campaign.html?c=5265", expect: template },
    { host, path: `/${encodeURIComponent("活动-2026 秋")}.html`, expect: template },
    ...listed.map((path) => ({ host, path, expect: page(`data-path="${path}"`) })),
    {
      host,
      path: "/.hidden.html",
      expect: (a: Answer) => (a.status === 200 ? "a dot-file token was served" : undefined),
    },
    { host, path: `/${"a".repeat(129)}.html`, expect: notFoundPage },
    { host, path: "/m/zz-new-campaign.html", expect: notFoundPage },
    { host, path: "/zz-new-campaign", expect: notFoundPage },
  ];
}

/** Checks for every host bundle plus the unmatched-host and preview-name cases. */
export function nginxChecks(
  bundles: readonly Bundle[],
  rootTargetPath: (bundle: Bundle) => string,
  distDir: string,
): NginxCheck[] {
  const checks: NginxCheck[] = [];
  for (const bundle of bundles) {
    const host = bundle.hostnames[0] ?? `${bundle.id}.localhost`;
    const query = "?c=5265&bd_vid=abc123";
    checks.push({
      host,
      path: `/${query}`,
      expect: (a) =>
        first(
          expectStatus(a, 302),
          a.headers.location !== `${rootTargetPath(bundle)}${query}` && `Location ${a.headers.location}`,
          hstsProblem(a),
        ),
    });
    const listed = tokenPagesOf(bundle).map((token) => `/${token.token}.html`);
    const entry = bundle.entries[0]?.path ?? listed[0] ?? "/login";
    checks.push({ host, path: entry, expect: page('<html lang="zh-CN"') });
    checks.push({ host, path: "/form-package", expect: page("<title>个人信息</title>") });
    checks.push({ host, path: "/no/such/page", expect: notFoundPage });
    checks.push(...tokenChecks(bundle, host, listed));
    checks.push({ host: `${bundle.id}.localhost`, path: entry, expect: page('<html lang="zh-CN"') });
  }
  const assets = readdirSync(join(distDir, "default", "_astro"));
  const asset = assets.find((name) => name.endsWith(".js")) ?? assets[0];
  if (asset) {
    checks.push({
      host: "unknown.example",
      path: `/_astro/${asset}`,
      expect: (a) =>
        first(
          expectStatus(a, 200),
          a.headers["cache-control"] !== CACHE_CONTROL.asset && "asset not immutable",
          hstsProblem(a),
        ),
    });
  }
  checks.push({ host: "unknown.example", path: "/login", expect: page("闪信借钱") });
  checks.push({
    host: "unknown.example",
    path: "/../../etc/passwd",
    expect: (a) => (a.status === 200 ? "traversal served a file" : undefined),
  });
  return checks;
}
