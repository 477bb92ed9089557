/** The request log behind /__dev/requests: every API request, body masked. */
import {
  COMMON_FIELD_NAMES,
  maskIdNumber,
  type DevRequestLogEntry,
  type FormBody,
} from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";

/** Rows kept; older ones are pruned so a long-running preview server does not grow without end. */
export const API_LOG_KEEP = 5000;

/** Secrets are cut to a recognisable prefix: tests can still see that a token was sent. */
function maskSecret(value: string): string {
  return value === "" ? "" : `${value.slice(0, 4)}…(${value.length})`;
}

const MASKS: Record<string, (value: string) => string> = {
  _token: maskSecret,
  phone_token: maskSecret,
  mark: maskSecret,
  markcode: maskSecret,
  id_number: maskIdNumber,
};

/** A copy of the body safe to store. */
export function maskBody(body: FormBody): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) masked[field] = MASKS[field]?.(value) ?? value;
  return masked;
}

/** Appends one request to the log. */
export function logRequest(app: AppContext, path: string, status: number, body: FormBody | undefined): void {
  const missing = COMMON_FIELD_NAMES.filter((name) => body?.[name] === undefined);
  const result = app.db
    .prepare("INSERT INTO api_log (path, time, status, body, missing_common) VALUES (?, ?, ?, ?, ?)")
    .run(
      path,
      app.options.now(),
      status,
      JSON.stringify(body ? maskBody(body) : {}),
      JSON.stringify(missing),
    );
  const id = Number(result.lastInsertRowid);
  if (id % 100 === 0) app.db.prepare("DELETE FROM api_log WHERE id <= ?").run(id - API_LOG_KEEP);
}

/** Recent requests, newest first, optionally for one path. */
export function recentRequests(
  app: AppContext,
  path: string | undefined,
  limit: number,
): DevRequestLogEntry[] {
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
