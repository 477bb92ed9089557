/** Rules of the reference server that the pages and the tests name too. */

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

/**
 * formSave's decision in the reference server, deterministic so tests can steer it: the
 * application is refused when monthly_income is one of `monthlyIncome` or the name is one of
 * `names`; otherwise accepted.
 */
const FORM_REFUSAL_RULE = {
  monthlyIncome: ["3000以下"] as readonly string[],
  names: ["测试拒绝"] as readonly string[],
} as const;

/** True when {@link FORM_REFUSAL_RULE} accepts the form. */
export function isFormAccepted(form: {
  name?: string | undefined;
  monthly_income?: string | undefined;
}): boolean {
  if (form.monthly_income && FORM_REFUSAL_RULE.monthlyIncome.includes(form.monthly_income)) return false;
  return !(form.name && FORM_REFUSAL_RULE.names.includes(form.name));
}

/** 110105********002X: ID numbers are sensitive personal information (PIPL art. 28). */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : "***";
}
