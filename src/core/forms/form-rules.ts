/**
 * The rules of the data-driven forms. Each field kind maps to a rule of src/core (names, ID
 * numbers, phones) or a small range/option check, with the spec's default messages (请填写姓名,
 * 请填写正确的电话, 请填写详细地址, 请选择地区); around them the separate ID-number consent, the
 * main consent, the SMS fields of anonymous visitors, and which step an error belongs to. Pure:
 * the clock and the applicant's phone come in through the context.
 */
import { isValidIdNumber } from "../id-number.ts";
import { isValidName } from "../name.ts";
import { isMainlandMobile, normalizeMobile } from "../phone.ts";
import { MESSAGES } from "../validation.ts";
import { fieldsOf } from "../../config/forms/registry.ts";
import type { FieldSpec, FormSpec, FormStep } from "../../config/forms/types.ts";
import { smsFieldErrors } from "../login/login-fields.ts";
import { CONSENT_FIELD, SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../login/sms-fields.ts";
import { ID_CONSENT_FIELD, PARTNER_CONSENT_FIELD, areaNameField } from "./submit-body.ts";

/** What the visitor typed, by field name; multi-choice values are comma-joined. */
export type FormValues = Readonly<Record<string, string>>;

/** Field name -> message; only fields with a problem appear. */
export type FormErrors = Record<string, string>;

export interface ValidationContext {
  /** Current time in ms (ID birth date and registration month must not be in the future). */
  now: number;
  /** The logged-in visitor's own mobile, "" when unknown. */
  applicantPhone: string;
}

const FORM_MESSAGES = {
  nameInvalid: "请填写正确的姓名（2-20个汉字，少数民族姓名用·分隔）",
  idEmpty: "请填写身份证号",
  idInvalid: "请填写正确的身份证号",
  addressLength: "详细地址应为5-60个字",
  phoneSame: "两位联系人的手机号不能相同",
  phoneIsApplicant: "联系人手机号不能与本人手机号相同",
  monthInvalid: "请选择正确的年月",
  monthFuture: "不能晚于当前月份",
  optionUnavailable: "当前职业身份不可选此项，请重新选择",
  consent: "请阅读并同意相关协议",
  idConsent: "请先同意身份证号的使用授权",
  partnerConsent: "请先同意将申请信息提供给合作机构，否则无法为您安排审核和回电",
} as const;

/** Address length bounds (REFERENCE.md: detailed address 5-60 characters). */
const ADDRESS_LENGTH = { min: 5, max: 60 } as const;

const length = (text: string) => [...text].length;

/** The label without its （可多选） note, for messages. */
const plainLabel = (field: FieldSpec) => field.label.replace(/（可多选）$/, "");

/** Decimal places of a step below 1 (0.1 -> 1, 0.05 -> 2), as its shortest decimal writes it. */
const decimalsOf = (step: number) => String(step).replace(/^\d*\./, "").length;

type Rule = (raw: string, field: FieldSpec, values: FormValues, ctx: ValidationContext) => string | undefined;

function numberProblem(raw: string, field: FieldSpec): string | undefined {
  const unit = field.unit ?? "";
  if (!/^\d+(\.\d+)?$/.test(raw)) return `请填写正确的${field.label}`;
  const value = Number(raw);
  const { min = 0, max = Number.MAX_SAFE_INTEGER, step } = field;
  if (value < min || value > max) return `${field.label}应在${min}-${max}${unit}之间`;
  // Compare in integer steps so 0.1-steps do not suffer from binary fractions.
  if (step !== undefined && Math.abs(value / step - Math.round(value / step)) > 1e-9) {
    return step >= 1
      ? `${field.label}应为${step}${unit}的整数倍`
      : `${field.label}最多保留${decimalsOf(step)}位小数`;
  }
  return undefined;
}

const monthProblem: Rule = (raw, _field, _values, { now }) => {
  const match = /^(\d{4})-(\d{2})$/.exec(raw);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12 || Number(match[1]) < 1950) return FORM_MESSAGES.monthInvalid;
  const today = new Date(now);
  const current = today.getFullYear() * 12 + today.getMonth();
  return Number(match[1]) * 12 + month - 1 > current ? FORM_MESSAGES.monthFuture : undefined;
};

const choiceProblem: Rule = (raw, field, values) => {
  const picked = field.kind === "multiChips" ? raw.split(",") : [raw];
  for (const value of picked) {
    const option = field.options?.find((o) => o.value === value);
    if (!option) return `请选择${plainLabel(field)}`;
    if (option.onlyIf && !option.onlyIf.values.includes(values[option.onlyIf.field] ?? "")) {
      return FORM_MESSAGES.optionUnavailable;
    }
  }
  return undefined;
};

const mobileProblem: Rule = (raw, field, values, ctx) => {
  if (!isMainlandMobile(raw)) return MESSAGES.phoneInvalid;
  const phone = normalizeMobile(raw);
  const others = (field.distinctFrom ?? []).map((name) => normalizeMobile(values[name] ?? ""));
  if (others.includes(phone)) return FORM_MESSAGES.phoneSame;
  if (field.notApplicantPhone && ctx.applicantPhone !== "" && normalizeMobile(ctx.applicantPhone) === phone) {
    return FORM_MESSAGES.phoneIsApplicant;
  }
  return undefined;
};

/**
 * Each field kind's rule for a filled field, and the message of an empty required one where the
 * kind has its own (the spec's defaults); otherwise choices read 请选择 and the rest 请填写.
 */
const FIELD_RULES: Record<FieldSpec["kind"], { check: Rule; empty?: string; choice?: true }> = {
  name: {
    check: (raw) => (isValidName(raw) ? undefined : FORM_MESSAGES.nameInvalid),
    empty: MESSAGES.nameEmpty,
  },
  idNumber: {
    check: (raw, _field, _values, ctx) =>
      isValidIdNumber(raw, ctx.now) ? undefined : FORM_MESSAGES.idInvalid,
    empty: FORM_MESSAGES.idEmpty,
  },
  mobile: { check: mobileProblem, empty: MESSAGES.phoneInvalid },
  address: {
    check: (raw) =>
      length(raw) < ADDRESS_LENGTH.min || length(raw) > ADDRESS_LENGTH.max
        ? FORM_MESSAGES.addressLength
        : undefined,
    empty: MESSAGES.addressEmpty,
  },
  area: { check: (raw) => (/^\d{6}$/.test(raw) ? undefined : MESSAGES.areaEmpty), empty: MESSAGES.areaEmpty },
  number: { check: numberProblem },
  month: { check: monthProblem, choice: true },
  select: { check: choiceProblem, choice: true },
  chips: { check: choiceProblem, choice: true },
  multiChips: { check: choiceProblem, choice: true },
  text: {
    check: (raw, field) =>
      length(raw) > (field.maxLength ?? 200)
        ? `${field.label}不能超过${field.maxLength ?? 200}个字`
        : undefined,
  },
};

/** The message for one field, or undefined when it is fine. */
function validateField(field: FieldSpec, values: FormValues, ctx: ValidationContext): string | undefined {
  const raw = (values[field.name] ?? "").trim();
  const rule = FIELD_RULES[field.kind];
  if (raw !== "") return rule.check(raw, field, values, ctx);
  if (!field.required) return undefined;
  return rule.empty ?? (rule.choice ? `请选择${plainLabel(field)}` : `请填写${field.label}`);
}

/** Errors of one step: its fields in order, plus the ID-number consent on the step that asks the ID number. */
export function stepErrors(step: FormStep, values: FormValues, ctx: ValidationContext): FormErrors {
  const errors: FormErrors = {};
  for (const field of step.fields) {
    const message = validateField(field, values, ctx);
    if (message !== undefined) errors[field.name] = message;
  }
  if (step.fields.some((field) => field.kind === "idNumber") && values[ID_CONSENT_FIELD] !== "1")
    errors[ID_CONSENT_FIELD] = FORM_MESSAGES.idConsent;
  return errors;
}

/** Errors of the whole form before submitting, the SMS fields' too when the visitor is `anonymous`. */
export function formErrors(
  spec: FormSpec,
  values: FormValues,
  ctx: ValidationContext,
  anonymous = false,
): FormErrors {
  const errors: FormErrors = {};
  for (const step of spec.steps) Object.assign(errors, stepErrors(step, values, ctx));
  if (anonymous)
    Object.assign(errors, smsFieldErrors(values[SMS_PHONE_FIELD] ?? "", values[SMS_CODE_FIELD] ?? ""));
  if (values[CONSENT_FIELD] !== "1") errors[CONSENT_FIELD] = FORM_MESSAGES.consent;
  if (spec.partnerConsent && values[PARTNER_CONSENT_FIELD] !== "1")
    errors[PARTNER_CONSENT_FIELD] = FORM_MESSAGES.partnerConsent;
  return errors;
}

/**
 * The words of a form's partner consent (PIPL art. 23: recipient, data, purpose): the data are
 * the form's steps and the phone number the visitor logged in with; the list document follows.
 */
export function partnerConsentText(spec: FormSpec): string | undefined {
  const consent = spec.partnerConsent;
  if (!consent) return undefined;
  const data = spec.steps.map((step) => step.title).join("、");
  return `我单独同意平台将本次填写的${data}信息及我的手机号提供给${consent.recipients}，用于${consent.purpose}。机构名单见`;
}

/** The first name with an error in screen order, and its step; the SMS fields and the consent are on the last. */
export function firstError(spec: FormSpec, errors: FormErrors): { name: string; step: number } | undefined {
  const last = spec.steps.length - 1;
  const placed = spec.steps.flatMap((step, index) =>
    step.fields
      .flatMap((field) => (field.kind === "idNumber" ? [field.name, ID_CONSENT_FIELD] : [field.name]))
      .map((name) => ({ name, step: index })),
  );
  const lastStep = [SMS_PHONE_FIELD, SMS_CODE_FIELD, CONSENT_FIELD, PARTNER_CONSENT_FIELD].map((name) => ({
    name,
    step: last,
  }));
  return [...placed, ...lastStep].find(({ name }) => errors[name] !== undefined);
}

/** Every name a draft may keep: the fields, area names, the main and ID consents and the SMS phone (never the code). */
export function draftNames(spec: FormSpec): Set<string> {
  // Not the partners' consent: handing data on is asked afresh on every visit, never restored.
  const names = new Set<string>([CONSENT_FIELD, ID_CONSENT_FIELD, SMS_PHONE_FIELD]);
  for (const field of fieldsOf(spec)) {
    names.add(field.name);
    if (field.kind === "area") names.add(areaNameField(field.name));
  }
  return names;
}
