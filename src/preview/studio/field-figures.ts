/**
 * The preview page's 真实访问数据 (issue 54, decision 445): how a site's pages do for its real
 * visitors, the 75th percentile of each figure the pages reported (server/field.ts) beside the
 * bench's lab figure of the same page (docs/perf.md), and script-load failures and page errors
 * per release, in words a marketer reads at a glance: each figure with 良好 / 待改进 / 较差.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FieldFigures } from "../../../server/field.ts";
import type { Bundle } from "../../config/bundles.ts";
import { DEV_PATHS } from "../../contract/dev.ts";
import type { FieldMetric } from "../../core/field-payload.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { stackTable, type Cell } from "./stack-table.ts";

/**
 * Each figure shown: its plain name, and the limits of 良好 and 待改进 (Google's Web Vitals
 * thresholds; for the time from tap to request the bench's target, decision 130). Rules in data.
 */
const SHOWN: readonly { metric: FieldMetric; name: string; good: number; poor: number }[] = [
  { metric: "LCP", name: "主要内容出现", good: 2500, poor: 4000 },
  { metric: "INP", name: "点按后画面响应", good: 200, poor: 500 },
  { metric: "CLS", name: "画面跳动", good: 0.1, poor: 0.25 },
  { metric: "TTFB", name: "服务器首字节", good: 800, poor: 1800 },
  { metric: "ACT_CODE", name: "点“获取验证码”到发出", good: 100, poor: 1000 },
  { metric: "ACT_LOGIN", name: "点“立即登录”到发出", good: 150, poor: 1000 },
  { metric: "ACT_FORM", name: "点“提交”到发出", good: 100, poor: 1000 },
  { metric: "ACT_DOWNLOAD", name: "点下载到打开", good: 100, poor: 1000 },
];

const VERDICT = { good: "良好", fair: "待改进", poor: "较差" } as const;

/** A figure in plain units: seconds above one second, milliseconds below, CLS as it is. */
function plain(metric: FieldMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} 秒` : `${Math.round(value)} 毫秒`;
}

/** The lab LCP of each "bundle page" the bench measured (docs/perf.md; applied throttling first). */
function labLcp(perfMarkdown: string): Map<string, number> {
  const lab = new Map<string, number>();
  const rows = perfMarkdown.matchAll(/^\| (simulated|applied) \| ([\w-]+) \| (\/[^ |]*) \| (\d+) \|/gm);
  for (const [, method, bundle, page, lcp] of rows) {
    const key = `${bundle} ${page}`;
    if (method === "applied" || !lab.has(key)) lab.set(key, Number(lcp));
  }
  return lab;
}

const PERF_FILE = join(import.meta.dirname, "../../../docs/perf.md");

/** The bench's report, empty when it has not run. */
const benchReport = () => (existsSync(PERF_FILE) ? readFileSync(PERF_FILE, "utf8") : "");

/** The figures the reference server on `port` keeps; undefined when it cannot say. */
export async function loadFieldFigures(port: number): Promise<FieldFigures | undefined> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${DEV_PATHS.fieldFigures}`, {
      signal: AbortSignal.timeout(2000),
    });
    const body = (await answer.json()) as { data?: FieldFigures };
    return body.data;
  } catch {
    return undefined;
  }
}

/** One figure with its verdict, and the lab's beside LCP. */
function figureCell(shown: (typeof SHOWN)[number], value: number | undefined, lab?: number): Cell {
  if (value === undefined) return "暂无";
  const verdict = value <= shown.good ? "good" : value <= shown.poor ? "fair" : "poor";
  const labText = lab === undefined ? "" : `（实验室 ${plain(shown.metric, lab)}）`;
  return {
    html: `<b class="verdict-${verdict}">${e(plain(shown.metric, value))} ${VERDICT[verdict]}</b>${e(labText)}`,
  };
}

/** The 真实访问数据 section of `bundle`'s preview page; `perfReport` the bench's docs/perf.md. */
export function fieldFiguresSection(
  bundle: Bundle,
  figures: FieldFigures | undefined,
  perfReport: string = benchReport(),
): string {
  const lab = labLcp(perfReport);
  const heading = '<section aria-labelledby="field-heading"><h2 id="field-heading">真实访问数据</h2>';
  if (!figures) return `${heading}<p>暂时读不到真实访问数据，请稍后刷新。</p></section>`;
  const pages = figures.pages
    .filter((series) => series.bundle === bundle.id)
    .sort((a, b) => b.views - a.views);
  const releases = figures.releases.filter((release) => release.views > 0);
  const hint = `<p class="hint">近 ${figures.days} 天真实访客的第 75 百分位：每四次访问里有三次不比它慢。括号里是上线前在模拟的低端手机上测得的数字。</p>`;
  if (pages.length === 0)
    return `${heading}${hint}<p>这个站点还没有收到真实访问数据。页面在访客离开时发送，打开几页再回来看。</p></section>`;
  const shownHere = SHOWN.filter((shown) => pages.some((series) => series.p75[shown.metric] !== undefined));
  const rows = pages.map((series): Cell[] => [
    `${series.page}（${series.host}）`,
    `${series.views} 次`,
    ...shownHere.map((shown) =>
      figureCell(
        shown,
        series.p75[shown.metric],
        shown.metric === "LCP" ? lab.get(`${series.bundle} ${series.page}`) : undefined,
      ),
    ),
  ]);
  const releaseRows = releases.map((release): Cell[] => [
    release.release,
    `${release.views} 次`,
    `${release.scriptFailures} 次`,
    `${release.errors} 次`,
  ]);
  const dropped =
    figures.dropped > 0 ? `<p class="hint">另有 ${figures.dropped} 批数据超出了保存上限，未计入。</p>` : "";
  return `${heading}${hint}
${stackTable("各页面（第 75 百分位）", ["页面", "访问", ...shownHere.map((shown) => shown.name)], rows)}
${stackTable("各版本的脚本加载失败和页面错误", ["版本", "访问", "脚本加载失败", "页面错误"], releaseRows)}
${dropped}</section>`;
}
