/**
 * The preview page and the gallery's screenshots as development routes of the reference server
 * (decision 300): the tasks that start a development server pass {@link studioRoutes} in; the
 * server never imports this leaf. On the bare local host `/preview` goes to the default site's,
 * so that the page's relative links open that site's pages.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { join } from "node:path";
import { send } from "../../../server/http.ts";
import type { DevRoute } from "../../../server/options.ts";
import { previewUrl, siteFor } from "../../../server/static.ts";
import { galleryDir } from "../gallery.ts";
import { previewPage } from "./page.ts";

const STYLESHEET = join(import.meta.dirname, "assets/studio.css");
const GALLERY_FILE = /^\/preview\/gallery\/([\w-]{1,64})\/((?:\d{3}x\d{3}\/)?[\w.-]{1,120}\.png)$/;
/** The page loads its own stylesheet and screenshots, and sends its filter form only to itself. */
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const TEXT = "text/plain; charset=utf-8";

function answer(req: IncomingMessage, res: ServerResponse, port: number, gallery: string): void {
  const reply = (status: number, type: string, body: string | Buffer, headers: OutgoingHttpHeaders = {}) => {
    const page = { "Content-Type": type, "Cache-Control": "no-store", "Content-Security-Policy": CSP };
    send(res, status, { ...page, ...headers }, body);
  };
  if (req.method !== "GET" && req.method !== "HEAD")
    return reply(405, TEXT, "请求方法不支持", { Allow: "GET, HEAD" });
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "/preview/studio.css") return reply(200, "text/css; charset=utf-8", readFileSync(STYLESHEET));
  const image = GALLERY_FILE.exec(path);
  const file = image ? join(gallery, image[1]!, image[2]!) : undefined;
  if (file && existsSync(file)) return reply(200, "image/png", readFileSync(file));
  if (path !== "/preview") return reply(404, TEXT, "预览页面不存在");
  const site = siteFor(req.headers.host);
  if (site === "local") return reply(303, TEXT, "", { Location: `${previewUrl("default", port)}preview` });
  const q = (url.searchParams.get("q") ?? "").replace(/\D/g, "").slice(0, 10);
  reply(200, "text/html; charset=utf-8", previewPage(site, q, gallery, port));
}

/** The preview routes: /preview and every path under it; the gallery in `gallery` (tests point it elsewhere). */
export const studioRoutes = (gallery = galleryDir()): Record<string, DevRoute> => ({
  "/preview": (req, res, port) => answer(req, res, port, gallery),
});
