import { expect, test } from "vitest";
import { calcView, foldLabel } from "./calc-view.ts";

test.each([
  // REFERENCE.md: 100,000 · 12 months · 6% → 8,606.64 a month.
  [{ principal: 100_000, months: 12, annualRate: 0.06 }, "installment", "monthly", "8,606.64 元"],
  [{ principal: 200_000, months: 36, annualRate: 0.036 }, "installment", "interest", "11,293.92 元"],
  [{ principal: 200_000, months: 36, annualRate: 0.036 }, "principal", "first", "6,155.56 元"],
  [{ principal: 200_000, months: 36, annualRate: 0.036 }, "principal", "interest", "11,100.00 元"],
  [{ principal: 200_000, months: 36, annualRate: 0.036 }, "principal", "installmentFirst", "5,869.28"],
  [
    { principal: 200_000, months: 36, annualRate: 0.036 },
    "principal",
    "caption",
    "等额本金还款计划（单位：元）",
  ],
  [
    { principal: 200_000, months: 36, annualRate: 0.036 },
    "installment",
    "echo",
    "贷款金额 200,000.00 元 · 36 个月 · 年化利率（单利）3.60%",
  ],
] as const)("%o, %s: %s reads %s", (input, method, slot, text) => {
  expect(calcView(input, method)?.texts[slot]).toBe(text);
});

test("the schedule is the chosen method's, a row a month", () => {
  const view = calcView({ principal: 200_000, months: 36, annualRate: 0.036 }, "principal");
  expect(view?.rows).toHaveLength(36);
  expect(view?.rows[0]).toEqual(["1", "6,155.56", "5,555.56", "600.00", "194,444.44"]);
});

test("figures that make no loan have no view", () => {
  expect(calcView({ principal: 0, months: 12, annualRate: 0.06 }, "installment")).toBeUndefined();
});

test.each([
  [12, true, undefined],
  [36, true, "展开全部 36 期"],
  [36, false, "收起，只看前 12 期"],
])("a schedule of %i rows, folded %s: %s", (rows, folded, label) => {
  expect(foldLabel(rows, folded)).toBe(label);
});
