/**
 * The answer envelope and the common body fields of spec section 7: "All calls are POST with
 * a form-encoded body. Every body additionally carries: _token, _did, _os, _ua, flag (2),
 * _form_package (1), refer, platform (0), _platform (3), _channel, _user_id, _oa_id, url."
 *
 * Auth: the access token travels in the body as `_token` (never a header or cookie), so that
 * the form-encoded request stays a CORS "simple request" and the legacy client keeps working.
 */

/**
 * Body codes of the answer envelope `{code, msg, data}`: 200 is success, any other code carries
 * a Chinese `msg`. HTTP status and body code agree for protocol errors (400, 401 on endpoints
 * that need a user, 404 path, 405, 413, 415, 429, 500); business refusals of a well-formed
 * request answer HTTP 200 with one of these codes (decision 021 in
 * docs/decisions/contract-and-answer-reading.md).
 */
export const API_CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** Development endpoints asked for by a host that is not this machine (the reference server). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The application was declined (formSave): the failure destination follows (decision 025). */
  DECLINED: 409,
  /** The SMS code expired, was used or was burnt by too many attempts. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The SMS code did not match (attempts left are in the message). */
  WRONG_CODE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
} as const;

/**
 * The common fields, in the order of spec section 7. Empty values are allowed (an anonymous
 * visitor has no `_token`); the server never refuses a request for a missing one, it records
 * which were missing in its request log so end-to-end tests can assert on them.
 */
export const COMMON_FIELD_NAMES = [
  "_token",
  "_did",
  "_os",
  "_ua",
  "flag",
  "_form_package",
  "refer",
  "platform",
  "_platform",
  "_channel",
  "_user_id",
  "_oa_id",
  "url",
] as const;

/** Fixed values the spec gives for four common fields. */
export const COMMON_FIELD_VALUES = {
  flag: "2",
  _form_package: "1",
  platform: "0",
  _platform: "3",
} as const;

/** Longest accepted common field value (the page URL and user agent are the long ones). */
export const COMMON_FIELD_MAX_LENGTH = 2048;
