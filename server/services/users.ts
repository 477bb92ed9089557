/** Users (one per phone) and their access tokens. */
import { API_CODE } from "../../src/contract/index.ts";
import { maskPhone } from "../../src/core/phone.ts";
import type { AppContext } from "../context.ts";
import { ISSUE_SIZES } from "../profile.ts";
import { randomToken, sha256 } from "./crypto.ts";

export interface UserRow {
  id: number;
  phone: string;
  created_at: number;
  realname_status: "none" | "passed" | "failed";
}

/** Access tokens live 30 days; a new login issues a new token and leaves others valid. */
const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** The user with this phone, created on first login. */
function findOrCreateUser(app: AppContext, phone: string): UserRow {
  app.db
    .prepare("INSERT INTO users (phone, created_at) VALUES (?, ?) ON CONFLICT (phone) DO NOTHING")
    .run(phone, app.options.now());
  return app.db
    .prepare("SELECT id, phone, created_at, realname_status FROM users WHERE phone = ?")
    .get(phone) as unknown as UserRow;
}

/**
 * Logs the phone in: creates the user if needed and issues a token (stored hashed). The answer
 * is the "login-by-mark result" of spec section 3 (server/profile.ts has the lean shape).
 */
export function login(app: AppContext, phone: string) {
  const user = findOrCreateUser(app, phone);
  const token = randomToken(ISSUE_SIZES[app.options.profile].tokenBytes);
  const now = app.options.now();
  app.db
    .prepare("INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .run(sha256(token), user.id, now, now + TOKEN_TTL_MS);
  return { access_token: token, userinfo: { id: user.id, phone: maskPhone(user.phone) } };
}

/** The user of a live (known, unexpired, unrevoked) token, or undefined. */
export function userForToken(app: AppContext, token: string): UserRow | undefined {
  if (!token) return undefined;
  const row = app.db
    .prepare(
      `SELECT u.id, u.phone, u.created_at, u.realname_status FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
    )
    .get(sha256(token), app.options.now());
  return row as UserRow | undefined;
}

/** Revokes one token; true when it was live. */
export function revokeToken(app: AppContext, token: string): boolean {
  const result = app.db
    .prepare("UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL")
    .run(app.options.now(), sha256(token));
  return Number(result.changes) > 0;
}

/** Answer code for "no valid token". */
export const NO_USER = { code: API_CODE.UNAUTHORIZED, msg: "登录已失效，请重新登录" } as const;
