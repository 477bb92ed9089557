/**
 * Field rules shared by the front end's forms, the contract's validators and the server.
 * Pure functions, no DOM and no Node imports.
 */

/** Mainland mobile: 11 digits, starts with 1, second digit 3 to 9 (spec section 5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** True for a mainland mobile number exactly as typed (no spaces, no +86). */
export function isMainlandMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** 138****8000: phone numbers are masked in every answer and log (REFERENCE.md). */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "***";
}

/** 110105********002X: ID numbers are sensitive personal information (PIPL art. 28). */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : "***";
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = "10X98765432";

/** Earliest accepted birth year: REFERENCE.md lists 440524188001010014 as a valid sample. */
const EARLIEST_BIRTH_YEAR = 1800;

/**
 * GB 11643 resident ID number: 17 digits, a real birth date not after `today`, and the
 * check character "10X98765432"[Σ dᵢ·Wᵢ mod 11]. A lower-case x is accepted.
 */
export function isValidIdNumber(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!isRealDate || year < EARLIEST_BIRTH_YEAR) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (birth.getTime() > todayUtc) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] === id[17];
}

/** Dots people type in minority names, normalised to U+00B7 (REFERENCE.md). */
const NAME_DOTS = /[•・．.]/g;

/** Trims a name and turns look-alike dots into the middle dot `·`. */
export function normalizeName(value: string): string {
  return value.trim().replace(NAME_DOTS, "·");
}

const NAME_PATTERN = /^\p{Script=Han}+(·\p{Script=Han}+)*$/u;

/** Han characters, `·` between parts for minority names, 2 to 20 code points (after normalising). */
export function isValidName(value: string): boolean {
  const name = normalizeName(value);
  const length = [...name].length;
  return length >= 2 && length <= 20 && NAME_PATTERN.test(name);
}
