/**
 * formSave's decision in the reference server, deterministic so tests can steer it: the
 * application is refused when monthly_income is one of `monthlyIncome` or the name is one of
 * `names`; otherwise accepted.
 */
const FORM_REFUSAL_RULE = {
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
