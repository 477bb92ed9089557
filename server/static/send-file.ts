/**
 * Sends one static file with its headers, a validator (ETag) and gzip/brotli for text.
 * Compressed bodies are cached by file, size and mtime: bundles are small and rarely change.
 */
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Bundle } from "../../src/config/bundles.ts";
import { pageSecurityHeaders, staticHeaders } from "../headers.ts";
import { contentTypeOf, isCompressible } from "../../src/deploy/mime.ts";

type Encoding = "br" | "gzip" | "identity";

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 256;
const CACHE_LIMIT = 500;
const bodies = new Map<string, Buffer>();

/** The best encoding the client accepts (q=0 means "not acceptable"). */
function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => !q || Number(q.split("=")[1]) > 0)
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The value of `key`, made once; past CACHE_LIMIT the oldest entry goes. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

function encodedBody(file: string, key: string, encoding: Encoding): Buffer {
  if (encoding === "identity") return readFileSync(file);
  return cached(bodies, key, () =>
    encoding === "br"
      ? brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(readFileSync(file)),
  );
}

const securityCache = new Map<string, OutgoingHttpHeaders>();

/** Security headers of an HTML file, computed once per file version (the CSP hashes its inline scripts). */
function htmlSecurity(file: string, key: string, page: PageContext): OutgoingHttpHeaders {
  return cached(securityCache, `${key}:${page.bundle.id}`, () =>
    pageSecurityHeaders(readFileSync(file, "utf8"), page.bundle),
  );
}

/** The bundle a file belongs to, for the page's security headers. */
export interface PageContext {
  bundle: Bundle;
}

/**
 * Sends text made here rather than a file (the index page, a message, a page with the preview's
 * user agent): HTML carries its page's security headers; never cached, as it may depend on a
 * cookie.
 */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string,
  page?: PageContext,
): void {
  const body = Buffer.from(text, "utf8");
  const security = contentType.startsWith("text/html") ? pageSecurityHeaders(text, page?.bundle ?? {}) : {};
  res.writeHead(status, {
    ...staticHeaders("/", contentType),
    ...security,
    "Cache-Control": "no-store",
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Sends `file` (already resolved inside a bundle) as `urlPath` with HTTP `status`. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  urlPath: string,
  status = 200,
  page?: PageContext,
): void {
  const contentType = contentTypeOf(file);
  const stats = statSync(file);
  const compressible = isCompressible(contentType) && stats.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : "identity";
  // A strong ETag names one representation, so it differs per encoding.
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding === "identity" ? "" : `-${encoding}`}"`;
  const security =
    page && contentType.startsWith("text/html")
      ? htmlSecurity(file, `${file}:${stats.size}:${stats.mtimeMs}`, page)
      : {};
  const headers = {
    ...staticHeaders(urlPath, contentType),
    ...security,
    ETag: etag,
    ...(compressible ? { Vary: "Accept-Encoding" } : {}),
  };

  if (status === 200 && req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = encodedBody(file, `${file}:${stats.size}:${stats.mtimeMs}:${encoding}`, encoding);
  res.writeHead(status, {
    ...headers,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
