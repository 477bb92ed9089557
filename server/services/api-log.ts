/**
 * The request log behind /__dev/requests, its only reader, so development mode alone keeps it,
 * in memory: each request's body with secrets and SMS codes cut, ID numbers masked and its size
 * capped, for end-to-end tests. Nothing of it is at rest, and production logs no request
 * (decisions 030, 185).
 */
import { API_PATHS, COMMON_FIELD_NAMES, maskIdNumber, type FormBody } from "../../src/contract/index.ts";
import { isDevelopment, type AppContext } from "../context.ts";

/** Size caps of one logged body: characters of one value, bytes of the whole stored JSON. */
export const API_LOG_LIMITS = { valueChars: 256, bodyBytes: 4096 } as const;

/** Key of the note that says how many fields did not fit. */
export const API_LOG_OMITTED_KEY = "…";

/** Secrets are cut to a recognisable prefix: tests can still see that a token was sent. */
function maskSecret(value: string): string {
  return value === "" ? "" : `${value.slice(0, 4)}…(${value.length})`;
}

// A Map, not an object: a field named "__proto__" or "constructor" must not find a mask.
const MASKS = new Map<string, (value: string) => string>([
  ["_token", maskSecret],
  ["phone_token", maskSecret],
  ["mark", maskSecret],
  ["markcode", maskSecret],
  ["id_number", maskIdNumber],
]);

// A field that is a secret on one path only: `code` is a region code elsewhere, which tests read.
const PATH_MASKS = new Map<string, Map<string, (value: string) => string>>([
  [API_PATHS.loginSmsCode, new Map([["code", (value: string) => `…(${value.length})`]])],
]);

function capValue(value: string): string {
  const chars = [...value];
  const max = API_LOG_LIMITS.valueChars;
  return chars.length <= max ? value : `${chars.slice(0, max).join("")}…(${chars.length})`;
}

/**
 * A copy of the body safe to store in development: secrets masked, each value cut to
 * {@link API_LOG_LIMITS}.valueChars, fields that would pass bodyBytes left out and counted.
 */
export function maskBody(body: FormBody, path = ""): Record<string, string> {
  const masked: Record<string, string> = Object.create(null);
  // Room for the braces and the omitted-fields note.
  let bytes = 2 + 40;
  let omitted = 0;
  for (const [field, value] of Object.entries(body)) {
    const mask = PATH_MASKS.get(path)?.get(field) ?? MASKS.get(field);
    const kept = capValue(mask?.(value) ?? value);
    const size = Buffer.byteLength(`${JSON.stringify(field)}:${JSON.stringify(kept)},`);
    if (bytes + size > API_LOG_LIMITS.bodyBytes) {
      omitted += 1;
      continue;
    }
    masked[field] = kept;
    bytes += size;
  }
  if (omitted > 0) masked[API_LOG_OMITTED_KEY] = `${omitted} fields omitted`;
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
