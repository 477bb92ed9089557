/**
 * Field validation of the data-driven forms: each field kind maps to a rule of src/core (names,
 * ID numbers, phones) or a small range/option check, with the spec's default messages
 * (请填写姓名, 请填写正确的电话, 请填写详细地址, 请选择地区). Pure: the clock and the applicant's
 * phone come in through the context.
 */
import { isValidIdNumber } from "../id-number.ts";
import { isValidName } from "../name.ts";
import { isMainlandMobile, normalizeMobile } from "../phone.ts";
import { MESSAGES } from "../validation.ts";
import type { FieldSpec } from "../../config/forms/types.ts";

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
  ...MESSAGES,
  nameInvalid: "请填写正确的姓名（2-20个汉字，少数民族姓名用·分隔）",
  idEmpty: "请填写身份证号",
  idInvalid: "请填写正确的身份证号",
  addressLength: "详细地址应为5-60个字",
  phoneSame: "两位联系人的手机号不能相同",
  phoneIsApplicant: "联系人手机号不能与本人手机号相同",
  monthInvalid: "请选择正确的年月",
  monthFuture: "不能晚于当前月份",
  optionUnavailable: "当前职业身份不可选此项，请重新选择",
} as const;

/** Address length bounds (REFERENCE.md: detailed address 5-60 characters). */
const ADDRESS_LENGTH = { min: 5, max: 60 } as const;

const length = (text: string) => [...text].length;

/** The label without its （可多选） note, for messages. */
const plainLabel = (field: FieldSpec) => field.label.replace(/（可多选）$/, "");

/** Decimal places of a step below 1 (0.1 -> 1, 0.05 -> 2), as its shortest decimal writes it. */
const decimalsOf = (step: number) => String(step).replace(/^\d*\./, "").length;

function numberProblem(field: FieldSpec, raw: string): string | undefined {
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

function monthProblem(raw: string, now: number): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(raw);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12 || Number(match[1]) < 1950) return FORM_MESSAGES.monthInvalid;
  const today = new Date(now);
  const current = today.getFullYear() * 12 + today.getMonth();
  return Number(match[1]) * 12 + month - 1 > current ? FORM_MESSAGES.monthFuture : undefined;
}

function choiceProblem(field: FieldSpec, raw: string, values: FormValues): string | undefined {
  const picked = field.kind === "multiChips" ? raw.split(",") : [raw];
  for (const value of picked) {
    const option = field.options?.find((o) => o.value === value);
    if (!option) return `请选择${plainLabel(field)}`;
    if (option.onlyIf && !option.onlyIf.values.includes(values[option.onlyIf.field] ?? "")) {
      return FORM_MESSAGES.optionUnavailable;
    }
  }
  return undefined;
}

function emptyMessage(field: FieldSpec): string {
  switch (field.kind) {
    case "name":
      return FORM_MESSAGES.nameEmpty;
    case "mobile":
      return FORM_MESSAGES.phoneInvalid;
    case "address":
      return FORM_MESSAGES.addressEmpty;
    case "area":
      return FORM_MESSAGES.areaEmpty;
    case "idNumber":
      return FORM_MESSAGES.idEmpty;
    case "select":
    case "chips":
    case "multiChips":
    case "month":
      return `请选择${plainLabel(field)}`;
    default:
      return `请填写${field.label}`;
  }
}

function mobileProblem(
  field: FieldSpec,
  raw: string,
  values: FormValues,
  ctx: ValidationContext,
): string | undefined {
  if (!isMainlandMobile(raw)) return FORM_MESSAGES.phoneInvalid;
  const phone = normalizeMobile(raw);
  const others = (field.distinctFrom ?? []).map((name) => normalizeMobile(values[name] ?? ""));
  if (others.includes(phone)) return FORM_MESSAGES.phoneSame;
  if (field.notApplicantPhone && ctx.applicantPhone !== "" && normalizeMobile(ctx.applicantPhone) === phone) {
    return FORM_MESSAGES.phoneIsApplicant;
  }
  return undefined;
}

/** The message for one field, or undefined when it is fine. */
function validateField(field: FieldSpec, values: FormValues, ctx: ValidationContext): string | undefined {
  const raw = (values[field.name] ?? "").trim();
  if (raw === "") return field.required ? emptyMessage(field) : undefined;
  switch (field.kind) {
    case "name":
      return isValidName(raw) ? undefined : FORM_MESSAGES.nameInvalid;
    case "idNumber":
      return isValidIdNumber(raw, ctx.now) ? undefined : FORM_MESSAGES.idInvalid;
    case "mobile":
      return mobileProblem(field, raw, values, ctx);
    case "address":
      return length(raw) < ADDRESS_LENGTH.min || length(raw) > ADDRESS_LENGTH.max
        ? FORM_MESSAGES.addressLength
        : undefined;
    case "area":
      return /^\d{6}$/.test(raw) ? undefined : FORM_MESSAGES.areaEmpty;
    case "number":
      return numberProblem(field, raw);
    case "month":
      return monthProblem(raw, ctx.now);
    case "select":
    case "chips":
    case "multiChips":
      return choiceProblem(field, raw, values);
    case "text":
      return length(raw) > (field.maxLength ?? 200)
        ? `${field.label}不能超过${field.maxLength ?? 200}个字`
        : undefined;
  }
}

/** Messages of every field of `fields` that has a problem, in field order. */
export function validateFields(
  fields: readonly FieldSpec[],
  values: FormValues,
  ctx: ValidationContext,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values, ctx);
    if (message !== undefined) errors[field.name] = message;
  }
  return errors;
}
