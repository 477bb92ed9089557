/**
 * Login endpoints. Each login answers {@link LoginResult}, the "login-by-mark result" of spec
 * section 3 (access_token and userinfo.id); the client stores them as access_token / user_id.
 */
import { fields, matching, mobile, opaque, type Validator } from "./validator.ts";

/** Every successful login of the full profile answers this (server/profile.ts has the lean shape). */
export interface LoginResult {
  /** Opaque bearer token; send it back as `_token`. */
  access_token: string;
  userinfo: {
    id: number;
    /** Masked, 138****8000. */
    phone: string;
  };
}

/**
 * SMS code rules of the reference server (REFERENCE.md): 6 digits (4 in the lean profile), valid
 * 5 minutes, 5 attempts, 60 s between sends. Requests may carry 4-8 digits: the check is a match
 * against the code sent, not a format.
 */
export const SMS_CODE = {
  length: 6,
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: 60,
} as const;

/** POST /v1/user/sendLoginSms: sends a login code. Limits per phone and per IP: 1/60 s, 5/h, 10/24 h. */
export interface SendLoginSmsRequest {
  phone: string;
}
export interface SendLoginSmsData {
  /** Seconds until the code expires (300). */
  expires_in: number;
  /** Seconds before another code may be requested (60). */
  resend_after: number;
}
export const validateSendLoginSms: Validator<SendLoginSmsRequest> = fields({ phone: mobile() });

/** POST /v1/user/loginSmsCode: logs in (creating the user on first login). */
export interface LoginSmsCodeRequest {
  phone: string;
  code: string;
}
export const validateLoginSmsCode: Validator<LoginSmsCodeRequest> = fields({
  phone: mobile(),
  code: matching("验证码", /^\d{4,8}$/, 8),
});

/**
 * POST /v1/user/loginh5: one-click login with a carrier token. The reference server accepts,
 * in development mode only, `dev:<mobile>` (e.g. `dev:13800138000`) as a token that carries
 * the phone; every other token is refused with code 401 (no carrier is reachable here).
 */
export interface LoginH5Request {
  phone_token: string;
}
export const DEV_PHONE_TOKEN_PREFIX = "dev:";
export const validateLoginH5: Validator<LoginH5Request> = fields({ phone_token: opaque("一键登录凭证") });

/** POST /v1/user/loginMark: exchanges a one-time `mark` (from a landing URL) for a login. */
export interface LoginMarkRequest {
  mark: string;
}
export const validateLoginMark: Validator<LoginMarkRequest> = fields({
  mark: opaque("登录标识"),
});

/** POST /v3/user/loginMarkCode: exchanges a one-time `markcode` for a login. */
export interface LoginMarkCodeRequest {
  markcode: string;
}
export const validateLoginMarkCode: Validator<LoginMarkCodeRequest> = fields({
  markcode: opaque("登录码"),
});

/** POST /v1/user/logout (added to the spec's list): revokes the `_token` of the body. */
export type LogoutRequest = Record<string, never>;
export interface LogoutData {
  revoked: boolean;
}
export const validateLogout: Validator<LogoutRequest> = () => ({ ok: true, value: {} });
