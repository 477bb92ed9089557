/** POST /v3/user/get: the user behind `_token`. */

/** Real-name check state: never tried, passed, or refused. */
export type RealnameStatus = "none" | "passed" | "failed";

/**
 * User info. A missing or invalid token answers HTTP 200 with body code 401 (not HTTP 401),
 * because the guard only needs "non-200 code: clear the token" (spec section 4) and must not
 * be bounced to /login by the HTTP-401 rule of spec section 8.
 */
export interface UserInfo {
  id: number;
  /** Masked, 138****8000. */
  phone: string;
  realname_status: RealnameStatus;
  /** True once any form was saved with /v3/user/formSave. */
  form_filled: boolean;
  /** The kinds of the forms saved (save or formSave), oldest first. */
  form_kinds: string[];
  /** Unix time in seconds of the first login. */
  created_at: number;
  /**
   * True once a full personal-information application (form-package and its multi-step variants,
   * {@link FULL_APPLICATION_KINDS}) was saved and accepted: the page then skips the form.
   */
  application_complete: boolean;
  /** The answers of the visitor's latest saved form (ID numbers masked), to fill a new form. */
  profile: Record<string, string>;
}

/** The forms whose accepted save completes the application (the quick lead forms do not). */
export const FULL_APPLICATION_KINDS: readonly string[] = [
  "form-package",
  "form-package-app",
  "form-package-uni",
  "form-package-test",
];
