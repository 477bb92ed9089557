/** Answers of the studio's routes: HTML, JSON, text and images, never cached, with the studio's CSP. */
import type { IncomingMessage, ServerResponse, OutgoingHttpHeaders } from "node:http";

/**
 * The studio loads its own stylesheet and script, frames the bundles at `*.localhost` (any
 * port), fetches its event log from itself and posts its form only to itself.
 */
const STUDIO_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src http://*.localhost:*; form-action 'self' http://*.localhost:*; base-uri 'none'; frame-ancestors 'none'";

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  body: Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Type": contentType,
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    "Content-Security-Policy": STUDIO_CSP,
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** An HTML page. */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  send(req, res, status, "text/html; charset=utf-8", Buffer.from(html, "utf8"));
}

/** Plain text (errors). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, status, "text/plain; charset=utf-8", Buffer.from(text, "utf8"), headers);
}

/** A JSON document. */
export function sendJson(req: IncomingMessage, res: ServerResponse, value: unknown): void {
  send(req, res, 200, "application/json; charset=utf-8", Buffer.from(JSON.stringify(value), "utf8"));
}

/** A file's bytes (stylesheet, script, thumbnail). */
export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  contentType: string,
  body: Buffer,
): void {
  send(req, res, 200, contentType, body);
}
