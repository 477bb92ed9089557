/**
 * Login endpoints. Each login answers {@link LoginResult}, the "login-by-mark result" of spec
 * section 3 (access_token and userinfo.id); the client stores them as access_token / user_id.
 */

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
export interface SendLoginSmsData {
  /** Seconds until the code expires (300). */
  expires_in: number;
  /** Seconds before another code may be requested (60). */
  resend_after: number;
}

/**
 * POST /v1/user/loginh5: one-click login with a carrier token. The reference server accepts,
 * in development mode only, `dev:<mobile>` (e.g. `dev:13800138000`) as a token that carries
 * the phone; every other token is refused with code 401 (no carrier is reachable here).
 */
export const DEV_PHONE_TOKEN_PREFIX = "dev:";

/** POST /v1/user/logout (added to the spec's list): revokes the `_token` of the body. */
export interface LogoutData {
  revoked: boolean;
}
