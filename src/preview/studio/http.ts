/** The studio's one way to answer: never cached, with the studio's CSP. */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * The studio loads its own stylesheet, frames the bundles at `*.localhost` (any port) and
 * posts its forms only to itself.
 */
const STUDIO_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-src http://*.localhost:*; form-action 'self' http://*.localhost:*; base-uri 'none'; frame-ancestors 'none'";

/** Answers with `body` (HTML, text or bytes); `type` is the Content-Type. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  res.writeHead(status, {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Type": type,
    "Content-Length": bytes.length,
    "Cache-Control": "no-store",
    "Content-Security-Policy": STUDIO_CSP,
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

export const HTML = "text/html; charset=utf-8";
export const TEXT = "text/plain; charset=utf-8";
