/**
 * The preview studio as development routes of the reference server (server/dev/dev-routes.ts):
 * the tasks that start a development server pass {@link studioRoutes} in; the server itself
 * never imports this leaf, and production mode never consults it. One table of pages.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { join } from "node:path";
import { BUNDLES } from "../../config/bundles.ts";
import type { DevRoute, DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { hostnameOf } from "../../../server/static/site.ts";
import { galleryDir } from "../gallery-files.ts";
import { HTML, send, TEXT } from "./http.ts";
import { layout } from "./layout.ts";
import { handlePreviewStart, PREVIEW_START_PATH } from "./preview-start.ts";
import { studioPage } from "./studio-page.ts";
import { renderTablePage } from "./table-page.ts";

const STYLESHEET = join(import.meta.dirname, "assets/studio.css");
const GALLERY_FILE = /^\/preview\/gallery\/([\w-]{1,64})\/((?:\d{3}x\d{3}\/)?[\w.-]{1,120}\.png)$/;
const LOCAL = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Options of the studio (tests point the gallery elsewhere). */
export interface StudioOptions {
  /** Folder of the page gallery (`npm run gallery`); default .gallery or GALLERY_DIR. */
  galleryDir?: string;
}

/** What a page answers: status, content type and body, or a redirect. */
type Answer =
  | { status?: number; type?: string; body: string | Buffer; headers?: OutgoingHttpHeaders }
  | { redirect: string };

interface PageContext {
  url: URL;
  host: string | undefined;
  ctx: DevRouteContext;
  gallery: string;
}

/**
 * Where the studio shows a bundle: at `<bundle>.localhost`. Browsers keep storage only for
 * frames on the same site as the page around them, and `localhost` is a site of its own, so
 * the frame at `frame.<bundle>.localhost` works only inside a page at `<bundle>.localhost`.
 * Opened by a network address (a phone, where `*.localhost` does not resolve) it stays.
 */
export function studioHomeOf(
  hostHeader: string | undefined,
  bundleId: string | null,
  port: number,
): string | undefined {
  if (!bundleId || !BUNDLES.some((bundle) => bundle.id === bundleId)) return undefined;
  const host = hostnameOf(hostHeader);
  const home = `${bundleId}.localhost`;
  const local = LOCAL.has(host) || host.endsWith(".localhost");
  return local && host !== home ? `http://${home}:${port}` : undefined;
}

/**
 * The contact sheet `npm run gallery` wrote, its images pointed under /preview/gallery/ and its
 * own inline style allowed by hash (the studio's CSP allows neither `<base>` nor inline styles),
 * or a page saying how to make it.
 */
function galleryIndex(dir: string): Answer {
  const sheet = join(dir, "index.html");
  if (existsSync(sheet)) {
    const html = readFileSync(sheet, "utf8").replaceAll(' src="', ' src="/preview/gallery/');
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64")}'`,
    );
    const csp = `default-src 'none'; style-src ${styles.join(" ") || "'none'"}; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`;
    return { body: html, headers: { "Content-Security-Policy": csp } };
  }
  return {
    body: layout(
      "页面图库",
      "gallery",
      '<section class="card"><h1>页面图库</h1><p>还没有截图。截图由开发人员生成：每个站点的入口页和主要页面，在 360×640 与 390×844 手机屏上各一张。</p><details class="dev"><summary>给开发人员</summary><p>在项目目录运行 <code>npm run gallery</code>（先 <code>npm run build</code>）。</p></details></section>',
    ),
  };
}

/** The studio's pages by path; gallery images and flow tables by pattern below. */
const PAGES: Readonly<Record<string, (page: PageContext) => Answer>> = {
  "/preview": ({ url, host, ctx, gallery }) => {
    const home = studioHomeOf(host, url.searchParams.get("bundle"), ctx.port);
    return home
      ? { redirect: `${home}/preview${url.search}` }
      : { body: studioPage(url.searchParams, ctx, gallery) };
  },
  "/preview/assets/studio.css": () => ({ type: "text/css; charset=utf-8", body: readFileSync(STYLESHEET) }),
  "/preview/gallery": ({ gallery }) => galleryIndex(gallery),
  "/preview/table": ({ url }) => {
    const html = renderTablePage(url.searchParams.get("bundle") ?? "default", url.searchParams.get("q"));
    return html ? { body: html } : { status: 404, type: TEXT, body: "未知站点" };
  },
};

function answerOf(page: PageContext): Answer {
  const path = page.url.pathname.replace(/\/+$/, "") || "/";
  const known = Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
  if (known) return known(page);
  const image = GALLERY_FILE.exec(path);
  const file = image ? join(page.gallery, image[1]!, image[2]!) : undefined;
  if (file && existsSync(file)) return { type: "image/png", body: readFileSync(file) };
  return { status: 404, type: TEXT, body: "预览页面不存在" };
}

function handleStudio(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: DevRouteContext,
  options: StudioOptions,
): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(req, res, 405, TEXT, "请求方法不支持", { Allow: "GET, HEAD" });
  }
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const answer = answerOf({ url, host: req.headers.host, ctx, gallery: options.galleryDir ?? galleryDir() });
  if ("redirect" in answer) return send(req, res, 303, TEXT, "", { Location: answer.redirect });
  send(req, res, answer.status ?? 200, answer.type ?? HTML, answer.body, answer.headers);
}

/** The studio's routes: everything under /preview, and the preview start on every host. */
export function studioRoutes(options: StudioOptions = {}): DevRoute[] {
  return [
    {
      name: "preview-studio",
      matches: (path) => path === "/preview" || path.startsWith("/preview/"),
      handle: (req, res, ctx) => handleStudio(req, res, ctx, options),
    },
    { name: "preview-start", matches: (path) => path === PREVIEW_START_PATH, handle: handlePreviewStart },
  ];
}
