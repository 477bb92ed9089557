/** The preview page (GET /preview): bundle list, form, simulation result and event log. */
import { BUNDLES } from "../../src/config/bundles.ts";
import { escapeHtml } from "../../src/preview/html.ts";
import { bundleBrandName } from "../../src/preview/render-text.ts";
import type { SimulationResult } from "../../src/preview/simulate.ts";
import { EVENT_KIND_NAMES, type LoggedEvent } from "./events.ts";
import { renderForm, type PreviewParams } from "./page-form.ts";
import { sampleCountCell } from "./page-samples.ts";
import { framesSection, renderResult } from "./page-result.ts";

const e = escapeHtml;

/** What the page shows. */
export interface PreviewPageInput {
  params: PreviewParams;
  /** Set when the parameters were valid. */
  result?: SimulationResult;
  errors: string[];
  events: LoggedEvent[];
  /** Start of the event log (ms). */
  since: number;
  port: number;
  /** Bundle pages allow framing by the preview (development mode). */
  framed: boolean;
  /** Query string of this page without `since`, for the refresh and restart links. */
  selfQuery: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:16px;line-height:1.5;color:#222}
table{border-collapse:collapse;margin:8px 0 16px;width:100%}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}code{word-break:break-all}
.card{border:1px solid #ddd;border-radius:8px;padding:12px;margin-bottom:16px}
.grid{display:flex;flex-wrap:wrap;gap:8px 16px;margin:8px 0}.grid label{display:flex;flex-direction:column}
.check{flex-direction:row!important;align-items:center;gap:4px}fieldset{margin:8px 0}
.en{color:#666;font-size:.9em}.row-table{font-weight:600}[role=alert]{color:#b00020}
.phones{display:flex;flex-wrap:wrap;gap:16px;max-width:100%;overflow-x:auto}.phone{margin:0}.phone iframe{border:8px solid #222;border-radius:24px;background:#fff}
button{padding:6px 16px;font-size:1em}.scroll{overflow-x:auto}`;

function bundleList(): string {
  const rows = BUNDLES.map((bundle) => {
    const hosts = bundle.isDefault
      ? "（未匹配的域名 unmatched hosts）"
      : bundle.hostnames.map(e).join("<br>");
    const id = encodeURIComponent(bundle.id);
    return `<tr><td><a href="/preview?bundle=${id}">${e(bundle.id)}</a></td><td>${e(bundleBrandName(bundle.brand))}</td><td>${hosts}</td><td><a href="/preview/table/${id}">流程表 table</a></td><td>${sampleCountCell(bundle)}</td></tr>`;
  }).join("\n");
  return `<details open><summary>全部站点 All bundles（${BUNDLES.length}）</summary>
<div class="scroll"><table><caption>站点 Bundles</caption>
<thead><tr><th scope="col">站点 Bundle</th><th scope="col">品牌 Brand</th><th scope="col">域名 Hosts</th><th scope="col">渠道流程表 Flow table</th><th scope="col">仍是示例值 Still samples</th></tr></thead>
<tbody>
${rows}
</tbody></table></div></details>`;
}

function eventLog(input: PreviewPageInput): string {
  const base = input.selfQuery ? `/preview?${input.selfQuery}` : "/preview";
  const refresh = `${base}${input.selfQuery ? "&" : "?"}since=${input.since}`;
  const rows = input.events
    .map((event) => {
      const time = new Date(event.time).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });
      return `<tr><td>${event.id}</td><td>${e(time)}</td><td>${e(EVENT_KIND_NAMES[event.kind] ?? event.kind)}</td><td>${e(String(event.userId ?? "—"))}</td><td><code>${e(event.payload.slice(0, 600))}</code></td></tr>`;
    })
    .join("\n");
  const table = input.events.length
    ? `<table><caption>本次预览收到的事件 Events received during this preview</caption>
<thead><tr><th scope="col">#</th><th scope="col">时间 Time</th><th scope="col">类型 Kind</th><th scope="col">用户 User</th><th scope="col">内容 Payload</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : '<p>本次预览开始后还没有收到埋点或转化。<span class="en">No tracking records or conversions since this preview started.</span></p>';
  return `<section aria-labelledby="events-heading">
<h2 id="events-heading">事件日志 Event log</h2>
<p>参考服务自 ${e(new Date(input.since).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false }))} 起收到的埋点记录和转化上报（在手机框里操作后刷新本页）。
<a href="${e(refresh)}">刷新事件日志 Refresh</a> · <a href="${e(base)}">重新开始计时 Restart</a></p>
${table}
</section>`;
}

/** The whole page. Every value is escaped; the page has no scripts. */
export function renderPreviewPage(input: PreviewPageInput): string {
  const errors = input.errors.length
    ? `<div role="alert"><p>参数有误 Invalid parameters:</p><ul>${input.errors.map((error) => `<li>${e(error)}</li>`).join("")}</ul></div>`
    : "";
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>预览工作台 Preview studio</title>
<style>${STYLE}</style>
</head>
<body>
<h1>预览工作台 Preview studio</h1>
<p>选择站点、渠道、城市、登录状态和流程设置，查看访客会去哪里、哪条规则起作用、会触发哪些追踪事件。<span class="en">Pick a bundle, channel, city, login state and flow settings to see where a visitor ends up, which rule fired and which events fire.</span></p>
${bundleList()}
${renderForm(input.params, input.since)}
${errors}
${input.result ? renderResult(input.result) : ""}
${eventLog(input)}
${input.result ? `<section aria-label="手机预览 Phone frames">${framesSection(input.result, input.port, input.params.frame, input.framed)}</section>` : ""}
</body>
</html>
`;
}
