/** Reading and decoding request bodies, strictly: a malformed body is a 400, never a guess. */
import type { IncomingMessage } from "node:http";
import { API_CODE, type FormBody } from "../../src/contract/index.ts";
import { ApiError } from "./answer.ts";

// Connection: close because the client may still be sending the rest of the body.
const TOO_LARGE = () =>
  new ApiError(413, API_CODE.PAYLOAD_TOO_LARGE, "请求内容过大", { Connection: "close" });

/** Reads the whole body, refusing (413) past `limit` bytes without buffering the excess. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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
function parseForm(body: Buffer): FormBody {
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

/** The form of a POST: at most `limit` bytes, form-encoded (charset and other parameters ignored). */
export async function readForm(req: IncomingMessage, limit: number): Promise<FormBody> {
  const raw = await readBody(req, limit);
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (raw.length > 0 && type !== "application/x-www-form-urlencoded")
    throw new ApiError(415, API_CODE.UNSUPPORTED_MEDIA_TYPE, "请求格式错误，请以表单方式提交");
  return parseForm(raw);
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
