/**
 * What a visitor logs in with (decision 022): SMS codes, stored as HMACs with the server secret
 * and sent within per-phone, per-IP and global limits, and users (one per phone), their access
 * tokens and one-time login marks, stored as SHA-256 hashes only. Past a load threshold a send
 * needs a solved challenge (challenge.ts, decision 440). No SMS provider is reachable
 * here: development mode logs the code (phone masked) and keeps it for /__dev/sms/latest;
 * production sends nothing.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { SMS_CHALLENGE } from "../src/config/answer-fields.ts";
import { API_CODE, SMS_CODE } from "../src/contract/index.ts";
import { maskPhone } from "../src/core/phone.ts";
import { checkChallenge, issueChallenge, type ChallengeProblem } from "./challenge.ts";
import { ApiError, refusal, tooManyRequests } from "./http.ts";
import { isDevelopment, ISSUE_SIZES, PHONE_SMS_LIMITS, type AppContext } from "./options.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Scope = "phone" | "ip" | "all";

/**
 * The limit windows, checked in this order, with the refusal of each scope and the unit its wait
 * is told in; a 24 h window is rolling, not a calendar day.
 */
const WINDOWS: readonly {
  key: keyof typeof PHONE_SMS_LIMITS;
  ms: number;
  unit: [number, string];
  says: Record<Scope, string>;
}[] = [
  {
    key: "perMinute",
    ms: MINUTE,
    unit: [1000, "秒"],
    says: { phone: "发送过于频繁", ip: "当前网络发送过于频繁", all: "短信发送繁忙" },
  },
  {
    key: "perHour",
    ms: HOUR,
    unit: [MINUTE, "分钟"],
    says: { phone: "该手机号验证码获取次数过多", ip: "当前网络验证码获取次数过多", all: "短信发送繁忙" },
  },
  {
    key: "perDay",
    ms: DAY,
    unit: [HOUR, "小时"],
    says: {
      phone: "该手机号今日验证码获取次数已达上限",
      ip: "当前网络今日验证码获取次数已达上限",
      all: "今日短信发送量已达服务上限",
    },
  },
];

type Limits = Partial<typeof PHONE_SMS_LIMITS>;

/**
 * The first window in which the sends of `scope` (`value`: the phone or the client; none for
 * all sends) reached `limits`, and how long until one more is allowed; undefined when none did.
 */
function reached(app: AppContext, scope: Scope, value: string, limits: Limits) {
  const now = app.options.now();
  for (const window of WINDOWS) {
    const max = limits[window.key];
    if (max === undefined) continue;
    // The max-th newest send in the window: when it leaves the window, one more is allowed.
    const row = app.db
      .prepare(
        `SELECT created_at FROM sms_codes WHERE ${scope === "all" ? "? = ''" : `${scope} = ?`} AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
      )
      .get(value, now - window.ms, max - 1) as { created_at: number } | undefined;
    if (row) return { window, wait: row.created_at + window.ms - now };
  }
  return undefined;
}

/**
 * Throws HTTP 429 when another send to `phone` from `ip` would break a limit: per phone, per
 * client, and the provider budget of all sends (the global cap has no hourly window: an hour's
 * worth is bounded by the minute and the day). The shortest window refused first.
 */
function checkLimits(app: AppContext, phone: string, ip: string): void {
  const scopes: [Scope, string, Limits][] = [
    ["phone", phone, PHONE_SMS_LIMITS],
    ["ip", ip, app.options.smsIpLimits],
    ["all", "", app.options.smsGlobalLimits],
  ];
  const refusals = scopes.flatMap(([scope, value, limits]) => {
    const found = reached(app, scope, value, limits);
    return found ? [{ scope, ...found }] : [];
  });
  const first = refusals.sort((a, b) => WINDOWS.indexOf(a.window) - WINDOWS.indexOf(b.window))[0];
  if (!first) return;
  const [unitMs, unitName] = first.window.unit;
  const message = `${first.window.says[first.scope]}，请${Math.ceil(first.wait / unitMs)}${unitName}后再试`;
  throw tooManyRequests(message, first.wait);
}

/** What a send carries back of a challenge it was given (decision 440), when it carries one. */
export interface SolvedChallenge {
  challenge: string;
  nonce: string;
}

/**
 * The answer that asks for a challenge: HTTP 200 (a refusal of a well-formed request, decision
 * 021) with the challenge in `data`, where the front end's settings look for it.
 */
function challengeRequired(app: AppContext, phone: string, message: string) {
  const { challenge, difficulty } = issueChallenge(app, phone);
  const data = {};
  placeAt(data, SMS_CHALLENGE.challenge[0]!, challenge);
  placeAt(data, SMS_CHALLENGE.difficulty[0]!, difficulty);
  return new ApiError(200, SMS_CHALLENGE.code, message, {}, data);
}

/** Sets `value` at `path` inside `target`, making the objects on the way. */
function placeAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let here = target;
  for (const key of path.slice(0, -1)) here = (here[key] ??= {}) as Record<string, unknown>;
  here[path.at(-1)!] = value;
}

const CHALLENGE_PROBLEMS: Record<ChallengeProblem, string> = {
  forged: "安全验证未通过，请重新验证",
  expired: "安全验证已过期，请重新验证",
  used: "安全验证已使用，请重新验证",
  unsolved: "安全验证未通过，请重新验证",
};

/**
 * Who may be sent a code now (decision 440): within the limits per phone and per client, and
 * the provider budget, always; past the challenge threshold (or when `forceChallenge`, a
 * development control) only with a solved challenge for this phone, else the answer is a new
 * challenge instead of a refusal. Returns the id of the challenge that admitted the send.
 */
function admit(
  app: AppContext,
  phone: string,
  ip: string,
  solved: SolvedChallenge | undefined,
  forceChallenge: boolean,
): string | null {
  checkLimits(app, phone, ip);
  if (solved) {
    const checked = checkChallenge(app, phone, solved.challenge, solved.nonce);
    if ("id" in checked) return checked.id;
    throw challengeRequired(app, phone, CHALLENGE_PROBLEMS[checked.problem]);
  }
  if (forceChallenge || reached(app, "all", "", app.options.smsChallengeAbove))
    throw challengeRequired(app, phone, "请完成安全验证后获取验证码");
  return null;
}

/**
 * Issues a code to `phone` (limits and challenge permitting, {@link admit}); only its HMAC is
 * stored, with the challenge that admitted it.
 */
export function sendLoginCode(
  app: AppContext,
  phone: string,
  ip: string,
  solved?: SolvedChallenge,
  forceChallenge = false,
): void {
  const challenge = admit(app, phone, ip, solved, forceChallenge);
  const digits = ISSUE_SIZES[app.options.profile].smsCodeDigits;
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, "0");
  const now = app.options.now();
  const devCode = isDevelopment(app) ? code : null;
  app.db
    .prepare(
      "INSERT INTO sms_codes (phone, ip, code_hash, dev_code, created_at, expires_at, challenge) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(phone, ip, codeHash(app, phone, code), devCode, now, now + SMS_CODE.ttlSeconds * 1000, challenge);
  if (devCode) {
    app.options.logger.info(`[sms] ${maskPhone(phone)} 验证码 ${code}（开发模式，未真实发送）`);
  } else {
    app.options.logger.warn(
      `[sms] ${maskPhone(phone)}: no SMS provider in the reference server, code not delivered`,
    );
  }
}

/**
 * HMAC-SHA256 hex with the server secret: SMS codes have only 10⁶ values, so a plain hash in a
 * leaked database would be reversed in milliseconds; the secret lives outside the database.
 */
const codeHash = (app: AppContext, phone: string, code: string) =>
  createHmac("sha256", app.secret).update(`${phone}:${code}`).digest("hex");

/**
 * Checks `code` against the latest code sent to `phone` (a new send supersedes older codes).
 * Throws a refusal (HTTP 200, body code 410 or 422) when it cannot be used.
 */
export function verifyLoginCode(app: AppContext, phone: string, code: string): void {
  const now = app.options.now();
  const row = app.db
    .prepare(
      "SELECT id, code_hash, expires_at, attempts, used_at FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1",
    )
    .get(phone) as
    | { id: number; code_hash: string; expires_at: number; attempts: number; used_at: number | null }
    | undefined;
  if (!row) throw refusal(API_CODE.GONE, "请先获取验证码");
  if (row.used_at !== null) throw refusal(API_CODE.GONE, "验证码已使用，请重新获取");
  if (now >= row.expires_at) throw refusal(API_CODE.GONE, "验证码已过期，请重新获取");
  if (row.attempts >= SMS_CODE.maxAttempts) throw refusal(API_CODE.GONE, "验证码错误次数过多，请重新获取");
  if (timingSafeEqual(Buffer.from(row.code_hash, "hex"), Buffer.from(codeHash(app, phone, code), "hex"))) {
    app.db.prepare("UPDATE sms_codes SET used_at = ? WHERE id = ?").run(now, row.id);
    return;
  }
  const attempts = row.attempts + 1;
  app.db.prepare("UPDATE sms_codes SET attempts = ? WHERE id = ?").run(attempts, row.id);
  const left = SMS_CODE.maxAttempts - attempts;
  if (left <= 0) throw refusal(API_CODE.GONE, "验证码错误次数过多，请重新获取");
  throw refusal(API_CODE.WRONG_CODE, `验证码错误，还可尝试${left}次`);
}

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
