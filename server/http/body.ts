/** Reading and decoding request bodies, strictly: a malformed body is a 400, never a guess. */
import type { IncomingMessage } from "node:http";
import { API_CODE, type FormBody } from "../../src/contract/index.ts";
import { ApiError } from "./api-error.ts";

// Connection: close because the client may still be sending the rest of the body.
const TOO_LARGE = () =>
  new ApiError(413, API_CODE.PAYLOAD_TOO_LARGE, "请求内容过大", { Connection: "close" });

/** Reads the whole body, refusing (413) past `limit` bytes without buffering the excess. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw TOO_LARGE();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw TOO_LARGE();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const MALFORMED = () => new ApiError(400, API_CODE.BAD_REQUEST, "请求格式错误");

/**
 * Decodes application/x-www-form-urlencoded. Unlike URLSearchParams it refuses invalid UTF-8,
 * broken percent escapes and repeated fields, because silently "repairing" them hides client bugs.
 */
export function parseForm(body: Buffer): FormBody {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw MALFORMED();
  }
  const form: Record<string, string> = Object.create(null);
  if (text.trim() === "") return form;
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const rawKey = at === -1 ? pair : pair.slice(0, at);
    const rawValue = at === -1 ? "" : pair.slice(at + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      throw MALFORMED();
    }
    if (key === "" || key.includes("\0") || value.includes("\0")) throw MALFORMED();
    if (key in form) throw new ApiError(400, API_CODE.BAD_REQUEST, `请求字段重复：${key}`);
    form[key] = value;
  }
  return form;
}

/** True when the Content-Type is form-encoded (parameters such as charset ignored). */
export function isFormEncoded(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * True when the client went away before its request was read (an aborted upload, a reset
 * connection): not a server fault, so it is logged as an abort, without a stack.
 */
export function isClientAbort(error: unknown, req: IncomingMessage): boolean {
  // readBody's own 413 leaves the request destroyed too (by its loop), but the client is there.
  if (error instanceof ApiError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return req.readableAborted || code === "ECONNRESET" || code === "ECONNABORTED";
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
