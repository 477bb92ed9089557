/**
 * The preview start (development only, decision 450): `GET /preview/start?<question>&t=<id>`
 * on a site's host prepares this browser as the question's visitor and opens the page. It logs
 * in through the development server's markcode login (no SMS, the road the bench and the
 * gallery take) when the question says so; sets the city the server answers this browser
 * (`__dev_city`), on an IP-address host the bundle to serve (`__dev_bundle`), and for a studio
 * frame (`frame=1`) the preview mark (`__dev_preview`) that makes the pages read the frame's
 * user agent; then a seeding page empties the origin's storage, writes the login and replaces
 * itself with the page (the channel travels as `?c=`, as on an ad link). Every value reaches the
 * seeding page as JSON read by one fixed script, allowed by its hash.
 */
import { hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { send } from "../../../server/http.ts";
import { siteFor } from "../../../server/static.ts";
import { getBundle } from "../../config/bundles.ts";
import { DEV_COOKIES } from "../../contract/index.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { devSession } from "../../deploy/chromium.ts";
import { landingOf, readQuestion } from "./question.ts";

export const PREVIEW_START_PATH = "/preview/start";

/**
 * Empties this origin's storage once per preview (`seed.id`: two frames of one preview share
 * it, so the second one does not wipe what the first page stored), writes the values, opens the page.
 */
const SEED_SCRIPT =
  'var s=JSON.parse(document.getElementById("seed").textContent);' +
  'try{if(localStorage.getItem("__preview_seed")!==s.id){localStorage.clear();sessionStorage.clear();}' +
  'for(var k in s.local)localStorage.setItem(k,s.local[k]);localStorage.setItem("__preview_seed",s.id);}catch(e){}' +
  "location.replace(s.to);";

const SEED_CSP = `default-src 'none'; script-src 'sha256-${hash("sha256", SEED_SCRIPT, "base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

const TEXT = "text/plain; charset=utf-8";

/** The preview start's address (path and query) of a question, as `id`; `frame` for a studio frame. */
export function previewStartHref(params: URLSearchParams, id: string, frame: boolean): string {
  const query = new URLSearchParams(params);
  query.delete("ua");
  query.set("t", id);
  if (frame) query.set("frame", "1");
  return `${PREVIEW_START_PATH}?${query.toString()}`;
}

/**
 * The visitor's phone number, one per preview (`id` is the studio page's time in ms): every
 * frame and phone of one preview is the same new visitor, who has saved no form yet.
 */
const previewPhone = (id: string) =>
  `199${String(Number(id.replace(/\D/g, "").slice(-8)) || 0).padStart(8, "0")}`;

/** The origin this server answered the request on, for its own development endpoints. */
function ownOrigin(req: IncomingMessage, port: number): string {
  const address = (req.socket.localAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  return `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
}

/** Answers GET /preview/start. */
export async function previewStart(req: IncomingMessage, res: ServerResponse, port: number, url: URL) {
  const site = siteFor(req.headers.host);
  const hostname = (req.headers.host ?? "").replace(/:\d+$/, "");
  const ipHost = isIP(hostname.replace(/^\[(.*)\]$/, "$1")) !== 0;
  const { question, errors } = readQuestion(url.searchParams, site === "local" ? getBundle("default") : site);
  if (errors.length > 0)
    return send(res, 400, { "Content-Type": TEXT }, `无法打开预览：${errors.join("；")}`);
  // A named site's own host serves only its own pages: the preview goes to that site's host.
  if (!ipHost && (site === "local" || site.id !== question.bundle.id)) {
    const location = `http://${question.bundle.id}.localhost:${port}${url.pathname}${url.search}`;
    return send(res, 303, { "Content-Type": TEXT, Location: location }, "");
  }
  const id = /^\d{1,16}$/.test(url.searchParams.get("t") ?? "")
    ? url.searchParams.get("t")!
    : String(Date.now());
  let local: Record<string, string> = {};
  if (question.login) {
    try {
      local = await devSession(ownOrigin(req, port), previewPhone(id));
    } catch {
      return send(res, 502, { "Content-Type": TEXT }, "无法打开预览：登录没有成功，请刷新再试");
    }
  }
  const cookie = (name: string, value: string) =>
    value ? `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax` : `${name}=; Path=/; Max-Age=0`;
  const cookies = [
    cookie(DEV_COOKIES.city, question.city),
    cookie(DEV_COOKIES.preview, url.searchParams.get("frame") === "1" ? "1" : ""),
    ...(ipHost ? [cookie(DEV_COOKIES.bundle, question.bundle.id)] : []),
  ];
  const to = landingOf(question);
  // JSON inside a script element: no `<` can close it.
  const seed = JSON.stringify({ id, local, to }).replace(/</g, "\\u003c");
  const page = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>正在打开预览</title></head>
<body>
<p>正在按所选条件打开预览……</p>
<noscript><p>需要开启 JavaScript。<a href="${e(to)}">直接打开页面</a></p></noscript>
<script type="application/json" id="seed">${seed}</script>
<script>${SEED_SCRIPT}</script>
</body>
</html>
`;
  send(
    res,
    200,
    {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": SEED_CSP,
      "Referrer-Policy": "no-referrer",
      "Set-Cookie": cookies,
    },
    page,
  );
}
