/** Resident ID number check (GB 11643), REFERENCE.md "Validation". */

/** Weights W1..W17 of GB 11643. */
const ID_WEIGHTS: readonly number[] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Check characters indexed by Σ dᵢ·Wᵢ mod 11. */
const ID_CHECK_CHARS = "10X98765432";

const SHAPE = /^\d{17}[\dX]$/;

/**
 * First two digits of a real administrative area code: the provinces, autonomous regions and
 * municipalities (GB/T 2260), Taiwan, Hong Kong and Macao (71, 81, 82), residence permits of
 * Taiwan residents (83) and the new permanent-residence cards of foreigners (91).
 */
const ID_AREA_PREFIXES: ReadonlySet<string> = new Set([
  ..."11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46".split(" "),
  ..."50 51 52 53 54 61 62 63 64 65 71 81 82 83 91".split(" "),
]);

/** The check character for the first 17 digits. */
function idCheckChar(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + Number(first17.charAt(i)) * weight, 0);
  return ID_CHECK_CHARS.charAt(sum % 11);
}

/**
 * True for an 18-character ID number with a real area prefix, a real birth date not after
 * `now` (ms, local date) and a correct check character. A lower-case x is accepted; spaces around are ignored.
 */
export function isValidIdNumber(raw: unknown, now: number): boolean {
  if (typeof raw !== "string") return false;
  const id = raw.trim().toUpperCase();
  if (!SHAPE.test(id) || !ID_AREA_PREFIXES.has(id.slice(0, 2))) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return false;
  if (year < 1800 || birth.getTime() > now) return false;
  return idCheckChar(id.slice(0, 17)) === id[17];
}
