/**
 * Where the front end looks inside the backend's answers. Spec section 7 leaves most answers
 * "not shown"; section 3 names the login-by-mark result (access_token, userinfo.id) and section
 * 7 says "token in response" for the markcode exchange. Everything else here is a guess about
 * the company's backend, kept in one table so an operator can correct it without touching code
 * (docs/decisions/025-answer-reading.md). Paths are read in order; the first usable value wins.
 */

/** A path into an answer's `data`, e.g. ["userinfo", "id"]. */
export type AnswerPath = readonly string[];

/** A field whose presence with one of `values` means "refused". */
export interface RefusalField {
  path: AnswerPath;
  values: readonly unknown[];
}

/** Values that say "no" when a refusal field carries them. */
const NO: readonly unknown[] = [false, 0, "0", "false"];

export const ANSWER_FIELDS = {
  /** Body codes that mean success: the spec's 200 (a backend may send it as text). */
  successCodes: [200, "200"] as readonly unknown[],
  /** Message of a failed answer. */
  message: [["msg"], ["message"]] as readonly AnswerPath[],
  /** Login token (spec 3: access_token; spec 7: "token in response"). */
  loginToken: [
    ["access_token"],
    ["token"],
    ["userinfo", "access_token"],
    ["userinfo", "token"],
  ] as readonly AnswerPath[],
  /** Login user id (spec 3: userinfo.id), a number or a string. */
  loginUserId: [
    ["userinfo", "id"],
    ["user_id"],
    ["id"],
    ["uid"],
    ["userinfo", "user_id"],
    ["userinfo", "uid"],
  ] as readonly AnswerPath[],
  /** /v2/user/realname passes unless the answer's code is not 200 or one of these says no. */
  realnameRefusal: [
    { path: ["passed"], values: NO },
    { path: ["pass"], values: NO },
  ] as readonly RefusalField[],
  /**
   * /v3/user/formSave leads to the success destination unless one of these says no; then the
   * failure destination follows (spec section 4's failure destinations).
   */
  formSaveRefusal: [{ path: ["accepted"], values: NO }] as readonly RefusalField[],
  /** Seconds before another SMS code may be requested, when the answer says so. */
  smsResendAfter: [["resend_after"], ["interval"]] as readonly AnswerPath[],
  /** City name of /v3/app/ipInfo (spec 7: "response data.name") and its code. */
  ipCityName: [["name"]] as readonly AnswerPath[],
  ipCityCode: [["code"]] as readonly AnswerPath[],
} as const;

/**
 * SMS login codes the visitor may type and send: the backend says whether a code is right,
 * the page only keeps out what cannot be a code (REFERENCE.md: providers send 4-8 digits).
 */
export const SMS_CODE_INPUT = { minDigits: 4, maxDigits: 8 } as const;

/**
 * A refused login that says the code can no longer be used (too many wrong tries, expired, used):
 * the visitor must request a new one, so the resend countdown ends at once. Body codes first,
 * then words of the answer's message (a guess about the company's backend, decision 025).
 */
export const SPENT_CODE_REFUSAL = {
  codes: [410] as readonly number[],
  message: /重新获取|已失效|已过期|已使用|次数过多/,
} as const;

/** Seconds of the resend countdown when the answer does not say (REFERENCE.md: one code per minute). */
export const SMS_RESEND_SECONDS = 60;
