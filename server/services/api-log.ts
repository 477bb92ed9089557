/**
 * The request log behind /__dev/requests, its only reader, so development mode alone keeps it:
 * each request's body with secrets and SMS codes cut, ID numbers masked and its size capped, for
 * end-to-end tests. Production logs no request, so no phone number, SMS code, name, ID number,
 * address or free text is at rest there (decisions 030, 185).
 */
import { API_PATHS, COMMON_FIELD_NAMES, maskIdNumber, type FormBody } from "../../src/contract/index.ts";
import { isDevelopment, type AppContext } from "../context.ts";
import { keepWithinBounds } from "./retention.ts";

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

/** Appends one request to the log (development only) and keeps the log within its bounds. */
export function logRequest(app: AppContext, path: string, status: number, body: FormBody | undefined): void {
  if (!isDevelopment(app)) return;
  const missing = COMMON_FIELD_NAMES.filter((name) => body?.[name] === undefined);
  const result = app.db
    .prepare("INSERT INTO api_log (path, time, status, body, missing_common) VALUES (?, ?, ?, ?, ?)")
    .run(
      path,
      app.options.now(),
      status,
      JSON.stringify(body ? maskBody(body, path) : {}),
      JSON.stringify(missing),
    );
  keepWithinBounds(app, "api_log", Number(result.lastInsertRowid));
}

/**
 * Removes what development mode left at rest that production must not keep: the request log
 * and the plain SMS codes. Run when a production server starts.
 */
export function forgetDevelopmentData(app: AppContext): void {
  app.db.exec("DELETE FROM api_log; UPDATE sms_codes SET dev_code = NULL WHERE dev_code IS NOT NULL;");
}

/**
 * Recent requests, newest first, optionally for one path: the decoded body with secrets masked,
 * and the common fields of spec section 7 absent from it.
 */
export function recentRequests(app: AppContext, path: string | undefined, limit: number) {
  const rows = (
    path
      ? app.db.prepare("SELECT * FROM api_log WHERE path = ? ORDER BY id DESC LIMIT ?").all(path, limit)
      : app.db.prepare("SELECT * FROM api_log ORDER BY id DESC LIMIT ?").all(limit)
  ) as { id: number; path: string; time: number; status: number; body: string; missing_common: string }[];
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    time: row.time,
    status: row.status,
    body: JSON.parse(row.body) as Record<string, string>,
    missing_common: JSON.parse(row.missing_common) as string[],
  }));
}
