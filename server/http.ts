/**
 * HTTP plumbing shared by the API, /__dev and the server itself: every answer (`send`, decision
 * 255) and the `{ code, msg, data }` envelope that thrown refusals get, strict form bodies,
 * cookies, and the write limit of decision 032 (who the client is: clients.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { API_CODE, type FormBody } from "../src/contract/index.ts";
import { PAGE_SECURITY_HEADERS } from "../src/deploy/security-headers.ts";
import type { Logger } from "./options.ts";

/** A refusal with its HTTP status, body code and Chinese message; thrown by handlers. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: OutgoingHttpHeaders;
  /** The answer's `data`: null, or what the client needs to go on (a challenge, decision 440). */
  readonly data: unknown;

  /** `status` is the HTTP status; `code` the body code (same unless a business refusal, see decision 021). */
  constructor(
    status: number,
    code: number,
    message: string,
    headers: OutgoingHttpHeaders = {},
    data: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.data = data;
  }
}

/** A business refusal: HTTP 200 with a non-200 body code. */
export const refusal = (code: number, message: string) => new ApiError(200, code, message);

/** HTTP 429 telling the client when to come back (Retry-After, in seconds). */
export const tooManyRequests = (message: string, waitMs: number) =>
  new ApiError(429, API_CODE.TOO_MANY_REQUESTS, message, { "Retry-After": String(Math.ceil(waitMs / 1000)) });

/**
 * True while a request's announced body has not all arrived. Node marks a request complete only
 * after its handler ran, so a bodiless GET is "incomplete" while it is answered: the headers
 * decide whether a body is coming at all.
 */
const bodyStillArriving = (req: IncomingMessage): boolean =>
  !req.complete &&
  (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0);

/**
 * Sends an answer with the security headers every answer carries (no body to a HEAD request).
 * An answer given while the request's body is still arriving (a refusal before reading it, a
 * post to a page) closes the connection: kept alive, node would read on to the next request,
 * however long the body (decision 415).
 */
export function send(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
) {
  res.writeHead(status, {
    ...PAGE_SECURITY_HEADERS,
    ...(bodyStillArriving(res.req) && { Connection: "close" }),
    ...headers,
    ...(body !== undefined && { "Content-Length": Buffer.byteLength(body) }),
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/** Sends `body` as JSON with HTTP `status`, never cached (answers depend on the token and the clock). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: OutgoingHttpHeaders = {},
) {
  const json = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
  send(res, status, { ...json, ...headers }, JSON.stringify(body));
}

/** Status kept for a request whose client went away before it was answered (nginx's convention). */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Answers a request that failed with `error` in the error envelope (`data` null unless the refusal
 * carries some): a refusal as
 * itself, anything else as a 500 whose stack goes to the log only, a client that went away with
 * nothing. Returns the status to log.
 */
export function sendFailure(
  res: ServerResponse,
  error: unknown,
  logger: Logger,
  label: string,
  headers: OutgoingHttpHeaders = {},
): number {
  // A client that went away before its request was read (an aborted upload, a reset connection)
  // is no server fault: logged as an abort, without a stack. (readForm's own 413 leaves the
  // request destroyed too, by its loop, but that client is there.)
  const code = (error as { code?: unknown } | null)?.code;
  const aborted = res.req.readableAborted || code === "ECONNRESET" || code === "ECONNABORTED";
  if (aborted && !(error instanceof ApiError)) {
    logger.info(`${label}: 客户端中止请求 / client aborted`);
    return CLIENT_CLOSED_REQUEST;
  }
  if (!(error instanceof ApiError)) logger.error(`${label} failed`, error);
  const failure =
    error instanceof ApiError ? error : new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
  const envelope = { code: failure.code, msg: failure.message, data: failure.data };
  if (res.headersSent) res.destroy();
  else sendJson(res, failure.status, envelope, { ...headers, ...failure.headers });
  return failure.status;
}

// Connection: close because the client may still be sending the rest of the body.
const TOO_LARGE = () =>
  new ApiError(413, API_CODE.PAYLOAD_TOO_LARGE, "请求内容过大", { Connection: "close" });
const MALFORMED = () => new ApiError(400, API_CODE.BAD_REQUEST, "请求格式错误");
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The media type of a request's body, lower case, without parameters. */
export const mediaType = (req: IncomingMessage) =>
  (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** The body of a request, at most `limit` bytes (refused with 413 without buffering the excess). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) throw TOO_LARGE();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw TOO_LARGE();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The form of a POST: at most `limit` bytes (refused with 413 without buffering the excess),
 * form-encoded (charset and other parameters ignored). Invalid UTF-8, broken percent escapes and
 * repeated fields are refused: URLSearchParams alone would silently "repair" them, which hides
 * client bugs.
 */
export async function readForm(req: IncomingMessage, limit: number): Promise<FormBody> {
  const body = await readBody(req, limit);
  if (body.length > 0 && mediaType(req) !== "application/x-www-form-urlencoded")
    throw new ApiError(415, API_CODE.UNSUPPORTED_MEDIA_TYPE, "请求格式错误，请以表单方式提交");
  const form: Record<string, string> = Object.create(null);
  let text: string;
  try {
    text = utf8.decode(body);
    // Throws on a broken escape or one that is not UTF-8 (an escape never spans "&" or "=").
    decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw MALFORMED();
  }
  if (text.trim() === "") return form;
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === "" || key.includes("\0") || value.includes("\0")) throw MALFORMED();
    if (key in form) throw new ApiError(400, API_CODE.BAD_REQUEST, `请求字段重复：${key}`);
    form[key] = value;
  }
  return form;
}

/** Cookies of the request; values URL-decoded where possible (a map without prototype). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * A token bucket per key: `perMinute` requests in a burst, refilled evenly over the minute. Kept
 * in memory: the limit protects the disk of one process, and a restart that forgets the buckets
 * only forgives one minute. At most `maxKeys` keys are tracked (the least recently seen goes), so
 * a flood of addresses cannot grow memory either. `now` is the server clock.
 */
export function writeLimiter(perMinute: number, now: () => number, maxKeys = 10_000) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  // Takes one request for `key` (client IP): 0 when allowed, otherwise the milliseconds until one is.
  return (key: string): number => {
    const time = now();
    const bucket = buckets.get(key);
    const elapsed = bucket ? Math.max(0, time - bucket.at) : 0;
    const tokens = bucket ? Math.min(perMinute, bucket.tokens + elapsed * perMs) : perMinute;
    buckets.delete(key);
    buckets.set(key, { tokens: tokens < 1 ? tokens : tokens - 1, at: time });
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
    return tokens < 1 ? Math.ceil((1 - tokens) / perMs) : 0;
  };
}
