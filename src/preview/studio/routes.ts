/**
 * The preview studio (decisions 050, 180, 300): GET /preview on a site's host shows its pages
 * with their screenshots, then what a link does per channel named in configuration, then its
 * download addresses (decision 416); the gallery's screenshots are served under it. Development
 * routes of the reference server: the tasks that start a development server pass
 * {@link studioRoutes} in; the server never imports this leaf. On the bare local host `/preview` goes to the default site's, so that the page's
 * relative links open that site's pages. Destinations come from src/core; the real pages and
 * their guard decide where a visitor goes, this page decides nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { join } from "node:path";
import { SEED_CHANNELS } from "../../../server/db/seed-channels.ts";
import { send } from "../../../server/http.ts";
import type { DevRoute } from "../../../server/options.ts";
import { htmlPage, previewUrl, siteFor } from "../../../server/static.ts";
import { BRANDS } from "../../config/brands.ts";
import { BUNDLES, entryPathsOf, type Bundle } from "../../config/bundles.ts";
import { BRAND_CHANNEL_ROWS } from "../../config/channels-brand.ts";
import { CITY_OVERRIDE_ROWS, type FlowValues } from "../../config/channels-city.ts";
import {
  CITY_LOGIC_CHANNELS,
  DEFAULT_CHANNEL,
  HOME_TITLE,
  HOME_TITLE_CHANNEL,
  LOGIN_CLEARING_CHANNELS,
  NOT_FOUND_CHANNEL,
  ONLY_DOWNLOAD_CHANNELS,
} from "../../config/channels.ts";
import { findRoute } from "../../config/routes.ts";
import { TRACKER_REGISTRY, trackerPlanFor } from "../../config/trackers.ts";
import { resolveBrand } from "../../core/brand.ts";
import { failureDestination, successDestination } from "../../core/flow-destinations.ts";
import { DEFAULT_FLOW, flowSettingsFromChannelInfo } from "../../core/flow-settings.ts";
import { needsCityLookup } from "../../core/guard-decide.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { galleryDir, galleryPaths, screensShot } from "../gallery.ts";
import { downloadAddressesSection } from "./download-addresses.ts";
import { fieldFiguresSection, loadFieldFigures } from "./field-figures.ts";
import { stackTable, type Cell } from "./stack-table.ts";

/** Plain names of the pages a visitor is sent to (spec section 4 destinations and neighbours). */
const DESTINATION_NAMES: Readonly<Record<string, string>> = {
  "/success-download": "申请成功页（下载 APP）",
  "/success-loan-marketplace-download": "贷款超市",
  "/download-page": "APP 下载页",
  "/gongzhonghao": "公众号关注页",
  "/weixin-gongzhonghao": "微信公众号关注页",
  "/downloadpage1": "APP 下载页（样式二）",
  "/only-download": "纯下载页",
  "/fail-page": "申请未通过页",
  "/success-loading": "成功结果加载页",
  "/fail-loading": "失败结果加载页",
  "/ks-fail-marketplace": "贷款超市（短视频渠道）",
  "/form-package": "个人信息表单",
  "/download": "APP 下载",
  "/city": "中转页",
  "/from": "中转页",
};

/** The plain name of a page of `bundle`; the path itself when nothing better is known. */
function pageName(bundle: Bundle, path: string): string {
  const bare = path.split("?")[0] ?? path;
  const named = DESTINATION_NAMES[bare];
  if (named) return named;
  if (entryPathsOf(bundle).includes(bare)) return "落地页（登录）";
  return findRoute(bare)?.title ?? bare;
}

const formText = (inputForm: number) => (inputForm === 1 ? "不用填（跳过表单）" : "要填个人信息表单");

const TRACKER_NAMES: Readonly<Record<string, string>> = {
  kuaishou: "快手广告",
  oceanengine: "巨量引擎（抖音）广告",
  gdt: "腾讯广告",
  baidu: "百度搜索推广",
};

/**
 * The trackers a channel loads after first paint and reports a confirmed form save to, e.g.
 * "快手广告（转化 ID 50000001）", read through the same plan the browser uses.
 */
function trackerLines(channel: string): string[] {
  const plan = trackerPlanFor(channel, TRACKER_REGISTRY);
  const lines: string[] = [];
  if (plan.group) {
    const name = TRACKER_NAMES[plan.group.kind] ?? plan.group.kind;
    lines.push(`${name}（转化 ID ${plan.group.conversionId}）`);
  }
  if (plan.search) lines.push(`${TRACKER_NAMES.baidu}（${plan.search.productionId}）`);
  return lines;
}

/** A site as a marketer knows it: brand and hostname first, the internal id last. */
function siteLabel(bundle: Bundle): string {
  return `${BRANDS[bundle.brand].name} · ${bundle.hostnames[0] ?? "其他域名"}（${bundle.id}）`;
}

/** Every configured channel once, in numeric order. */
function configuredChannels(): string[] {
  const all = new Set<string>([
    DEFAULT_CHANNEL,
    NOT_FOUND_CHANNEL,
    HOME_TITLE_CHANNEL,
    ...LOGIN_CLEARING_CHANNELS,
    ...ONLY_DOWNLOAD_CHANNELS,
    ...CITY_LOGIC_CHANNELS,
    ...CITY_OVERRIDE_ROWS.flatMap((row) => row.channels),
    ...BRAND_CHANNEL_ROWS.flatMap((row) => row.channels),
    ...SEED_CHANNELS.map((row) => row.channel),
    ...TRACKER_REGISTRY.groups.flatMap((group) => group.channels),
    ...TRACKER_REGISTRY.searchLists.flatMap((list) => list.channels),
  ]);
  const number = (channel: string) => Number(channel.replace(/^channel_/, ""));
  return [...all].sort((a, b) => number(a) - number(b));
}

/** `list.includes` for a plain string (the lists hold `channel_${string}`). */
const includes = (list: readonly string[], channel: string) => list.includes(channel);

function notesOf(channel: string, bundle: Bundle): string[] {
  const notes: string[] = [];
  if (channel === NOT_FOUND_CHANNEL) notes.push("总是显示“页面不存在”");
  if (includes(LOGIN_CLEARING_CHANNELS, channel)) notes.push("每次打开登录页都要求重新登录");
  if (includes(ONLY_DOWNLOAD_CHANNELS, channel)) notes.push("失败去 APP 下载页时改去纯下载页");
  if (channel === HOME_TITLE_CHANNEL) notes.push(`标题“${HOME_TITLE}”`);
  if (needsCityLookup(channel)) notes.push("已登录时查询所在城市（城市规则可能生效）");
  if (bundle.eventHost) notes.push("活动域名：每次打开登录页都要求重新登录");
  return notes;
}

/** The settings of a channel and where they come from: the reference server's data. */
function settingsOf(channel: string): { flow: FlowValues; source: string } {
  const info = SEED_CHANNELS.find((row) => row.channel === channel)?.info;
  if (!info) return { flow: { ...DEFAULT_FLOW }, source: "参考服务没有这个渠道的设置，按默认" };
  const kind =
    info.application === "" ? "网页渠道" : `${info.application} 渠道类型 ${info.h5_bd_type_for_p4}`;
  return { flow: flowSettingsFromChannelInfo(info), source: `渠道自己的设置（${kind}）` };
}

/** Where a set of flow settings leads on success and on failure (the loading pages' variants, decision 010). */
const leadsTo = (bundle: Bundle, flow: FlowValues, channel: string) =>
  [
    successDestination(flow.succ_todo, "loadingPage"),
    failureDestination({ ...flow, channel }, "loadingPage"),
  ].map((path) => pageName(bundle, path));

/** A cell: text (escaped here) or markup built on this page. */
const link = (href: string, text = href) => ({ html: `<a href="${e(href)}">${e(text)}</a>` });

/** The row of one channel on `bundle`, entered through `entry`. */
function channelRow(bundle: Bundle, channel: string, entry: string): Cell[] {
  const brand = resolveBrand({ brandId: bundle.brand, channel, hostOverrides: bundle.overrides });
  const { flow, source } = settingsOf(channel);
  const cities = CITY_OVERRIDE_ROWS.filter((row) => includes(row.channels, channel)).map((row) => {
    const [success, failure] = leadsTo(bundle, row.values, channel);
    return `${row.cities.join("、")}：${formText(row.values.input_form)}，成功→${success}，失败→${failure}`;
  });
  return [
    link(`${entry}?c=${channel.replace(/^channel_/, "")}`),
    `${formText(flow.input_form)}（${source}）`,
    ...leadsTo(bundle, flow, channel),
    cities.join("；") || "无",
    notesOf(channel, bundle).join("；") || "无",
    `${brand.name}；${brand.companyName}；${brand.icp}`,
    trackerLines(channel).join("；") || "无",
  ];
}

/** The page's screenshots: the 360×640 one as a thumbnail, each screen size as a link. */
function shots(galleryDir: string, bundle: Bundle, path: string): Cell {
  const screens = screensShot(galleryDir, bundle.id, path);
  if (screens.length === 0) return "还没有截图";
  const src = (screen: (typeof screens)[number]) => `/preview/gallery/${screen.entry}`;
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
    link(path),
    shots(galleryDir, bundle, path),
  ]);
  return `<section aria-labelledby="pages-heading"><h2 id="pages-heading">页面</h2>
<p class="hint">打开的是这台电脑上的真实页面；结果页要先登录。截图由开发人员用 <code>npm run gallery</code> 生成（安卓 360×640、iPhone 390×844）。</p>
${stackTable(`页面 ${bundle.id}`, ["页面", "地址", "截图"], rows)}
</section>`;
}

function channelsSection(bundle: Bundle, q: string): string {
  const entry = entryPathsOf(bundle)[0] ?? "/login";
  const rows = configuredChannels()
    .filter((channel) => channel.includes(q))
    .map((channel) => channelRow(bundle, channel, entry));
  return `<section aria-labelledby="channels-heading"><h2 id="channels-heading">渠道：链接里的 c= 决定的去向</h2>
<p class="hint">已登录访客的去向；城市规则只对已登录且城市匹配的访客生效。链接带 bd_vid（百度）或 callback（快手）时，表单保存成功后服务器上报转化。</p>
<form method="get" action="/preview" aria-label="筛选渠道"><label>渠道号包含<input name="q" value="${e(q)}" inputmode="numeric" placeholder="例如 52" autocomplete="off"></label> <button type="submit">查看</button></form>
<p class="hint">${rows.length} 个渠道</p>
${stackTable(`渠道 ${bundle.id}`, ["链接", "表单（设置来自）", "成功后去", "失败后去", "城市规则", "特别规则", "品牌；公司；备案号", "广告追踪"], rows)}
</section>`;
}

/**
 * The whole preview page of `bundle`; `q` filters channels by part of their number, `userAgent`
 * is the asking device's (its 下载地址 section says how that device is taken).
 */
function previewPage(
  bundle: Bundle,
  q: string,
  galleryDir: string,
  port: number,
  userAgent: string | undefined,
  field: Awaited<ReturnType<typeof loadFieldFigures>>,
): string {
  const sites = BUNDLES.map((other) =>
    other.id === bundle.id
      ? `<li aria-current="page">${e(siteLabel(other))}</li>`
      : `<li><a href="${e(`${previewUrl(other.id, port)}preview`)}">${e(siteLabel(other))}</a></li>`,
  ).join("");
  return htmlPage(
    `预览 ${siteLabel(bundle)}`,
    '<link rel="stylesheet" href="/preview/studio.css">',
    `<main>
<h1>${e(siteLabel(bundle))}</h1>
<details><summary>其他站点</summary><ul class="sites">${sites}</ul></details>
${pagesSection(bundle, galleryDir)}
${channelsSection(bundle, q)}
${downloadAddressesSection(bundle, userAgent)}
${fieldFiguresSection(bundle, field)}
</main>
<footer>仅在开发模式下提供；正式环境不会打开这个页面。</footer>`,
  );
}

const STYLESHEET = join(import.meta.dirname, "assets/studio.css");
const GALLERY_FILE = /^\/preview\/gallery\/([\w-]{1,64})\/((?:\d{3}x\d{3}\/)?[\w.-]{1,120}\.png)$/;
/** The page loads its own stylesheet and screenshots, and sends its filter form only to itself. */
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const TEXT = "text/plain; charset=utf-8";

async function answer(req: IncomingMessage, res: ServerResponse, port: number, gallery: string) {
  const reply = (status: number, type: string, body: string | Buffer, headers: OutgoingHttpHeaders = {}) => {
    const page = { "Content-Type": type, "Cache-Control": "no-store", "Content-Security-Policy": CSP };
    send(res, status, { ...page, ...headers }, body);
  };
  if (req.method !== "GET" && req.method !== "HEAD")
    return reply(405, TEXT, "请求方法不支持", { Allow: "GET, HEAD" });
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "/preview/studio.css") return reply(200, "text/css; charset=utf-8", readFileSync(STYLESHEET));
  const image = GALLERY_FILE.exec(path);
  const file = image ? join(gallery, image[1]!, image[2]!) : undefined;
  if (file && existsSync(file)) return reply(200, "image/png", readFileSync(file));
  if (path !== "/preview") return reply(404, TEXT, "预览页面不存在");
  const site = siteFor(req.headers.host);
  if (site === "local") return reply(303, TEXT, "", { Location: `${previewUrl("default", port)}preview` });
  const q = (url.searchParams.get("q") ?? "").replace(/\D/g, "").slice(0, 10);
  const field = await loadFieldFigures(port);
  reply(
    200,
    "text/html; charset=utf-8",
    previewPage(site, q, gallery, port, req.headers["user-agent"], field),
  );
}

/** The preview routes: /preview and every path under it; the gallery in `gallery` (tests point it elsewhere). */
export const studioRoutes = (gallery = galleryDir()): Record<string, DevRoute> => ({
  "/preview": (req, res, port) => answer(req, res, port, gallery),
});
