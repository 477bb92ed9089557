/**
 * JSON answers in the `{ code, msg, data }` envelope, and the refusal handlers throw to get one:
 * one road for the API, the /__dev endpoints and the server's last-resort 500.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { API_CODE } from "../../src/contract/index.ts";
import { PAGE_SECURITY_HEADERS } from "../../src/deploy/security-headers.ts";
import type { Logger } from "../options.ts";

/** A refusal with its HTTP status, body code and Chinese message; thrown by handlers. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: OutgoingHttpHeaders;

  /** `status` is the HTTP status; `code` the body code (same unless a business refusal, see decision 021). */
  constructor(status: number, code: number, message: string, headers: OutgoingHttpHeaders = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** A business refusal: HTTP 200 with a non-200 body code. */
export const refusal = (code: number, message: string) => new ApiError(200, code, message);

/** Sends `body` as JSON with HTTP `status`, never cached (answers depend on the token and the clock). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: OutgoingHttpHeaders = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...PAGE_SECURITY_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
    "Content-Length": Buffer.byteLength(payload),
  });
  res.end(res.req.method === "HEAD" ? undefined : payload);
}

/** Sends the error envelope of `error` (`data` null). */
export function sendError(res: ServerResponse, error: ApiError, headers: OutgoingHttpHeaders = {}): void {
  sendJson(
    res,
    error.status,
    { code: error.code, msg: error.message, data: null },
    { ...headers, ...error.headers },
  );
}

/** Status kept for a request whose client went away before it was answered (nginx's convention). */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * True when the client went away before its request was read (an aborted upload, a reset
 * connection): not a server fault, so it is logged as an abort, without a stack.
 */
function isClientAbort(error: unknown, req: IncomingMessage): boolean {
  // readBody's own 413 leaves the request destroyed too (by its loop), but the client is there.
  if (error instanceof ApiError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return req.readableAborted || code === "ECONNRESET" || code === "ECONNABORTED";
}

/**
 * Answers a request that failed with `error`: a refusal as itself, anything else as a 500 whose
 * stack goes to the log only, a client that went away with nothing. Returns the status to log.
 */
export function sendFailure(
  res: ServerResponse,
  error: unknown,
  logger: Logger,
  label: string,
  headers: OutgoingHttpHeaders = {},
): number {
  if (isClientAbort(error, res.req)) {
    logger.info(`${label}: 客户端中止请求 / client aborted`);
    return CLIENT_CLOSED_REQUEST;
  }
  if (!(error instanceof ApiError)) logger.error(`${label} failed`, error);
  const failure =
    error instanceof ApiError ? error : new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
  if (res.headersSent) res.destroy();
  else sendError(res, failure, headers);
  return failure.status;
}
