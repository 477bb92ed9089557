/**
 * The per-IP limit on endpoints that write a row and need no login: tracking records (open to
 * any origin), conversion relays and channel activations. Without it one client could fill
 * the disk, and on a full disk every write fails, logins included (decision 032).
 */
import type { IncomingMessage } from "node:http";
import { API_CODE, type ApiName } from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";
import { ApiError } from "./api-error.ts";
import { clientIp } from "./client-ip.ts";

/** Endpoints that append rows for anonymous callers. */
const ANONYMOUS_WRITES: ReadonlySet<ApiName> = new Set<ApiName>([
  "record",
  "baiduConvert",
  "kuaishouReport",
  "activeChannel",
]);

/** Throws HTTP 429 (with Retry-After) when the client IP has used up its anonymous writes. */
export function checkWriteLimit(app: AppContext, endpoint: ApiName, req: IncomingMessage): void {
  if (!ANONYMOUS_WRITES.has(endpoint)) return;
  const wait = app.writeLimiter.take(clientIp(req, app.options.trustProxy));
  if (wait === 0) return;
  throw new ApiError(429, API_CODE.TOO_MANY_REQUESTS, "请求过于频繁，请稍后再试", {
    "Retry-After": String(Math.ceil(wait / 1000)),
  });
}
