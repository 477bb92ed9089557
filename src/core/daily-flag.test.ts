import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { flagKey, isFlagActive, makeFlag, nextLocalMidnight, parseFlag } from "./daily-flag.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("daily flags (spec 4: 'set once per day; ... not reported again until local midnight')", () => {
  test("key is user_id concatenated with _channel", () => {
    expect(flagKey("42", "channel_5818")).toBe("42channel_5818");
  });
  test.each([
    ["Asia/Shanghai", "2024-03-10T15:30:00+08:00", "2024-03-11T00:00:00+08:00"],
    ["Asia/Shanghai", "2024-03-10T00:00:00+08:00", "2024-03-11T00:00:00+08:00"],
    ["Asia/Shanghai", "2024-12-31T23:59:59+08:00", "2025-01-01T00:00:00+08:00"],
    ["America/New_York", "2024-03-10T01:30:00-05:00", "2024-03-11T00:00:00-04:00"],
    ["America/New_York", "2024-11-03T12:00:00-05:00", "2024-11-04T00:00:00-05:00"],
    ["UTC", "2024-02-28T23:00:00Z", "2024-02-29T00:00:00Z"],
  ])("in %s, %s expires at %s", (tz, at, midnight) => {
    process.env.TZ = tz;
    expect(nextLocalMidnight(Date.parse(at))).toBe(Date.parse(midnight));
    const flag = makeFlag("form", "1", Date.parse(at));
    expect(flag).toEqual({ name: "form", value: "1", start: Date.parse(at), expiry: Date.parse(midnight) });
    expect(isFlagActive(flag, Date.parse(at))).toBe(true);
    expect(isFlagActive(flag, Date.parse(midnight) - 1)).toBe(true);
    expect(isFlagActive(flag, Date.parse(midnight))).toBe(false);
  });
  test("a start in the future does not hold", () => {
    const flag = makeFlag("form", "1", 2_000);
    expect(isFlagActive(flag, 1_000)).toBe(false);
  });
  test.each([
    undefined,
    null,
    "not json",
    "42",
    JSON.stringify({ name: "x", expiry: "1" }),
    { name: 1, expiry: 1, start: 0 },
    { name: "x", expiry: Infinity, start: 0 },
  ])("malformed %j is inactive", (raw) => {
    expect(isFlagActive(raw, 0)).toBe(false);
  });
  test("reads a JSON string and stringifies a non-string value", () => {
    expect(parseFlag(JSON.stringify({ name: "f", value: 1, expiry: 10, start: 0 }))).toEqual({
      name: "f",
      value: "1",
      expiry: 10,
      start: 0,
    });
    expect(parseFlag({ name: "f", expiry: 10, start: 0 })?.value).toBe("");
  });
  test("property: the expiry is after now and at most ~25 h later, at a local 00:00", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom("UTC", "Asia/Shanghai", "America/New_York"),
        (now, tz) => {
          process.env.TZ = tz;
          const expiry = nextLocalMidnight(now);
          expect(expiry).toBeGreaterThan(now);
          expect(expiry - now).toBeLessThanOrEqual(25 * 3_600_000);
          const d = new Date(expiry);
          expect([d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
