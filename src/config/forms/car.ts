/**
 * Car-loan application forms (REFERENCE.md "Car loan"). The seven pages share one field set and
 * differ in form id (own draft), result page and where the visitor returns; docs/forms.md.
 */
import { CAR_BRANDS } from "../car-models.ts";
import { sample } from "../sample.ts";
import * as f from "./fields.ts";
import type { FieldSpec, FormNext, FormSpec } from "./types.ts";

/** Car-loan amounts the form accepts (REFERENCE.md: 10,000-1,000,000), shown on the landing too. */
export const CAR_LOAN_AMOUNT = { min: 10_000, max: 1_000_000 } as const;

/** 年化利率（单利） of the car-loan partners, percent: shown beside the advertised amount. */
export const CAR_LOAN_ANNUAL_RATE = sample(
  { min: 6, max: 24 },
  "the lowest and highest 年化利率（单利） (percent per year) the car-loan partners really charge",
);

/** Car-loan terms in months (REFERENCE.md: 12/24/36/48). */
export const CAR_LOAN_TERMS: readonly number[] = [12, 24, 36, 48];

/** Brand codes are the brand names, so a valuation link's `brand=大众` selects it directly. */
export const OTHER_BRAND = "其他品牌";
const BRANDS = f.labelled([...CAR_BRANDS.map((brand) => brand.name), OTHER_BRAND]);

const CAR_FIELDS: readonly FieldSpec[] = [
  f.NAME,
  { ...f.CITY, label: "车辆所在城市" },
  {
    name: "plate",
    label: "车牌号或归属地",
    kind: "text",
    required: false,
    maxLength: 10,
    placeholder: "如：沪A",
  },
  f.choice("car_brand", "品牌", BRANDS),
  {
    name: "car_series",
    label: "车系车型",
    kind: "text",
    required: true,
    maxLength: 40,
    placeholder: "如：朗逸 1.5L 舒适版",
  },
  { name: "first_registration", label: "首次上牌时间", kind: "month", required: true },
  {
    name: "mileage",
    label: "行驶里程",
    kind: "number",
    required: true,
    min: 0,
    max: 99.9,
    step: 0.1,
    unit: "万公里",
    placeholder: "0-99.9",
  },
  f.chips("ownership", "车辆归属", [
    ["self", "本人名下"],
    ["spouse", "配偶名下"],
    ["company", "公司名下"],
    ["other", "他人名下"],
  ]),
  f.chips("car_status", "车辆状态", [
    ["full", "全款"],
    ["mortgage", "按揭中"],
    ["mortgage_cleared", "按揭已结清"],
  ]),
  f.chips("pledged", "是否已抵押", [
    ["yes", "是"],
    ["no", "否"],
  ]),
  f.chips("car_use", "车辆用途", [
    ["private", "非营运"],
    ["commercial", "营运"],
  ]),
  {
    name: "loan_amount",
    label: "借款金额",
    kind: "number",
    required: true,
    min: CAR_LOAN_AMOUNT.min,
    max: CAR_LOAN_AMOUNT.max,
    step: 1000,
    unit: "元",
    placeholder: "10000-1000000",
    presets: f.coded([
      ["50000", "5万"],
      ["100000", "10万"],
      ["200000", "20万"],
      ["500000", "50万"],
    ]),
  },
  f.chips("loan_term", "借款期限", f.terms(CAR_LOAN_TERMS)),
];

function carForm(id: string, next: FormNext, consentExtra = false): FormSpec {
  return {
    id,
    kind: "carloan",
    heading: "车主贷申请",
    intro: "凭车申请借款，车辆信息仅用于评估额度，实际额度与利率以审批结果为准。",
    endpoint: "formSave",
    consent: consentExtra ? f.JOINT_CONSENT : f.PERSONAL_CONSENT,
    partnerConsent: {
      recipients: "合作的持牌金融机构及其委托的车贷顾问",
      purpose: "审核我的车主贷申请并电话联系我",
    },
    next,
    submitLabel: "提交申请",
    prefill: "car",
    steps: [
      { title: "车辆信息", fields: CAR_FIELDS.slice(0, 11) },
      { title: "借款需求", fields: CAR_FIELDS.slice(11) },
    ],
  };
}

const RESULT = { kind: "result", path: "/car-loan-result" } as const;

/** The car-loan pages, by form id (the route is `/<id>`). */
export const CAR_FORMS: readonly FormSpec[] = [
  // The car host's entry; anonymous visitors verify their phone inside the form.
  carForm("carloan", RESULT),
  // Inside the native app's web view (logged in by the app hand-over).
  carForm("carloan-app", RESULT),
  // The partner app; returns to zhijieBackUrl when its host is allowed.
  carForm("carloan-zhijie-app", { kind: "zhijie", path: "/car-loan-result" }),
  // Search-ad landing.
  carForm("bd-carloan", RESULT),
  // Short-video ad landing.
  carForm("kuaishou-carloan", RESULT),
  // Joint-login partner traffic, own result page.
  carForm("uni-carloan", { kind: "result", path: "/uni-carloan-result" }, true),
  // The app's own car-loan entry, own result page.
  carForm("app-carloan", { kind: "result", path: "/app-carloan-result" }),
];
