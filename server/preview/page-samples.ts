/**
 * What is still a sample (src/config/sample.ts), for the preview studio: a count per bundle in
 * the bundle list and, at GET /preview/samples/<bundle>, the bundle's sample values with the
 * file and field to edit and what to replace each with.
 */
import type { Bundle } from "../../src/config/bundles.ts";
import { projectSamples } from "../../src/deploy/samples-scan.ts";
import { samplesOfBundle } from "../../src/deploy/samples-scope.ts";
import { escapeHtml as e } from "../../src/preview/html.ts";

/** The bundle list's cell: how many sample values the bundle still uses, linking to the list. */
export function sampleCountCell(bundle: Bundle): string {
  const count = samplesOfBundle(projectSamples().entries, bundle).length;
  const link = `/preview/samples/${encodeURIComponent(bundle.id)}`;
  return count === 0 ? "无 none" : `<a href="${e(link)}">${count} 项 values</a>`;
}

/** The page listing one bundle's sample values. */
export function renderSamplesPage(bundle: Bundle): string {
  const entries = samplesOfBundle(projectSamples().entries, bundle);
  const rows = entries
    .map(
      (entry) =>
        `<tr><td><code>${e(entry.file)}:${entry.line}</code></td><td><code>${e(entry.field)}</code></td><td><code>${e(entry.value)}</code></td><td>${e(entry.replaceWith)}</td></tr>`,
    )
    .join("\n");
  const body = entries.length
    ? `<table><caption>${entries.length} 项示例值 sample values</caption>
<thead><tr><th scope="col">文件 File</th><th scope="col">字段 Field</th><th scope="col">示例值 Sample value</th><th scope="col">替换为 Replace with</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : "<p>这个站点已没有示例值。<span>Nothing in this bundle is a sample any more.</span></p>";
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>示例值 Sample values · ${e(bundle.id)}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;line-height:1.5;color:#222}
table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}code{word-break:break-all}</style>
</head>
<body>
<h1>示例值 Sample values: ${e(bundle.id)}</h1>
<p>上线前，把下列值换成真实值（去掉 <code>sample(...)</code>）；<code>npm run build -- --production</code> 在仍有示例值时拒绝构建。
Before going live, replace each value below with the real one, written without <code>sample(...)</code>; a production build refuses to build while any remain.</p>
${body}
<p><a href="/preview">返回预览工作台 Back to the preview studio</a></p>
</body>
</html>
`;
}
