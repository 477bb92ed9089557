import { describe, expect, test } from "vitest";
import { equalInstallment, equalPrincipal } from "./loan-math.ts";
import { formatFen } from "./format.ts";
import {
  type CalcFields,
  calcView,
  DEFAULT_FIELDS,
  fieldsFromQuery,
  foldLabel,
  parseCalcFields,
} from "./calculator.ts";

function parsed(fields: CalcFields) {
  const result = parseCalcFields(fields);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.errors)}`);
  return result.input;
}

// REFERENCE.md "Loan calculator (reference values)", typed the way a visitor types them.
describe.each([
  {
    amount: "100,000",
    months: "12",
    rate: "6",
    monthly: "8,606.64",
    interest: "3,279.72",
    first: "8,833.33",
    decrement: "41.67",
    principalInterest: "3,250.00",
  },
  {
    amount: "1000000",
    months: "360",
    rate: "4.9",
    monthly: "5,307.27",
    interest: "910,616.19",
    first: "6,861.11",
    decrement: "11.34",
    principalInterest: "737,041.67",
  },
  {
    amount: "1000000",
    months: "360",
    rate: "5.9",
    monthly: "5,931.37",
    interest: "1,135,291.42",
    first: "7,694.44",
    decrement: "13.66",
    principalInterest: "887,458.33",
  },
  {
    amount: "200000",
    months: "36",
    rate: "3.6",
    monthly: "5,869.28",
    interest: "11,293.92",
    first: "6,155.56",
    decrement: undefined,
    principalInterest: "11,100.00",
  },
])(
  "$amount · $months m · $rate%",
  ({ amount, months, rate, monthly, interest, first, decrement, principalInterest }) => {
    const input = parsed({ amount, months, rate });

    test(`等额本息 ${monthly} a month, ${interest} interest`, () => {
      const result = equalInstallment(input);
      expect(result && formatFen(result.monthlyFen)).toBe(monthly);
      expect(result && formatFen(result.totalInterestFen)).toBe(interest);
      expect(result?.schedule).toHaveLength(Number(months));
    });

    test(`等额本金 first month ${first}, interest ${principalInterest}`, () => {
      const result = equalPrincipal(input);
      expect(result && formatFen(result.firstMonthFen)).toBe(first);
      if (decrement) expect(result && formatFen(result.decrementFen)).toBe(decrement);
      expect(result && formatFen(result.totalInterestFen)).toBe(principalInterest);
    });
  },
);

test("the first-paint default is the 100,000 · 12 m · 6% reference case", () => {
  expect(parsed(DEFAULT_FIELDS)).toEqual({ principal: 100_000, months: 12, annualRate: 0.06 });
});

describe("parseCalcFields accepts", () => {
  test.each([
    {
      fields: { amount: " 5 000.5 ", months: "6", rate: "0" },
      input: { principal: 5000.5, months: 6, annualRate: 0 },
    },
    {
      fields: { amount: "1，000", months: "360", rate: "36%" },
      input: { principal: 1000, months: 360, annualRate: 0.36 },
    },
    {
      fields: { amount: "0.01", months: "1", rate: "4.8755" },
      input: { principal: 0.01, months: 1, annualRate: 0.048755 },
    },
  ])("$fields.amount / $fields.months / $fields.rate", ({ fields, input }) => {
    expect(parsed(fields)).toEqual(input);
  });
});

describe("parseCalcFields rejects with one message per field", () => {
  test("all empty", () => {
    expect(parseCalcFields({ amount: "", months: " ", rate: "" })).toEqual({
      ok: false,
      errors: { amount: "请填写贷款金额", months: "请填写贷款期限", rate: "请填写年化利率（单利）" },
    });
  });

  test.each([
    {
      field: "amount",
      value: "0",
      message: "贷款金额请填写大于0且不超过10,000,000的金额（元），最多两位小数",
    },
    {
      field: "amount",
      value: "-100",
      message: "贷款金额请填写大于0且不超过10,000,000的金额（元），最多两位小数",
    },
    {
      field: "amount",
      value: "10000000.01",
      message: "贷款金额请填写大于0且不超过10,000,000的金额（元），最多两位小数",
    },
    {
      field: "amount",
      value: "1.005",
      message: "贷款金额请填写大于0且不超过10,000,000的金额（元），最多两位小数",
    },
    {
      field: "amount",
      value: "1e5",
      message: "贷款金额请填写大于0且不超过10,000,000的金额（元），最多两位小数",
    },
    { field: "months", value: "0", message: "贷款期限请填写1-360之间的整数（月）" },
    { field: "months", value: "361", message: "贷款期限请填写1-360之间的整数（月）" },
    { field: "months", value: "12.5", message: "贷款期限请填写1-360之间的整数（月）" },
    {
      field: "rate",
      value: "36.01",
      message: "年化利率（单利）请填写0-36之间的数字（%），最多四位小数",
    },
    {
      field: "rate",
      value: "abc",
      message: "年化利率（单利）请填写0-36之间的数字（%），最多四位小数",
    },
  ] as const)("$field = $value", ({ field, value, message }) => {
    const result = parseCalcFields({ ...DEFAULT_FIELDS, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });
});

test.each([
  { rate: 0.06, text: "6.00%" },
  { rate: 0.049, text: "4.90%" },
  { rate: 0.04875, text: "4.875%" },
  { rate: 0, text: "0.00%" },
])("the rate $rate is shown as 年化利率（单利）$text", ({ rate, text }) => {
  const echo = calcView({ principal: 100_000, months: 12, annualRate: rate }, "installment")?.texts.echo;
  expect(echo).toBe(`贷款金额 100,000.00 元 · 12 个月 · 年化利率（单利）${text}`);
});

describe("fieldsFromQuery", () => {
  test("reads a shared link", () => {
    expect(fieldsFromQuery("?amount=200000&months=36&rate=3.6")).toEqual({
      amount: "200000",
      months: "36",
      rate: "3.6",
    });
  });
  test("ignores a link without all three", () => {
    expect(fieldsFromQuery("?amount=200000&months=36")).toBeUndefined();
    expect(fieldsFromQuery("")).toBeUndefined();
  });
  test("keeps overlong values short (they are then rejected by parseCalcFields)", () => {
    const fields = fieldsFromQuery(`?amount=${"9".repeat(500)}&months=1&rate=1`);
    expect(fields?.amount).toHaveLength(20);
    expect(fields && parseCalcFields(fields).ok).toBe(false);
  });
});

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
