/**
 * What the loan calculator shows for a loan: the texts of the result's slots (the chosen
 * method's figures, both methods side by side) and the chosen method's schedule. Pure, so the
 * page's server render (LoanCalculator.astro) and its script (calc-page.ts) show the same.
 * Amounts come in fen from src/core/loan-math.ts.
 */
import { formatRatePercent } from "../../../core/calculator/calc-input.ts";
import { formatFen, yuanToFen } from "../../../core/format.ts";
import { equalInstallment, equalPrincipal, type LoanInput } from "../../../core/loan-math.ts";

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

const yuan = (fen: number) => `${formatFen(fen, true)} 元`;
const grouped = (fen: number) => formatFen(fen, true);

/** The view of `input` with `method` chosen; undefined when the figures do not make a loan. */
export function calcView(input: LoanInput, method: RepaymentMethod): CalcView | undefined {
  const installment = equalInstallment(input);
  const principal = equalPrincipal(input);
  if (!installment || !principal) return undefined;
  const chosen = method === "installment" ? installment : principal;
  return {
    method,
    texts: {
      echo:
        `贷款金额 ${yuan(yuanToFen(input.principal))} · ${input.months} 个月 · ` +
        `年化利率（单利）${formatRatePercent(input.annualRate)}`,
      monthly: yuan(installment.monthlyFen),
      first: yuan(principal.firstMonthFen),
      decrement: yuan(principal.decrementFen),
      interest: yuan(chosen.totalInterestFen),
      total: yuan(chosen.totalPaymentFen),
      installmentFirst: grouped(installment.monthlyFen),
      principalFirst: grouped(principal.firstMonthFen),
      installmentInterest: grouped(installment.totalInterestFen),
      principalInterest: grouped(principal.totalInterestFen),
      installmentTotal: grouped(installment.totalPaymentFen),
      principalTotal: grouped(principal.totalPaymentFen),
      caption: `${METHOD_LABELS[method]}还款计划（单位：元）`,
    },
    rows: chosen.schedule.map((row) => [
      String(row.month),
      ...[row.paymentFen, row.principalFen, row.interestFen, row.remainingFen].map(grouped),
    ]),
  };
}

/** The label of the schedule's fold button, or undefined when the schedule needs none. */
export function foldLabel(rows: number, folded: boolean): string | undefined {
  if (rows <= FOLDED_ROWS) return undefined;
  return folded ? `展开全部 ${rows} 期` : `收起，只看前 ${FOLDED_ROWS} 期`;
}
