import { describe, expect, test } from "vitest";
import { floorHtml, judge, type Measurement } from "./bench-pages.ts";

const base: Measurement = { bundle: "default", path: "/login", lcp: 1000, floorLcp: 1000, tbt: 0, score: 1 };

describe("judge", () => {
  test.each([
    ["meets every target", {}, []],
    ["LCP exactly 5 % over the floor still meets it", { lcp: 1050 }, []],
    ["LCP more than 5 % over the floor", { lcp: 1051 }, [/LCP 1051 > floor 1000/]],
    ["TBT over 50 ms", { tbt: 51 }, [/TBT 51 ms/]],
    ["score under 0.98", { score: 0.97 }, [/score 0.97/]],
  ])("%s", (_name, change, expected) => {
    const problems = judge({ ...base, ...change });
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });
});

test("the floor keeps the markup and drops every script", () => {
  const html = `<head><script type="module" src="/a.js"></script><script>x()</script></head><body><h1>借钱</h1><script type="application/json">{}</script></body>`;
  expect(floorHtml(html)).toBe("<head></head><body><h1>借钱</h1></body>");
});
