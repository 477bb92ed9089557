/**
 * Reading the loan calculator's fields: the text the visitor typed to a LoanInput of
 * src/core/loan-math.ts, or one Chinese message per field that cannot be used.
 */
import { formatThousands } from "../format.ts";
import { MAX_MONTHS, type LoanInput } from "../loan-math.ts";

/** The calculator's fields as typed: amount in yuan, term in months, annual rate in percent. */
export interface CalcFields {
  amount: string;
  months: string;
  ratePercent: string;
}

export type CalcErrors = Partial<Record<keyof CalcFields, string>>;

export type CalcParse = { ok: true; input: LoanInput } | { ok: false; errors: CalcErrors };

/**
 * Largest amount the calculator accepts: 1,000万元, ten times REFERENCE.md's largest loan
 * (1,000,000 over 360 months), so any consumer, car or mortgage loan fits.
 */
export const MAX_AMOUNT_YUAN = 10_000_000;
/** Highest annual rate accepted, percent: the ceiling of lending rates courts protect in China. */
const MAX_RATE_PERCENT = 36;

/** The first-paint example (REFERENCE.md: 100,000 · 12 m · 6% → 8,606.64 a month). */
export const DEFAULT_FIELDS: CalcFields = { amount: "100000", months: "12", ratePercent: "6" };

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MONTHS = /^\d+$/;
const RATE = /^\d+(\.\d{1,4})?$/;

/** Removes spaces and thousands separators (also the full-width comma a Chinese keyboard types). */
function clean(text: string): string {
  return text.replace(/[\s,，]/g, "");
}

/**
 * Parses the three fields. Amount: yuan, up to two decimals, 0 < amount ≤ MAX_AMOUNT_YUAN.
 * Term: whole months 1..MAX_MONTHS. Rate: percent, up to four decimals, 0..MAX_RATE_PERCENT.
 */
export function parseCalcFields(fields: CalcFields): CalcParse {
  const errors: CalcErrors = {};
  const amount = clean(fields.amount);
  const months = clean(fields.months);
  const rate = clean(fields.ratePercent).replace(/%$/, "");

  if (amount === "") errors.amount = "请填写贷款金额";
  else if (!AMOUNT.test(amount) || Number(amount) <= 0 || Number(amount) > MAX_AMOUNT_YUAN) {
    errors.amount = `贷款金额请填写大于0且不超过${formatThousands(MAX_AMOUNT_YUAN)}的金额（元），最多两位小数`;
  }
  if (months === "") errors.months = "请填写贷款期限";
  else if (!MONTHS.test(months) || Number(months) < 1 || Number(months) > MAX_MONTHS) {
    errors.months = `贷款期限请填写1-${MAX_MONTHS}之间的整数（月）`;
  }
  if (rate === "") errors.ratePercent = "请填写年化利率（单利）";
  else if (!RATE.test(rate) || Number(rate) > MAX_RATE_PERCENT) {
    errors.ratePercent = `年化利率（单利）请填写0-${MAX_RATE_PERCENT}之间的数字（%），最多四位小数`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { principal: Number(amount), months: Number(months), annualRate: Number(rate) / 100 },
  };
}

/** The rate as shown next to 年化利率（单利）: "6%" → "6.00%", "4.875" → "4.875%". */
export function formatRatePercent(annualRate: number): string {
  const percent = Number((annualRate * 100).toPrecision(12));
  const text = String(percent);
  const decimals = text.split(".")[1]?.length ?? 0;
  return `${decimals >= 2 ? text : percent.toFixed(2)}%`;
}

/** Fields from a shared link (?amount=&months=&rate=) when all three are present; else undefined. */
export function fieldsFromQuery(search: string): CalcFields | undefined {
  const query = new URLSearchParams(search);
  const amount = query.get("amount");
  const months = query.get("months");
  const ratePercent = query.get("rate");
  if (amount === null || months === null || ratePercent === null) return undefined;
  return { amount: amount.slice(0, 20), months: months.slice(0, 10), ratePercent: ratePercent.slice(0, 10) };
}
