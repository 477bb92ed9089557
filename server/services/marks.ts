/**
 * One-time login marks (`mark`, `markcode`): issued for a phone (by /__dev/markcode here; by
 * the ad/SMS back office in production), stored hashed, exchanged once within 30 minutes.
 */
import { API_CODE } from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";
import { refusal } from "../http/api-error.ts";
import { ISSUE_SIZES } from "../profile.ts";
import { randomToken, sha256 } from "./crypto.ts";

export type MarkKind = "mark" | "markcode";

const MARK_TTL_MS = 30 * 60_000;

/** Issues a mark of `kind` for `phone` and returns its value (shown once). */
export function issueMark(app: AppContext, kind: MarkKind, phone: string): string {
  const value = randomToken(ISSUE_SIZES[app.options.profile].markBytes);
  const now = app.options.now();
  app.db
    .prepare("INSERT INTO marks (value_hash, kind, phone, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(sha256(value), kind, phone, now, now + MARK_TTL_MS);
  return value;
}

/** Uses a mark once and returns its phone; throws a refusal when unknown, used or expired. */
export function redeemMark(app: AppContext, kind: MarkKind, value: string): string {
  const now = app.options.now();
  const row = app.db
    .prepare("SELECT phone, expires_at, used_at FROM marks WHERE value_hash = ? AND kind = ?")
    .get(sha256(value), kind) as { phone: string; expires_at: number; used_at: number | null } | undefined;
  if (!row) throw refusal(API_CODE.UNAUTHORIZED, "登录链接无效，请重新登录");
  if (row.used_at !== null || now >= row.expires_at)
    throw refusal(API_CODE.GONE, "登录链接已失效，请重新登录");
  app.db.prepare("UPDATE marks SET used_at = ? WHERE value_hash = ?").run(now, sha256(value));
  return row.phone;
}
