/**
 * The deployment check (`npm run nginx:check`, a step of `npm test`): starts a real nginx with
 * the generated configuration of every bundle on a unix socket and requests a sample of hosts
 * and paths by Host header: root redirect with the query kept, pages, campaign token pages, the
 * fallback page, cache and security headers; then the disk releases of decision 456 while
 * `current` is swapped under a reader. Prints "nginx: N passed, N failed"; exits non-zero
 * on any failure.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUNDLES, HOST_BUNDLES, rootTargetPath, type Bundle } from "../src/config/bundles.ts";
import { ANY_TOKEN_PATH, hasTokenPages, tokenPagesOf } from "../src/config/token-pages.ts";
import { releaseToDisk, switchOnDisk } from "../src/deploy/disk-release.ts";
import { httpBlocks } from "../src/deploy/nginx.ts";
import {
  CACHE_CONTROL,
  CDN_PAGE_POLICY,
  PAGE_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "../src/deploy/security-headers.ts";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A host, a path and what is wrong with nginx's answer (undefined when it is right). */
interface Check {
  host: string;
  path: string;
  expect: (answer: Answer) => string | undefined;
}

const first = (...problems: (string | false | undefined)[]) =>
  problems.find((problem): problem is string => typeof problem === "string");
const status = (answer: Answer, expected: number) =>
  answer.status !== expected && `status ${answer.status}, expected ${expected}`;

/** Every production answer, page or asset, tells browsers to keep to HTTPS. */
export function hstsProblem(answer: Answer): string | undefined {
  const hsts = answer.headers["strict-transport-security"];
  return hsts === STRICT_TRANSPORT_SECURITY ? undefined : `Strict-Transport-Security ${hsts ?? "missing"}`;
}

/** The policy a page carries itself (decision 003): its `<meta http-equiv="Content-Security-Policy">`. */
const pagePolicyOf = (body: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/
    .exec(body)?.[1]
    ?.replaceAll("&quot;", '"') ?? "";

/**
 * Security headers every page must carry: the fixed header policy (what a `<meta>` cannot say) and
 * the page's own policy in its markup, hash-only for scripts.
 */
export function pageHeaderProblem(answer: Answer): string | undefined {
  const header = String(answer.headers["content-security-policy"] ?? "");
  const policy = pagePolicyOf(answer.body);
  const wrong = Object.entries(PAGE_SECURITY_HEADERS).find(
    ([name, value]) => answer.headers[name.toLowerCase()] !== value,
  );
  return first(
    header !== CDN_PAGE_POLICY &&
      `Content-Security-Policy header ${header || "missing"}, expected ${CDN_PAGE_POLICY}`,
    !policy.includes("script-src 'self'") && "no Content-Security-Policy <meta> with script-src in the page",
    policy.includes("unsafe-eval") && "the page's CSP allows unsafe-eval",
    /script-src[^;]*'unsafe-inline'/.test(policy) && "the page's CSP allows inline scripts without hashes",
    wrong && `${wrong[0]} ${answer.headers[wrong[0].toLowerCase()] ?? "missing"}`,
    hstsProblem(answer),
  );
}

const notFoundPage = (answer: Answer) =>
  first(
    status(answer, 404),
    !answer.body.includes("页面不存在") && "not the fallback page",
    pageHeaderProblem(answer),
  );

const page = (marker: string) => (answer: Answer) =>
  first(
    status(answer, 200),
    !String(answer.headers["content-type"]).startsWith("text/html") && "not text/html",
    answer.headers["cache-control"] !== CACHE_CONTROL.page &&
      `Cache-Control ${answer.headers["cache-control"]}`,
    !answer.body.includes(marker) && `body lacks ${marker}`,
    pageHeaderProblem(answer),
  );

/**
 * Campaign token pages: a token no host file lists opens the landing template, a listed one its
 * own page; unsafe or nested `.html` paths, and every `.html` of a host without token pages, 404.
 */
function tokenChecks(bundle: Bundle, host: string, listed: readonly string[]): Check[] {
  if (!hasTokenPages(bundle)) return [{ host, path: "/zz-new-campaign.html", expect: notFoundPage }];
  const template = page(`data-path="${ANY_TOKEN_PATH}"`);
  return [
    { host, path: "/zz-new-campaign.html?c=5265", expect: template },
    { host, path: `/${encodeURIComponent("活动-2026 秋")}.html`, expect: template },
    ...listed.map((path) => ({ host, path, expect: page(`data-path="${path}"`) })),
    {
      host,
      path: "/.hidden.html",
      expect: (a) => (a.status === 200 ? "a dot-file token was served" : undefined),
    },
    ...[`/${"a".repeat(129)}.html`, "/m/zz-new-campaign.html", "/zz-new-campaign"].map((path) => ({
      host,
      path,
      expect: notFoundPage,
    })),
  ];
}

/** Checks for every host bundle plus the unmatched-host and preview-name cases. */
function nginxChecks(distDir: string): Check[] {
  const checks = HOST_BUNDLES.flatMap((bundle): Check[] => {
    const host = bundle.hostnames[0] ?? `${bundle.id}.localhost`;
    const query = "?c=5265&bd_vid=abc123";
    const listed = tokenPagesOf(bundle).map((token) => `/${token.token}.html`);
    const entry = bundle.entries[0]?.path ?? listed[0] ?? "/login";
    const redirect = (a: Answer) =>
      first(
        status(a, 302),
        a.headers.location !== `${rootTargetPath(bundle)}${query}` && `Location ${a.headers.location}`,
        hstsProblem(a),
      );
    return [
      { host, path: `/${query}`, expect: redirect },
      { host, path: entry, expect: page('<html lang="zh-CN"') },
      { host, path: "/form-package", expect: page("<title>个人信息</title>") },
      { host, path: "/no/such/page", expect: notFoundPage },
      ...tokenChecks(bundle, host, listed),
      { host: `${bundle.id}.localhost`, path: entry, expect: page('<html lang="zh-CN"') },
    ];
  });
  const asset = readdirSync(join(distDir, "default", "_astro")).find((name) => name.endsWith(".js"));
  const immutable = (a: Answer) =>
    first(
      status(a, 200),
      a.headers["cache-control"] !== CACHE_CONTROL.asset && "asset not immutable",
      hstsProblem(a),
    );
  const traversal = (a: Answer) => (a.status === 200 ? "traversal served a file" : undefined);
  return [
    ...checks,
    { host: "unknown.example", path: `/_astro/${asset}`, expect: immutable },
    { host: "unknown.example", path: "/login", expect: page("闪信借钱") },
    { host: "unknown.example", path: "/../../etc/passwd", expect: traversal },
  ];
}

function get(socketPath: string, host: string, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ socketPath, path, headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail).end();
  });
}

/** A complete nginx.conf whose files all live under `prefix`, so it runs without root's paths. */
function standaloneConfig(prefix: string, http: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${join(prefix, kind)};`,
  );
  return [
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 1;",
    `error_log ${join(prefix, "error.log")} warn;`,
    `pid ${join(prefix, "nginx.pid")};`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    ...temp,
    http,
    "}",
  ].join("\n");
}

/** Starts nginx with `http` under a fresh prefix; returns its socket and a stop function. */
async function startNginx(nginx: string, http: (socket: string) => string) {
  const prefix = mkdtempSync(join(tmpdir(), "funnel-nginx-"));
  const socket = join(prefix, "nginx.sock");
  writeFileSync(join(prefix, "nginx.conf"), standaloneConfig(prefix, http(`unix:${socket}`)));
  const args = ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"];
  const server = spawn(nginx, args, { stdio: "inherit" });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; !existsSync(socket); attempt += 1) {
    if (attempt === 50) {
      await stop();
      throw new Error("nginx did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { socket, prefix, stop };
}

/** A built folder of release `name`: a page naming its own hashed script, and a 404 page. */
function fakeBuild(parent: string, name: string): string {
  const dir = join(parent, `build-${name}`);
  mkdirSync(join(dir, "_astro"), { recursive: true });
  writeFileSync(
    join(dir, "login.html"),
    `<p>release ${name}</p><script src="/_astro/app.${name}.js"></script>`,
  );
  writeFileSync(join(dir, "404.html"), `<p>页面不存在 ${name}</p>`);
  writeFileSync(join(dir, "_astro", `app.${name}.js`), `console.log("${name}")`);
  return dir;
}

/**
 * Disk releases behind nginx (decision 456): while `current` is renamed back and forth between
 * two releases, a reader fetches the page and the script it names, and a missing page; every
 * answer must be one whole release (its page, its script, its 404 page), none broken.
 */
async function swapCheck(nginx: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), "funnel-releases-"));
  const root = join(work, "srv");
  const problems: string[] = [];
  releaseToDisk(fakeBuild(work, "a"), root, "default", "ra");
  releaseToDisk(fakeBuild(work, "b"), root, "default", "rb");
  const bundle = BUNDLES.find((candidate) => candidate.id === "default");
  if (!bundle) return ["no default bundle"];
  const { socket, stop } = await startNginx(nginx, (listen) =>
    httpBlocks([bundle], { distDir: join(work, "no-dist"), listen, releaseRoot: root }),
  );
  const seen = { a: 0, b: 0 };
  let reading = true;
  try {
    const swapper = (async () => {
      let swaps = 0;
      while (reading) {
        switchOnDisk(root, "default", swaps % 2 === 0 ? "ra" : "rb");
        swaps += 1;
        await new Promise((r) => setImmediate(r));
      }
      return swaps;
    })();
    for (let i = 0; i < 400; i += 1) {
      const page = await get(socket, "default.localhost", "/login");
      const name = /release (a|b)/.exec(page.body)?.[1] as "a" | "b" | undefined;
      if (page.status !== 200 || !name) problems.push(`/login: ${page.status} ${page.body.slice(0, 60)}`);
      else {
        seen[name] += 1;
        const script = await get(socket, "default.localhost", `/_astro/app.${name}.js`);
        if (script.status !== 200)
          problems.push(`/_astro/app.${name}.js after release ${name}'s page: ${script.status}`);
      }
      const missing = await get(socket, "default.localhost", "/no/such/page");
      if (missing.status !== 404 || !/页面不存在 (a|b)/.test(missing.body))
        problems.push(`/no/such/page: ${missing.status} ${missing.body.slice(0, 60)}`);
    }
    reading = false;
    const swaps = await swapper;
    if (seen.a === 0 || seen.b === 0 || swaps < 100)
      problems.push(`the swaps were not seen: ${swaps} swaps, pages a ${seen.a}, b ${seen.b}`);
    console.log(
      `nginx releases: ${swaps} swaps of current, pages a ${seen.a} / b ${seen.b}, ${problems.length} broken`,
    );
  } finally {
    reading = false;
    await stop();
    rmSync(work, { recursive: true, force: true });
  }
  return problems;
}

async function main(): Promise<number> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!nginx) {
    console.error("nginx is not installed (apt-get install -y nginx)");
    return 1;
  }
  const distDir = resolve(process.env.DIST_DIR ?? "dist");
  const { socket, stop } = await startNginx(nginx, (listen) => httpBlocks(BUNDLES, { distDir, listen }));
  let failed = 0;
  let passed = 0;
  try {
    for (const check of nginxChecks(distDir)) {
      const problem = check.expect(await get(socket, check.host, check.path));
      if (problem) console.error(`✗ ${check.host}${check.path}: ${problem}`);
      if (problem) failed += 1;
      else passed += 1;
    }
  } finally {
    await stop();
  }
  const broken = await swapCheck(nginx);
  for (const problem of broken.slice(0, 10)) console.error(`✗ release swap: ${problem}`);
  if (broken.length > 0) failed += 1;
  else passed += 1;
  console.log(`nginx: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.main) process.exit(await main());
