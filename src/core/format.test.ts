import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatDate, formatFen, formatThousands, roundHalfUp, yuanToFen } from "./format.ts";

describe("thousands (spec 9: 'thousands grouped by three with commas')", () => {
  test.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567.89, "1,234,567.89"],
    [-1234567, "-1,234,567"],
    ["1000000", "1,000,000"],
    [" 12345.678 ", "12,345.678"],
    [1e21, ""],
    [Number.NaN, ""],
    ["12a", ""],
  ])("%j → %j", (value, expected) => expect(formatThousands(value)).toBe(expected));
});

describe("today's date (spec 9: 'today's date as YYYY-MM-DD')", () => {
  test("local date fields", () => expect(formatDate(new Date(2024, 0, 5, 23, 59))).toBe("2024-01-05"));
  test("invalid date", () => expect(formatDate(new Date(Number.NaN))).toBe(""));
});

describe("money half-up to 0.01 from fen", () => {
  test.each([
    [123456789, "1,234,567.89"],
    [5, "0.05"],
    [0.5, "0.01"],
    [0.49, "0.00"],
    [100.5, "1.01"],
    [-100.5, "-1.01"],
    [-0.4, "0.00"],
    [Infinity, "0.00"],
  ])("%d fen → %s", (fen, expected) => expect(formatFen(fen)).toBe(expected));
  test.each([
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [8606.642970708237, 860664],
  ])("yuanToFen(%d) = %d (Math.round(x*100) misrounds ties)", (yuan, fen) =>
    expect(yuanToFen(yuan)).toBe(fen),
  );
  test("roundHalfUp is symmetric", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(roundHalfUp(-x)).toBe(-roundHalfUp(x) || 0);
      }),
    );
  });
});
