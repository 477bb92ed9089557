/**
 * Form submissions (/v3/user/save, /v3/user/formSave) and real-name checks (/v2/user/realname).
 * A form travels flat in the form-encoded body: `form_kind` plus one field per input.
 */
export {
  FORM_KINDS,
  MONTHLY_INCOME_OPTIONS,
  type FormKind,
  type MonthlyIncome,
} from "../config/forms/kinds.ts";

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

/** POST /v2/user/realname: checks name + ID number format and records the result. */
export interface RealnameData {
  /** False only for the test name of {@link FORM_REFUSAL_RULE} (no real identity service here). */
  passed: boolean;
  name: string;
  /** Masked, 110105********002X. */
  id_number: string;
}
