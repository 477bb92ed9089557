/** The page at http://localhost:<port>/: every bundle, its hostnames and brand, with a preview link. */
import { BRANDS } from "../../src/config/brands.ts";
import { BUNDLES } from "../../src/config/bundles.ts";
import { escapeHtml } from "../../src/core/html-escape.ts";

/** The preview URL of a bundle on this server. */
export function previewUrl(bundleId: string, port: number): string {
  return `http://${bundleId}.localhost:${port}/`;
}

/** The index page's HTML. */
export function renderIndexPage(port: number, builtIds: ReadonlySet<string>): string {
  const rows = BUNDLES.map((bundle) => {
    const url = previewUrl(bundle.id, port);
    const hosts = bundle.isDefault ? "（未匹配的域名）" : bundle.hostnames.map(escapeHtml).join("<br>");
    const state = builtIds.has(bundle.id) ? "" : "（未构建）";
    return `<tr><td><a href="${escapeHtml(url)}">${escapeHtml(bundle.id)}</a>${state}</td><td>${hosts}</td><td>${escapeHtml(BRANDS[bundle.brand].name)}</td></tr>`;
  }).join("\n");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>闪信 H5 站点预览</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>闪信 H5 站点预览</h1>
<p>每个站点按域名提供。点击链接在 <code>&lt;站点&gt;.localhost</code> 下预览；正式域名指向本服务时也会选中对应站点。</p>
<table>
<thead><tr><th>站点</th><th>域名</th><th>品牌</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
