/** What `npm run bench` measures and how a measurement is judged (issue 10 targets). */

export interface BenchPage {
  bundle: string;
  path: string;
}

export interface Measurement extends BenchPage {
  lcp: number;
  floorLcp: number;
  tbt: number;
  score: number;
}

export const TARGETS = { lcpOverFloor: 0.05, tbtMs: 50, score: 0.98 } as const;

/** Every entry page of the default bundle, one page of each other landing design, the main funnel pages. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { bundle: "default", path: "/login" },
  { bundle: "default", path: "/v2/login" },
  { bundle: "default", path: "/v3/login" },
  { bundle: "default", path: "/v4/login" },
  { bundle: "default", path: "/m/kssczh/tengxun/shanxin/index.html" },
  { bundle: "ks5218", path: "/m/v1-ks5218/index.html" },
  { bundle: "token", path: "/a8k2.html" },
  { bundle: "default", path: "/form-package-simple" },
  { bundle: "default", path: "/download-page" },
  { bundle: "default", path: "/gongzhonghao" },
  { bundle: "default", path: "/loan-calculator" },
  { bundle: "car", path: "/carloan" },
];

/** The floor of a page: its HTML with every script element removed. */
export function floorHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

/** The targets a measurement misses, in words (empty when it meets them all). */
export function judge(row: Measurement): string[] {
  const problems: string[] = [];
  if (row.lcp > row.floorLcp * (1 + TARGETS.lcpOverFloor))
    problems.push(`LCP ${Math.round(row.lcp)} > floor ${Math.round(row.floorLcp)} + 5 %`);
  if (row.tbt > TARGETS.tbtMs) problems.push(`TBT ${Math.round(row.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (row.score < TARGETS.score) problems.push(`score ${row.score.toFixed(2)} < ${TARGETS.score}`);
  return problems;
}
