/**
 * The preview page of one site (GET /preview on the site's host, development only): what a
 * marketer checks before a campaign. Its pages, each with a link that opens it and its
 * screenshots from the page gallery; then what a link does on this site, per channel — the
 * `?c=` value that reaches each state, with the form, where success and failure lead, the city
 * and special rules, the brand and the trackers (the flow-table rows, src/preview/flow-table.ts).
 * The real pages and their guard decide where a visitor goes; this page decides nothing.
 */
import { BUNDLES, entryPathsOf, type Bundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { channelNumber, flowTableFor } from "../flow-table.ts";
import { galleryEntry, galleryPaths, screensShot } from "../gallery.ts";
import { formText, pageName, siteLabel, trackerLines } from "./plain-words.ts";

/** A cell: text (escaped here) or markup built on this page. */
type Cell = string | { html: string };

/**
 * A table that stacks on a phone: each cell carries its column name (data-label), and the
 * stylesheet turns rows into cards below 640 px, so no table scrolls sideways.
 */
function stackTable(caption: string, headers: readonly string[], rows: readonly Cell[][]): string {
  const head = headers.map((header) => `<th scope="col">${e(header)}</th>`).join("");
  const cell = (value: Cell, i: number) =>
    `<td data-label="${e(headers[i] ?? "")}">${typeof value === "string" ? e(value) : value.html}</td>`;
  const body = rows.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("\n");
  return `<table class="stack"><caption>${e(caption)}</caption><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>`;
}

const link = (href: string, text: string) => ({ html: `<a href="${e(href)}">${e(text)}</a>` });

/** The page's screenshots: the 360×640 one as a thumbnail, each screen size as a link. */
function shots(galleryDir: string, bundle: Bundle, path: string): Cell {
  const screens = screensShot(galleryDir, bundle.id, path);
  if (screens.length === 0) return "还没有截图";
  const src = (screen: (typeof screens)[number]) =>
    `/preview/gallery/${galleryEntry(bundle.id, path, screen)}`;
  const [first] = screens;
  const thumb =
    first?.width === 360
      ? `<img src="${e(src(first))}" alt="${e(`${pageName(bundle, path)}的截图`)}" width="90" height="160" loading="lazy">`
      : "";
  const sizes = screens.map((screen) => `<a href="${e(src(screen))}">${screen.width}×${screen.height}</a>`);
  return { html: `${thumb}<span class="sizes">${sizes.join(" ")}</span>` };
}

function pagesSection(bundle: Bundle, galleryDir: string): string {
  const rows = galleryPaths(bundle.id).map((path) => [
    pageName(bundle, path),
    link(path, path),
    shots(galleryDir, bundle, path),
  ]);
  return `<section aria-labelledby="pages-heading"><h2 id="pages-heading">页面</h2>
<p class="hint">打开的是这台电脑上的真实页面；结果页要先登录。截图由开发人员用 <code>npm run gallery</code> 生成（安卓 360×640、iPhone 390×844）。</p>
${stackTable(`页面 ${bundle.id}`, ["页面", "地址", "截图"], rows)}
</section>`;
}

function channelsSection(bundle: Bundle, q: string): string {
  const entry = entryPathsOf(bundle)[0] ?? "/login";
  const rows: Cell[][] = flowTableFor(bundle)
    .filter((row) => row.channel.includes(q))
    .map((row) => [
      link(`${entry}?c=${channelNumber(row.channel)}`, `${entry}?c=${channelNumber(row.channel)}`),
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
  return `<section aria-labelledby="channels-heading"><h2 id="channels-heading">渠道：链接里的 c= 决定的去向</h2>
<p class="hint">已登录访客的去向；城市规则只对已登录且城市匹配的访客生效。链接带 bd_vid（百度）或 callback（快手）时，表单保存成功后服务器上报转化。</p>
<form method="get" action="/preview" aria-label="筛选渠道"><label>渠道号包含<input name="q" value="${e(q)}" inputmode="numeric" placeholder="例如 52" autocomplete="off"></label> <button type="submit">查看</button></form>
<p class="hint">${rows.length} 个渠道</p>
${stackTable(`渠道 ${bundle.id}`, ["链接", "表单（设置来自）", "成功后去", "失败后去", "城市规则", "特别规则", "品牌；公司；备案号", "广告追踪"], rows)}
</section>`;
}

/** The whole preview page of `bundle`; `q` filters channels by part of their number. */
export function previewPage(bundle: Bundle, q: string, galleryDir: string, port: number): string {
  const sites = BUNDLES.map((other) =>
    other.id === bundle.id
      ? `<li aria-current="page">${e(siteLabel(other))}</li>`
      : `<li><a href="${e(`http://${other.id}.localhost:${port}/preview`)}">${e(siteLabel(other))}</a></li>`,
  ).join("");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${e(`预览 ${siteLabel(bundle)}`)}</title>
<link rel="stylesheet" href="/preview/studio.css">
</head>
<body>
<main>
<h1>${e(siteLabel(bundle))}</h1>
<details><summary>其他站点</summary><ul class="sites">${sites}</ul></details>
${pagesSection(bundle, galleryDir)}
${channelsSection(bundle, q)}
</main>
<footer>仅在开发模式下提供；正式环境不会打开这个页面。</footer>
</body>
</html>
`;
}
