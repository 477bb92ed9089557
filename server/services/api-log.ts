/**
 * The request log behind /__dev/requests, its only reader, so development mode alone keeps it,
 * in memory: each request's body with secrets and SMS codes cut, ID numbers masked and its size
 * capped, for end-to-end tests. Nothing of it is at rest, and production logs no request
 * (decisions 030, 185).
 */
import { API_PATHS, COMMON_FIELD_NAMES, maskIdNumber, type FormBody } from "../../src/contract/index.ts";
import { isDevelopment, type AppContext } from "../context.ts";

/** Size caps of one logged body: characters of one value, bytes of the whole stored JSON. */
const LIMITS = { valueChars: 256, bodyBytes: 4096 };

/** Secrets, cut to a recognisable prefix: tests can still see that a token was sent. */
const SECRETS = new Set(["_token", "phone_token", "mark", "markcode"]);

/** The value with a secret masked (undefined: not a secret). */
function masked(field: string, value: string, path: string): string | undefined {
  // `code` is a secret on this path only: elsewhere it is a region code, which tests read.
  if (field === "code" && path === API_PATHS.loginSmsCode) return `…(${value.length})`;
  if (field === "id_number") return maskIdNumber(value);
  if (SECRETS.has(field)) return value === "" ? "" : `${value.slice(0, 4)}…(${value.length})`;
}

/** What the log shows of one field's value: masked, at most {@link LIMITS}.valueChars. */
function shown(field: string, value: string, path: string): string {
  const chars = [...(masked(field, value, path) ?? value)];
  const max = LIMITS.valueChars;
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("")}…(${chars.length})`;
}

/**
 * A copy of the body safe to keep: each value {@link shown}, fields that would pass
 * {@link LIMITS}.bodyBytes left out and counted under "…".
 */
function maskBody(body: FormBody, path: string): Record<string, string> {
  const masked: Record<string, string> = Object.create(null);
  // Room for the braces and the omitted-fields note.
  let bytes = 2 + 40;
  let omitted = 0;
  for (const [field, value] of Object.entries(body)) {
    const kept = shown(field, value, path);
    const size = Buffer.byteLength(`${JSON.stringify(field)}:${JSON.stringify(kept)},`);
    if (bytes + size > LIMITS.bodyBytes) {
      omitted += 1;
      continue;
    }
    masked[field] = kept;
    bytes += size;
  }
  if (omitted > 0) masked["…"] = `${omitted} fields omitted`;
  return masked;
}

/** One logged request: the body masked, and the common fields of spec section 7 absent from it. */
export interface LoggedRequest {
  id: number;
  path: string;
  time: number;
  status: number;
  body: Record<string, string>;
  missing_common: string[];
}

/** Appends one request to the log (development only), which keeps its newest rows. */
export function logRequest(app: AppContext, path: string, status: number, body: FormBody | undefined): void {
  if (!isDevelopment(app)) return;
  const log = app.requests;
  log.push({
    id: (log.at(-1)?.id ?? 0) + 1,
    path,
    time: app.options.now(),
    status,
    body: body ? maskBody(body, path) : {},
    missing_common: COMMON_FIELD_NAMES.filter((name) => body?.[name] === undefined),
  });
  if (log.length > app.options.retention.requestLogRows) log.shift();
}

/** Recent requests, newest first, optionally for one path. */
export function recentRequests(app: AppContext, path: string | undefined, limit: number): LoggedRequest[] {
  return app.requests
    .filter((row) => !path || row.path === path)
    .slice(-limit)
    .reverse();
}
