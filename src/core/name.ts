/** Person names (REFERENCE.md "Validation"): Han characters with · for minority names, 2-20 code points. */

/** REFERENCE.md: "normalise •・． to U+00B7". */
const DOT_VARIANTS = /[•・．]/g;

const NAME_DOT = "\u00b7";
const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 20;

/** Han runs joined by single dots; no leading or trailing dot. */
const NAME_PATTERN = /^\p{Script=Han}+(?:\u00b7\p{Script=Han}+)*$/u;

/** Trims, removes inner spaces and normalises dot variants to U+00B7. */
export function normalizeName(raw: string): string {
  return raw.replace(/\s+/g, "").replace(DOT_VARIANTS, NAME_DOT);
}

/** True for a valid name after {@link normalizeName}. */
export function isValidName(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const name = normalizeName(raw);
  const length = [...name].length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}
