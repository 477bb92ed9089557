/**
 * Option lists of the forms (REFERENCE.md "Form field sets"). Values are stable codes sent to the
 * server; labels are shown. Where the contract checks a value (月收入), the value is the label,
 * as src/config/forms/kinds.ts MONTHLY_INCOME_OPTIONS defines it.
 */
import { MONTHLY_INCOME_OPTIONS } from "./kinds.ts";
import type { FieldOption } from "./types.ts";

/** Options whose code is the label itself. */
export function labelled(labels: readonly string[]): FieldOption[] {
  return labels.map((label) => ({ value: label, label }));
}

/** Options with codes: [code, label] pairs. */
export function coded(pairs: readonly (readonly [string, string])[]): FieldOption[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** 借款金额 quick chips: 1万/3万/5万/10万/20万 (values in yuan). */
export const LOAN_AMOUNT_PRESETS = coded([
  ["10000", "1万"],
  ["30000", "3万"],
  ["50000", "5万"],
  ["100000", "10万"],
  ["200000", "20万"],
]);

/** Terms in months as options: 12 -> 12期. */
export function terms(months: readonly number[]): FieldOption[] {
  return months.map((n) => ({ value: String(n), label: `${n}期` }));
}

/** 借款期限: 3/6/12/18/24/36 期. */
export const LOAN_TERMS = terms([3, 6, 12, 18, 24, 36]);

/** 职业身份. */
export const OCCUPATIONS = coded([
  ["employee", "上班族"],
  ["civil_servant", "公务员/事业单位"],
  ["self_employed", "个体户"],
  ["business_owner", "企业主"],
  ["freelancer", "自由职业"],
  ["unemployed", "无固定职业"],
]);

/** 借款用途: never 购房 or investment; 经营周转 only for 个体户/企业主. */
export const LOAN_PURPOSES: FieldOption[] = [
  ...coded([
    ["daily", "日常消费"],
    ["decoration", "装修"],
    ["education", "教育培训"],
    ["travel", "旅游"],
    ["medical", "医疗"],
    ["wedding", "婚庆"],
    ["electronics", "购买家电数码"],
    ["rent", "租房"],
  ]),
  {
    value: "business",
    label: "经营周转",
    onlyIf: { field: "occupation", values: ["self_employed", "business_owner"] },
  },
  { value: "other", label: "其他" },
];

/** 月收入: the contract's values. */
export const MONTHLY_INCOMES = labelled(MONTHLY_INCOME_OPTIONS);

/** 工资发放. */
export const SALARY_METHODS = coded([
  ["bank", "银行代发"],
  ["transfer", "转账"],
  ["cash", "现金"],
]);

/** 现单位工龄 / years at employer. */
export const YEARS_AT_EMPLOYER = coded([
  ["lt6m", "6个月以下"],
  ["6m_1y", "6个月-1年"],
  ["1_3y", "1-3年"],
  ["3_5y", "3-5年"],
  ["gt5y", "5年以上"],
]);

/** 社保 and 公积金. */
export const CONTRIBUTION_PERIODS = coded([
  ["none", "无"],
  ["lt6m", "6个月以下"],
  ["6m_1y", "6个月-1年"],
  ["1_3y", "1-3年"],
  ["gt3y", "3年以上"],
]);

/** 房产. */
export const HOUSING = coded([
  ["none", "无房产"],
  ["full", "商品房(全款)"],
  ["mortgage", "商品房(按揭)"],
  ["self_built", "自建房/小产权房"],
  ["commercial", "商铺/写字楼/厂房"],
  ["other", "其他"],
]);

/** 车产. */
export const CAR_ASSETS = coded([
  ["none", "无车"],
  ["full", "全款车"],
  ["mortgage", "按揭车"],
  ["pledged", "有车已抵押"],
]);

/** 保单 / 信用卡: have or not. */
export const HAS_OR_NOT = coded([
  ["yes", "有"],
  ["no", "无"],
]);

/** 征信. */
export const CREDIT_RECORDS = coded([
  ["none", "无信用卡或贷款"],
  ["good", "信用良好无逾期"],
  ["minor_overdue", "1年内逾期少于3次且少于90天"],
  ["major_overdue", "1年内逾期超过3次或超过90天"],
  ["current_overdue", "当前有逾期"],
]);

/** 芝麻分. */
export const SESAME_SCORES = coded([
  ["none", "无芝麻分"],
  ["lt600", "600分以下"],
  ["600_650", "600-650分"],
  ["650_700", "650-700分"],
  ["gt700", "700分以上"],
]);

/** 学历. */
export const EDUCATION = coded([
  ["junior", "初中及以下"],
  ["senior", "高中/中专"],
  ["college", "大专"],
  ["bachelor", "本科"],
  ["master", "硕士及以上"],
]);

/** 婚姻. */
export const MARRIAGE = coded([
  ["single", "未婚"],
  ["married", "已婚"],
  ["divorced", "离异"],
  ["widowed", "丧偶"],
]);

/** Contacts: family relations and others. */
export const FAMILY_RELATIONS = coded([
  ["parent", "父母"],
  ["spouse", "配偶"],
  ["child", "子女"],
  ["sibling", "兄弟姐妹"],
]);
export const OTHER_RELATIONS = coded([
  ["friend", "朋友"],
  ["colleague", "同事"],
  ["classmate", "同学"],
  ["relative", "其他亲属"],
]);
