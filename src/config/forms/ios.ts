/**
 * The iOS flow (/iosversion/...): basic information saved with /v3/user/save, then two
 * contacts saved with /v3/user/formSave, then the loading page shows the result.
 */
import * as f from "./fields.ts";
import type { FieldSpec, FormSpec } from "./types.ts";

/** /iosversion/ios-form-package: basic information (REFERENCE.md "iOS basic information"). */
export const IOS_BASIC: FormSpec = {
  id: "ios-basic",
  kind: "ios-basic",
  heading: "基本信息",
  intro: "请填写您的基本信息，信息仅用于评估您的借款申请。",
  endpoint: "userSave",
  consent: f.PERSONAL_CONSENT,
  next: { kind: "paths", success: "/iosversion/ios-person-contact", failure: "/iosversion/ios-result-fail" },
  submitLabel: "下一步",
  steps: [
    {
      title: "基本信息",
      fields: [
        f.NAME,
        f.ID_NUMBER,
        { ...f.EDUCATION, required: true },
        { ...f.MARRIAGE, required: true },
        {
          name: "residence",
          label: "居住地区",
          kind: "area",
          required: true,
          areaDepth: "county",
        },
        {
          name: "address",
          label: "详细地址",
          kind: "address",
          required: true,
          placeholder: "街道、小区、楼栋、门牌号",
          maxLength: 60,
        },
        f.OCCUPATION,
        {
          name: "company",
          label: "单位名称",
          kind: "text",
          required: false,
          maxLength: 40,
          autoComplete: "organization",
        },
        f.MONTHLY_INCOME,
        { ...f.YEARS_AT_EMPLOYER, required: true, label: "工作年限" },
      ],
    },
  ],
};

const contact = (n: 1 | 2, label: string, relations: f.Choices): FieldSpec[] => [
  f.choice(`contact${n}_relation`, `${label}关系`, relations),
  { name: `contact${n}_name`, label: `${label}姓名`, kind: "name", required: true },
  {
    name: `contact${n}_phone`,
    label: `${label}手机号`,
    kind: "mobile",
    required: true,
    distinctFrom: [n === 1 ? "contact2_phone" : "contact1_phone"],
    notApplicantPhone: true,
    autoComplete: "off",
  },
];

/** /iosversion/ios-person-contact: exactly two contacts, one family and one other. */
export const IOS_CONTACT: FormSpec = {
  id: "ios-contact",
  kind: "ios-contact",
  heading: "联系人信息",
  intro: "请填写两位紧急联系人，仅在无法联系到您本人时使用。",
  endpoint: "formSave",
  consent: {
    lead: "我已取得联系人同意，并同意",
    documents: [f.PRIVACY_DOC],
  },
  next: {
    kind: "paths",
    success: "/iosversion/ios-loading?result=success",
    failure: "/iosversion/ios-loading?result=fail",
  },
  submitLabel: "提交",
  steps: [
    {
      title: "联系人",
      fields: [
        ...contact(1, "家庭联系人", [
          ["parent", "父母"],
          ["spouse", "配偶"],
          ["child", "子女"],
          ["sibling", "兄弟姐妹"],
        ]),
        ...contact(2, "其他联系人", [
          ["friend", "朋友"],
          ["colleague", "同事"],
          ["classmate", "同学"],
          ["relative", "其他亲属"],
        ]),
      ],
    },
  ],
};
