/**
 * Static answers: the index page, root redirects, files, 404 pages. A URL path maps to a file
 * inside one bundle folder: exact file, then `.html`, then `/index.html` (legacy paths such as
 * /m/v1/index.html and clean paths such as /login both work); for hosts with token pages, any
 * other `/<token>.html` is the token landing template. Anything that could leave the folder is
 * refused before the file system is touched.
 */
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, sep } from "node:path";
import { rootTargetPath, type Bundle } from "../../src/config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../../src/config/token-pages.ts";
import { campaignTokenOf } from "../../src/core/campaign-token.ts";
import { baseHeaders, redirectHeaders } from "../headers.ts";
import { renderIndexPage } from "./index-page.ts";
import { sendFile, sendText } from "./send-file.ts";
import { DEFAULT_BUNDLE, siteFor } from "./site.ts";

type Resolution = { kind: "file"; file: string; urlPath: string } | { kind: "notFound" } | { kind: "bad" };

/** The decoded path, or undefined when it is malformed or tries to escape (.., NUL, backslash). */
function safeDecodedPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || /[\0\\]/.test(decoded)) return undefined;
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === ".." || segment === ".")) return undefined;
  return decoded;
}

function candidatesFor(path: string): string[] {
  if (path.endsWith("/")) return [`${path}index.html`, `${path.slice(0, -1)}.html`];
  return [path, `${path}.html`, `${path}/index.html`];
}

function isFileInside(root: string, file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    // realpath: a symlink inside the bundle must not lead outside it.
    return realpathSync(file).startsWith(realpathSync(root) + sep);
  } catch {
    return false;
  }
}

/**
 * Resolves `rawPath` (still percent-encoded, no query) inside the bundle folder `root`. With
 * `tokenTemplate` (hosts with token pages), a safe `/<token>.html` without a file of its own
 * (a campaign token no host file lists, src/core/campaign-token.ts) is that template.
 */
function resolveInBundle(root: string, rawPath: string, tokenTemplate?: string): Resolution {
  const path = safeDecodedPath(rawPath);
  if (path === undefined) return { kind: "bad" };
  // Dot-files (.DS_Store, .git) are never part of a site.
  if (path.split("/").some((segment) => segment.startsWith("."))) return { kind: "notFound" };
  const candidates = candidatesFor(path);
  if (tokenTemplate && campaignTokenOf(path) !== undefined) candidates.push(tokenTemplate);
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (isFileInside(root, file)) return { kind: "file", file, urlPath: candidate };
  }
  return { kind: "notFound" };
}

function builtBundles(distDir: string): Set<string> {
  return new Set(
    existsSync(distDir)
      ? readdirSync(distDir, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : [],
  );
}

/**
 * Answers a GET or HEAD for a page or asset. `port` is the one visitors use, for the index
 * links; `development` shows the index page on the bare local host and lets the local
 * preview studio frame the pages.
 */
export function serveStatic(
  distDir: string,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
  development = false,
): void {
  const [rawPath = "/", query] = (req.url ?? "/").split(/\?(.*)/s, 2);
  const search = query === undefined ? "" : `?${query}`;
  const site = siteFor(req.headers.host);
  // The index lists every bundle and hostname: a development aid, not for a production visitor.
  if (site.kind === "local" && rawPath === "/" && development) {
    sendText(req, res, 200, "text/html; charset=utf-8", renderIndexPage(port, builtBundles(distDir)));
    return;
  }
  const bundle: Bundle = site.kind === "bundle" && site.matched ? site.bundle : DEFAULT_BUNDLE;
  if (rawPath === "/") {
    // Spec section 2: "/ redirects to ..." with the query kept (channel c=, bd_vid, ...).
    res.writeHead(302, redirectHeaders(`${rootTargetPath(bundle)}${search}`));
    res.end();
    return;
  }
  const root = join(distDir, bundle.id);
  if (!existsSync(root)) {
    sendText(
      req,
      res,
      404,
      "text/plain; charset=utf-8",
      `站点 ${bundle.id} 尚未构建，请先运行 npm run build`,
    );
    return;
  }
  // Spec section 2, {token}.html: a campaign token no host file lists still opens its landing page.
  const found = resolveInBundle(root, rawPath, hasTokenPages(bundle) ? TOKEN_TEMPLATE_FILE : undefined);
  const page = { bundle };
  if (found.kind === "file") return sendFile(req, res, found.file, found.urlPath, 200, page);
  if (found.kind === "bad") {
    res.writeHead(400, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" });
    res.end("请求路径无效");
    return;
  }
  const notFound = resolveInBundle(root, "/404.html");
  if (notFound.kind === "file") return sendFile(req, res, notFound.file, "/404.html", 404, page);
  sendText(req, res, 404, "text/plain; charset=utf-8", "页面不存在");
}
