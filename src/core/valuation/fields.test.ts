import { describe, expect, test } from "vitest";
import { carLoanPrefillHref, formatYearMonth, parseCity, parseMileage } from "./fields.ts";

describe("formatYearMonth", () => {
  test("formats with zero padding", () => {
    expect(formatYearMonth({ year: 2021, month: 3 })).toBe("2021-03");
  });
});

describe("parseMileage", () => {
  test.each([
    { text: "3.5", ok: true, value: 3.5 },
    { text: " 12万公里 ", ok: true, value: 12 },
    { text: "0", ok: true, value: 0 },
    { text: "99.9万", ok: true, value: 99.9 },
    { text: "", ok: false, message: "请填写行驶里程" },
    { text: "   ", ok: false, message: "请填写行驶里程" },
    { text: "100", ok: false },
    { text: "3.55", ok: false },
    { text: "-1", ok: false },
    { text: "abc", ok: false },
  ])("$text", ({ text, ok, value, message }) => {
    const parsed = parseMileage(text);
    expect(parsed.ok).toBe(ok);
    if (parsed.ok) expect(parsed.value).toBe(value);
    else
      expect(parsed.message).toBe(message ?? "行驶里程请填写0-99.9之间的数字（单位：万公里，最多一位小数）");
  });
});

describe("parseCity", () => {
  test.each([
    { text: "上海市", parsed: { ok: true, value: "上海市" } },
    { text: " 杭 州 ", parsed: { ok: true, value: "杭州" } },
    { text: "", parsed: { ok: false, message: "请选择所在城市" } },
    { text: "上", parsed: { ok: false, message: "请填写正确的城市名称，如：上海市" } },
    { text: "Shanghai", parsed: { ok: false, message: "请填写正确的城市名称，如：上海市" } },
  ])("$text", ({ text, parsed }) => {
    expect(parseCity(text)).toEqual(parsed);
  });
});

test("carLoanPrefillHref encodes every answer as a query parameter of /carloan", () => {
  const href = carLoanPrefillHref({
    brand: "大众",
    series: "CS75 PLUS",
    reg: "2021-03",
    mileage: 3.5,
    city: "上海市",
  });
  expect(href.startsWith("/carloan?")).toBe(true);
  const query = new URLSearchParams(href.slice("/carloan?".length));
  expect(Object.fromEntries(query)).toEqual({
    brand: "大众",
    series: "CS75 PLUS",
    reg: "2021-03",
    mileage: "3.5",
    city: "上海市",
  });
});
