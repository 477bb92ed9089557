import { expect, test } from "vitest";
import { formById } from "../../config/forms/registry.ts";
import { draftNames, firstError, formErrors, stepErrors, stepOf } from "./form-rules.ts";

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
  const errors = formErrors(spec, {}, ctx, { sms_code: "请填写6位验证码" });
  expect(errors.name).toBe("请填写姓名");
  expect(errors.city).toBe("请选择地区");
  expect(errors.loan_amount).toBe("请填写借款金额");
  expect(errors.consent).toBe("请阅读并同意相关协议");
  expect(errors.sms_code).toBe("请填写6位验证码");
  expect(firstError(spec, errors)).toBe("name");
  expect(firstError(spec, { consent: "x", id_consent: "y" })).toBe("id_consent");
});

test("stepOf places fields, the ID consent, SMS fields and the consent", () => {
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

test("with the main consent given, the whole form has no consent error", () => {
  expect(formErrors(spec, { consent: "1" }, ctx).consent).toBeUndefined();
});
