import { expect, test } from "vitest";
import type { ActMeasurement, Measurement } from "./bench-pages.ts";
import { actVerdict, perfReport, type BenchSetting } from "./bench-report.ts";

const setting: BenchSetting = {
  date: "2026-11-23",
  machine: "2 cores (Test CPU), 24 GB",
  lighthouse: "13.5.0",
  chromium: "Chromium 140",
  runs: { simulate: 1, devtools: 3 },
  actRuns: 5,
  loadBefore: 2.04,
  loadAfter: 7.5,
};

const row = (change: Partial<Measurement>): Measurement => ({
  bundle: "default",
  path: "/login",
  method: "simulate",
  lcp: 800,
  floorLcp: 790,
  tbt: 10,
  floorTbt: 0,
  score: 1,
  ...change,
});

test("names the machine, the versions, the runs and the load the figures were taken under", () => {
  const report = perfReport(setting, [row({})]);
  expect(report).toContain("Measured 2026-11-23");
  expect(report).toContain("2 cores (Test CPU), 24 GB; Lighthouse 13.5.0");
  expect(report).toContain(
    "Chromium 140; median of 1 run(s) per page with simulated and 3 with applied throttling;",
  );
  expect(report).toContain("load average 2.0 when the bench started and 7.5 when it ended;");
});

test("one table per method, a verdict per page, and the count of pages meeting every target", () => {
  const report = perfReport(setting, [
    row({}),
    row({ method: "devtools" }),
    row({ path: "/carloan" }),
    row({ path: "/carloan", method: "devtools", lcp: 900 }),
  ]);
  expect(report).toContain(
    "**1 of 2 pages meet every target with the methods they are measured with; 0 of 0 actions act within target.**",
  );
  expect(report).toMatch(
    /## Simulated throttling[\s\S]*\| default \| \/login \| 800 \| 790 \| 1\.01 \| 10 \| 0 \| 1\.00 \| meets targets \|/,
  );
  expect(report).toMatch(
    /## Applied throttling[\s\S]*\| default \| \/carloan \| 900 \| 790 \| 1\.14 \| 10 \| 0 \| 1\.00 \| LCP 900 > floor 790 \+ 5 % \|/,
  );
});

const act = (change: Partial<ActMeasurement>): ActMeasurement => ({
  bundle: "default",
  path: "/login",
  name: "获取验证码",
  steps: [],
  tap: ["button", "获取验证码"],
  until: { request: "/sendLoginSms" },
  times: [80, 95, 60],
  ...change,
});

test.each([
  ["typing visitor, median 80 ms against 100", {}, "within target"],
  ["typing visitor, median exactly at the target", { times: [100, 120, 90] }, "within target"],
  ["typing visitor, median 254 ms", { times: [254, 300, 220] }, "154 ms over"],
  [
    "returning visitor, median 140 ms against 150",
    { visitor: "returning", times: [140, 2000, 90] },
    "within target",
  ],
  ["returning visitor, median 2,382 ms", { visitor: "returning", times: [2382, 2500, 2100] }, "2232 ms over"],
  [
    "one load did not act: counted over the target",
    { times: [80, Infinity, 90], error: "TimeoutError | 20000ms" },
    "within target; 1 load(s) did not act: TimeoutError / 20000ms",
  ],
  [
    "two loads of three did not act",
    { times: [Infinity, 80, Infinity], error: "no request" },
    "does not act; 2 load(s) did not act: no request",
  ],
] as const)("an action's verdict: %s", (_name, change, verdict) => {
  expect(actVerdict(act(change))).toBe(verdict);
});

test("the time to act: one row per action and visitor, with its target, median, spread and verdict", () => {
  const report = perfReport(
    setting,
    [row({})],
    [
      act({}),
      act({ visitor: "returning", times: [2382, 2500, 2100] }),
      act({
        path: "/loan-calculator",
        name: "计算",
        until: { shown: ".calc-result" },
        times: [Infinity, Infinity],
      }),
    ],
  );
  expect(report).toContain("1 of 3 actions act within target.**");
  expect(report).toMatch(/## Time to act\n\n.*median of up to 5 loads/);
  expect(report).toContain(
    "| default | /login | 获取验证码 | reads 1 s, fills in, taps | 100 | 80 | 60–95 | 3 | within target |",
  );
  expect(report).toContain(
    "| default | /login | 获取验证码 | number remembered, taps at first paint | 150 | 2382 | 2100–2500 | 3 | 2232 ms over |",
  );
  expect(report).toContain(
    "| default | /loan-calculator | 计算 | reads 1 s, fills in, taps | 100 | none |  | 2 | does not act;",
  );
  expect(perfReport(setting, [row({})])).not.toContain("## Time to act");
});
