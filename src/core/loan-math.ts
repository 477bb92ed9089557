/**
 * Loan calculator (REFERENCE.md "Loan calculator"): 等额本息 (equal instalments) and 等额本金
 * (equal principal). Computed in full precision; only displayed figures are rounded, half-up to
 * the fen, and returned as integer fen.
 */
import { formatFen, formatThousands, yuanToFen } from "./format.ts";

/** Principal in yuan, term in months, annual rate as a fraction (0.049 for 4.9%). */
export interface LoanInput {
  principal: number;
  months: number;
  annualRate: number;
}

/** One month of a schedule, in fen. */
interface ScheduleRow {
  month: number;
  paymentFen: number;
  principalFen: number;
  interestFen: number;
  remainingFen: number;
}

export interface EqualInstallmentResult {
  monthlyFen: number;
  totalInterestFen: number;
  totalPaymentFen: number;
  schedule: ScheduleRow[];
}

export interface EqualPrincipalResult {
  firstMonthFen: number;
  /** Monthly decrease of the payment: P/n·i. */
  decrementFen: number;
  totalInterestFen: number;
  totalPaymentFen: number;
  schedule: ScheduleRow[];
}

/** Longest term accepted: 30 years, the longest loan of REFERENCE.md's figures (a 360-month mortgage). */
export const MAX_MONTHS = 360;

/** True for a positive principal, whole months 1..360 and a rate from 0 to 100%. */
function isValidLoanInput(input: LoanInput): boolean {
  const { principal, months, annualRate } = input;
  return (
    Number.isFinite(principal) &&
    principal > 0 &&
    principal <= 1e10 &&
    Number.isInteger(months) &&
    months >= 1 &&
    months <= MAX_MONTHS &&
    Number.isFinite(annualRate) &&
    annualRate >= 0 &&
    annualRate <= 1
  );
}

function row(
  month: number,
  payment: number,
  principal: number,
  interest: number,
  remaining: number,
): ScheduleRow {
  return {
    month,
    paymentFen: yuanToFen(payment),
    principalFen: yuanToFen(principal),
    interestFen: yuanToFen(interest),
    remainingFen: yuanToFen(Math.max(remaining, 0)),
  };
}

/** 等额本息: M = P·i·(1+i)^n / ((1+i)^n − 1); i = 0 gives P/n. Undefined for invalid input. */
export function equalInstallment(input: LoanInput): EqualInstallmentResult | undefined {
  if (!isValidLoanInput(input)) return undefined;
  const { principal: p, months: n } = input;
  const i = input.annualRate / 12;
  const growth = Math.pow(1 + i, n);
  const monthly = i === 0 ? p / n : (p * i * growth) / (growth - 1);
  const schedule: ScheduleRow[] = [];
  let balance = p;
  for (let k = 1; k <= n; k += 1) {
    const interest = balance * i;
    const principalPart = monthly - interest;
    balance -= principalPart;
    schedule.push(row(k, monthly, principalPart, interest, balance));
  }
  return {
    monthlyFen: yuanToFen(monthly),
    totalInterestFen: yuanToFen(monthly * n - p),
    totalPaymentFen: yuanToFen(monthly * n),
    schedule,
  };
}

/** 等额本金: month k pays P/n + (P − (k−1)·P/n)·i; total interest P·i·(n+1)/2. */
export function equalPrincipal(input: LoanInput): EqualPrincipalResult | undefined {
  if (!isValidLoanInput(input)) return undefined;
  const { principal: p, months: n } = input;
  const i = input.annualRate / 12;
  const part = p / n;
  const schedule: ScheduleRow[] = [];
  for (let k = 1; k <= n; k += 1) {
    const interest = (p - (k - 1) * part) * i;
    schedule.push(row(k, part + interest, part, interest, p - k * part));
  }
  const totalInterest = (p * i * (n + 1)) / 2;
  return {
    firstMonthFen: yuanToFen(part + p * i),
    decrementFen: yuanToFen(part * i),
    totalInterestFen: yuanToFen(totalInterest),
    totalPaymentFen: yuanToFen(p + totalInterest),
    schedule,
  };
}

/** Low and high end of a product's range. */
interface Span {
  min: number;
  max: number;
}

const clamp = (value: number, span: Span) => Math.min(Math.max(value, span.min), span.max);

/**
 * A representative repayment example of a product (Beijing financial advertising guidance,
 * 2024: a rate is shown with what it costs): 10,000 yuan over 12 months where the ranges allow,
 * at the highest annual rate of the range, so the example never looks cheaper than the worst
 * case. Rates in percent per year; undefined when the figures do not make a loan.
 */
export function representativeExample(product: {
  amount: Span;
  annualRatePercent: Span;
  termMonths: Span;
}):
  | { principal: number; months: number; ratePercent: number; monthlyFen: number; totalInterestFen: number }
  | undefined {
  const principal = clamp(10_000, product.amount);
  const months = clamp(12, product.termMonths);
  const ratePercent = Math.max(product.annualRatePercent.min, product.annualRatePercent.max);
  const result = equalInstallment({ principal, months, annualRate: ratePercent / 100 });
  return (
    result && {
      principal,
      months,
      ratePercent,
      monthlyFen: result.monthlyFen,
      totalInterestFen: result.totalInterestFen,
    }
  );
}

/** The example as one sentence: "示例：借10,000元分12期，年化利率（单利）23.9%，等额本息每期还945.11元，…". */
export function exampleSentence(example: NonNullable<ReturnType<typeof representativeExample>>): string {
  const { principal, months, ratePercent, monthlyFen, totalInterestFen } = example;
  return (
    `示例：借${formatThousands(principal)}元分${months}期，年化利率（单利）${Number(ratePercent.toFixed(2))}%，` +
    `等额本息每期还${formatFen(monthlyFen)}元，总利息${formatFen(totalInterestFen)}元`
  );
}
