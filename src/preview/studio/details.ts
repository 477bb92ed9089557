/**
 * The details view (详细): the technical names a developer or operator checks — rule ids and
 * descriptions, the configuration rows they read, the stored flow values, the destinations of
 * every place, the channel data's source, brand rows and the tracker code.
 */
import { escapeHtml as e } from "../../core/html-escape.ts";
import { flowText, readableHref } from "../explain.ts";
import { applicationText } from "../render-text.ts";
import type { SimulationResult } from "../simulate.ts";
import { code, stackTable, type Cell } from "./table.ts";

function traceRows(result: SimulationResult): Cell[][] {
  return result.steps.map((step) => [
    String(step.index),
    { html: `<code>${e(step.rule.id)}</code> ${e(step.rule.zh)}` },
    step.action.zh,
    step.row ? `${step.row.table.zh} ${step.row.id}：${step.row.text}` : "—",
  ]);
}

function placeRows(result: SimulationResult): Cell[][] {
  return [
    ...result.destinations.successByPlace.map((p) => ["成功", p.label.zh, code(p.to)]),
    ...result.destinations.failureByPlace.map((p) => ["失败", p.label.zh, code(p.to)]),
  ];
}

/** Where the visitor's browser ends: the landing address (query and all) when the guard stays. */
function visitorAddress(result: SimulationResult): string {
  return result.final.to === result.path ? result.landingHref : result.final.to;
}

/** The collapsed details section. */
export function renderDetails(result: SimulationResult): string {
  const error = result.error ? `<p role="alert">守卫出错：${e(result.error)}</p>` : "";
  const trackers = result.trackers.map((event) => [event.tracker, event.zh, code(event.what)]);
  return `<details class="card details">
<summary>详细（规则编号和技术名称）</summary>
<dl class="facts">
<dt>落地地址</dt><dd><code>${e(result.landingHref)}</code></dd>
<dt>最终地址</dt><dd><code>${e(readableHref(visitorAddress(result)))}</code></dd>
<dt>决定规则</dt><dd><code>${e(result.final.rule?.id ?? "—")}</code></dd>
<dt>流程值</dt><dd><code>${e(flowText(result.flow))}</code></dd>
<dt>application</dt><dd>${e(applicationText(result.application))}</dd>
<dt>渠道数据</dt><dd>${e(result.channelInfoSource)}</dd>
<dt>品牌覆盖行</dt><dd>${e(result.brand.rows.join(", ") || "无")}；标题 ${e(result.brand.title)}</dd>
</dl>
${stackTable("守卫决策", ["#", "规则", "动作", "配置行"], traceRows(result))}
${error}
${stackTable("各处去向", ["结果", "位置", "去向"], placeRows(result))}
${trackers.length > 0 ? stackTable("追踪代码", ["追踪", "事件", "代码"], trackers) : ""}
</details>`;
}
