/** Login rules shared by the pages and the reference server. */

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

/**
 * POST /v1/user/loginh5: one-click login with a carrier token. The reference server accepts,
 * in development mode only, `dev:<mobile>` (e.g. `dev:13800138000`) as a token that carries
 * the phone; every other token is refused with code 401 (no carrier is reachable here).
 */
export const DEV_PHONE_TOKEN_PREFIX = "dev:";
