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
import { BUNDLES, entryPathsOf, type Bundle } from "../../config/bundles.ts";
import { findRoute } from "../../config/routes.ts";
import {
  DEV_COOKIES,
  DEV_USER_AGENTS,
  devFlowCookieValue,
  parseDevFlow,
  type DevFlow,
  type DevUserAgent,
} from "../../contract/index.ts";
import { isSafePath } from "../../core/query.ts";
import type { DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { siteFor } from "../../../server/static/site.ts";
import { login } from "../../../server/services/users.ts";
import { PREVIEW_FRAME_ANCESTORS } from "../../../server/headers.ts";
import { PREVIEW_SEED_SCRIPT } from "../../client/head-scripts.ts";
import { escapeHtml } from "../../core/html-escape.ts";
import { HTML, send, TEXT } from "./http.ts";

const SCRIPT_HASH = createHash("sha256").update(PREVIEW_SEED_SCRIPT).digest("base64");

/** Content-Security-Policy of the seeding page: its own script only; framed by the local studio. */
const SEED_PAGE_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors ${PREVIEW_FRAME_ANCESTORS.join(" ")}`;

/** Path of the preview start on every host. */
export const PREVIEW_START_PATH = "/__preview/start";

/** One preview start: which bundle, page and conditions. */
export interface PreviewStart {
  bundleId: string;
  /** Path and query the visitor opens, e.g. /login?c=5265. */
  to: string;
  city: string;
  loggedIn: boolean;
  /** Chosen flow settings; undefined: the channel's own (the reference server's data). */
  flow: DevFlow | undefined;
  /** Device id of this preview (one per frame and one for the phone). */
  device: string;
  /** The user agent the frame's pages read; none: the browser's own (a real phone). */
  userAgent?: DevUserAgent | undefined;
}

/** Device ids of previews: `preview-<place>-<time>`. */
const PREVIEW_DEVICE_PATTERN = /^preview-[a-z0-9]{1,12}-\d{1,16}$/;
const MAX_CITY = 20;
const MAX_APP_NAME = 64;

// Slashes stay readable (and the address short enough for a QR code).
const encode = (value: string) => encodeURIComponent(value).replace(/%2F/g, "/");

/** Path and query of a preview start. */
export function previewStartHref(start: PreviewStart): string {
  const parts: [string, string][] = [
    ["b", start.bundleId],
    ["to", start.to],
    ["city", start.city],
    ["login", start.loggedIn ? "1" : "0"],
    ["flow", start.flow ? devFlowCookieValue(start.flow) : "server"],
    ["did", start.device],
    ...(start.userAgent ? [["ua", start.userAgent] as [string, string]] : []),
  ];
  return `${PREVIEW_START_PATH}?${parts.map(([name, value]) => `${name}=${encode(value)}`).join("&")}`;
}

/** True when `path` is a page of `bundle` (an entry page or a common route). */
function isPageOf(bundle: Bundle, path: string): boolean {
  return entryPathsOf(bundle).includes(path) || findRoute(path) !== undefined;
}

/** Reads a preview start; a message in Chinese when something is wrong. */
function parsePreviewStart(
  search: URLSearchParams,
): { ok: true; start: PreviewStart; bundle: Bundle } | { ok: false; error: string } {
  const bundle = BUNDLES.find((b) => b.id === search.get("b"));
  if (!bundle) return { ok: false, error: "未知站点" };
  const to = search.get("to") ?? "";
  const path = to.split("?")[0] ?? "";
  // Only pages of this bundle on this origin: never another site.
  if (!isSafePath(to) || !isPageOf(bundle, path)) return { ok: false, error: "只能打开本站点的页面" };
  const city = (search.get("city") ?? "").trim();
  if (city.length > MAX_CITY) return { ok: false, error: "城市名过长" };
  const device = search.get("did") ?? "";
  if (!PREVIEW_DEVICE_PATTERN.test(device)) return { ok: false, error: "预览编号格式不正确" };
  const flowValue = search.get("flow") ?? "server";
  const flow = flowValue === "server" ? undefined : parseDevFlow(flowValue);
  if (flowValue !== "server" && !flow) return { ok: false, error: "流程设置格式不正确" };
  const ua = search.get("ua") ?? "";
  if (ua && !Object.hasOwn(DEV_USER_AGENTS, ua)) return { ok: false, error: "浏览器类型不正确" };
  const userAgent = (ua || undefined) as DevUserAgent | undefined;
  const start = {
    bundleId: bundle.id,
    to,
    city,
    loggedIn: search.get("login") === "1",
    flow,
    device,
    userAgent,
  };
  return { ok: true, start, bundle };
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
  const parsed = parsePreviewStart(new URL(req.url ?? "/", "http://preview.invalid").searchParams);
  if (!parsed.ok) return send(req, res, 400, TEXT, `无法打开预览：${parsed.error}`);
  const { start, bundle } = parsed;
  const site = siteFor(req.headers.host);
  const matched = site.kind === "bundle" && site.matched;
  if (matched && site.bundle.id !== bundle.id) {
    return send(req, res, 400, TEXT, `无法打开预览：这个地址属于站点 ${site.bundle.id}`);
  }
  ctx.app.devices.set(start.device, {
    ...(start.city ? { city: start.city } : {}),
    ...(start.flow ? { flow: devFlowCookieValue(start.flow) } : {}),
  });
  const session = start.loggedIn ? login(ctx.app, previewPhone(start.device)) : undefined;
  const local: Record<string, string> = { _did: start.device };
  // The simulator reads a landing link's appname as the stored app name of a visitor inside the
  // app (the app hand-over stores it); the frame gets the same stored value.
  const appname = new URLSearchParams(start.to.split("?")[1] ?? "").get("appname")?.trim();
  if (appname && appname.length <= MAX_APP_NAME) local.appname = appname;
  if (session) {
    local.access_token = session.access_token;
    local.user_id = String(session.userinfo.id);
  }
  // A host that matches no bundle (a phone opening the LAN address) is told which bundle to serve.
  const cookies = matched ? [] : [`${DEV_COOKIES.bundle}=${bundle.id}; Path=/; SameSite=Lax; HttpOnly`];
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
