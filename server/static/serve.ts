/** Static answers: the index page, root redirects, files, 404 pages. */
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { BUNDLES, rootTargetPath, type Bundle } from "../../src/config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../../src/config/token-pages.ts";
import { DEV_COOKIES, devUserAgentOf } from "../../src/contract/index.ts";
import { parseCookies } from "../http/body.ts";
import { baseHeaders, redirectHeaders } from "../headers.ts";
import { renderIndexPage } from "./index-page.ts";
import { resolveInBundle } from "./resolve.ts";
import { sendFile, sendText } from "./send-file.ts";
import { DEFAULT_BUNDLE, siteFor } from "./site.ts";

/**
 * The bundle of a host that matches none (an IP address, the bare local host): in development
 * the one a preview start chose (cookie {@link DEV_COOKIES}.bundle), else the default.
 */
function unmatchedHostBundle(req: IncomingMessage, development: boolean): Bundle {
  const chosen = development ? parseCookies(req.headers.cookie)[DEV_COOKIES.bundle] : undefined;
  return BUNDLES.find((bundle) => bundle.id === chosen) ?? DEFAULT_BUNDLE;
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
  const bundle: Bundle =
    site.kind === "bundle" && site.matched ? site.bundle : unmatchedHostBundle(req, development);
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
  const userAgent = development
    ? devUserAgentOf(parseCookies(req.headers.cookie)[DEV_COOKIES.userAgent])
    : undefined;
  const page = { bundle, allowPreviewFraming: development, userAgent };
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
