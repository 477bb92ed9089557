/** The flow table as Markdown (for reviews) and as a standalone HTML page (for the preview page). */
import { escapeHtml } from "../core/html-escape.ts";
import type { FlowTable, FlowTableRow } from "./flow-table.ts";

const HEADERS = [
  "渠道 Channel",
  "品牌 Brand",
  "公司 / ICP",
  "渠道数据 Source",
  "input_form / succ / fail",
  "成功去向 Success",
  "失败去向 Failure",
  "城市覆盖（已登录）City override",
  "说明 Notes",
  "追踪 Trackers",
];

const flow = (values: FlowTableRow["flow"]) =>
  `${values.input_form} / ${values.succ_todo} / ${values.fail_todo}`;

function cells(row: FlowTableRow): string[] {
  const cities = row.cities.map(
    (city) => `${city.cities.join("、")} → ${flow(city.values)}：成功 ${city.success}，失败 ${city.failure}`,
  );
  return [
    row.channel,
    row.brand,
    `${row.company} / ${row.icp}`,
    row.source,
    flow(row.flow),
    row.success,
    row.failure,
    cities.join("；") || "—",
    row.notes.join("；") || "—",
    row.trackers || "—",
  ];
}

function title(table: FlowTable): string {
  const hosts = table.hostnames.length > 0 ? table.hostnames.join(", ") : "未匹配的域名 / unmatched hosts";
  return `${table.bundleId}（${hosts}）`;
}

const LEGEND =
  "去向按结果加载页的变体（docs/decisions/010）；城市覆盖只在已登录且 IP 城市匹配时生效；追踪中带 * 的是示例 ID。";

/** Markdown: one table row per channel; `|` in values is escaped. */
export function renderFlowTableMarkdown(table: FlowTable): string {
  const md = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const lines = [
    `# 渠道流程表 Flow table: ${title(table)}`,
    "",
    LEGEND,
    "",
    `| ${HEADERS.join(" | ")} |`,
    `| ${HEADERS.map(() => "---").join(" | ")} |`,
    ...table.rows.map((row) => `| ${cells(row).map(md).join(" | ")} |`),
  ];
  return `${lines.join("\n")}\n`;
}

/** A standalone HTML page (no scripts), everything escaped. */
export function renderFlowTableHtml(table: FlowTable): string {
  const head = HEADERS.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join("");
  const body = table.rows
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join("")}</tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`渠道流程表 ${table.bundleId}`)}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;font-size:14px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}thead th{position:sticky;top:0;background:#f4f4f4}</style>
</head>
<body>
<h1>${escapeHtml(`渠道流程表 Flow table: ${title(table)}`)}</h1>
<p>${escapeHtml(LEGEND)}</p>
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
