import { describe, expect, test } from "vitest";
import { evaluateValuation, type ValuationAnswers } from "./evaluate.ts";

const asOf = { year: 2025, month: 1 };
const valid: ValuationAnswers = {
  brandId: "volkswagen",
  seriesId: "lavida",
  year: "2024",
  month: "1",
  mileage: "1.5",
  city: "上海市",
  condition: "good",
};

test("valid answers give the estimate, the summary and the prefilled /carloan link", () => {
  const submission = evaluateValuation(valid, asOf);
  expect(submission).toEqual({
    ok: true,
    shown: {
      // Same case as the first worked example of estimate.test.ts.
      estimate: expect.objectContaining({ lowYuan: 90_500, highYuan: 106_300, ageMonths: 12 }),
      carName: "大众 朗逸",
      reg: "2024-01",
      mileageWan: 1.5,
      city: "上海市",
      conditionLabel: "良",
      applyHref:
        "/carloan?brand=%E5%A4%A7%E4%BC%97&series=%E6%9C%97%E9%80%B8&reg=2024-01&mileage=1.5&city=%E4%B8%8A%E6%B5%B7%E5%B8%82",
    },
  });
});

describe("unusable answers: one message per field, focus on the first", () => {
  test.each([
    { change: { brandId: "" }, errors: { brand: "请选择品牌" }, first: "brand" },
    { change: { brandId: "no-such-brand" }, errors: { brand: "请选择品牌" }, first: "brand" },
    { change: { seriesId: "" }, errors: { series: "请选择车系" }, first: "series" },
    // A series of another brand (stale after a brand change) is not accepted.
    { change: { seriesId: "corolla" }, errors: { series: "请选择车系" }, first: "series" },
    { change: { year: "" }, errors: { year: "请选择首次上牌年份" }, first: "year" },
    { change: { month: "13" }, errors: { month: "请选择首次上牌月份" }, first: "month" },
    {
      change: { year: "2025", month: "2" },
      errors: { month: "首次上牌时间不能晚于当前月份" },
      first: "month",
    },
    { change: { mileage: "" }, errors: { mileage: "请填写行驶里程" }, first: "mileage" },
    { change: { city: "" }, errors: { city: "请选择所在城市" }, first: "city" },
    {
      change: { brandId: "", mileage: "abc", city: "x" },
      errors: {
        brand: "请选择品牌",
        mileage: "行驶里程请填写0-99.9之间的数字（单位：万公里，最多一位小数）",
        city: "请填写正确的城市名称，如：上海市",
      },
      first: "brand",
    },
  ])("$first: $errors", ({ change, errors, first }) => {
    expect(evaluateValuation({ ...valid, ...change }, asOf)).toEqual({
      ok: false,
      errors,
      firstInvalid: first,
    });
  });
});

test("a condition outside the list still values the car, without a condition label", () => {
  const outcome = evaluateValuation(
    { ...valid, condition: "unknown" as ValuationAnswers["condition"] },
    asOf,
  );
  expect(outcome.ok && outcome.shown.conditionLabel).toBe("");
});

test("a registration older than the model range is reported at the month picker", () => {
  expect(evaluateValuation({ ...valid, year: "2005", month: "1" }, asOf)).toEqual({
    ok: false,
    errors: { month: "仅支持15年内上牌的车辆估值" },
    firstInvalid: "month",
  });
});
