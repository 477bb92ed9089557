/**
 * The preview start (development only): GET /__preview/start on a bundle's host seeds a fresh
 * browser state with the conditions the studio chose — a real login (a token the reference
 * server issued), the city and flow settings this device is answered (by its device id) — and
 * then opens a page of that bundle. The channel travels as `?c=` on the page address, as on a
 * real ad link, so the guard stores it itself. The seeding page's one inline script
 * (PREVIEW_SEED_SCRIPT, kept with the other inline storage scripts in src/client/head-scripts.ts)
 * empties the origin's storage, writes the values and opens the page; it is allowed by hash,
 * and the values travel in a JSON block the script reads, never inside script text.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { entryPathsOf, getBundle, type Bundle } from "../../config/bundles.ts";
import { findRoute } from "../../config/routes.ts";
import { DEV_COOKIES, devFlowCookieValue } from "../../contract/index.ts";
import type { DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { siteFor } from "../../../server/static/site.ts";
import { login } from "../../../server/services/users.ts";
import { PREVIEW_FRAME_ANCESTORS } from "../../../server/headers.ts";
import { PREVIEW_SEED_SCRIPT } from "../../client/head-scripts.ts";
import { escapeHtml } from "../../core/html-escape.ts";
import {
  landingHref,
  parsePreview,
  PHONES,
  previewSearch,
  rawParamsOf,
  type PhoneKey,
  type Preview,
} from "../params.ts";
import { HTML, send, TEXT } from "./http.ts";

const SCRIPT_HASH = createHash("sha256").update(PREVIEW_SEED_SCRIPT).digest("base64");

/** Content-Security-Policy of the seeding page: its own script only; framed by the local studio. */
const SEED_PAGE_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors ${PREVIEW_FRAME_ANCESTORS.join(" ")}`;

/** Path of the preview start on every host. */
export const PREVIEW_START_PATH = "/__preview/start";

/** Device ids of previews: `preview-<place>-<time>`. */
const PREVIEW_DEVICE_PATTERN = /^preview-[a-z0-9]{1,12}-\d{1,16}$/;
const MAX_APP_NAME = 64;

/** True when `path` is a page of `bundle` (an entry page or a common route). */
function isPageOf(bundle: Bundle, path: string): boolean {
  return entryPathsOf(bundle).includes(path) || findRoute(path) !== undefined;
}

/** Path and query of the preview start of `preview` for one device (see {@link previewSearch}). */
export function previewStartHref(preview: Preview, device: string, phone?: PhoneKey): string {
  return `${PREVIEW_START_PATH}${previewSearch(preview, device, phone)}`;
}

/** Reads a preview start: the studio's parameters and a device id; a Chinese message when wrong. */
function parseStart(
  search: URLSearchParams,
  defaultCity: string,
): { ok: true; start: Start } | { ok: false; error: string } {
  const raw = rawParamsOf(search);
  const parsed = parsePreview(raw, defaultCity);
  if (!parsed.ok) return { ok: false, error: parsed.errors.join("；") };
  const { preview } = parsed;
  const to = landingHref(preview);
  // Only pages of this bundle on this origin: never another site.
  if (!isPageOf(getBundle(preview.bundleId), to.split("?")[0] ?? ""))
    return { ok: false, error: "只能打开本站点的页面" };
  const device = search.get("did") ?? "";
  if (!PREVIEW_DEVICE_PATTERN.test(device)) return { ok: false, error: "预览编号格式不正确" };
  if (raw.phone !== undefined && !Object.hasOwn(PHONES, raw.phone))
    return { ok: false, error: "手机类型不正确" };
  return { ok: true, start: { preview, to, device, userAgent: raw.phone as PhoneKey | undefined } };
}

/** What one preview start does. */
interface Start {
  preview: Preview;
  /** Path and query the visitor opens, e.g. /login?c=5265. */
  to: string;
  device: string;
  /** The user agent the frame's pages read; none: the browser's own (a real phone). */
  userAgent: PhoneKey | undefined;
}

/** A valid mainland mobile number per preview device, so each frame logs in as its own user. */
export function previewPhone(device: string): string {
  let hash = 0;
  for (const char of device) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `199${String(hash).padStart(8, "0")}`;
}

/** Answers GET /__preview/start. */
export function handlePreviewStart(req: IncomingMessage, res: ServerResponse, ctx: DevRouteContext): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(req, res, 405, TEXT, "请求方法不支持", { Allow: "GET, HEAD" });
  }
  const search = new URL(req.url ?? "/", "http://preview.invalid").searchParams;
  const parsed = parseStart(search, ctx.app.options.defaultCity);
  if (!parsed.ok) return send(req, res, 400, TEXT, `无法打开预览：${parsed.error}`);
  const { start } = parsed;
  const { preview } = start;
  const site = siteFor(req.headers.host);
  const matched = site.kind === "bundle" && site.matched;
  if (matched && site.bundle.id !== preview.bundleId) {
    return send(req, res, 400, TEXT, `无法打开预览：这个地址属于站点 ${site.bundle.id}`);
  }
  ctx.app.devices.set(start.device, {
    city: preview.city,
    ...(preview.flow ? { flow: devFlowCookieValue(preview.flow) } : {}),
  });
  const session = preview.loggedIn ? login(ctx.app, previewPhone(start.device)) : undefined;
  const local: Record<string, string> = { _did: start.device };
  // A landing link's appname is the stored app name of a visitor inside the app (the app
  // hand-over stores it); the frame gets the same stored value.
  const appname = preview.query.appname?.trim();
  if (appname && appname.length <= MAX_APP_NAME) local.appname = appname;
  if (session) {
    local.access_token = session.access_token;
    local.user_id = String(session.userinfo.id);
  }
  // A host that matches no bundle (a phone opening the LAN address) is told which bundle to serve.
  const cookies = matched
    ? []
    : [`${DEV_COOKIES.bundle}=${preview.bundleId}; Path=/; SameSite=Lax; HttpOnly`];
  // Each frame has an origin of its own, so the user agent is the frame's alone.
  cookies.push(
    start.userAgent
      ? `${DEV_COOKIES.userAgent}=${start.userAgent}; Path=/; SameSite=Lax; HttpOnly`
      : `${DEV_COOKIES.userAgent}=; Path=/; Max-Age=0`,
  );
  // JSON inside a script element: no `<` can close it.
  const seed = JSON.stringify({ local, to: start.to }).replace(/</g, "\\u003c");
  const html = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>正在打开预览</title></head>
<body>
<p>正在按所选条件打开预览……</p>
<noscript><p>需要开启 JavaScript。<a href="${escapeHtml(start.to)}">直接打开页面</a></p></noscript>
<script type="application/json" id="seed">${seed}</script>
<script>${PREVIEW_SEED_SCRIPT}</script>
</body>
</html>
`;
  send(req, res, 200, HTML, html, {
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": SEED_PAGE_CSP,
    ...(cookies.length > 0 ? { "Set-Cookie": cookies } : {}),
  });
}
