/**
 * Users (one per phone), their access tokens and one-time login marks, stored as SHA-256 hashes
 * only (decision 022).
 */
import { createHash, randomBytes } from "node:crypto";
import { API_CODE } from "../../src/contract/index.ts";
import { maskPhone } from "../../src/core/phone.ts";
import { ISSUE_SIZES, type AppContext } from "../options.ts";
import { refusal } from "../http.ts";

export interface UserRow {
  id: number;
  phone: string;
  realname_status: "none" | "passed" | "failed";
}

/** Access tokens live 30 days; a new login issues a new token and leaves others valid. */
const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
const MARK_TTL_MS = 30 * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Logs the phone in: creates the user if needed and issues a token (stored hashed). The answer
 * is the "login-by-mark result" of spec section 3 (server/api.ts has the lean shape).
 */
export function login(app: AppContext, phone: string) {
  const { id } = app.db
    .prepare("INSERT INTO users (phone) VALUES (?) ON CONFLICT DO UPDATE SET phone = phone RETURNING id")
    .get(phone) as { id: number };
  const token = randomBytes(ISSUE_SIZES[app.options.profile].tokenBytes).toString("base64url");
  app.db
    .prepare("INSERT INTO tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
    .run(sha256(token), id, app.options.now() + TOKEN_TTL_MS);
  return { access_token: token, userinfo: { id, phone: maskPhone(phone) } };
}

/** The user of a live (known, unexpired) token, or undefined. */
export function userForToken(app: AppContext, token: string): UserRow | undefined {
  if (!token) return undefined;
  const row = app.db
    .prepare(
      `SELECT u.id, u.phone, u.realname_status FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
    )
    .get(sha256(token), app.options.now());
  return row as UserRow | undefined;
}

export const NO_USER = { code: API_CODE.UNAUTHORIZED, msg: "登录已失效，请重新登录" } as const;

type MarkKind = "mark" | "markcode";

/** Issues a mark of `kind` for `phone` and returns its value (shown once). */
export function issueMark(app: AppContext, kind: MarkKind, phone: string): string {
  const value = randomBytes(ISSUE_SIZES[app.options.profile].markBytes).toString("base64url");
  app.db
    .prepare("INSERT INTO marks (value_hash, kind, phone, expires_at) VALUES (?, ?, ?, ?)")
    .run(sha256(value), kind, phone, app.options.now() + MARK_TTL_MS);
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
