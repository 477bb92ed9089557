import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatFen } from "./format.ts";
import { equalInstallment, equalPrincipal, exampleSentence, representativeExample } from "./loan-math.ts";

/** REFERENCE.md "Loan calculator (reference values)", every figure. */
const CASES = [
  {
    principal: 100_000,
    months: 12,
    annualRate: 0.06,
    monthly: "8,606.64",
    interest: "3,279.72",
    first: "8,833.33",
    dec: "41.67",
    epInterest: "3,250.00",
  },
  {
    principal: 1_000_000,
    months: 360,
    annualRate: 0.049,
    monthly: "5,307.27",
    interest: "910,616.19",
    first: "6,861.11",
    dec: "11.34",
    epInterest: "737,041.67",
  },
  {
    principal: 1_000_000,
    months: 360,
    annualRate: 0.059,
    monthly: "5,931.37",
    interest: "1,135,291.42",
    first: "7,694.44",
    dec: "13.66",
    epInterest: "887,458.33",
  },
  {
    principal: 200_000,
    months: 36,
    annualRate: 0.036,
    monthly: "5,869.28",
    interest: "11,293.92",
    first: "6,155.56",
    dec: undefined,
    epInterest: "11,100.00",
  },
];

describe.each(CASES)("$principal · $months m · $annualRate", (c) => {
  const input = { principal: c.principal, months: c.months, annualRate: c.annualRate };
  test("等额本息 monthly and total interest", () => {
    const r = equalInstallment(input)!;
    expect(formatFen(r.monthlyFen)).toBe(c.monthly);
    expect(formatFen(r.totalInterestFen)).toBe(c.interest);
    expect(r.schedule).toHaveLength(c.months);
    expect(r.schedule.at(-1)!.remainingFen).toBe(0);
  });
  test("等额本金 first month, decrement and total interest", () => {
    const r = equalPrincipal(input)!;
    expect(formatFen(r.firstMonthFen)).toBe(c.first);
    if (c.dec !== undefined) expect(formatFen(r.decrementFen)).toBe(c.dec);
    expect(formatFen(r.totalInterestFen)).toBe(c.epInterest);
    expect(r.schedule[0]!.paymentFen).toBe(r.firstMonthFen);
    expect(r.totalPaymentFen).toBe(c.principal * 100 + r.totalInterestFen);
  });
});

describe("edge cases", () => {
  test("'i = 0 gives P/n'", () => {
    expect(equalInstallment({ principal: 1000, months: 3, annualRate: 0 })!.monthlyFen).toBe(33333);
    expect(equalPrincipal({ principal: 1000, months: 3, annualRate: 0 })!.totalInterestFen).toBe(0);
  });
  test.each([
    { principal: 0, months: 12, annualRate: 0.1 },
    { principal: 1000, months: 0, annualRate: 0.1 },
    { principal: 1000, months: 1.5, annualRate: 0.1 },
    { principal: 1000, months: 601, annualRate: 0.1 },
    { principal: 1000, months: 12, annualRate: -0.1 },
    { principal: Number.NaN, months: 12, annualRate: 0.1 },
  ])("invalid input %j gives undefined", (input) => {
    expect(equalInstallment(input)).toBeUndefined();
    expect(equalPrincipal(input)).toBeUndefined();
  });
  test("property: schedules repay the principal to within a fen per month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 360 }),
        fc.integer({ min: 0, max: 240 }),
        (p, n, bp) => {
          const input = { principal: p, months: n, annualRate: bp / 1000 };
          for (const r of [equalInstallment(input)!, equalPrincipal(input)!]) {
            const repaid = r.schedule.reduce((sum, row) => sum + row.principalFen, 0);
            expect(Math.abs(repaid - p * 100)).toBeLessThanOrEqual(n);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("representativeExample", () => {
  test.each([
    // 10,000 · 12 m at the range's top rate; 12 m and 10,000 moved into the product's ranges.
    [
      {
        amount: { min: 1000, max: 200000 },
        annualRatePercent: { min: 7.2, max: 23.9 },
        termMonths: { min: 3, max: 36 },
      },
      10000,
      12,
      23.9,
    ],
    [
      {
        amount: { min: 20000, max: 300000 },
        annualRatePercent: { min: 6.8, max: 15.6 },
        termMonths: { min: 24, max: 36 },
      },
      20000,
      24,
      15.6,
    ],
    [
      {
        amount: { min: 100, max: 5000 },
        annualRatePercent: { min: 6, max: 6 },
        termMonths: { min: 3, max: 6 },
      },
      5000,
      6,
      6,
    ],
  ])("%o → %d yuan, %d months, %d%%", (product, principal, months, ratePercent) => {
    const example = representativeExample(product);
    const result = equalInstallment({ principal, months, annualRate: ratePercent / 100 });
    expect(example).toEqual({
      principal,
      months,
      ratePercent,
      monthlyFen: result?.monthlyFen,
      totalInterestFen: result?.totalInterestFen,
    });
  });

  test("REFERENCE.md's case: 100,000 · 12 m · 6% pays 8,606.64 a month", () => {
    const example = representativeExample({
      amount: { min: 100000, max: 100000 },
      annualRatePercent: { min: 6, max: 6 },
      termMonths: { min: 12, max: 12 },
    });
    expect(example?.monthlyFen).toBe(860664);
    expect(example?.totalInterestFen).toBe(327972);
    expect(example && exampleSentence(example)).toBe(
      "示例：借100,000元分12期，年化利率（单利）6%，等额本息每期还8,606.64元，总利息3,279.72元",
    );
  });

  test("no example for figures that make no loan", () => {
    const bad = {
      amount: { min: 0, max: 0 },
      annualRatePercent: { min: 6, max: 6 },
      termMonths: { min: 12, max: 12 },
    };
    expect(representativeExample(bad)).toBeUndefined();
  });
});
