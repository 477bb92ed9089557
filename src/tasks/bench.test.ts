import { describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { tokenPagesOf } from "../config/token-pages.ts";
import {
  actDecided,
  actRow,
  perfReport,
  benchPlan,
  methodsOf,
  floorHtml,
  lcpRow,
  pageDecided,
  PHONE_TEXT,
  type Action,
  type ActMeasurement,
  type BenchSetting,
  type Measurement,
} from "./bench-plan.ts";

interface Figures extends Partial<Measurement["runs"][number]> {
  method?: Measurement["method"];
  path?: string;
  runs?: number;
}

/** A page measured `runs` times with the same figures each time. */
const measured = ({
  method = "simulate",
  path = "/login",
  runs = 1,
  ...figures
}: Figures = {}): Measurement => {
  const run = { lcp: 1000, floorLcp: 1000, tbt: 0, score: 1, ...figures };
  return { bundle: "default", path, method, runs: Array.from({ length: runs }, () => run) };
};

describe("a page's verdict", () => {
  test.each([
    ["meets every target", {}, []],
    ["simulated: LCP exactly 10 % over the floor still meets it", { lcp: 1100 }, []],
    ["simulated: LCP more than 10 % over the floor", { lcp: 1101 }, [/LCP 1101 > floor 1000 \+ 10 %/]],
    ["applied: LCP exactly 5 % over the floor still meets it", { method: "devtools", lcp: 1050 }, []],
    ["applied: LCP more than 5 % over the floor", { method: "devtools", lcp: 1051 }, [/\+ 5 %/]],
    ["TBT over 50 ms", { tbt: 51 }, [/TBT 51 ms/]],
    ["score under 0.99", { score: 0.98 }, [/score 0.98/]],
  ] as const)("%s", (_name, change, expected) => {
    const verdict = /\| ([^|]*) \|$/.exec(lcpRow(measured(change)))?.[1];
    const problems = verdict === "meets targets" ? [] : (verdict?.split("; ") ?? []);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });
});

test("the floor keeps the markup and drops every script", () => {
  const html = `<head><script type="module" src="/a.js"></script><script>x()</script></head><body><h1>借钱</h1><script type="application/json">{}</script></body>`;
  expect(floorHtml(html)).toBe("<head></head><body><h1>借钱</h1></body>");
});

test("a page's figures are the medians of its runs, whatever the order", () => {
  const runs = [900, 700, 800].map((lcp, i) => ({
    lcp,
    floorLcp: 790 - i * 10,
    tbt: [30, 10, 20][i] ?? 0,
    score: 1,
  }));
  expect(lcpRow({ bundle: "default", path: "/login", method: "simulate", runs })).toBe(
    "| simulated | default | /login | 800 | 780 | 1.03 | 20 | 1.00 | 3 | meets targets |",
  );
});

describe("a page's runs: the planned ones, three when they miss a target", () => {
  test.each([
    ["no run yet", measured({ runs: 0 }), 1, false],
    ["one run meeting the targets", measured(), 1, true],
    ["one of three planned runs", measured(), 3, false],
    ["one run missing a target: retaken", measured({ tbt: 300 }), 1, false],
    ["three runs missing a target: the median decides", measured({ tbt: 300, runs: 3 }), 1, true],
  ] as const)("%s", (_name, row, planned, decided) => {
    expect(pageDecided(row, planned)).toBe(decided);
  });
});

test("entry pages: one per landing design, every design of the bundles, the first bundle's page first", () => {
  const { pages } = benchPlan([
    {
      id: "a",
      entries: [
        { path: "/login", design: "classic" },
        { path: "/v1/login", design: "classic" },
      ],
    },
    {
      id: "b",
      entries: [{ path: "/v2/login", design: "video" }],
      tokens: [{ token: "q7", design: "amount" }],
    },
  ]);
  expect(pages.slice(0, 3)).toEqual([
    { bundle: "a", path: "/login" },
    { bundle: "b", path: "/v2/login" },
    { bundle: "b", path: "/q7.html" },
  ]);
  // Then the funnel pages, which are no entry pages.
  expect(pages.slice(3).some((page) => page.bundle === "a" || page.bundle === "b")).toBe(false);
});

test("the bench covers every landing design of the project and the main funnel pages, each once", () => {
  const { pages } = benchPlan(BUNDLES);
  const designOf = new Map<string, string>(
    BUNDLES.flatMap((bundle) => [
      ...bundle.entries.map((entry) => [`${bundle.id}${entry.path}`, entry.design] as const),
      ...tokenPagesOf(bundle).map((page) => [`${bundle.id}/${page.token}.html`, page.design] as const),
    ]),
  );
  const chosen = pages.flatMap((page) => designOf.get(`${page.bundle}${page.path}`) ?? []);
  expect(chosen.toSorted()).toEqual([...new Set(designOf.values())].toSorted());
  const keys = pages.map((page) => `${page.bundle}${page.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const path of [
    "/form-package-simple",
    "/download-page",
    "/loan-calculator",
    "/car-valuation",
    "/carloan",
  ]) {
    expect(pages.some((page) => page.path === path)).toBe(true);
  }
});

const act = ({
  times = [80, 95, 60],
  ...change
}: Omit<Partial<ActMeasurement>, "times"> & {
  times?: readonly number[];
}): ActMeasurement => ({
  bundle: "default",
  path: "/login",
  steps: [],
  tap: ["button", "获取验证码"],
  until: { request: "/sendLoginSms" },
  times: [...times],
  ...change,
});

describe("an action's loads stop once the median's verdict is known", () => {
  // Median of 5 against a 100 ms target: three loads on one side decide it.
  test.each([
    ["no load yet", [], false],
    ["two loads over", [250, 300], false],
    ["three loads over: the median of 5 is over whatever follows", [250, 300, 400], true],
    ["three loads under", [60, 70, 90], true],
    ["a load exactly at the target counts as within it", [100, 100, 100], true],
    ["two over, one under: not yet", [250, 60, 300], false],
    ["two over, two under: not yet", [250, 60, 300, 70], false],
    ["five loads: always decided", [250, 60, 300, 70, 80], true],
  ] as const)("%s", (_name, times, decided) => {
    expect(actDecided(act({ times }), 5)).toBe(decided);
  });

  test("with 3 loads at most, two on one side decide", () => {
    expect(actDecided(act({ times: [250, 300] }), 3)).toBe(true);
    expect(actDecided(act({ times: [250, 60] }), 3)).toBe(false);
  });

  test("targets: a returning visitor's login 150 ms, every other action 100 ms", () => {
    expect(actDecided(act({ times: [120, 140, 150] }), 5)).toBe(true);
    expect(actDecided(act({ visitor: "returning", times: [120, 140, 150] }), 5)).toBe(true);
    expect(actDecided(act({ times: [120, 140, 60, 60] }), 5)).toBe(false);
    expect(actDecided(act({ visitor: "returning", times: [120, 140, 60] }), 5)).toBe(true);
    expect(actDecided(act({ visitor: "returning", times: [160, 170, 60, 60] }), 5)).toBe(false);
  });
});

test("the actions: 获取验证码 by both visitors on every entry page, 登录 on the first, then forms and tools", () => {
  const { actions } = benchPlan([
    { id: "a", entries: [{ path: "/login", design: "classic" }] },
    { id: "b", entries: [{ path: "/v2/login", design: "video" }] },
  ]);
  const nameOf = (action: Action) => action.name ?? String(action.tap[1]);
  const sendCode = actions.filter((action) => nameOf(action) === "获取验证码" && action.bundle !== "car");
  expect(
    sendCode.map((action) => `${action.bundle}${action.path} ${action.visitor === "returning"}`),
  ).toEqual(["a/login false", "a/login true", "b/v2/login false", "b/v2/login true"]);
  for (const login of sendCode) {
    expect(login.until).toEqual({ request: "/sendLoginSms" });
    // The returning visitor's number is in storage; only the typing visitor types it.
    expect(login.steps.some((step) => "text" in step && step.text === PHONE_TEXT)).toBe(
      login.visitor !== "returning",
    );
  }
  expect(actions.filter((action) => nameOf(action) === "登录").map((action) => action.path)).toEqual([
    "/login",
  ]);
  const names = actions.map((action) => `${action.path} ${nameOf(action)}`);
  for (const name of [
    "/login 本机号码一键登录",
    "/carloan 下一步",
    "/carloan 获取验证码",
    "/carloan 提交申请",
    "/form-package-simple 提交申请",
    "/iosversion/ios-form-package 下一步",
    "/debt-optimization-form 提交咨询",
    "/loan-calculator 计算",
    "/car-valuation 立即估值",
    "/login 《用户服务协议》",
  ])
    expect(names).toContain(name);
  // Only the typing visitor starts after reading; a returning visitor takes only a login.
  expect(
    actions
      .filter((action) => action.visitor === "returning")
      .every((action) => nameOf(action) === "获取验证码"),
  ).toBe(true);
});

test("applied throttling: the chosen pages; simulated: every page", () => {
  expect(methodsOf({ bundle: "default", path: "/login" })).toEqual(["simulate", "devtools"]);
  expect(methodsOf({ bundle: "default", path: "/v2/login" })).toEqual(["simulate"]);
});

// docs/perf.md

const setting: BenchSetting = {
  date: "2026-11-23",
  machine: "2 cores (Test CPU), 24 GB",
  lighthouse: "13.5.0",
  chromium: "Chromium 140",
  runs: { simulate: 1, devtools: 3, act: 5 },
  loadBefore: 2.04,
  loadAfter: 7.5,
  benchmarkIndex: 2716.5,
};

const row = (change: Figures) => measured({ lcp: 800, floorLcp: 790, tbt: 10, ...change });

test("names the machine, the versions, the runs and the load the figures were taken under", () => {
  const report = perfReport(setting, [row({})]);
  expect(report).toContain("Measured 2026-11-23");
  expect(report).toContain("2 cores (Test CPU), 24 GB; Lighthouse 13.5.0");
  expect(report).toContain(
    "Chromium 140; median of 1 run(s) per page with simulated and 3 with applied throttling, 3 for a page whose first runs missed a target;",
  );
  expect(report).toContain("load average 2.0 when the bench started and 7.5 when it ended;");
  expect(report).toContain("Lighthouse's benchmark index 2717 (median of the runs)");
});

test("one row per page and method, simulated first, a verdict per row, and the count of pages meeting every target", () => {
  const report = perfReport(setting, [
    row({}),
    row({ method: "devtools" }),
    row({ path: "/carloan" }),
    row({ path: "/carloan", method: "devtools", lcp: 900, runs: 3 }),
  ]);
  expect(report).toContain(
    "**3 of 4 measurements meet their targets (each page with each throttling method, each action).**",
  );
  const rows = report.split("\n").filter((line) => /^\| (simulated|applied) \|/.test(line));
  expect(rows).toEqual([
    "| simulated | default | /login | 800 | 790 | 1.01 | 10 | 1.00 | 1 | meets targets |",
    "| simulated | default | /carloan | 800 | 790 | 1.01 | 10 | 1.00 | 1 | meets targets |",
    "| applied | default | /login | 800 | 790 | 1.01 | 10 | 1.00 | 1 | meets targets |",
    "| applied | default | /carloan | 900 | 790 | 1.14 | 10 | 1.00 | 3 | LCP 900 > floor 790 + 5 % |",
  ]);
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
  expect(actRow(act(change))).toContain(`| ${verdict} |`);
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
        tap: ["button", "计算"],
        until: { shown: ".calc-result" },
        times: [Infinity, Infinity],
      }),
    ],
  );
  expect(report).toContain("**2 of 4 measurements meet their targets");
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
