/**
 * Form submissions (/v3/user/save, /v3/user/formSave) and real-name checks (/v2/user/realname).
 * A form travels flat in the form-encoded body: `form_kind` plus one field per input.
 */
import {
  FORM_KINDS,
  MONTHLY_INCOME_OPTIONS,
  type FormKind,
  type MonthlyIncome,
} from "../config/forms/kinds.ts";
import { COMMON_FIELD_NAMES } from "./envelope.ts";
import {
  fields,
  idNumber,
  mobile,
  oneOf,
  optional,
  personName,
  type FormBody,
  type Rule,
  type Validation,
  type Validator,
} from "./validator.ts";

export {
  FORM_KINDS,
  MONTHLY_INCOME_OPTIONS,
  type FormKind,
  type MonthlyIncome,
} from "../config/forms/kinds.ts";

/** Fields with a known meaning; each is checked when present. Every other field is kept as text. */
export interface KnownFormFields {
  name?: string;
  id_number?: string;
  phone?: string;
  contact1_phone?: string;
  contact2_phone?: string;
  monthly_income?: MonthlyIncome;
}

/** A submitted form: its kind, the known fields (checked) and any other fields (kept). */
export interface FormSubmission {
  form_kind: FormKind;
  fields: KnownFormFields & Record<string, string>;
}

/**
 * formSave's decision, deterministic so tests can steer it: the application is refused
 * when monthly_income is one of `monthlyIncome` or the name is one of `names`; otherwise accepted.
 */
export const FORM_REFUSAL_RULE = {
  monthlyIncome: ["3000以下"] as readonly string[],
  names: ["测试拒绝"] as readonly string[],
} as const;

/** True when {@link FORM_REFUSAL_RULE} accepts the form. */
export function isFormAccepted(form: {
  name?: string | undefined;
  monthly_income?: string | undefined;
}): boolean {
  if (form.monthly_income && FORM_REFUSAL_RULE.monthlyIncome.includes(form.monthly_income)) return false;
  return !(form.name && FORM_REFUSAL_RULE.names.includes(form.name));
}

/** /v3/user/save answers this. */
export interface SaveData {
  saved: true;
}
/**
 * /v3/user/formSave answers this when it accepts the application; a declined one is answered
 * with body code 409 (API_CODE.DECLINED), the spec's "a code field (200 success)".
 */
export interface FormSaveData {
  accepted: true;
}

const RULE_OF_KNOWN_FIELD: Record<keyof KnownFormFields, Rule<string | undefined>> = {
  name: optional(personName()),
  id_number: optional(idNumber()),
  phone: optional(mobile()),
  contact1_phone: optional(mobile("联系人手机号")),
  contact2_phone: optional(mobile("联系人手机号")),
  monthly_income: optional(oneOf("月收入", MONTHLY_INCOME_OPTIONS)),
};
// Looked up by a visitor's field name: a Map, so "constructor" or "toString" finds no rule
// on Object.prototype and is kept as text like any other unknown field.
const KNOWN_FIELD_RULES: ReadonlyMap<string, Rule<string | undefined>> = new Map(
  Object.entries(RULE_OF_KNOWN_FIELD),
);
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const IGNORED = new Set<string>([...COMMON_FIELD_NAMES, "form_kind"]);
/** Limits that keep one submission small: 60 fields of at most 500 characters. */
export const FORM_LIMITS = { maxFields: 60, maxValueLength: 500 } as const;

/** Checks a form submission: a known kind, at least one field, known fields valid, sizes bounded. */
export const validateFormSubmission: Validator<FormSubmission> = (body: FormBody) => {
  const kind = oneOf("表单类型", FORM_KINDS)(body.form_kind);
  if (!kind.ok) return { ...kind, field: "form_kind" };
  const collected: Record<string, string> = Object.create(null);
  for (const [field, raw] of Object.entries(body)) {
    if (IGNORED.has(field)) continue;
    if (!FIELD_NAME.test(field)) return failField(field, badFieldNameMessage(field));
    const rule = KNOWN_FIELD_RULES.get(field);
    const checked: Validation<string | undefined> = rule ? rule(raw) : { ok: true, value: raw.trim() };
    if (!checked.ok) return { ...checked, field };
    if (checked.value === undefined || checked.value === "") continue;
    if ([...checked.value].length > FORM_LIMITS.maxValueLength) return failField(field, "填写内容过长");
    collected[field] = checked.value;
  }
  const count = Object.keys(collected).length;
  if (count === 0) return failField("form_kind", "表单内容为空");
  if (count > FORM_LIMITS.maxFields) return failField("form_kind", "表单字段过多");
  return { ok: true, value: { form_kind: kind.value, fields: collected } };
};

/** Names the refused field (cut to 40 characters) and says which names are allowed. */
function badFieldNameMessage(field: string): string {
  const chars = [...field];
  const shown = chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : field;
  return `表单字段名“${shown}”不正确：只能用小写字母开头，由小写字母、数字和下划线组成，最多40个字符`;
}

function failField(field: string, message: string): Validation<never> {
  return { ok: false, field, message };
}

/** POST /v2/user/realname: checks name + ID number format and records the result. */
export interface RealnameRequest {
  name: string;
  id_number: string;
}
export interface RealnameData {
  /** False only for the test name of {@link FORM_REFUSAL_RULE} (no real identity service here). */
  passed: boolean;
  name: string;
  /** Masked, 110105********002X. */
  id_number: string;
}
export const validateRealname: Validator<RealnameRequest> = fields({
  name: personName(),
  id_number: idNumber(),
});
