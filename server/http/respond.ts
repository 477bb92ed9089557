/** Writing JSON answers in the `{ code, msg, data }` envelope. */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { ApiResponse } from "../../src/contract/index.ts";
import { apiHeaders } from "../headers.ts";

/** Sends `{ code, msg, data }` (or, for the lean profile, a body without msg or data) with HTTP `status`. */
export function sendJson<T>(
  res: ServerResponse,
  status: number,
  body: ApiResponse<T> | { code: number; data?: unknown },
  extraHeaders: OutgoingHttpHeaders = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...apiHeaders(), ...extraHeaders, "Content-Length": Buffer.byteLength(payload) });
  res.end(res.req.method === "HEAD" ? undefined : payload);
}

/** Sends an error envelope (`data` null). */
export function sendError(
  res: ServerResponse,
  status: number,
  code: number,
  msg: string,
  extraHeaders: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, { code, msg, data: null }, extraHeaders);
}
