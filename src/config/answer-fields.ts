/**
 * Where the front end looks inside the backend's answers. Spec section 7 leaves most answers
 * "not shown"; section 3 names the login-by-mark result (access_token, userinfo.id) and section
 * 7 says "token in response" for the markcode exchange. Everything else here is a guess about
 * the company's backend, kept in one table so an operator can correct it without touching code
 * (decision 025 in docs/decisions/contract-and-answer-reading.md). Paths are read in order; the
 * first usable value wins.
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

/**
 * Body codes that mean success: the spec's 200 (a backend may send it as text). On its own, so
 * the inline starter can read an answer without the rest of this table (decision 425).
 */
export const SUCCESS_CODES: readonly unknown[] = [200, "200"];

export const ANSWER_FIELDS = {
  /** Message of a failed answer. */
  message: [["msg"], ["message"]],
  /** Login token (spec 3: access_token; spec 7: "token in response"). */
  loginToken: [["access_token"], ["token"], ["userinfo", "access_token"], ["userinfo", "token"]],
  /**
   * User id of a login answer (spec 3: userinfo.id), a number or a string; also read from
   * /v3/user/get to prove whose a handed-over token is (decision 026 in docs/decisions/login.md).
   */
  loginUserId: [
    ["userinfo", "id"],
    ["user_id"],
    ["id"],
    ["uid"],
    ["userinfo", "user_id"],
    ["userinfo", "uid"],
  ],
  /** /v2/user/realname passes unless the answer's code is not 200 or one of these says no. */
  realnameRefusal: [
    { path: ["passed"], values: NO },
    { path: ["pass"], values: NO },
  ],
  /**
   * /v3/user/formSave: by the spec's envelope ("a code field (200 success)") a code other than
   * 200 declines. A backend that answers code 200 with a verdict names its field here, for
   * example `{ path: ["accepted"], values: NO }` (decision 025 in
   * docs/decisions/contract-and-answer-reading.md).
   */
  formSaveRefusal: [] as readonly RefusalField[],
  /**
   * Body codes of /v3/user/formSave from this value up say the backend failed, not that it
   * declined: the message shows and the visitor may send the form again (HTTP's 5xx reading).
   */
  formSaveErrorCodeMin: 500,
  /** Seconds before another SMS code may be requested, when the answer says so. */
  smsResendAfter: [["resend_after"], ["interval"]],
  /** City name of /v3/app/ipInfo (spec 7: "response data.name") and its code. */
  ipCityName: [["name"]],
  ipCityCode: [["code"]],
  /**
   * /v3/app/index (spec 7: "login data", not shown): the landing offer's figures. A rate is
   * shown only when its label says 年化利率（单利） (src/core/landing-offer.ts).
   */
  offerAmountMin: [["amount", "min"], ["amount_min"], ["min_amount"]],
  offerAmountMax: [["amount", "max"], ["amount_max"], ["max_amount"]],
  offerRateMin: [["rate", "min"], ["rate_min"]],
  offerRateMax: [["rate", "max"], ["rate_max"]],
  offerRateLabel: [["rate", "label"], ["rate_label"]],
  offerTermMin: [["term", "min"], ["term_min"]],
  offerTermMax: [["term", "max"], ["term_max"]],
  /** A list of terms in months instead of a range: its shortest and longest count. */
  offerTermList: [["terms"]],
  /** /v1/region/list (spec 7: "city list"): the list (or `data` itself), each item's code and name. */
  regionList: [["list"], ["regions"]],
  regionCode: [["code"], ["id"], ["value"]],
  regionName: [["name"], ["label"], ["text"]],
  /**
   * /v3/app/geocoder (spec 7: "geocoding"): the county (district) code, the city code and the
   * city name of a position. Not `citycode`: map services use that name for the telephone
   * area code (020), not the 6-digit area code.
   */
  placeCountyCode: [["district", "code"], ["county", "code"], ["district_code"], ["adcode"]],
  placeCityCode: [["city", "code"], ["city_code"]],
  placeCityName: [["city", "name"], ["city"], ["city_name"], ["name"]],
  /**
   * What a phone-number provider (the native app's bridge, a carrier H5 SDK) hands the page
   * (decisions 060 and 061, docs/decisions/login.md): whether it can vouch, the masked number and
   * the carrier before the tap, the one-time phone token after it.
   */
  providerRefusal: [
    { path: ["available"], values: NO },
    { path: ["enabled"], values: NO },
  ],
  providerMaskedPhone: [["maskedPhone"], ["masked_phone"], ["securityPhone"], ["phone"]],
  providerCarrier: [["carrier"], ["operator"], ["operatorType"]],
  providerToken: [["token"], ["phone_token"], ["accessToken"], ["access_token"]],
} as const;

/**
 * API paths whose HTTP 401 or 403 does not send the visitor to /login. Spec section 8 says every
 * call's does, so none is listed; an operator whose backend answers 401 to anonymous or
 * foreign-credential calls lists their paths here (decision 021 in
 * docs/decisions/contract-and-answer-reading.md).
 */
export const AUTH_REDIRECT_EXEMPT: readonly string[] = [];

/**
 * /v3/user/get: where a returning visitor's known answers are (the form's own field names, at
 * the top of `data` or under these keys), and `complete`, a field that sends a returning visitor
 * from the form to the success destination. The spec names none ("navigation proceeds"), so the
 * form always shows unless an operator sets one, for example
 * `{ path: ["application_complete"], values: [true, 1, "1", "true"] }` (decision 025 in
 * docs/decisions/contract-and-answer-reading.md).
 */
export const USER_PROFILE: { containers: readonly AnswerPath[]; complete: RefusalField | undefined } = {
  containers: [["profile"], []],
  complete: undefined,
};

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

/**
 * The security check /v1/user/sendLoginSms may ask for under load (decision 440): the body code
 * that says "solve this first", where its `data` carries the challenge and its difficulty (paths
 * read in order, like ANSWER_FIELDS), and the request fields the second send carries it back in
 * with its solution. The defaults are the reference server's, which reads this same table; the
 * company's backend names its own here. The puzzle is a proof of work
 * (src/core/login/sms-challenge.ts).
 */
export const SMS_CHALLENGE = {
  code: 428,
  challenge: [["challenge"], ["captcha", "challenge"]] as readonly AnswerPath[],
  difficulty: [["difficulty"], ["captcha", "difficulty"]] as readonly AnswerPath[],
  challengeField: "challenge",
  solutionField: "challenge_nonce",
} as const;

/** Seconds of the resend countdown when the answer does not say (REFERENCE.md: one code per minute). */
export const SMS_RESEND_SECONDS = 60;
