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

/**
 * 110105********002X: ID numbers are sensitive personal information (PIPL art. 28). A 15-digit
 * number (the first generation, still on old records) loses its birth date the same way:
 * 110105******123.
 */
export function maskIdNumber(id: string): string {
  if (id.length === 18) return `${id.slice(0, 6)}********${id.slice(14)}`;
  return id.length === 15 ? `${id.slice(0, 6)}******${id.slice(12)}` : "***";
}

/** A digit as people type it: ASCII or full-width (a Chinese keyboard gives both). */
const DIGIT = String.raw`[0-9\uFF10-\uFF19]`;
/** At most one space or dash between two digits: "110105 19900307 1239", "110105-1990-0307-1239". */
const GAP = String.raw`[\s\-\u2010-\u2014\uFF0D]?`;
/** The last character of an 18-character number: a digit or X (the check character 10). */
const CHECK = String.raw`[0-9\uFF10-\uFF19Xx\uFF38\uFF58]`;
/**
 * An ID number anywhere in free text: 18 characters or 15 digits, spaced or dashed, in either
 * width, next to letters or Chinese ("ID110105199003071239") but not inside a longer run of
 * digits. It matches more than ID numbers (an 18-digit order number): what is written is
 * masked, and a false match costs less than a missed one.
 */
const ID_NUMBER_IN_TEXT = new RegExp(
  `(?<!${DIGIT})${DIGIT}(?:${GAP}${DIGIT}){13}(?:(?:${GAP}${DIGIT}){3}${GAP}${CHECK}|${GAP}${DIGIT})(?!${DIGIT})`,
  "g",
);

/** `text` with every ID number in it masked ({@link maskIdNumber}), written compactly in ASCII. */
export function maskIdNumbers(text: string): string {
  return text.replace(ID_NUMBER_IN_TEXT, (found) =>
    maskIdNumber(
      found
        .normalize("NFKC")
        .replace(/[^0-9Xx]/g, "")
        .toUpperCase(),
    ),
  );
}
