/**
 * A few lines of validation instead of a schema library: the front end imports this
 * contract, and a form body is a flat map of strings, so rules over strings are enough.
 */
import { opaqueValue } from "../core/opaque.ts";
import { isMainlandMobile, isValidIdNumber, isValidName, normalizeMobile, normalizeName } from "./rules.ts";

/** A decoded form-encoded body: field name -> value. */
export type FormBody = Readonly<Record<string, string>>;

/** Outcome of one rule or one validator; a failure names the field and says why in Chinese. */
export type Validation<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Checks a whole body and returns the typed request. */
export type Validator<T> = (body: FormBody) => Validation<T>;

/** Checks one raw field value (`undefined` when absent); `field` is filled in by {@link fields}. */
export type Rule<T> = (raw: string | undefined) => Validation<T>;

type RuleValue<R> = R extends Rule<infer T> ? T : never;

const pass = <T>(value: T): Validation<T> => ({ ok: true, value });
const fail = (message: string): Validation<never> => ({ ok: false, field: "", message });

/** Combines field rules into a validator; fields not named are ignored. */
export function fields<S extends Record<string, Rule<unknown>>>(
  shape: S,
): Validator<{ [K in keyof S]: RuleValue<S[K]> }> {
  return (body) => {
    const value: Record<string, unknown> = {};
    for (const [field, rule] of Object.entries(shape)) {
      const result = rule(body[field]);
      if (!result.ok) return { ok: false, field, message: result.message };
      if (result.value !== undefined) value[field] = result.value;
    }
    return pass(value as { [K in keyof S]: RuleValue<S[K]> });
  };
}

/** Absent or empty is fine (value `undefined`); otherwise `rule` decides. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return (raw) => (raw === undefined || raw.trim() === "" ? pass(undefined) : rule(raw));
}

/** Required text, trimmed, at most `max` characters. */
export function text(label: string, max = 200): Rule<string> {
  return (raw) => {
    const value = raw?.trim() ?? "";
    if (value === "") return fail(`请填写${label}`);
    if ([...value].length > max) return fail(`${label}不能超过${max}个字符`);
    return pass(value);
  };
}

/** Required text matching `pattern`. */
export function matching(label: string, pattern: RegExp, max = 200): Rule<string> {
  const base = text(label, max);
  return (raw) => {
    const result = base(raw);
    if (!result.ok || pattern.test(result.value)) return result;
    return fail(`${label}格式不正确`);
  };
}

/**
 * An opaque value issued by the backend (a token, a mark): present, bounded and free of control
 * characters, never checked for a format (docs/decisions/025-answer-reading.md).
 */
export function opaque(label: string): Rule<string> {
  return (raw) => {
    if ((raw ?? "").trim() === "") return fail(`请填写${label}`);
    const value = opaqueValue(raw);
    return value === undefined ? fail(`${label}格式不正确`) : pass(value);
  };
}

/** One of a fixed list of values. */
export function oneOf<const T extends string>(label: string, values: readonly T[]): Rule<T> {
  return (raw) => {
    const value = raw?.trim() ?? "";
    if (value === "") return fail(`请选择${label}`);
    return (values as readonly string[]).includes(value) ? pass(value as T) : fail(`${label}不在可选范围内`);
  };
}

/** A decimal number within [min, max]; `integer` rejects fractions. */
export function numberIn(label: string, min: number, max: number, integer = false): Rule<number> {
  return (raw) => {
    const value = raw?.trim() ?? "";
    if (value === "") return fail(`请填写${label}`);
    const parsed = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isNaN(parsed) || (integer && !Number.isInteger(parsed))) return fail(`${label}格式不正确`);
    if (parsed < min || parsed > max) return fail(`${label}应在${min}到${max}之间`);
    return pass(parsed);
  };
}

/** Mainland mobile number, normalised by the core's one normaliser (separators, +86/0086/86). */
export function mobile(label = "手机号"): Rule<string> {
  return (raw) => {
    const digits = normalizeMobile(raw ?? "");
    if (digits === "") return fail(`请填写${label}`);
    return isMainlandMobile(digits) ? pass(digits) : fail(`请填写正确的${label}`);
  };
}

/** Person name: Han characters and `·`, 2-20 code points; the value is normalised. */
export function personName(label = "姓名"): Rule<string> {
  return (raw) => {
    const value = normalizeName(raw ?? "");
    if (value === "") return fail(`请填写${label}`);
    return isValidName(value) ? pass(value) : fail(`请填写正确的${label}（2-20个汉字）`);
  };
}

/** Resident ID number (GB 11643); the value is upper-cased. `today` is injectable for tests. */
export function idNumber(label = "身份证号", today?: () => Date): Rule<string> {
  return (raw) => {
    const value = (raw ?? "").trim().toUpperCase();
    if (value === "") return fail(`请填写${label}`);
    return isValidIdNumber(value, today?.() ?? new Date()) ? pass(value) : fail(`请填写正确的${label}`);
  };
}
