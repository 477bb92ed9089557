/**
 * The personal-information form (/form-package) and its variants. docs/forms.md says what each
 * variant is for; the differences are all here: steps, field subset, presentation, consent.
 */
import * as f from "./fields.ts";
import type { FormSpec, FormStep } from "./types.ts";

const IDENTITY: FormStep = {
  title: "身份信息",
  fields: [f.NAME, f.ID_NUMBER, f.CITY, f.OCCUPATION, f.MONTHLY_INCOME],
};
const NEED: FormStep = {
  title: "借款需求",
  fields: [f.LOAN_AMOUNT, f.LOAN_TERM, f.LOAN_PURPOSE, f.SALARY_METHOD, f.YEARS_AT_EMPLOYER],
};
const ASSETS: FormStep = {
  title: "资产与信用",
  fields: [
    f.SOCIAL_SECURITY,
    f.HOUSING_FUND,
    f.HOUSING,
    f.CAR_ASSET,
    f.INSURANCE,
    f.CREDIT_CARD,
    f.CREDIT_RECORD,
    f.SESAME,
    f.EDUCATION,
    f.MARRIAGE,
  ],
};

const INTRO = "请如实填写，信息仅用于评估您的借款申请，我们按《隐私政策》保护您的个人信息。";

const base = {
  heading: "完善个人信息",
  intro: INTRO,
  endpoint: "formSave",
  consent: f.PERSONAL_CONSENT,
  next: { kind: "flow" },
  submitLabel: "提交申请",
} as const satisfies Partial<FormSpec>;

/** /form-package: web visitors, three short steps. */
export const FORM_PACKAGE: FormSpec = {
  ...base,
  id: "form-package",
  kind: "form-package",
  steps: [IDENTITY, NEED, ASSETS],
};

/** /form-package-app: inside the native app's web view: one page (the app's back button closes the view). */
export const FORM_PACKAGE_APP: FormSpec = {
  ...base,
  id: "form-package-app",
  kind: "form-package-app",
  steps: [{ title: "个人信息", fields: [...IDENTITY.fields, ...NEED.fields, ...ASSETS.fields] }],
};

/** /form-package-uni: joint-login partner traffic: two steps, consent names the joint-login agreement. */
export const FORM_PACKAGE_UNI: FormSpec = {
  ...base,
  id: "form-package-uni",
  kind: "form-package-uni",
  consent: f.JOINT_CONSENT,
  steps: [IDENTITY, { title: "借款需求与资产", fields: [...NEED.fields, ...ASSETS.fields] }],
};

/** /form-package-simple: a short subset on one page, no ID number (so no real-name check). */
export const FORM_PACKAGE_SIMPLE: FormSpec = {
  ...base,
  id: "form-package-simple",
  kind: "form-package-simple",
  heading: "快速申请",
  steps: [
    {
      title: "基本信息",
      fields: [f.NAME, f.CITY, f.LOAN_AMOUNT, f.LOAN_TERM, f.OCCUPATION, f.MONTHLY_INCOME],
    },
  ],
};

/** /form-package-test: the test variant: the loan need comes first, then identity, then assets. */
export const FORM_PACKAGE_TEST: FormSpec = {
  ...base,
  id: "form-package-test",
  kind: "form-package-test",
  steps: [NEED, IDENTITY, ASSETS],
};

/** /form-app/p4infopop-app: app channels' pop-up: a short dialog over the page. */
export const P4_INFO_POP: FormSpec = {
  ...base,
  id: "p4infopop-app",
  kind: "p4infopop-app",
  heading: "补充信息，查看借款额度",
  intro: "仅需填写以下信息，信息仅用于评估您的借款申请。",
  presentation: "dialog",
  steps: [{ title: "基本信息", fields: [f.NAME, f.ID_NUMBER, f.CITY, f.MONTHLY_INCOME] }],
};
