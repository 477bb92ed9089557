import { describe, expect, test } from "vitest";
import { fieldCollector, tapToAct, type FieldMetric, type FieldTags } from "./field-payload.ts";
import { isSampled } from "./field-sample.ts";
import { SAMPLE_FIELD_TAGS } from "./field-test-kit.ts";

const TAGS: Record<keyof FieldTags, unknown> = SAMPLE_FIELD_TAGS;

/** The batch of a page view that measured `metrics`, tagged with `tags`. */
function batchOf(
  tags: Record<keyof FieldTags, unknown>,
  metrics: readonly (readonly [FieldMetric, number])[] = [["LCP", 1200]],
  failures = 0,
) {
  const collector = fieldCollector();
  for (const [metric, value] of metrics) collector.metric(metric, value);
  return collector.take(tags, failures);
}

describe("nothing personal leaves the page", () => {
  // Each row: a tag, what a page might hand the builder there, what is sent.
  test.each([
    ["host", "13800138000.example.com", ""],
    ["host", "Car.Shanxin.Example", "car.shanxin.example"],
    ["host", "user@car.example", ""],
    ["page", "/login?phone=13800138000", ""],
    ["page", "/login?token=abc", ""],
    ["page", "/form-package#id=110101199003070011", ""],
    ["page", "/110101199003070011.html", ""],
    ["page", "/{token}.html", "/{token}.html"],
    ["page", "/m/kssczh/tengxun/shanxin/index.html", "/m/kssczh/tengxun/shanxin/index.html"],
    ["page", "https://car.example/login?c=1", ""],
    ["channel", "13800138000", ""],
    ["channel", "channel_5818&phone=13800138000", ""],
    ["channel", "channel_5818", "channel_5818"],
    ["release", "eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0", ""],
    ["release", "20261125T221154Z-c74d7ed", "20261125T221154Z-c74d7ed"],
    ["release", "token=abc", ""],
    ["bundle", "Car", ""],
    ["bundle", { toString: (): string => "car" }, ""],
  ] as const)("%s %j is sent as %j", (name, value, sent) => {
    const batch = batchOf({ ...TAGS, [name]: value });
    // An unknown release still says which build it is not: "dev".
    expect(batch?.tags[name]).toBe(sent === "" && name === "release" ? "dev" : sent);
    expect(JSON.stringify(batch)).not.toMatch(/13800138000|110101199003070011|token=|phone=/);
  });

  test("an unknown in-app kind is sent as a plain browser", () => {
    expect(batchOf({ ...TAGS, inApp: "13800138000" })?.tags.inApp).toBe("browser");
  });
});

describe("figures are bounded", () => {
  test.each([
    ["LCP", 1234.6, 1235],
    ["LCP", 9_999_999, 600_000],
    ["LCP", -1, undefined],
    ["LCP", Number.NaN, undefined],
    ["LCP", Number.POSITIVE_INFINITY, undefined],
    ["CLS", 0.12345, 0.123],
    ["CLS", 500, 100],
    ["ACT_CODE", 45.4, 45],
  ] as const)("%s %s is kept as %s", (metric, value, kept) => {
    // Nothing else measured: a figure that is none leaves nothing to send.
    expect(batchOf(TAGS, [[metric, value]])?.metrics[0]?.[1]).toBe(kept);
  });

  test("a batch carries at most 32 figures and bounded counts", () => {
    const many = Array.from({ length: 40 }, () => ["INP", 80] as const);
    const batch = batchOf(TAGS, many, 5000);
    expect(batch?.metrics).toHaveLength(32);
    expect(batch?.scriptFailures).toBe(1000);
    expect(batch?.errors).toBe(0);
  });

  test("nothing to send is no batch", () => {
    expect(batchOf(TAGS, [["LCP", -5]])).toBeUndefined();
    expect(batchOf(TAGS, [], 1)?.scriptFailures).toBe(1);
  });
});

describe("sampling", () => {
  test.each([
    [1, 0.999, true],
    [0, 0, false],
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [0.5, 0.7, false],
  ])("rate %s with random %s reports: %s", (rate, random, sampled) => {
    expect(isSampled(rate, random)).toBe(sampled);
  });

  test("a rate of 0.25 reports about a quarter of page views", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const sampled = Array.from({ length: 10_000 }, () => isSampled(0.25, random())).filter(Boolean).length;
    expect(sampled).toBeGreaterThan(2300);
    expect(sampled).toBeLessThan(2700);
  });
});

describe("batching", () => {
  test("each hiding sends only what came since the last batch", () => {
    const collector = fieldCollector();
    collector.metric("LCP", 1200);
    collector.metric("TTFB", 300);
    collector.metric("INP", undefined);
    collector.error();
    const first = collector.take(TAGS, 2);
    expect(first?.metrics).toEqual([
      ["LCP", 1200],
      ["TTFB", 300],
    ]);
    expect([first?.scriptFailures, first?.errors]).toEqual([2, 1]);
    // Hidden again with nothing new (pagehide right after visibilitychange): nothing is sent.
    expect(collector.take(TAGS, 2)).toBeUndefined();
    collector.metric("CLS", 0.02);
    const second = collector.take(TAGS, 3);
    expect(second?.metrics).toEqual([["CLS", 0.02]]);
    expect([second?.scriptFailures, second?.errors]).toEqual([1, 0]);
  });
});

describe("time from tap to request", () => {
  test.each([
    [[100, 900, 2000], 1045, 145],
    [[100], 100, 0],
    [[5000], 4000, undefined],
    [[], 4000, undefined],
    [[1000], 31_001, undefined],
    [[1000], 31_000, 30_000],
  ])("taps %j, request at %s: %s ms", (taps, at, ms) => {
    expect(tapToAct(taps, at)).toBe(ms);
  });
});
