/** Display formatting (spec section 9): thousands grouping, today's date, money from fen. */

/**
 * Rounds half-up (away from zero) to an integer, after trimming binary noise to 15 significant
 * digits so that 1.005 * 100 = 100.49999999999999 counts as the tie it stands for.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clean = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(clean + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Yuan to integer fen, half-up. */
export function yuanToFen(yuan: number): number {
  return roundHalfUp(yuan * 100);
}

/**
 * "thousands grouped by three with commas": 1234567.8 → "1,234,567.8"; bad input (also a number
 * JavaScript writes with an exponent, beyond any amount the pages show) → "".
 */
export function formatThousands(value: number | string): string {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return "";
  const [, sign, whole = "", fraction = ""] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction}`;
}

/** Money in yuan with two decimals from an amount in fen, rounded half-up to the fen: 123456 → "1,234.56". */
export function formatFen(fen: number): string {
  const total = roundHalfUp(fen);
  const sign = total < 0 ? "-" : "";
  const abs = Math.abs(total);
  return formatThousands(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`);
}

/** Today's date as YYYY-MM-DD in the local time zone of the given Date. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
