import { expect, test } from "vitest";
import type { ActMeasurement, Measurement } from "./bench-pages.ts";
import { actVerdict, perfReport, type BenchSetting } from "./bench-report.ts";

const setting: BenchSetting = {
  date: "2026-11-23",
  machine: "2 cores (Test CPU), 24 GB",
  lighthouse: "13.5.0",
  chromium: "Chromium 140",
  runs: { simulate: 3, devtools: 5 },
  maxRuns: { simulate: 6, devtools: 12 },
  actRuns: 5,
  loadBefore: 2.04,
  loadAfter: 7.5,
  cores: 2,
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
  runRatios: [1.02, 0.99, 1.01],
  ...change,
});

test("names the machine, the versions, the runs and the load the figures were taken under", () => {
  const report = perfReport(setting, [row({})]);
  expect(report).toContain("Measured 2026-11-23");
  expect(report).toContain("2 cores (Test CPU), 24 GB; Lighthouse 13.5.0");
  expect(report).toContain(
    "Chromium 140; median of 3 run(s) per page with simulated and 5 with applied throttling, and of up to 6 and 12 where the median was still within 2 standard errors of its target;",
  );
  expect(report).toContain(
    "load average 2.0 when the bench started, before anything of its own ran, and 7.5 when it ended (its own Chromium included), on 2 cores;",
  );
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
    /## Simulated throttling[\s\S]*\| default \| \/login \| 800 \| 790 \| 1\.01 \| 0\.99–1\.02 \| 3 \| 10 \| 0 \| 1\.00 \| meets targets \|/,
  );
  expect(report).toMatch(
    /## Applied throttling[\s\S]*\| default \| \/carloan \| 900 \| 790 \| 1\.14 \| 0\.99–1\.02 \| 3 \| 10 \| 0 \| 1\.00 \| LCP 900 > floor 790 \+ 5 % \|/,
  );
});

test("a stopped run says which pages and actions it did not reach", () => {
  const report = perfReport(setting, [row({})], [], ["car/carloan", "default/login 获取验证码"]);
  expect(report).toContain(
    "Not measured (the run was stopped before): car/carloan, default/login 获取验证码.",
  );
  expect(perfReport(setting, [row({})])).not.toContain("Not measured");
});

test("each method's table ends with the mean LCP / floor over all its runs and one run's spread", () => {
  const report = perfReport(setting, [
    row({ runRatios: [0.9, 1.1] }),
    row({ path: "/carloan", runRatios: [1.0, 1.2] }),
  ]);
  expect(report).toContain(
    "Over all 4 runs: LCP / floor 1.050 on average (standard error 0.065); one run varies by 12.9 % (standard deviation)",
  );
  expect(perfReport(setting, [row({ runRatios: [1] })])).not.toContain("Over all");
});

test("the control is reported under its method's table, and neither counted nor pooled", () => {
  const control = (change: Partial<Measurement>) =>
    row({ path: "/car-valuation", control: true, method: "devtools", ...change });
  const report = perfReport(setting, [
    row({ method: "devtools", runRatios: [1.0, 1.02] }),
    control({ lcp: 760, floorLcp: 800, runRatios: [0.9, 1.1, 0.95] }),
    control({ method: "simulate", lcp: 900, floorLcp: 800, runRatios: [1.125] }),
  ]);
  expect(report).toContain("**1 of 1 pages meet every target with the methods they are measured with;");
  expect(report).toContain("Over all 2 runs: LCP / floor 1.010");
  expect(report).toMatch(
    /## Applied throttling[\s\S]*Control: the floor of default\/car-valuation measured against itself the same way, LCP \/ floor 0\.95 \(3 runs, per run 0\.90–1\.10; one run varies by 10\.4 %\); it meets the target\./,
  );
  expect(report).toMatch(
    /## Simulated throttling[^\n]*\n\nControl: .* LCP \/ floor 1\.13 \(1 run, per run 1\.13–1\.13\); it misses the target \(LCP 900 > floor 800 \+ 10 %\) by the machine's spread alone\./,
  );
  expect(report).not.toMatch(/\| default \| \/car-valuation \|/);
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
