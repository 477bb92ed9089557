/**
 * Field definitions shared by several forms and their options (REFERENCE.md "Form field sets").
 * Option codes are stable and sent to the server; labels are shown. Where the contract checks a
 * value (月收入), the code is the label, as src/config/forms/kinds.ts MONTHLY_INCOME_OPTIONS defines it.
 */
import { CONSENT_DOCUMENTS } from "../compliance.ts";
import { MONTHLY_INCOME_OPTIONS } from "./kinds.ts";
import type { ConsentSpec, FieldOption, FieldSpec } from "./types.ts";

/** Options as the forms write them: [code, label, and where the option is allowed only with another answer]. */
export type Choices = readonly (readonly [value: string, label: string, onlyIf?: FieldOption["onlyIf"]])[];

export const coded = (choices: Choices): FieldOption[] =>
  choices.map(([value, label, onlyIf]) => (onlyIf ? { value, label, onlyIf } : { value, label }));

/** Choices whose code is the label itself. */
export const labelled = (labels: readonly string[]): Choices => labels.map((label) => [label, label]);

/** Terms in months: 12 -> 12期. */
export const terms = (months: readonly number[]): Choices => months.map((n) => [String(n), `${n}期`]);

/** A required field that picks one of `choices` (chips when they are few, else a sheet); `more` changes the rest. */
export function choice(
  name: string,
  label: string,
  choices: Choices,
  more: Partial<FieldSpec> = {},
): FieldSpec {
  return { name, label, kind: "select", required: true, options: coded(choices), ...more };
}
/** A required field that picks one of `choices` from a row of chips. */
export function chips(
  name: string,
  label: string,
  choices: Choices,
  more: Partial<FieldSpec> = {},
): FieldSpec {
  return choice(name, label, choices, { kind: "chips", ...more });
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
  presets: coded([
    ["10000", "1万"],
    ["30000", "3万"],
    ["50000", "5万"],
    ["100000", "10万"],
    ["200000", "20万"],
  ]),
  placeholder: "1000-200000，1000的整数倍",
};
export const LOAN_TERM = chips("loan_term", "借款期限", terms([3, 6, 12, 18, 24, 36]));
/** Never 购房 or investment; 经营周转 only for 个体户/企业主. */
export const LOAN_PURPOSE = choice("loan_purpose", "借款用途", [
  ["daily", "日常消费"],
  ["decoration", "装修"],
  ["education", "教育培训"],
  ["travel", "旅游"],
  ["medical", "医疗"],
  ["wedding", "婚庆"],
  ["electronics", "购买家电数码"],
  ["rent", "租房"],
  ["business", "经营周转", { field: "occupation", values: ["self_employed", "business_owner"] }],
  ["other", "其他"],
]);
export const OCCUPATION = choice("occupation", "职业身份", [
  ["employee", "上班族"],
  ["civil_servant", "公务员/事业单位"],
  ["self_employed", "个体户"],
  ["business_owner", "企业主"],
  ["freelancer", "自由职业"],
  ["unemployed", "无固定职业"],
]);
export const MONTHLY_INCOME = choice("monthly_income", "月收入", labelled(MONTHLY_INCOME_OPTIONS));
const SALARY_METHODS: Choices = [
  ["bank", "银行代发"],
  ["transfer", "转账"],
  ["cash", "现金"],
];
export const SALARY_METHOD = chips("salary_method", "工资发放", SALARY_METHODS, OPTIONAL);
const YEARS: Choices = [
  ["lt6m", "6个月以下"],
  ["6m_1y", "6个月-1年"],
  ["1_3y", "1-3年"],
  ["3_5y", "3-5年"],
  ["gt5y", "5年以上"],
];
export const YEARS_AT_EMPLOYER = choice("work_years", "现单位工龄", YEARS, OPTIONAL);
const CONTRIBUTION_PERIODS: Choices = [
  ["none", "无"],
  ["lt6m", "6个月以下"],
  ["6m_1y", "6个月-1年"],
  ["1_3y", "1-3年"],
  ["gt3y", "3年以上"],
];
export const SOCIAL_SECURITY = choice("social_security", "社保", CONTRIBUTION_PERIODS);
export const HOUSING_FUND = choice("housing_fund", "公积金", CONTRIBUTION_PERIODS);
export const HOUSING = choice("housing", "房产", [
  ["none", "无房产"],
  ["full", "商品房(全款)"],
  ["mortgage", "商品房(按揭)"],
  ["self_built", "自建房/小产权房"],
  ["commercial", "商铺/写字楼/厂房"],
  ["other", "其他"],
]);
export const CAR_ASSET = choice("car", "车产", [
  ["none", "无车"],
  ["full", "全款车"],
  ["mortgage", "按揭车"],
  ["pledged", "有车已抵押"],
]);
const HAS_OR_NOT: Choices = [
  ["yes", "有"],
  ["no", "无"],
];
export const INSURANCE = chips("insurance", "保单", HAS_OR_NOT, OPTIONAL);
export const CREDIT_CARD = chips("credit_card", "信用卡", HAS_OR_NOT, OPTIONAL);
export const CREDIT_RECORD = choice("credit_record", "征信", [
  ["none", "无信用卡或贷款"],
  ["good", "信用良好无逾期"],
  ["minor_overdue", "1年内逾期少于3次且少于90天"],
  ["major_overdue", "1年内逾期超过3次或超过90天"],
  ["current_overdue", "当前有逾期"],
]);
const SESAME_SCORES: Choices = [
  ["none", "无芝麻分"],
  ["lt600", "600分以下"],
  ["600_650", "600-650分"],
  ["650_700", "650-700分"],
  ["gt700", "700分以上"],
];
export const SESAME = choice("sesame_score", "芝麻分", SESAME_SCORES, OPTIONAL);
const EDUCATION_LEVELS: Choices = [
  ["junior", "初中及以下"],
  ["senior", "高中/中专"],
  ["college", "大专"],
  ["bachelor", "本科"],
  ["master", "硕士及以上"],
];
export const EDUCATION = choice("education", "学历", EDUCATION_LEVELS, OPTIONAL);
const MARITAL_STATUSES: Choices = [
  ["single", "未婚"],
  ["married", "已婚"],
  ["divorced", "离异"],
  ["widowed", "丧偶"],
];
export const MARRIAGE = choice("marriage", "婚姻", MARITAL_STATUSES, OPTIONAL);

/** The privacy policy alone (the iOS contacts' consent). */
export const PRIVACY_DOC = CONSENT_DOCUMENTS[1];

/** The consent of the product's own forms: the user agreement and the privacy policy. */
export const PERSONAL_CONSENT: ConsentSpec = {
  lead: "我已阅读并同意",
  documents: CONSENT_DOCUMENTS.slice(0, 2),
};

/** The document that lists the partners a form's answers may go to (its section on forms). */
export const PARTNER_LIST_DOC = CONSENT_DOCUMENTS[2];

/** The consent of joint-login partner traffic: it names the joint-login agreement too, as the login does. */
export const JOINT_CONSENT: ConsentSpec = {
  lead: PERSONAL_CONSENT.lead,
  documents: CONSENT_DOCUMENTS,
};
