/** Field definitions shared by several forms (REFERENCE.md "Form field sets"). */
import * as o from "./options.ts";
import type { ConsentSpec, FieldSpec } from "./types.ts";

export const NAME: FieldSpec = {
  name: "name",
  label: "姓名",
  kind: "name",
  required: true,
  placeholder: "请输入真实姓名",
  autoComplete: "name",
};
export const ID_NUMBER: FieldSpec = {
  name: "id_number",
  label: "身份证号",
  kind: "idNumber",
  required: true,
  placeholder: "请输入18位身份证号",
  hint: "用于实名认证，需单独授权",
};
export const CITY: FieldSpec = {
  name: "city",
  label: "所在城市",
  kind: "area",
  required: true,
  areaDepth: "city",
};
export const LOAN_AMOUNT: FieldSpec = {
  name: "loan_amount",
  label: "借款金额",
  kind: "number",
  required: true,
  min: 1000,
  max: 200000,
  step: 1000,
  unit: "元",
  presets: o.LOAN_AMOUNT_PRESETS,
  placeholder: "1000-200000，1000的整数倍",
};
export const LOAN_TERM: FieldSpec = {
  name: "loan_term",
  label: "借款期限",
  kind: "chips",
  required: true,
  options: o.LOAN_TERMS,
};
export const LOAN_PURPOSE: FieldSpec = {
  name: "loan_purpose",
  label: "借款用途",
  kind: "select",
  required: true,
  options: o.LOAN_PURPOSES,
};
export const OCCUPATION: FieldSpec = {
  name: "occupation",
  label: "职业身份",
  kind: "select",
  required: true,
  options: o.OCCUPATIONS,
};
export const MONTHLY_INCOME: FieldSpec = {
  name: "monthly_income",
  label: "月收入",
  kind: "select",
  required: true,
  options: o.MONTHLY_INCOMES,
};
export const SALARY_METHOD: FieldSpec = {
  name: "salary_method",
  label: "工资发放",
  kind: "chips",
  required: false,
  options: o.SALARY_METHODS,
};
export const YEARS_AT_EMPLOYER: FieldSpec = {
  name: "work_years",
  label: "现单位工龄",
  kind: "select",
  required: false,
  options: o.YEARS_AT_EMPLOYER,
};
export const SOCIAL_SECURITY: FieldSpec = {
  name: "social_security",
  label: "社保",
  kind: "select",
  required: true,
  options: o.CONTRIBUTION_PERIODS,
};
export const HOUSING_FUND: FieldSpec = {
  name: "housing_fund",
  label: "公积金",
  kind: "select",
  required: true,
  options: o.CONTRIBUTION_PERIODS,
};
export const HOUSING: FieldSpec = {
  name: "housing",
  label: "房产",
  kind: "select",
  required: true,
  options: o.HOUSING,
};
export const CAR_ASSET: FieldSpec = {
  name: "car",
  label: "车产",
  kind: "select",
  required: true,
  options: o.CAR_ASSETS,
};
export const INSURANCE: FieldSpec = {
  name: "insurance",
  label: "保单",
  kind: "chips",
  required: false,
  options: o.HAS_OR_NOT,
};
export const CREDIT_CARD: FieldSpec = {
  name: "credit_card",
  label: "信用卡",
  kind: "chips",
  required: false,
  options: o.HAS_OR_NOT,
};
export const CREDIT_RECORD: FieldSpec = {
  name: "credit_record",
  label: "征信",
  kind: "select",
  required: true,
  options: o.CREDIT_RECORDS,
};
export const SESAME: FieldSpec = {
  name: "sesame_score",
  label: "芝麻分",
  kind: "select",
  required: false,
  options: o.SESAME_SCORES,
};
export const EDUCATION: FieldSpec = {
  name: "education",
  label: "学历",
  kind: "select",
  required: false,
  options: o.EDUCATION,
};
export const MARRIAGE: FieldSpec = {
  name: "marriage",
  label: "婚姻",
  kind: "select",
  required: false,
  options: o.MARRIAGE,
};

/** Documents of the personal-information consent. */
export const PRIVACY_DOC = { title: "《隐私政策》", href: "/other/privacy-policy" } as const;
const USER_AGREEMENT_DOC = { title: "《用户服务协议》", href: "/other/user-agreement" } as const;
export const JOINT_LOGIN_DOC = { title: "《联合登录协议》", href: "/other/lianhedengluxieyi" } as const;

/** The consent of the product's own forms. */
export const PERSONAL_CONSENT: ConsentSpec = {
  lead: "我已阅读并同意",
  documents: [USER_AGREEMENT_DOC, PRIVACY_DOC],
};
