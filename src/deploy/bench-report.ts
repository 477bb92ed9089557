/**
 * docs/perf.md as `npm run bench` writes it: where and under what load the figures were taken,
 * the targets, one table per throttling method with a verdict per page, and the time to act of
 * each main action.
 */
import {
  actTarget,
  actWithinTarget,
  judge,
  median,
  TARGETS,
  THROTTLING_METHODS,
  type ActMeasurement,
  type Measurement,
  type ThrottlingMethod,
  type Visitor,
} from "./bench-pages.ts";

/** The circumstances of a bench run, printed above the tables. */
export interface BenchSetting {
  date: string;
  machine: string;
  lighthouse: string;
  chromium: string;
  /** Runs per page with each method (the median of them is reported). */
  runs: Readonly<Record<ThrottlingMethod, number>>;
  /** Loads per action at most (fewer when the first ones decide the median's verdict). */
  actRuns: number;
  /** One-minute load average when the bench started (before its build) and when it ended. */
  loadBefore: number;
  loadAfter: number;
}

const ms = (value: number) => `${Math.round(value)}`;

function table(rows: readonly Measurement[]): string[] {
  return [
    `| bundle | page | LCP ms | floor LCP ms | LCP / floor | TBT ms | floor TBT ms | score | verdict |`,
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map((row) => {
      const verdict = judge(row).join("; ") || "meets targets";
      return `| ${row.bundle} | ${row.path} | ${ms(row.lcp)} | ${ms(row.floorLcp)} | ${(row.lcp / row.floorLcp).toFixed(2)} | ${ms(row.tbt)} | ${ms(row.floorTbt)} | ${row.score.toFixed(2)} | ${verdict} |`;
    }),
  ];
}

/** An action's verdict in words. */
export function actVerdict(act: ActMeasurement): string {
  const over = median(act.times) - actTarget(act);
  const failed = act.times.filter((time) => time === Infinity).length;
  const verdict = actWithinTarget(act)
    ? "within target"
    : over < Infinity
      ? `${Math.round(over)} ms over`
      : "does not act";
  if (!failed) return verdict;
  return `${verdict}; ${failed} load(s) did not act: ${act.error?.replaceAll("|", "/") ?? ""}`;
}

const VISITORS: Readonly<Record<Visitor, string>> = {
  new: "reads 1 s, fills in, taps",
  returning: "number remembered, taps at first paint",
  "logged-in": "logged in; reads 1 s, fills in, taps",
  carrier: "carrier knows the number; reads 1 s, taps",
};

function actTable(acts: readonly ActMeasurement[]): string[] {
  return [
    "| bundle | page | action | visitor | target ms | median ms | per run ms | runs | verdict |",
    "|---|---|---|---|---:|---:|---:|---:|---|",
    ...acts.map((act) => {
      const times = act.times.filter(Number.isFinite).map(Math.round);
      const span = times.length > 0 ? `${Math.min(...times)}–${Math.max(...times)}` : "";
      return `| ${act.bundle} | ${act.path} | ${act.name} | ${VISITORS[act.visitor ?? "new"]} | ${actTarget(act)} | ${times.length > 0 ? ms(median(act.times)) : "none"} | ${span} | ${act.times.length} | ${actVerdict(act)} |`;
    }),
  ];
}

const METHOD_TITLES = {
  simulate: "Simulated throttling (Lighthouse's default, as PageSpeed Insights measures)",
  devtools: "Applied throttling (`throttlingMethod: devtools`)",
} as const;

/** The Markdown of docs/perf.md. */
export function perfReport(
  setting: BenchSetting,
  rows: readonly Measurement[],
  acts: readonly ActMeasurement[] = [],
): string {
  const pages = new Set(rows.map((row) => `${row.bundle}${row.path}`));
  const failing = new Set(
    rows.filter((row) => judge(row).length > 0).map((row) => `${row.bundle}${row.path}`),
  );
  const lines = [
    "# Performance figures",
    "",
    `Measured ${setting.date} by \`npm run bench\` on ${setting.machine}; Lighthouse ${setting.lighthouse}, mobile form factor, ${setting.chromium}; median of ${setting.runs.simulate} run(s) per page with simulated and ${setting.runs.devtools} with applied throttling; in each run the page and its floor (the same HTML with every script removed) measured one after the other.`,
    "",
    `Load: one-minute load average ${setting.loadBefore.toFixed(1)} when the bench started and ${setting.loadAfter.toFixed(1)} when it ended; other work on the machine stretches the throttled main thread, TBT in particular.`,
    "",
    `Targets (issue 21): LCP at most ${TARGETS.lcpOverFloor.simulate * 100} % over the floor with simulated throttling and ${TARGETS.lcpOverFloor.devtools * 100} % with applied throttling, TBT at most ${TARGETS.tbtMs} ms, performance score at least ${TARGETS.score}.`,
    "",
    `**${pages.size - failing.size} of ${pages.size} pages meet every target with the methods they are measured with; ${acts.filter(actWithinTarget).length} of ${acts.length} actions act within target.**`,
  ];
  for (const method of THROTTLING_METHODS) {
    const measured = rows.filter((row) => row.method === method);
    if (measured.length > 0) lines.push("", `## ${METHOD_TITLES[method]}`, "", ...table(measured));
  }
  if (acts.length > 0)
    lines.push(
      "",
      "## Time to act",
      "",
      `From the tap to the request it causes leaving the browser (获取验证码: /v1/user/sendLoginSms; a link: the new page's request) or its result changing on the screen, with Lighthouse's applied slow 4G and 4× slower CPU set through the DevTools protocol; each load a new visitor in a new browser context; median of up to ${setting.actRuns} loads, fewer when more than half of them already fall on one side of the target. Targets (issue 39): a returning visitor's login within 150 ms, every other action within 100 ms.`,
      "",
      ...actTable(acts),
    );
  return `${lines.join("\n")}\n`;
}
