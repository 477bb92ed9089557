/**
 * The kinds of form the funnel submits and the values of the one option the contract checks.
 * Configuration, so that form specs (src/config/forms) and the API contract read one list.
 */

/** Which form was submitted (one per form page of spec section 2). */
export const FORM_KINDS = [
  "form-package",
  "form-package-app",
  "form-package-uni",
  "form-package-simple",
  "form-package-test",
  "p4infopop-app",
  "ios-basic",
  "ios-contact",
  "carloan",
  "car-valuation",
  "debt-optimization",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** 月收入 options (REFERENCE.md, personal information form); the value is the label. */
export const MONTHLY_INCOME_OPTIONS = [
  "3000以下",
  "3000-5000",
  "5000-8000",
  "8000-15000",
  "15000-30000",
  "30000以上",
] as const;
