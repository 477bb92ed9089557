import { describe, expect, test } from "vitest";
import { evaluateValuation, type ValuationAnswers } from "./estimate.ts";

const asOf = { year: 2025, month: 1 };
const valid: ValuationAnswers = {
  brandId: "volkswagen",
  seriesId: "lavida",
  reg: "2024-01",
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
    { change: { reg: "" }, errors: { reg: "请选择首次上牌年份" }, first: "reg" },
    { change: { reg: "2024-13" }, errors: { reg: "请选择首次上牌年份" }, first: "reg" },
    { change: { reg: "2025-02" }, errors: { reg: "首次上牌时间不能晚于当前月份" }, first: "reg" },
    { change: { mileage: "" }, errors: { mileage: "请填写行驶里程" }, first: "mileage" },
    { change: { city: "" }, errors: { city: "请选择所在城市" }, first: "city" },
    {
      change: { brandId: "", mileage: "abc", city: "" },
      errors: {
        brand: "请选择品牌",
        mileage: "行驶里程请填写0-99.9之间的数字（单位：万公里，最多一位小数）",
        city: "请选择所在城市",
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
  expect(evaluateValuation({ ...valid, reg: "2005-01" }, asOf)).toEqual({
    ok: false,
    errors: { reg: "仅支持15年内上牌的车辆估值" },
    firstInvalid: "reg",
  });
});

describe("mileage in 万公里: at most one decimal, 0-99.9", () => {
  const refused = "行驶里程请填写0-99.9之间的数字（单位：万公里，最多一位小数）";
  test.each([
    { text: "3.5", value: 3.5 },
    { text: " 12万公里 ", value: 12 },
    { text: "0", value: 0 },
    { text: "99.9万", value: 99.9 },
    { text: "", message: "请填写行驶里程" },
    { text: "   ", message: "请填写行驶里程" },
    { text: "100", message: refused },
    { text: "3.55", message: refused },
    { text: "-1", message: refused },
    { text: "abc", message: refused },
  ])("$text", ({ text, value, message }) => {
    const submission = evaluateValuation({ ...valid, mileage: text }, asOf);
    if (message)
      expect(submission).toEqual({ ok: false, errors: { mileage: message }, firstInvalid: "mileage" });
    else expect(submission.ok && submission.shown.mileageWan).toBe(value);
  });
});

test("the city is the picked name, trimmed; a blank one is asked for", () => {
  const submission = evaluateValuation({ ...valid, city: " 杭州市 " }, asOf);
  expect(submission.ok && submission.shown.city).toBe("杭州市");
  expect(evaluateValuation({ ...valid, city: "  " }, asOf)).toEqual({
    ok: false,
    errors: { city: "请选择所在城市" },
    firstInvalid: "city",
  });
});

test("the /carloan link encodes every answer as a query parameter", () => {
  const submission = evaluateValuation({ ...valid, reg: "2021-03", mileage: "3.5" }, asOf);
  const href = submission.ok ? submission.shown.applyHref : "";
  expect(href.startsWith("/carloan?")).toBe(true);
  expect(Object.fromEntries(new URLSearchParams(href.slice("/carloan?".length)))).toEqual({
    brand: "大众",
    series: "朗逸",
    reg: "2021-03",
    mileage: "3.5",
    city: "上海市",
  });
});
