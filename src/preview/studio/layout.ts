/** The studio's page shell: head, top navigation and the main landmark. */
import { escapeHtml as e } from "../../core/html-escape.ts";

/** Pages of the navigation. */
const NAV = [
  { key: "preview", href: "/preview", label: "预览" },
  { key: "tables", href: "/preview/table", label: "流程表" },
  { key: "gallery", href: "/preview/gallery", label: "页面图库" },
] as const;

export type NavKey = (typeof NAV)[number]["key"];

/** A whole studio page around `main`. */
export function layout(title: string, current: NavKey, main: string): string {
  const links = NAV.map(
    (item) =>
      `<a href="${item.href}"${item.key === current ? ' aria-current="page"' : ""}>${e(item.label)}</a>`,
  ).join("");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${e(title)} · 闪信预览工作台</title>
<link rel="stylesheet" href="/preview/assets/studio.css">
</head>
<body>
<header class="top"><a class="brand" href="/preview">闪信预览工作台</a><nav aria-label="工作台">${links}</nav></header>
<main>
${main}
</main>
<footer class="foot">仅在开发模式下提供；正式环境不会打开这些页面。</footer>
</body>
</html>
`;
}
