/**
 * The preview studio as development routes of the reference server (server/dev/dev-routes.ts):
 * the tasks that start a development server pass {@link studioRoutes} in; the server itself
 * never imports this leaf, and production mode never consults it.
 */
import { layout } from "./layout.ts";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { DevRoute, DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { galleryDir } from "../gallery-files.ts";
import { renderChannelPage } from "./channel-page.ts";
import { eventsAnswer, studioPage } from "./studio-answers.ts";
import { sendBytes, sendHtml, sendJson, sendText } from "./http.ts";
import { handlePreviewStart, PREVIEW_START_PATH } from "./preview-start.ts";
import { renderTablePage } from "./table-page.ts";
import { studioHomeOf } from "./studio-home.ts";

const ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  "/preview/assets/studio.css": { file: "studio.css", type: "text/css; charset=utf-8" },
  "/preview/assets/studio.js": { file: "studio.js", type: "text/javascript; charset=utf-8" },
};
const ASSET_DIR = join(import.meta.dirname, "assets");
const GALLERY_FILE = /^\/preview\/gallery\/([\w-]{1,64})\/((?:\d{3}x\d{3}\/)?[\w.-]{1,120}\.png)$/;
const TABLE = /^\/preview\/table\/([\w-]{1,64})$/;

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store" });
  res.end();
}

/** Options of the studio (tests point the gallery elsewhere). */
export interface StudioOptions {
  /** Folder of the page gallery (`npm run gallery`); default .gallery or GALLERY_DIR. */
  galleryDir?: string;
}

async function handleStudio(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: DevRouteContext,
  options: StudioOptions,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return sendText(req, res, 405, "请求方法不支持", { Allow: "GET, HEAD" });
  }
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const gallery = options.galleryDir ?? galleryDir();
  if (path === "/preview") {
    const home = studioHomeOf(req.headers.host, url.searchParams.get("bundle"), ctx.port);
    if (home) return redirect(res, `${home}/preview${url.search}`);
    return sendHtml(req, res, 200, await studioPage(url.searchParams, ctx, gallery));
  }
  if (path === "/preview/channel")
    return sendHtml(req, res, 200, renderChannelPage(url.searchParams.get("c")));
  if (path === "/preview/events") return sendJson(req, res, eventsAnswer(url.searchParams, ctx));
  const asset = ASSETS[path];
  if (asset) return sendBytes(req, res, asset.type, readFileSync(join(ASSET_DIR, asset.file)));
  if (path === "/preview/gallery") return sendHtml(req, res, 200, galleryIndex(gallery));
  const image = GALLERY_FILE.exec(path);
  const file = image ? join(gallery, image[1]!, image[2]!) : undefined;
  if (file && existsSync(file)) return sendBytes(req, res, "image/png", readFileSync(file));
  const table = TABLE.exec(path);
  if (table) {
    const other = url.searchParams.get("to");
    const q = url.searchParams.get("q") ?? "";
    if (other && other !== table[1] && renderTablePage(other, q) !== undefined) {
      return redirect(
        res,
        `/preview/table/${encodeURIComponent(other)}${q ? `?q=${encodeURIComponent(q)}` : ""}`,
      );
    }
    const html = renderTablePage(table[1]!, q);
    if (html) return sendHtml(req, res, 200, html);
  }
  sendText(req, res, 404, "预览页面不存在");
}

/**
 * The contact sheet `npm run gallery` wrote (its images resolve under /preview/gallery/), or a
 * page saying how to make it.
 */
function galleryIndex(dir: string): string {
  const sheet = join(dir, "index.html");
  if (existsSync(sheet)) {
    return readFileSync(sheet, "utf8").replace("<head>", '<head><base href="/preview/gallery/">');
  }
  return layout(
    "页面图库",
    "gallery",
    '<section class="card"><h1>页面图库</h1><p>还没有截图。截图由开发人员生成：每个站点的入口页和主要页面，在 360×640 与 390×844 手机屏上各一张。</p><details class="dev"><summary>给开发人员</summary><p>在项目目录运行 <code>npm run gallery</code>（先 <code>npm run build</code>）。</p></details></section>',
  );
}

/** The studio's routes: everything under /preview, and the preview start on every host. */
export function studioRoutes(options: StudioOptions = {}): DevRoute[] {
  return [
    {
      name: "preview-studio",
      matches: (path) => path === "/preview" || path.startsWith("/preview/"),
      handle: (req, res, ctx) => handleStudio(req, res, ctx, options),
    },
    {
      name: "preview-start",
      matches: (path) => path === PREVIEW_START_PATH,
      handle: handlePreviewStart,
    },
  ];
}
