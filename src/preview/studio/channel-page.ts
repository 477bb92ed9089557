/**
 * 查渠道 (GET /preview/channel?c=5265): for one channel, what every host does with its visitors —
 * where success, failure and a skipped form lead, the brand and ICP number, the city rules and
 * the trackers — read from the same flow tables the build writes (src/preview/flow-table.ts).
 */
import { BUNDLES } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { channelNumber, toStoredChannel } from "../channels.ts";
import { flowTableFor, type FlowTableRow } from "../flow-table.ts";
import { bundleBrandName } from "../render-text.ts";
import { getBundle } from "../../config/bundles.ts";
import { layout } from "./layout.ts";
import { formText, pageName, plainNote, trackersText } from "./plain-words.ts";
import { seedChannel } from "../channels.ts";
import { stackTable, type Cell } from "./table.ts";

function citiesText(bundleId: string, row: FlowTableRow): string {
  const bundle = getBundle(bundleId);
  if (row.cities.length === 0) return "无";
  return row.cities
    .map(
      (city) =>
        `${city.cities.join("、")}（已登录）：${formText(city.values.input_form)}，成功→${pageName(bundle, city.success)}，失败→${pageName(bundle, city.failure)}`,
    )
    .join("；");
}

function hostRow(bundleId: string, row: FlowTableRow, channel: string): Cell[] {
  const bundle = getBundle(bundleId);
  const hosts = bundle.isDefault ? "其他域名" : bundle.hostnames.join("、");
  const skip = row.flow.input_form === 1 ? pageName(bundle, row.failure) : "不跳过（要填表单）";
  const link = `/preview?bundle=${encodeURIComponent(bundleId)}&channel=${encodeURIComponent(channelNumber(channel))}&login=1`;
  return [
    {
      html: `<strong>${e(bundleBrandName(bundle.brand))}</strong> · ${e(hosts)}<br><small>${e(bundleId)}</small>`,
    },
    pageName(bundle, row.success),
    pageName(bundle, row.failure),
    skip,
    `${row.brand}；${row.company}；${row.icp}`,
    citiesText(bundleId, row),
    trackersText(channel),
    { html: `<a class="nowrap" href="${e(link)}">预览</a>` },
  ];
}

/** The page for the `c` parameter (empty: only the search box). */
export function renderChannelPage(raw: string | null): string {
  const typed = (raw ?? "").trim().slice(0, 20);
  const channel = typed ? toStoredChannel(typed) : undefined;
  const form = `<form method="get" action="/preview/channel" class="card ask" role="search" aria-label="查渠道">
<div class="fields main"><label>渠道号<input name="c" value="${e(typed)}" inputmode="numeric" placeholder="例如 5265" autocomplete="off"></label></div>
<div class="actions"><button type="submit">查看</button></div></form>`;
  let body = "";
  if (typed && !channel) body = `<p class="card error" role="alert">渠道号应为数字，例如 5265。</p>`;
  if (channel) {
    const rows = BUNDLES.map((bundle) =>
      hostRow(bundle.id, flowTableFor(bundle, [channel]).rows[0]!, channel),
    );
    const first = flowTableFor(BUNDLES[0]!, [channel]).rows[0]!;
    body = `<section class="card" aria-labelledby="channel-heading">
<h2 id="channel-heading">渠道 ${e(channelNumber(channel))} 在每个站点</h2>
<p class="hint">${seedChannel(channel) ? "渠道设置来自参考服务的渠道数据" : "参考服务没有这个渠道的设置，按默认：要填表单"}。${first.notes.length ? `特别规则：${e(first.notes.map(plainNote).join("；"))}。` : ""}</p>
${stackTable(
  `渠道 ${channelNumber(channel)} 的去向`,
  ["站点", "成功后去", "失败后去", "跳过表单后去", "品牌；公司；备案号", "城市规则", "广告追踪", ""],
  rows,
)}
</section>`;
  }
  return layout(
    "查渠道",
    "channel",
    `<section class="intro"><h1>查渠道</h1>
<p>输入渠道号，查看它在每个站点的去向、品牌和备案号、城市规则和广告追踪。</p></section>
${form}
${body}`,
  );
}
