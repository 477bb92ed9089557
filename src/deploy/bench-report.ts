/**
 * docs/perf.md as `npm run bench` writes it: where and under what load the figures were taken,
 * the targets, one table per throttling method with a verdict per page and the control's
 * figures, the time to act of each main action, and the count of pages and actions that meet
 * their targets.
 */
import {
  actTarget,
  actWithinTarget,
  DECIDING_ERRORS,
  judge,
  pooledRatio,
  TARGETS,
  THROTTLING_METHODS,
  median,
  type ActMeasurement,
  type Measurement,
  type Visitor,
  type ThrottlingMethod,
} from "./bench-pages.ts";

/** The circumstances of a bench run, printed above the tables. */
export interface BenchSetting {
  date: string;
  machine: string;
  lighthouse: string;
  chromium: string;
  /** Runs per page with each method (the median of them is reported). */
  runs: Readonly<Record<ThrottlingMethod, number>>;
  /** Runs per page at most, for a figure too close to its target to call after `runs`. */
  maxRuns: Readonly<Record<ThrottlingMethod, number>>;
  /** Loads per action at most (fewer when the first ones decide the median's verdict). */
  actRuns: number;
  /**
   * One-minute load average of the machine when the bench started, before its build or any
   * load of its own, and when it ended (its own Chromium and Lighthouse included).
   */
  loadBefore: number;
  loadAfter: number;
  cores: number;
}

const ms = (value: number) => `${Math.round(value)}`;

/** The lowest and highest LCP / floor of the runs. */
function spread(ratios: readonly number[]): string {
  if (ratios.length === 0) return "";
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

/** The mean LCP / floor over every run of a method, the gauge of the verdicts' chance misses. */
function pooled(rows: readonly Measurement[]): string[] {
  const { mean, error, deviation, runs } = pooledRatio(rows);
  if (runs < 2) return [];
  return [
    "",
    `Over all ${runs} runs: LCP / floor ${mean.toFixed(3)} on average (standard error ${error.toFixed(3)}); one run varies by ${(deviation * 100).toFixed(1)} % (standard deviation), so the median of a few runs can miss a target by chance.`,
  ];
}

/** What a page identical to its floor got from the same runs: the resolution of one verdict. */
function controlLine(control: Measurement | undefined): string[] {
  if (!control) return [];
  const problems = judge(control);
  const { deviation, runs } = pooledRatio([control]);
  const varies = runs < 2 ? "" : `; one run varies by ${(deviation * 100).toFixed(1)} %`;
  const verdict =
    problems.length === 0
      ? "it meets the target"
      : `it misses the target (${problems.join("; ")}) by the machine's spread alone`;
  return [
    "",
    `Control: the floor of ${control.bundle}${control.path} measured against itself the same way, LCP / floor ${(control.lcp / control.floorLcp).toFixed(2)} (${runs} run${runs === 1 ? "" : "s"}, per run ${spread(control.runRatios)}${varies}); ${verdict}.`,
  ];
}

function table(rows: readonly Measurement[]): string[] {
  return [
    `| bundle | page | LCP ms | floor LCP ms | LCP / floor | per run | runs | TBT ms | floor TBT ms | score | verdict |`,
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map((row) => {
      const problems = judge(row);
      const verdict = problems.length === 0 ? "meets targets" : problems.join("; ");
      return `| ${row.bundle} | ${row.path} | ${ms(row.lcp)} | ${ms(row.floorLcp)} | ${(row.lcp / row.floorLcp).toFixed(2)} | ${spread(row.runRatios)} | ${row.runRatios.length} | ${ms(row.tbt)} | ${ms(row.floorTbt)} | ${row.score.toFixed(2)} | ${verdict} |`;
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

/**
 * The Markdown of docs/perf.md. `unmeasured`: pages and actions of the list the run did not
 * reach (the bench writes the report after every page, so a stopped run says what it measured).
 */
export function perfReport(
  setting: BenchSetting,
  rows: readonly Measurement[],
  acts: readonly ActMeasurement[] = [],
  unmeasured: readonly string[] = [],
): string {
  const judged = rows.filter((row) => !row.control);
  const pages = new Set(judged.map((row) => `${row.bundle}${row.path}`));
  const failing = new Set(
    judged.filter((row) => judge(row).length > 0).map((row) => `${row.bundle}${row.path}`),
  );
  const lines = [
    "# Performance figures",
    "",
    `Measured ${setting.date} by \`npm run bench\` on ${setting.machine}; Lighthouse ${setting.lighthouse}, mobile form factor, ${setting.chromium}; median of ${setting.runs.simulate} run(s) per page with simulated and ${setting.runs.devtools} with applied throttling, and of up to ${setting.maxRuns.simulate} and ${setting.maxRuns.devtools} where the median was still within ${DECIDING_ERRORS} standard errors of its target; in each run the page and its floor (the same HTML with every script removed) measured one after the other, the floor first in every other run.`,
    "",
    `Load: one-minute load average ${setting.loadBefore.toFixed(1)} when the bench started, before anything of its own ran, and ${setting.loadAfter.toFixed(1)} when it ended (its own Chromium included), on ${setting.cores} cores; other work on the machine stretches the throttled main thread, TBT in particular (simulated TBT scales the observed main-thread tasks).`,
    "",
    `Targets (issue 21): LCP at most ${TARGETS.lcpOverFloor.simulate * 100} % over the floor with simulated throttling and ${TARGETS.lcpOverFloor.devtools * 100} % with applied throttling, TBT at most ${TARGETS.tbtMs} ms, performance score at least ${TARGETS.score}.`,
    "",
    `**${pages.size - failing.size} of ${pages.size} pages meet every target with the methods they are measured with; ${acts.filter(actWithinTarget).length} of ${acts.length} actions act within target.**`,
  ];
  if (unmeasured.length > 0)
    lines.push("", `Not measured (the run was stopped before): ${unmeasured.join(", ")}.`);
  for (const method of THROTTLING_METHODS) {
    const measured = judged.filter((row) => row.method === method);
    const control = rows.find((row) => row.method === method && row.control);
    if (measured.length === 0 && !control) continue;
    lines.push("", `## ${METHOD_TITLES[method]}`);
    if (measured.length > 0) lines.push("", ...table(measured), ...pooled(measured));
    lines.push(...controlLine(control));
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
