/**
 * Static answers: the index page, root redirects, files and 404 pages, carrying the security
 * headers the generated nginx configuration sends; text is compressed like production (decision
 * 082). A URL path maps to a file inside one bundle folder (server/README.md has the table), and
 * anything that could leave the folder is refused before the file system is touched.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BRANDS } from "../src/config/brands.ts";
import { BUNDLES, getBundle, HOST_BUNDLES, rootTargetPath, type Bundle } from "../src/config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../src/config/token-pages.ts";
import { campaignTokenOf } from "../src/core/campaign-token.ts";
import { escapeHtml } from "../src/core/html-escape.ts";
import { contentTypeOf, isCompressible } from "../src/deploy/mime.ts";
import { CACHE_CONTROL, contentSecurityPolicy } from "../src/deploy/security-headers.ts";
import { isPreviewRequest, previewBundleOf, withPreviewScript } from "./dev/preview.ts";
import { send } from "./http.ts";

const bundleByHostname = new Map(
  HOST_BUNDLES.flatMap((bundle) => bundle.hostnames.map((name) => [name, bundle] as const)),
);
const DEFAULT_BUNDLE = getBundle("default");
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name of a Host header, lower-cased, without port or trailing dot. */
function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/**
 * The bundle a Host header selects: `<bundle-id>.localhost` or a sub-name such as
 * `f360.<bundle-id>.localhost` (the same bundle on an origin of its own, so each preview frame
 * keeps its own storage), a hostname of hosts/*.ts, else the default bundle (spec: "Unmatched
 * hosts use the default set"); "local" for the bare local host.
 */
export function siteFor(hostHeader: string | undefined): Bundle | "local" {
  const name = hostnameOf(hostHeader);
  if (LOCAL_HOSTS.has(name)) return "local";
  const label = name.endsWith(".localhost") ? name.slice(0, -".localhost".length).split(".").at(-1) : "";
  return BUNDLES.find((bundle) => bundle.id === label) ?? bundleByHostname.get(name) ?? DEFAULT_BUNDLE;
}

/**
 * True for localhost, *.localhost and IP addresses: the hosts the development endpoints answer,
 * so that a page whose DNS name is rebound to a developer's machine cannot read them (decision 036).
 */
export function isDevHost(hostHeader: string | undefined): boolean {
  const name = hostnameOf(hostHeader);
  return name === "localhost" || name.endsWith(".localhost") || isIP(name.replace(/^\[(.*)\]$/, "$1")) !== 0;
}

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 256;
const COMPRESSORS = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => gzipSync(body),
};
type Encoding = keyof typeof COMPRESSORS;

/** Compressed bodies by file version: bundles are small and rarely change. Starts over past 500. */
const compressed = new Map<string, Buffer>();

/** The best encoding the client accepts (q=0 means "not acceptable"). */
function chooseEncoding(acceptEncoding = ""): Encoding | undefined {
  const accepted = acceptEncoding
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*q=/));
  return (["br", "gzip"] as const).find((coding) =>
    accepted.some(([name, q]) => name === coding && Number(q ?? 1) > 0),
  );
}

/** Sends text made here (the index page, a message): never cached. */
function sendText(res: ServerResponse, status: number, type: string, text: string) {
  const page = type === "text/html" ? { "Content-Security-Policy": contentSecurityPolicy({}, [text]) } : {};
  send(res, status, { ...page, "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "no-store" }, text);
}

/**
 * Sends `file` (already resolved inside a bundle) as `urlPath` with HTTP `status`: hashed build
 * output is immutable, the rest revalidates.
 */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: Found,
  status: number,
  bundle: Bundle,
  preview = false,
) {
  const { file, urlPath } = found;
  const contentType = contentTypeOf(file);
  const html = contentType.startsWith("text/html");
  if (html && preview) {
    // A preview frame's page (development only, decision 450): the built file with the preview's
    // user-agent script first, allowed by its hash like the page's own scripts; never cached.
    const page = withPreviewScript(readFileSync(file, "utf8"));
    const csp = contentSecurityPolicy(bundle, [page]);
    const headers = {
      "Content-Type": contentType,
      "Cache-Control": "no-store",
      "Content-Security-Policy": csp,
    };
    return send(res, status, headers, page);
  }
  const stats = statSync(file);
  const compressible = isCompressible(contentType) && stats.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : undefined;
  // A strong ETag names one representation, so it differs per encoding.
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  const asset = urlPath.startsWith("/_astro/") && !html;
  const headers = {
    "Content-Type": contentType,
    "Cache-Control": CACHE_CONTROL[asset ? "asset" : "page"],
    // The policy allows exactly the page's inline scripts (by hash), the configured tracker hosts
    // and, on login pages that load it, the host's carrier SDK.
    ...(html && { "Content-Security-Policy": contentSecurityPolicy(bundle, [readFileSync(file, "utf8")]) }),
    ETag: etag,
    ...(compressible ? { Vary: "Accept-Encoding" } : {}),
  };
  if (status === 200 && req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag))
    return send(res, 304, headers);
  const key = `${file}:${stats.size}:${stats.mtimeMs}:${encoding}`;
  if (encoding && !compressed.has(key)) {
    if (compressed.size >= 500) compressed.clear();
    compressed.set(key, COMPRESSORS[encoding](readFileSync(file)));
  }
  const body = encoding ? compressed.get(key)! : readFileSync(file);
  send(res, status, { ...headers, ...(encoding ? { "Content-Encoding": encoding } : {}) }, body);
}

type Found = { file: string; urlPath: string };

/**
 * The file of `rawPath` (still percent-encoded, no query) inside the bundle folder `root`, with
 * its URL path; "bad" when the path is malformed or tries to escape (.., NUL, backslash). With
 * `tokenTemplate` (hosts with token pages), a safe `/<token>.html` without a file of its own (a
 * campaign token no host file lists, src/core/campaign-token.ts) is that template.
 */
function resolveInBundle(root: string, rawPath: string, tokenTemplate?: string): Found | "bad" | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return "bad";
  }
  const segments = path.split("/");
  if (!path.startsWith("/") || /[\0\\]/.test(path) || segments.some((s) => s === ".." || s === "."))
    return "bad";
  // Dot-files (.DS_Store, .git) are never part of a site.
  if (segments.some((segment) => segment.startsWith("."))) return undefined;
  const candidates = path.endsWith("/")
    ? [`${path}index.html`, `${path.slice(0, -1)}.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  if (tokenTemplate && campaignTokenOf(path) !== undefined) candidates.push(tokenTemplate);
  for (const urlPath of candidates) {
    const file = join(root, urlPath);
    try {
      // realpath: a symlink inside the bundle must not lead outside it.
      if (statSync(file).isFile() && realpathSync(file).startsWith(realpathSync(root) + sep))
        return { file, urlPath };
    } catch {
      // Not there: the next candidate.
    }
  }
  return undefined;
}

export function previewUrl(bundleId: string, port: number): string {
  return `http://${bundleId}.localhost:${port}/`;
}

/** The page at http://localhost:<port>/: every bundle, its hostnames and brand, with a preview link. */
function renderIndexPage(port: number, builtIds: ReadonlySet<string>): string {
  const rows = BUNDLES.map((bundle) => {
    const url = previewUrl(bundle.id, port);
    const hosts = bundle.isDefault ? "（未匹配的域名）" : bundle.hostnames.map(escapeHtml).join("<br>");
    const state = builtIds.has(bundle.id) ? "" : "（未构建）";
    return `<tr><td><a href="${escapeHtml(url)}">${escapeHtml(bundle.id)}</a>${state}</td><td>${hosts}</td><td>${escapeHtml(BRANDS[bundle.brand].name)}</td></tr>`;
  }).join("\n");
  return htmlPage(
    "闪信 H5 站点预览",
    "<style>body{font-family:system-ui,sans-serif;margin:16px;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}</style>",
    `<h1>闪信 H5 站点预览</h1>
<p>每个站点按域名提供。点击链接在 <code>&lt;站点&gt;.localhost</code> 下预览；正式域名指向本服务时也会选中对应站点。</p>
<table>
<thead><tr><th>站点</th><th>域名</th><th>品牌</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/** A page made on the server (the index page, the preview page of src/preview): `title` is escaped. */
export const htmlPage = (title: string, head: string, body: string) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;

/**
 * Answers a GET or HEAD for a page or asset. `port` is the one visitors use, for the index
 * links; `development` shows the index page on the bare local host.
 */
export function serveStatic(
  distDir: string,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
  development = false,
): void {
  const [rawPath = "/", query] = (req.url ?? "/").split(/\?(.*)/s, 2);
  const site = siteFor(req.headers.host);
  // The index lists every bundle and hostname: a development aid, not for a production visitor.
  if (site === "local" && rawPath === "/" && development) {
    const built = existsSync(distDir) ? readdirSync(distDir) : [];
    return sendText(res, 200, "text/html", renderIndexPage(port, new Set(built)));
  }
  const cookies = req.headers.cookie;
  // Development: a phone that opened a preview by the studio's IP address gets the bundle it chose.
  const chosen = development ? previewBundleOf(hostnameOf(req.headers.host), cookies) : undefined;
  const bundle = chosen ?? (site === "local" ? DEFAULT_BUNDLE : site);
  const preview = development && isPreviewRequest(cookies);
  if (rawPath === "/") {
    // Spec section 2: "/ redirects to ..." with the query kept (channel c=, bd_vid, ...).
    const location = `${rootTargetPath(bundle)}${query === undefined ? "" : `?${query}`}`;
    return send(res, 302, { Location: location, "Cache-Control": CACHE_CONTROL.page });
  }
  const root = join(distDir, bundle.id);
  if (!existsSync(root))
    return sendText(res, 404, "text/plain", `站点 ${bundle.id} 尚未构建，请先运行 npm run build`);
  // Spec section 2, {token}.html: a campaign token no host file lists still opens its landing page.
  const found = resolveInBundle(root, rawPath, hasTokenPages(bundle) ? TOKEN_TEMPLATE_FILE : undefined);
  if (found === "bad") return sendText(res, 400, "text/plain", "请求路径无效");
  if (found) return sendFile(req, res, found, 200, bundle, preview);
  const notFound = resolveInBundle(root, "/404.html");
  if (typeof notFound === "object") return sendFile(req, res, notFound, 404, bundle, preview);
  sendText(res, 404, "text/plain", "页面不存在");
}
