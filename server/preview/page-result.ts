/** The preview page's result sections: destinations, guard trace, brand, trackers and phone frames. */
import { escapeHtml } from "../../src/preview/html.ts";
import { flowText, readableHref } from "../../src/preview/explain.ts";
import { applicationText } from "../../src/preview/render-text.ts";
import type { SimulationResult } from "../../src/preview/simulate.ts";
import { MOMENT_LABELS } from "../../src/preview/tracker-events.ts";
import { FRAME_CHOICES, type FrameChoice } from "./page-form.ts";

const e = escapeHtml;

/** Phone sizes of the frames (CSS pixels). */
export const PHONE_FRAMES = [
  { width: 360, height: 640, label: "360×640 安卓小屏 small Android" },
  { width: 390, height: 844, label: "390×844 iPhone" },
] as const;

function destinationTable(result: SimulationResult): string {
  const row = (label: string, to: string) =>
    `<tr><th scope="row">${e(label)}</th><td><code>${e(to)}</code></td></tr>`;
  return `<table><caption>去向 Destinations</caption><tbody>
${row("最终去向 Final destination", readableHref(result.final.to))}
${row("成功去向 Success destination", result.destinations.success)}
${row("失败去向 Failure destination", result.destinations.failure)}
${row("流程设置 Flow settings", `${flowText(result.flow)}; application ${applicationText(result.application)}`)}
</tbody></table>`;
}

function traceTable(result: SimulationResult): string {
  const rows = result.steps
    .map((step) => {
      const row = step.row
        ? `<span class="row-table">${e(`${step.row.table.zh} / ${step.row.table.en}`)}</span> <code>${e(step.row.id)}</code><br>${e(step.row.text)}`
        : "—";
      return `<tr><td>${step.index}</td><td><code>${e(step.rule.id)}</code><br>${e(step.rule.zh)}<br><span class="en">${e(step.rule.en)}</span></td><td>${e(step.action.zh)}<br><span class="en">${e(step.action.en)}</span></td><td>${row}</td></tr>`;
    })
    .join("\n");
  const error = result.error ? `<p role="alert">守卫出错 Guard error: ${e(result.error)}</p>` : "";
  return `<table><caption>守卫决策 Guard trace（${e(result.landingHref)}）</caption>
<thead><tr><th scope="col">#</th><th scope="col">规则 Rule</th><th scope="col">动作 Action</th><th scope="col">表格行 Table row</th></tr></thead>
<tbody>
${rows}
</tbody></table>${error}`;
}

function placesTable(result: SimulationResult): string {
  const rows = [
    ...result.destinations.successByPlace.map((p) => ["成功 success", p] as const),
    ...result.destinations.failureByPlace.map((p) => ["失败 failure", p] as const),
  ]
    .map(
      ([kind, p]) =>
        `<tr><td>${e(kind)}</td><td>${e(`${p.label.zh} / ${p.label.en}`)}</td><td><code>${e(p.to)}</code></td></tr>`,
    )
    .join("\n");
  return `<table><caption>各处去向 Destinations by place</caption>
<thead><tr><th scope="col">结果 Outcome</th><th scope="col">位置 Place</th><th scope="col">去向 Destination</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

function brandSection(result: SimulationResult): string {
  const brand = result.brand.resolved;
  return `<table><caption>品牌 Brand</caption><tbody>
<tr><th scope="row">名称 Name</th><td>${e(brand.name)}（标题 title: ${e(result.brand.title)}）</td></tr>
<tr><th scope="row">公司 Company</th><td>${e(brand.companyName)}</td></tr>
<tr><th scope="row">ICP</th><td>${e(brand.icp)}</td></tr>
<tr><th scope="row">资金方 Funding</th><td>${e(brand.sourcesFunding ?? "—")}</td></tr>
<tr><th scope="row">渠道覆盖行 Channel rows</th><td>${e(result.brand.rows.join(", ") || "无 / none")}</td></tr>
</tbody></table>`;
}

function trackerSection(result: SimulationResult): string {
  if (result.trackers.length === 0 && result.records.length === 0) {
    return `<h2>追踪事件 Tracker events</h2><p>无配置 / none configured（渠道 ${e(result.channel)}）</p>`;
  }
  const rows = result.trackers.map((event) => {
    const moment = MOMENT_LABELS[event.when];
    const sample = event.sample ? "（示例 ID / sample id）" : "";
    return `<tr><td>${e(moment.zh)}<br><span class="en">${e(moment.en)}</span></td><td>${e(event.tracker)}</td><td>${e(event.zh + sample)}<br><span class="en">${e(event.en)}</span></td><td><code>${e(event.what)}</code></td></tr>`;
  });
  for (const record of result.records) {
    rows.push(
      `<tr><td>守卫 guard</td><td>record</td><td>埋点记录 event record</td><td><code>${e(JSON.stringify(record))}</code></td></tr>`,
    );
  }
  return `<h2>追踪事件 Tracker events</h2><table><caption>会触发的事件 Events that would fire</caption>
<thead><tr><th scope="col">时机 When</th><th scope="col">追踪 Tracker</th><th scope="col">事件 Event</th><th scope="col">代码 Code</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody></table>`;
}

/** The address the frames show for the chosen frame page. */
export function framePath(result: SimulationResult, choice: string | undefined): string {
  const c = result.channel.replace(/^channel_/, "");
  const withChannel = (path: string) => `${path}${path.includes("?") ? "&" : "?"}c=${encodeURIComponent(c)}`;
  switch (choice as FrameChoice) {
    case "final":
      return result.final.to.startsWith("/") ? result.final.to : result.landingHref;
    case "success":
      return withChannel(result.destinations.success);
    case "failure":
      return withChannel(result.destinations.failure);
    default:
      return result.landingHref;
  }
}

/**
 * The phone frames (rendered last on the page: framed pages may move focus and scroll). Bundle
 * pages allow framing by the preview only in development mode (frame-ancestors, server/headers.ts);
 * otherwise the section links to the page instead.
 */
export function framesSection(
  result: SimulationResult,
  port: number,
  choice: string | undefined,
  framed: boolean,
): string {
  const url = `http://${result.bundle.id}.localhost:${port}${framePath(result, choice)}`;
  const label =
    FRAME_CHOICES[choice && Object.hasOwn(FRAME_CHOICES, choice) ? (choice as FrameChoice) : "path"];
  const link = `<a href="${e(url)}">${e(url)}</a>`;
  if (!framed) {
    return `<h2>手机预览 Phone frames</h2>
<p>生产模式下站点页面不允许被嵌入（CSP frame-ancestors），请在新窗口打开 ${link}（${e(label)}），并用浏览器的手机模式查看 360×640 和 390×844。
<span class="en">In production mode bundle pages refuse to be framed; open the page in a window with the browser's device mode instead.</span></p>`;
  }
  const frames = PHONE_FRAMES.map(
    (frame) =>
      `<figure class="phone"><iframe src="${e(url)}" width="${frame.width}" height="${frame.height}" title="${e(`${frame.label}：${label}`)}" loading="lazy" referrerpolicy="no-referrer"></iframe><figcaption>${e(frame.label)}</figcaption></figure>`,
  ).join("\n");
  return `<h2>手机预览 Phone frames</h2>
<p>框内是真实页面 ${link}（${e(label)}），使用本浏览器在该站点下自己的登录状态和城市，可能与上面的模拟不同；上面的决策是按所选条件模拟的。
<span class="en">The frames show the real page with this browser's own session on that site, which may differ from the simulated conditions above.</span></p>
<div class="phones">
${frames}
</div>`;
}

/** Every result section. */
export function renderResult(result: SimulationResult): string {
  return `<section aria-labelledby="result-heading">
<h2 id="result-heading">模拟结果 Simulation（${e(result.bundle.id)} · ${e(result.channel)} · ${e(result.city ?? "城市未知 city unknown")} · ${result.loggedIn ? "已登录 logged in" : "未登录 logged out"}）</h2>
<p>渠道信息 Channel info: ${e(result.channelInfoSource)}</p>
${destinationTable(result)}
${traceTable(result)}
${placesTable(result)}
${brandSection(result)}
${trackerSection(result)}
</section>`;
}
