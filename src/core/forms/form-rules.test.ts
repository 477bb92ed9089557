import { describe, expect, test } from "vitest";
import { formById } from "../../config/forms/registry.ts";
import type { FieldSpec } from "../../config/forms/types.ts";
import {
  draftNames,
  firstError,
  formErrors,
  partnerConsentText,
  stepErrors,
  type FormValues,
} from "./form-rules.ts";

const ctx = { now: Date.UTC(2025, 0, 1), applicantPhone: "" };
const spec = formById("form-package");

test("the ID step needs its own consent; other steps do not", () => {
  const identity = spec.steps[0];
  const need = spec.steps[1];
  if (!identity || !need) throw new Error("steps missing");
  expect(stepErrors(identity, {}, ctx).id_consent).toBe("请先同意身份证号的使用授权");
  expect(stepErrors(identity, { id_consent: "1" }, ctx).id_consent).toBeUndefined();
  expect(stepErrors(need, {}, ctx).id_consent).toBeUndefined();
});

test("the whole form: every step, SMS errors and the main consent", () => {
  const errors = formErrors(spec, { sms_phone: "13900000000" }, ctx, true);
  expect(errors.name).toBe("请填写姓名");
  expect(errors.city).toBe("请选择地区");
  expect(errors.loan_amount).toBe("请填写借款金额");
  expect(errors.consent).toBe("请阅读并同意相关协议");
  expect(errors.sms_code).toBe("请输入短信验证码");
  expect(errors.sms_phone).toBeUndefined();
  expect(formErrors(spec, {}, ctx).sms_code).toBeUndefined();
  expect(firstError(spec, errors)).toEqual({ name: "name", step: 0 });
  expect(firstError(spec, { consent: "x", id_consent: "y" })?.name).toBe("id_consent");
});

test("an error's step: fields, the ID consent, SMS fields and the consent", () => {
  const stepOf = (form: typeof spec, name: string) => firstError(form, { [name]: "x" })?.step;
  expect(stepOf(spec, "name")).toBe(0);
  expect(stepOf(spec, "id_consent")).toBe(0);
  expect(stepOf(spec, "loan_term")).toBe(1);
  expect(stepOf(spec, "sms_code")).toBe(2);
  expect(stepOf(spec, "consent")).toBe(2);
  expect(stepOf(formById("form-package-test"), "id_consent")).toBe(1);
});

test("drafts keep fields, area names and consents, never the SMS code", () => {
  const names = draftNames(spec);
  expect(names.has("city_name")).toBe(true);
  expect(names.has("id_consent")).toBe(true);
  expect(names.has("sms_phone")).toBe(true);
  expect(names.has("sms_code")).toBe(false);
});

describe("the partners' separate consent (PIPL art. 23)", () => {
  // [form, asks it]: the forms whose answers go on to partners who call, and one that does not.
  test.each([
    ["carloan", true],
    ["uni-carloan", true],
    ["debt-optimization", true],
    ["form-package", false],
    ["form-package-simple", false],
  ])("%s asks it: %s", (id, asks) => {
    const form = formById(id);
    const errors = formErrors(form, { consent: "1" }, ctx);
    expect(errors.partner_consent).toBe(
      asks ? "请先同意将申请信息提供给合作机构，否则无法为您安排审核和回电" : undefined,
    );
    expect(formErrors(form, { consent: "1", partner_consent: "1" }, ctx).partner_consent).toBeUndefined();
    expect(partnerConsentText(form) !== undefined).toBe(asks);
  });

  test("it names the data (the form's steps and the phone), the recipients and the purpose", () => {
    expect(partnerConsentText(formById("carloan"))).toBe(
      "我单独同意平台将本次填写的车辆信息、借款需求信息及我的手机号提供给合作的持牌金融机构及其委托的车贷顾问，用于审核我的车主贷申请并电话联系我。机构名单见",
    );
  });

  test("it is on the last step, after the main consent, and never kept in a draft", () => {
    const car = formById("carloan");
    expect(firstError(car, { partner_consent: "x" })).toEqual({ name: "partner_consent", step: 1 });
    expect(firstError(car, { consent: "x", partner_consent: "x" })?.name).toBe("consent");
    expect(draftNames(car).has("partner_consent")).toBe(false);
  });
});

test("with the main consent given, the whole form has no consent error", () => {
  expect(formErrors(spec, { consent: "1" }, ctx).consent).toBeUndefined();
});

const now = new Date(2025, 5, 15).getTime();
const fieldCtx = { now, applicantPhone: "13800138000" };
/** The field rules through one step holding `fields`. */
const validateFields = (fields: readonly FieldSpec[], values: FormValues, at: typeof fieldCtx) =>
  stepErrors({ title: "", fields }, values, at);
const check = (field: FieldSpec, value: string, values: FormValues = {}) =>
  validateFields([field], { ...values, [field.name]: value }, fieldCtx)[field.name];

const field = (kind: FieldSpec["kind"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: "f",
  label: "字段",
  kind,
  required: true,
  ...extra,
});

describe("the spec's default messages", () => {
  test.each([
    ["name", "请填写姓名"],
    ["mobile", "请填写正确的电话"],
    ["address", "请填写详细地址"],
    ["area", "请选择地区"],
  ] as const)("empty %s: %s", (kind, message) => {
    expect(check(field(kind), "  ")).toBe(message);
  });
  test("an invalid phone also reads 请填写正确的电话", () => {
    expect(check(field("mobile"), "12345678901")).toBe("请填写正确的电话");
  });
});

test("optional fields may stay empty but are checked when filled", () => {
  expect(check(field("text", { required: false }), "")).toBeUndefined();
  expect(check(field("select", { required: false, options: [{ value: "a", label: "A" }] }), "b")).toBe(
    "请选择字段",
  );
});

test.each([
  ["张三", undefined],
  ["阿依古丽•买买提", undefined],
  ["张", "请填写正确的姓名（2-20个汉字，少数民族姓名用·分隔）"],
  ["Zhang San", "请填写正确的姓名（2-20个汉字，少数民族姓名用·分隔）"],
])("name %s", (value, message) => {
  expect(check(field("name"), value)).toBe(message);
});

test.each([
  ["11010519491231002X", undefined],
  ["440524188001010014", undefined],
  ["11010119900307803x", undefined],
  ["110105194912310021", "请填写正确的身份证号"],
  ["", "请填写身份证号"],
])("ID number %s", (value, message) => {
  expect(check(field("idNumber"), value)).toBe(message);
});

test("address must be 5-60 characters", () => {
  expect(check(field("address"), "一二三四")).toBe("详细地址应为5-60个字");
  expect(check(field("address"), "一二三四五")).toBeUndefined();
  expect(check(field("address"), "一".repeat(61))).toBe("详细地址应为5-60个字");
});

test("area needs a six-digit code", () => {
  expect(check(field("area"), "110101")).toBeUndefined();
  expect(check(field("area"), "北京")).toBe("请选择地区");
});

describe("numbers", () => {
  const amount = field("number", { label: "借款金额", min: 1000, max: 200000, step: 1000, unit: "元" });
  const mileage = field("number", { label: "行驶里程", min: 0, max: 99.9, step: 0.1, unit: "万公里" });
  test.each([
    [amount, "50000", undefined],
    [amount, "500", "借款金额应在1000-200000元之间"],
    [amount, "1500", "借款金额应为1000元的整数倍"],
    [amount, "abc", "请填写正确的借款金额"],
    [mileage, "3.7", undefined],
    [mileage, "0", undefined],
    [mileage, "99.9", undefined],
    [mileage, "100", "行驶里程应在0-99.9万公里之间"],
    [mileage, "3.75", "行驶里程最多保留1位小数"],
  ])("%#: %s", (spec, value, message) => {
    expect(check(spec, value)).toBe(message);
  });
});

test("month: YYYY-MM, not after the current month", () => {
  const month = field("month", { label: "首次上牌时间" });
  expect(check(month, "2025-06")).toBeUndefined();
  expect(check(month, "2025-07")).toBe("不能晚于当前月份");
  expect(check(month, "2025-13")).toBe("请选择正确的年月");
  expect(check(month, "")).toBe("请选择首次上牌时间");
});

test("options: unknown values and conditional options", () => {
  const purpose = formById("form-package").steps[1]?.fields.find((f) => f.name === "loan_purpose");
  if (!purpose) throw new Error("loan_purpose missing");
  expect(check(purpose, "business", { occupation: "employee" })).toBe("当前职业身份不可选此项，请重新选择");
  expect(check(purpose, "business", { occupation: "business_owner" })).toBeUndefined();
  expect(check(purpose, "housing")).toBe("请选择借款用途");
});

test("multi-choice: every picked value must be an option; the empty label drops （可多选）", () => {
  const multi = field("multiChips", {
    label: "负债类型（可多选）",
    options: [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ],
  });
  expect(check(multi, "a,b")).toBeUndefined();
  expect(check(multi, "a,x")).toBe("请选择负债类型");
  expect(check(multi, "")).toBe("请选择负债类型");
});

test("contact phones differ from each other and from the applicant's", () => {
  const fields = formById("ios-contact").steps[0]?.fields ?? [];
  const values = { contact1_phone: "13900001111", contact2_phone: "139 0000 1111" };
  const errors = validateFields(fields, values, fieldCtx);
  expect(errors.contact1_phone).toBe("两位联系人的手机号不能相同");
  expect(errors.contact2_phone).toBe("两位联系人的手机号不能相同");
  const mine = validateFields(
    fields,
    { contact1_phone: "13800138000", contact2_phone: "13900001111" },
    fieldCtx,
  );
  expect(mine.contact1_phone).toBe("联系人手机号不能与本人手机号相同");
  expect(mine.contact2_phone).toBeUndefined();
});

test("validateFields keeps field order", () => {
  const spec = formById("form-package");
  const errors = validateFields(
    spec.steps.flatMap((s) => s.fields),
    {},
    fieldCtx,
  );
  expect(Object.keys(errors)[0]).toBe("name");
});

test("free text without its own limit stops at 200 characters", () => {
  expect(check(field("text"), "字".repeat(200))).toBeUndefined();
  expect(check(field("text"), "字".repeat(201))).toBe("字段不能超过200个字");
});

test("number messages without a unit, and the decimals a step allows", () => {
  const plain = field("number", { label: "人数", min: 1, max: 9 });
  expect(check(plain, "12")).toBe("人数应在1-9之间");
  const fine = field("number", { label: "系数", min: 0, max: 1, step: 0.05, unit: "" });
  expect(check(fine, "0.123")).toBe("系数最多保留2位小数");
});

test("a conditional option needs its condition even when the other field is unanswered", () => {
  const purpose = field("select", {
    options: [{ value: "biz", label: "经营", onlyIf: { field: "occupation", values: ["owner"] } }],
  });
  expect(check(purpose, "biz")).toBe("当前职业身份不可选此项，请重新选择");
});

test("a contact's phone may be given while the other contact's is still empty", () => {
  const contact = field("mobile", { distinctFrom: ["contact2_phone"] });
  expect(check(contact, "13900001111")).toBeUndefined();
});
