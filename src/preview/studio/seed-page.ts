/**
 * The page a preview start answers: its one inline script (PREVIEW_SEED_SCRIPT, kept with the
 * other inline storage scripts in src/client/head-scripts.ts) empties the origin's storage,
 * writes the seeded values and opens the page. It is allowed by hash; the values travel in a
 * JSON block the script reads, never inside script text.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PREVIEW_FRAME_ANCESTORS } from "../../../server/headers.ts";
import { PREVIEW_SEED_SCRIPT } from "../../client/head-scripts.ts";
import { escapeHtml } from "../../core/html-escape.ts";

/** What the page writes and where it goes. */
export interface Seed {
  /** Values for the lasting storage (legacy keys: access_token, user_id, _did). */
  local: Record<string, string>;
  /** Same-origin path and query to open. */
  to: string;
}

const SCRIPT_HASH = createHash("sha256").update(PREVIEW_SEED_SCRIPT).digest("base64");

/** Content-Security-Policy of the page: its own script only; framed by the local studio. */
const SEED_PAGE_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors ${PREVIEW_FRAME_ANCESTORS.join(" ")}`;

/** JSON safe inside a script element (no `<` can close it). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Sends the seeding page. */
export function seedPage(req: IncomingMessage, res: ServerResponse, seed: Seed, cookies: string[]): void {
  const html = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>正在打开预览</title></head>
<body>
<p>正在按所选条件打开预览……</p>
<noscript><p>需要开启 JavaScript。<a href="${escapeHtml(seed.to)}">直接打开页面</a></p></noscript>
<script type="application/json" id="seed">${scriptJson(seed)}</script>
<script>${PREVIEW_SEED_SCRIPT}</script>
</body>
</html>
`;
  const body = Buffer.from(html, "utf8");
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": SEED_PAGE_CSP,
    ...(cookies.length > 0 ? { "Set-Cookie": cookies } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
