/**
 * The answer to the marketer's question, in plain words: where the visitor ends up (with the
 * page's picture), why, where success, failure and a skipped form lead, the brand shown and the
 * events that fire. Everything comes from the simulation (src/preview/simulate.ts), which runs
 * the browser's own guard; nothing here decides a destination.
 */
import { CITY_OVERRIDE_ROWS } from "../../config/channels-city.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import type { FlowValues } from "../../core/flow-settings.ts";
import { destinationsFor } from "../destinations.ts";
import type { SimulationResult } from "../simulate.ts";
import { MOMENT_LABELS } from "../tracker-events.ts";
import { PLAIN_RULES, formText, plainTrackerEvent } from "./plain-words.ts";
import { destinationCard, thumbnail } from "./thumbnail.ts";
import { pageName } from "./plain-words.ts";
import { getBundle } from "../../config/bundles.ts";

/** What the answer needs besides the result. */
export interface AnswerContext {
  galleryDir: string;
  /** Where the channel settings came from: the channel's own (server) or set in the form. */
  flowKind: "server" | "web" | "app";
}

function flowSentence(result: SimulationResult, values: FlowValues): string {
  const names = destinationsFor(values, result.channel);
  const bundle = getBundle(result.bundle.id);
  return `${formText(values.input_form)}，成功后去${pageName(bundle, names.success)}，失败后去${pageName(bundle, names.failure)}`;
}

/** Why the flow settings are what they are, in one sentence. */
function flowReason(result: SimulationResult, flowKind: AnswerContext["flowKind"]): string {
  const city = result.steps.find((step) => step.rule.id === "city-apply");
  const row = CITY_OVERRIDE_ROWS.find((r) => r.id === city?.row?.id);
  if (row) {
    return `城市规则：这个渠道在${row.cities.join("、")}的已登录访客${flowSentence(result, row.values)}`;
  }
  if (result.steps.some((step) => step.rule.id === "channel-info-apply")) {
    const source = flowKind === "server" ? "渠道自己的设置" : "你设定的渠道设置";
    return `${source}：${flowSentence(result, result.flow)}`;
  }
  return `没有读到这个渠道的设置，按默认：${flowSentence(result, result.flow)}`;
}

function events(result: SimulationResult): string {
  if (result.trackers.length === 0 && result.records.length === 0) {
    return "<p>这个渠道没有配置广告追踪，不会上报转化。</p>";
  }
  const items = result.trackers.map((event) => {
    const sample = event.sample ? '<span class="tag">样例 ID</span>' : "";
    return `<li><span class="when">${e(MOMENT_LABELS[event.when].zh)}</span>${e(plainTrackerEvent(event))}${sample}</li>`;
  });
  for (const record of result.records)
    items.push(`<li><span class="when">打开时</span>${e(`埋点记录：${record.title}`)}</li>`);
  return `<ul class="events">${items.join("")}</ul>`;
}

/** The answer section. */
export function renderAnswer(result: SimulationResult, ctx: AnswerContext): string {
  const bundle = getBundle(result.bundle.id);
  const closes = result.final.to.startsWith("/") === false;
  const finalName = closes ? "关闭 App 页面" : pageName(bundle, result.final.to);
  const rule = result.final.rule ? PLAIN_RULES[result.final.rule.id] : "没有规则要跳转";
  const skip = result.destinations.failureByPlace.find((p) => p.place === "guardFormSkip")?.to ?? "";
  const brand = result.brand.resolved;
  const who = `${result.loggedIn ? "已登录" : "未登录"}访客`;
  const channel = result.channel.replace(/^channel_/, "");
  return `<section class="card answer" aria-labelledby="answer-heading">
<h2 id="answer-heading">渠道 ${e(channel)} · ${e(result.city ?? "")} · ${who}</h2>
<div class="final">
${closes ? "" : thumbnail(ctx.galleryDir, bundle.id, result.final.to)}
<div>
<p class="label">访客最后到达</p>
<p class="final-name">${e(finalName)}</p>
<p class="rule"><span class="label">决定的规则</span>${e(rule)}</p>
<p class="rule"><span class="label">表单和去向</span>${e(flowReason(result, ctx.flowKind))}</p>
</div>
</div>
<h3>之后去哪</h3>
<div class="dests">
${destinationCard(ctx.galleryDir, bundle.id, "成功后去", result.destinations.success)}
${destinationCard(ctx.galleryDir, bundle.id, "失败后去", result.destinations.failure)}
${result.flow.input_form === 1 ? destinationCard(ctx.galleryDir, bundle.id, "跳过表单后去", skip) : destinationCard(ctx.galleryDir, bundle.id, "要先填", "/form-package")}
</div>
<h3>品牌</h3>
<dl class="facts">
<dt>名称</dt><dd>${e(brand.name)}</dd>
<dt>公司</dt><dd>${e(brand.companyName)}</dd>
<dt>备案号</dt><dd>${e(brand.icp)}</dd>
${brand.sourcesFunding ? `<dt>资金方</dt><dd>${e(brand.sourcesFunding)}</dd>` : ""}
</dl>
<h3>会触发的事件</h3>
${events(result)}
</section>`;
}
