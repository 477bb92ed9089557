/**
 * Form-level checks around the field rules: the separate ID-number consent, the main consent,
 * the SMS fields of anonymous visitors, and which step an error belongs to.
 */
import { fieldsOf } from "../../config/forms/registry.ts";
import type { FormSpec, FormStep } from "../../config/forms/types.ts";
import {
  CONSENT_FIELD,
  ID_CONSENT_FIELD,
  areaNameField,
  SMS_CODE_FIELD,
  SMS_PHONE_FIELD,
} from "./submit-body.ts";
import {
  validateFields,
  type FormErrors,
  type FormValues,
  type ValidationContext,
} from "./validate-field.ts";

const CONSENT_MESSAGES = {
  consent: "请阅读并同意相关协议",
  idConsent: "请先同意身份证号的使用授权",
} as const;

const hasIdNumber = (step: FormStep) => step.fields.some((field) => field.kind === "idNumber");

/** Errors of one step: its fields, plus the ID-number consent on the step that asks the ID number. */
export function stepErrors(step: FormStep, values: FormValues, ctx: ValidationContext): FormErrors {
  const errors = validateFields(step.fields, values, ctx);
  if (hasIdNumber(step) && values[ID_CONSENT_FIELD] !== "1")
    errors[ID_CONSENT_FIELD] = CONSENT_MESSAGES.idConsent;
  return errors;
}

/** Errors of the whole form before submitting; `smsErrors` are those of the anonymous visitor's SMS fields. */
export function formErrors(
  spec: FormSpec,
  values: FormValues,
  ctx: ValidationContext,
  smsErrors: FormErrors = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const step of spec.steps) Object.assign(errors, stepErrors(step, values, ctx));
  Object.assign(errors, smsErrors);
  if (values[CONSENT_FIELD] !== "1") errors[CONSENT_FIELD] = CONSENT_MESSAGES.consent;
  return errors;
}

/** Names in the order they appear on screen, for "focus the first error". */
function fieldOrder(spec: FormSpec): string[] {
  const names: string[] = [];
  for (const step of spec.steps) {
    for (const field of step.fields) {
      names.push(field.name);
      if (field.kind === "idNumber") names.push(ID_CONSENT_FIELD);
    }
  }
  return [...names, SMS_PHONE_FIELD, SMS_CODE_FIELD, CONSENT_FIELD];
}

/** The step showing `name`; the SMS fields and the consent are on the last step. */
export function stepOf(spec: FormSpec, name: string): number {
  const index = spec.steps.findIndex(
    (step) =>
      step.fields.some((field) => field.name === name) || (name === ID_CONSENT_FIELD && hasIdNumber(step)),
  );
  return index >= 0 ? index : spec.steps.length - 1;
}

/** The first name with an error, in screen order. */
export function firstError(spec: FormSpec, errors: FormErrors): string | undefined {
  return fieldOrder(spec).find((name) => errors[name] !== undefined);
}

/** Every name a draft may keep: the fields, area names, consents and the SMS phone (never the code). */
export function draftNames(spec: FormSpec): Set<string> {
  const names = new Set<string>([CONSENT_FIELD, ID_CONSENT_FIELD, SMS_PHONE_FIELD]);
  for (const field of fieldsOf(spec)) {
    names.add(field.name);
    if (field.kind === "area") names.add(areaNameField(field.name));
  }
  return names;
}
