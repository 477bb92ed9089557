/**
 * 流程表 (GET /preview/table/<bundle>?q=52): a bundle's flow table (src/preview/flow-table.ts)
 * in plain words, filtered by part of a channel number.
 */
import { BUNDLES, getBundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { flowTableFor } from "../flow-table.ts";
import { layout } from "./layout.ts";
import { formText, pageName, siteLabel, trackersText } from "./plain-words.ts";
import { stackTable, type Cell } from "./table.ts";

/** The table page of `bundleId` (undefined for an unknown bundle). */
export function renderTablePage(bundleId: string, filter: string | null): string | undefined {
  if (!BUNDLES.some((b) => b.id === bundleId)) return undefined;
  const bundle = getBundle(bundleId);
  const q = (filter ?? "").replace(/\D/g, "").slice(0, 10);
  const table = flowTableFor(bundle);
  const rows: Cell[][] = table.rows
    .filter((row) => row.channel.includes(q))
    .map((row) => [
      row.channel.replace(/^channel_/, ""),
      formText(row.flow.input_form),
      pageName(bundle, row.success),
      pageName(bundle, row.failure),
      row.cities.length
        ? row.cities
            .map(
              (c) =>
                `${c.cities.join("、")}：成功→${pageName(bundle, c.success)}，失败→${pageName(bundle, c.failure)}`,
            )
            .join("；")
        : "无",
      `${row.brand}；${row.icp}`,
      trackersText(row.channel),
    ]);
  const options = BUNDLES.map(
    (b) => `<option value="${e(b.id)}"${b.id === bundleId ? " selected" : ""}>${e(siteLabel(b))}</option>`,
  ).join("");
  const hosts = bundle.isDefault ? "其他域名" : bundle.hostnames.join("、");
  return layout(
    `流程表 ${bundleId}`,
    "tables",
    `<section class="intro"><h1>流程表：${e(siteLabel(bundle))}</h1>
<p>${e(hosts)}。每个渠道的表单、成功和失败去向、城市规则、品牌和广告追踪（已登录且城市匹配时城市规则生效）。</p></section>
<form method="get" action="/preview/table/${e(bundleId)}" class="card ask" aria-label="筛选流程表">
<div class="fields main"><label>渠道号包含<input name="q" value="${e(q)}" inputmode="numeric" placeholder="例如 52" autocomplete="off"></label>
<label>换个站点<select name="to" data-go-table>${options}</select></label></div>
<div class="actions"><button type="submit">筛选</button></div></form>
<section class="card" aria-label="流程表"><p class="hint">${rows.length} 个渠道</p>
${stackTable(`流程表 ${bundleId}`, ["渠道", "表单", "成功后去", "失败后去", "城市规则", "品牌；备案号", "广告追踪"], rows)}
</section>`,
  );
}
