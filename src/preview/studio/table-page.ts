/**
 * 流程表 (GET /preview/table?bundle=<id>&q=52): what a link does on a site, per channel — its
 * flow-table rows (src/preview/flow-table.ts) in plain words, filtered by part of a channel
 * number. Where the settings come from and the special rules say why.
 */
import { BUNDLES, getBundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { flowTableFor } from "../flow-table.ts";
import { layout } from "./layout.ts";
import { formText, pageName, siteLabel, trackerLines } from "./plain-words.ts";
import { stackTable, type Cell } from "./table.ts";

/** The table page of `bundleId` (undefined for an unknown bundle). */
export function renderTablePage(bundleId: string, filter: string | null): string | undefined {
  if (!BUNDLES.some((b) => b.id === bundleId)) return undefined;
  const bundle = getBundle(bundleId);
  const q = (filter ?? "").replace(/\D/g, "").slice(0, 10);
  const rows: Cell[][] = flowTableFor(bundle)
    .filter((row) => row.channel.includes(q))
    .map((row) => [
      row.channel.replace(/^channel_/, ""),
      `${formText(row.flow.input_form)}（${row.source}）`,
      pageName(bundle, row.success),
      pageName(bundle, row.failure),
      row.cities
        .map(
          (c) =>
            `${c.cities.join("、")}：${formText(c.flow.input_form)}，成功→${pageName(bundle, c.success)}，失败→${pageName(bundle, c.failure)}`,
        )
        .join("；") || "无",
      row.notes.join("；") || "无",
      `${row.brand}；${row.company}；${row.icp}`,
      trackerLines(row.channel).join("；") || "无",
    ]);
  const options = BUNDLES.map(
    (b) => `<option value="${e(b.id)}"${b.id === bundleId ? " selected" : ""}>${e(siteLabel(b))}</option>`,
  ).join("");
  const hosts = bundle.isDefault ? "其他域名" : bundle.hostnames.join("、");
  return layout(
    `流程表 ${bundleId}`,
    "tables",
    `<section class="intro"><h1>流程表：${e(siteLabel(bundle))}</h1>
<p>${e(hosts)}。每个渠道的表单、成功和失败去向、城市规则（已登录且城市匹配时生效）、特别规则、品牌和广告追踪。</p></section>
<form method="get" action="/preview/table" class="card ask" aria-label="筛选流程表">
<div class="fields main"><label>站点<select name="bundle">${options}</select></label>
<label>渠道号包含<input name="q" value="${e(q)}" inputmode="numeric" placeholder="例如 52" autocomplete="off"></label></div>
<div class="actions"><button type="submit">查看</button></div></form>
<section class="card" aria-label="流程表"><p class="hint">${rows.length} 个渠道</p>
${stackTable(`流程表 ${bundleId}`, ["渠道", "表单（设置来自）", "成功后去", "失败后去", "城市规则", "特别规则", "品牌；公司；备案号", "广告追踪"], rows)}
</section>`,
  );
}
