/**
 * The answer to the marketer's question, in plain words: what the chosen channel does on the
 * chosen site — its flow-table row (src/preview/flow-table.ts): the channel settings and where
 * they come from, where success, failure and a skipped form lead (with the pages' pictures),
 * the city rules and special rules, the brand shown and the trackers. Where this visitor lands
 * is shown by the phone frame, which runs the real page and its guard.
 */
import type { Bundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import type { FlowTableRow } from "../flow-table.ts";
import type { Preview } from "../params.ts";
import { formText, pageName, trackerLines } from "./plain-words.ts";
import { destinationCard } from "./thumbnail.ts";

const list = (items: readonly string[], none: string) =>
  items.length > 0
    ? `<ul class="events">${items.map((item) => `<li>${e(item)}</li>`).join("")}</ul>`
    : `<p>${e(none)}</p>`;

/** The answer section for `preview` on `bundle`; `landing` is the address the frame opens. */
export function renderAnswer(
  preview: Preview,
  bundle: Bundle,
  row: FlowTableRow,
  galleryDir: string,
  landing: URL,
): string {
  const who = `${preview.loggedIn ? "已登录" : "未登录"}访客`;
  const channel = row.channel.replace(/^channel_/, "");
  const card = (label: string, path: string) => destinationCard(galleryDir, bundle, label, path);
  const cities = row.cities.map(
    (city) =>
      `${city.cities.join("、")}的已登录访客：${formText(city.flow.input_form)}，成功后去${pageName(bundle, city.success)}，失败后去${pageName(bundle, city.failure)}${preview.loggedIn && city.cities.includes(preview.city) ? "（这次的访客符合）" : ""}`,
  );
  return `<section class="card answer" aria-labelledby="answer-heading">
<h2 id="answer-heading">渠道 ${e(channel)} · ${e(preview.city)} · ${who}</h2>
<p class="rule"><span class="label">表单和去向</span>${e(`${row.source}：${formText(row.flow.input_form)}`)}</p>
<div class="dests">
${card("成功后去", row.success)}
${card("失败后去", row.failure)}
${row.flow.input_form === 1 ? card("跳过表单后去", row.failure) : card("要先填", "/form-package")}
</div>
<h3>城市规则</h3>
${list(cities, "这个渠道没有城市规则。")}
${row.notes.length > 0 ? `<h3>特别规则</h3>${list(row.notes, "")}` : ""}
<h3>品牌</h3>
<dl class="facts">
<dt>名称</dt><dd>${e(row.brand)}</dd>
<dt>公司</dt><dd>${e(row.company)}</dd>
<dt>备案号</dt><dd>${e(row.icp)}</dd>
${row.sourcesFunding ? `<dt>资金方</dt><dd>${e(row.sourcesFunding)}</dd>` : ""}
</dl>
<h3>广告追踪</h3>
${list(trackerLines(row.channel, landing), "这个渠道没有配置广告追踪，不会上报转化。")}
<details class="dev"><summary>给开发人员</summary><p><code>${e(`input_form ${row.flow.input_form}, succ_todo ${row.flow.succ_todo}, fail_todo ${row.flow.fail_todo}`)}</code> · 打开 <code>${e(landing.pathname + landing.search)}</code></p></details>
</section>`;
}
