/**
 * The loan calculator's rules (/loan-calculator): the fields the visitor typed to a LoanInput of
 * src/core/loan-math.ts, or one Chinese message per field that cannot be used; and what the page
 * shows for a loan: the texts of the result's slots (the chosen method's figures, both methods
 * side by side) and the chosen method's schedule. Pure, so the page's server render and its
 * script (src/components/tools/calculator/calc-page.ts) show the same. Amounts come in fen.
 */
import { formatFen, formatThousands, yuanToFen } from "./format.ts";
import { equalInstallment, equalPrincipal, MAX_MONTHS, type LoanInput } from "./loan-math.ts";

/**
 * The calculator's fields as typed, by the form's names (also a shared link's query names):
 * amount in yuan, term in months, annual rate in percent.
 */
export interface CalcFields {
  amount: string;
  months: string;
  rate: string;
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
export const DEFAULT_FIELDS: CalcFields = { amount: "100000", months: "12", rate: "6" };

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
  const rate = clean(fields.rate).replace(/%$/, "");

  if (amount === "") errors.amount = "请填写贷款金额";
  else if (!AMOUNT.test(amount) || Number(amount) <= 0 || Number(amount) > MAX_AMOUNT_YUAN) {
    errors.amount = `贷款金额请填写大于0且不超过${formatThousands(MAX_AMOUNT_YUAN)}的金额（元），最多两位小数`;
  }
  if (months === "") errors.months = "请填写贷款期限";
  else if (!MONTHS.test(months) || Number(months) < 1 || Number(months) > MAX_MONTHS) {
    errors.months = `贷款期限请填写1-${MAX_MONTHS}之间的整数（月）`;
  }
  if (rate === "") errors.rate = "请填写年化利率（单利）";
  else if (!RATE.test(rate) || Number(rate) > MAX_RATE_PERCENT) {
    errors.rate = `年化利率（单利）请填写0-${MAX_RATE_PERCENT}之间的数字（%），最多四位小数`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { principal: Number(amount), months: Number(months), annualRate: Number(rate) / 100 },
  };
}

/** Fields from a shared link (?amount=&months=&rate=) when all three are present; else undefined. */
export function fieldsFromQuery(search: string): CalcFields | undefined {
  const query = new URLSearchParams(search);
  const amount = query.get("amount");
  const months = query.get("months");
  const rate = query.get("rate");
  if (amount === null || months === null || rate === null) return undefined;
  return { amount: amount.slice(0, 20), months: months.slice(0, 10), rate: rate.slice(0, 10) };
}

export type RepaymentMethod = "installment" | "principal";

export const METHOD_LABELS: Readonly<Record<RepaymentMethod, string>> = {
  installment: "等额本息",
  principal: "等额本金",
};

/** Rows shown before the visitor asks for the full schedule: a cheap phone paints 12, not 360. */
export const FOLDED_ROWS = 12;

export interface CalcView {
  method: RepaymentMethod;
  /** The texts of the result's slots, by the slot's name (`data-out` in the page). */
  texts: Readonly<Record<string, string>>;
  /** The chosen method's schedule: 期数, 月供, 本金, 利息, 剩余本金 per month. */
  rows: string[][];
}

const yuan = (fen: number) => `${formatFen(fen)} 元`;

/** The view of `input` with `method` chosen; undefined when the figures do not make a loan. */
export function calcView(input: LoanInput, method: RepaymentMethod): CalcView | undefined {
  const installment = equalInstallment(input);
  const principal = equalPrincipal(input);
  if (!installment || !principal) return undefined;
  const chosen = method === "installment" ? installment : principal;
  // The rate as shown next to 年化利率（单利）: "6%" → "6.00%", "4.875" → "4.875%".
  const percent = Number((input.annualRate * 100).toPrecision(12));
  const rate = (String(percent).split(".")[1]?.length ?? 0) >= 2 ? String(percent) : percent.toFixed(2);
  return {
    method,
    texts: {
      echo:
        `贷款金额 ${yuan(yuanToFen(input.principal))} · ${input.months} 个月 · ` + `年化利率（单利）${rate}%`,
      monthly: yuan(installment.monthlyFen),
      first: yuan(principal.firstMonthFen),
      decrement: yuan(principal.decrementFen),
      interest: yuan(chosen.totalInterestFen),
      total: yuan(chosen.totalPaymentFen),
      installmentFirst: formatFen(installment.monthlyFen),
      principalFirst: formatFen(principal.firstMonthFen),
      installmentInterest: formatFen(installment.totalInterestFen),
      principalInterest: formatFen(principal.totalInterestFen),
      installmentTotal: formatFen(installment.totalPaymentFen),
      principalTotal: formatFen(principal.totalPaymentFen),
      caption: `${METHOD_LABELS[method]}还款计划（单位：元）`,
    },
    rows: chosen.schedule.map((row) => [
      String(row.month),
      ...[row.paymentFen, row.principalFen, row.interestFen, row.remainingFen].map((fen) => formatFen(fen)),
    ]),
  };
}

/** The label of the schedule's fold button, or undefined when the schedule needs none. */
export function foldLabel(rows: number, folded: boolean): string | undefined {
  if (rows <= FOLDED_ROWS) return undefined;
  return folded ? `展开全部 ${rows} 期` : `收起，只看前 ${FOLDED_ROWS} 期`;
}
