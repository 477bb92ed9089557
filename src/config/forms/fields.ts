/** Field definitions shared by several forms (REFERENCE.md "Form field sets"). */
import * as o from "./options.ts";
import type { ConsentSpec, FieldOption, FieldSpec } from "./types.ts";

/** A required field that picks one of `options` from a native select; `more` changes the rest. */
export function choice(
  name: string,
  label: string,
  options: readonly FieldOption[],
  more: Partial<FieldSpec> = {},
): FieldSpec {
  return { name, label, kind: "select", required: true, options, ...more };
}
/** A required field that picks one of `options` from a row of chips. */
export function chips(
  name: string,
  label: string,
  options: readonly FieldOption[],
  more: Partial<FieldSpec> = {},
): FieldSpec {
  return choice(name, label, options, { kind: "chips", ...more });
}
const OPTIONAL = { required: false } as const;

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
export const LOAN_TERM = chips("loan_term", "借款期限", o.LOAN_TERMS);
export const LOAN_PURPOSE = choice("loan_purpose", "借款用途", o.LOAN_PURPOSES);
export const OCCUPATION = choice("occupation", "职业身份", o.OCCUPATIONS);
export const MONTHLY_INCOME = choice("monthly_income", "月收入", o.MONTHLY_INCOMES);
export const SALARY_METHOD = chips("salary_method", "工资发放", o.SALARY_METHODS, OPTIONAL);
export const YEARS_AT_EMPLOYER = choice("work_years", "现单位工龄", o.YEARS_AT_EMPLOYER, OPTIONAL);
export const SOCIAL_SECURITY = choice("social_security", "社保", o.CONTRIBUTION_PERIODS);
export const HOUSING_FUND = choice("housing_fund", "公积金", o.CONTRIBUTION_PERIODS);
export const HOUSING = choice("housing", "房产", o.HOUSING);
export const CAR_ASSET = choice("car", "车产", o.CAR_ASSETS);
export const INSURANCE = chips("insurance", "保单", o.HAS_OR_NOT, OPTIONAL);
export const CREDIT_CARD = chips("credit_card", "信用卡", o.HAS_OR_NOT, OPTIONAL);
export const CREDIT_RECORD = choice("credit_record", "征信", o.CREDIT_RECORDS);
export const SESAME = choice("sesame_score", "芝麻分", o.SESAME_SCORES, OPTIONAL);
export const EDUCATION = choice("education", "学历", o.EDUCATION, OPTIONAL);
export const MARRIAGE = choice("marriage", "婚姻", o.MARRIAGE, OPTIONAL);

/** Documents of the personal-information consent. */
export const PRIVACY_DOC = { title: "《隐私政策》", href: "/other/privacy-policy" } as const;
const USER_AGREEMENT_DOC = { title: "《用户服务协议》", href: "/other/user-agreement" } as const;
const JOINT_LOGIN_DOC = { title: "《联合登录协议》", href: "/other/lianhedengluxieyi" } as const;

/** The consent of the product's own forms. */
export const PERSONAL_CONSENT: ConsentSpec = {
  lead: "我已阅读并同意",
  documents: [USER_AGREEMENT_DOC, PRIVACY_DOC],
};

/** The consent of joint-login partner traffic: it names the joint-login agreement too. */
export const JOINT_CONSENT: ConsentSpec = {
  lead: PERSONAL_CONSENT.lead,
  documents: [...PERSONAL_CONSENT.documents, JOINT_LOGIN_DOC],
};
