/**
 * The preview studio (decisions 050, 180, 300, 450): GET /preview answers the marketer's
 * question held in its address (question.ts) with phone frames of the real pages and a QR code
 * for a real phone (phones.ts), then lists the site's pages (each a click from its frames), what
 * a link does per channel named in configuration, and its download addresses (decision 416);
 * /preview/start prepares a browser as the question's visitor (preview-start.ts). Development
 * routes of the reference server: the tasks that start a development server pass
 * {@link studioRoutes} in; the server never imports this leaf. On `localhost` and on another
 * site's host `/preview` goes to the asked site's host, so that the frames and the page's
 * relative links open that site's pages. Destinations come from src/core; the real pages and
 * their guard decide where a visitor goes, this page decides nothing.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { SEED_CHANNELS } from "../../../server/db/seed-channels.ts";
import { send } from "../../../server/http.ts";
import type { DevRoute } from "../../../server/options.ts";
import { htmlPage, previewUrl, siteFor } from "../../../server/static.ts";
import { BRANDS } from "../../config/brands.ts";
import { BUNDLES, entryPathsOf, getBundle, type Bundle } from "../../config/bundles.ts";
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
import { downloadAddressesSection } from "./download-addresses.ts";
import { framesSection, lanOrigin, phoneSection, type StudioPlace } from "./phones.ts";
import { PREVIEW_START_PATH, previewStart } from "./preview-start.ts";
import { CITY_CHOICES, PHONES, pagesOf, questionParams, readQuestion, type Question } from "./question.ts";
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

/** A page of the site: its name, its address, and a link showing it in the question's frames. */
function pagesSection(question: Question): string {
  const { bundle } = question;
  const entries = entryPathsOf(bundle);
  const rows = pagesOf(bundle).map((path) => {
    // Pages past the login are shown to a logged-in visitor: the one who reaches them.
    const asked = { ...question, path, login: question.login || !entries.includes(path) };
    const query = questionParams(asked);
    return [
      pageName(bundle, path),
      link(path),
      link(`/preview?${query.toString()}#frames-heading`, "在手机里看"),
    ];
  });
  return `<section aria-labelledby="pages-heading"><h2 id="pages-heading">页面</h2>
<p class="hint">点“在手机里看”，上面的手机框就打开这个页面（登录页以外的页面按已登录访客打开）；地址链接在这个窗口里打开真实页面。</p>
${stackTable(`页面 ${bundle.id}`, ["页面", "地址", "手机里看"], rows)}
</section>`;
}

/** The question's form: the site, channel, city, page and phones, and who the visitor is (two buttons). */
function questionForm(question: Question): string {
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${e(value)}"${selected ? " selected" : ""}>${e(label)}</option>`;
  const sites = BUNDLES.map((bundle) =>
    option(bundle.id, siteLabel(bundle), bundle.id === question.bundle.id),
  );
  const cities = [
    option("", "默认城市", question.city === ""),
    ...CITY_CHOICES.map((city) => option(city, city, city === question.city)),
    ...(question.city && !CITY_CHOICES.includes(question.city)
      ? [option(question.city, question.city, true)]
      : []),
  ];
  const pages = [
    option("", "站点首页（广告链接打开的页面）", question.path === ""),
    ...pagesOf(question.bundle).map((path) =>
      option(path, `${pageName(question.bundle, path)} ${path}`, path === question.path),
    ),
  ];
  const phones = Object.entries(PHONES).map(
    ([key, phone]) =>
      `<label class="choice"><input type="checkbox" name="ua" value="${e(key)}"${question.phones.includes(key as keyof typeof PHONES) ? " checked" : ""}> ${e(phone.label)}</label>`,
  );
  const channels = configuredChannels().map(
    (channel) => `<option value="${e(channel.replace(/^channel_/, ""))}"></option>`,
  );
  return `<form method="get" action="/preview" class="ask" aria-label="预览条件">
<div class="fields">
<label>站点<select name="bundle">${sites.join("")}</select></label>
<label>渠道号<input name="channel" value="${e(question.channel)}" list="channel-list" inputmode="numeric" placeholder="例如 5265" autocomplete="off"></label>
<label>城市<select name="city">${cities.join("")}</select></label>
<label>页面<select name="path">${pages.join("")}</select></label>
</div>
<fieldset class="phones-choice"><legend>手机</legend>${phones.join("")}</fieldset>
<div class="actions">
<button type="submit" name="login" value="0">看未登录访客</button>
<button type="submit" name="login" value="1">看已登录访客</button>
</div>
<datalist id="channel-list">${channels.join("")}</datalist>
</form>`;
}

/** What the frames show, in one line: channel, city, who, which page. */
function questionSummary(question: Question): string {
  const channel = question.channel ? `渠道 ${question.channel}` : "没有渠道号";
  const who = question.login ? "已登录访客（不用收验证码）" : "未登录访客";
  const page = question.path ? pageName(question.bundle, question.path) : "站点首页";
  return `${channel} · ${question.city || "默认城市"} · ${who} · ${page}`;
}

function channelsSection(bundle: Bundle, q: string, question: URLSearchParams): string {
  // The filter keeps the question, so the frames above stay as they were.
  const kept = [...question]
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join("");
  const entry = entryPathsOf(bundle)[0] ?? "/login";
  const rows = configuredChannels()
    .filter((channel) => channel.includes(q))
    .map((channel) => channelRow(bundle, channel, entry));
  return `<section aria-labelledby="channels-heading"><h2 id="channels-heading">渠道：链接里的 c= 决定的去向</h2>
<p class="hint">已登录访客的去向；城市规则只对已登录且城市匹配的访客生效。链接带 bd_vid（百度）或 callback（快手）时，表单保存成功后服务器上报转化。</p>
<form method="get" action="/preview" aria-label="筛选渠道">${kept}<label>渠道号包含<input name="q" value="${e(q)}" inputmode="numeric" placeholder="例如 52" autocomplete="off"></label> <button type="submit">查看</button></form>
<p class="hint">${rows.length} 个渠道</p>
${stackTable(`渠道 ${bundle.id}`, ["链接", "表单（设置来自）", "成功后去", "失败后去", "城市规则", "特别规则", "品牌；公司；备案号", "广告追踪"], rows)}
</section>`;
}

/** The whole preview page of a question; `userAgent` is the asking device's (the 下载地址 section says how it is taken). */
async function previewPage(
  question: Question,
  errors: readonly string[],
  q: string,
  place: StudioPlace,
  requestHost: string | undefined,
  userAgent: string | undefined,
  field: Awaited<ReturnType<typeof loadFieldFigures>>,
): Promise<string> {
  const { bundle } = question;
  // One preview per page view: its frames and its QR code are the same new visitor.
  const id = String(Date.now());
  const lan = lanOrigin(place, requestHost);
  const query = `/preview?${questionParams(question).toString()}`;
  const share = `${lan ?? `http://${requestHost ?? `${bundle.id}.localhost:${place.port}`}`}${query}`;
  const sites = BUNDLES.map((other) =>
    other.id === bundle.id
      ? `<li aria-current="page">${e(siteLabel(other))}</li>`
      : `<li><a href="${e(`/preview?bundle=${other.id}`)}">${e(siteLabel(other))}</a></li>`,
  ).join("");
  const problems = errors.length
    ? `<div class="error" role="alert"><p>地址里有看不懂的条件：</p><ul>${errors.map((error) => `<li>${e(error)}</li>`).join("")}</ul></div>`
    : "";
  return htmlPage(
    `预览 ${siteLabel(bundle)}`,
    '<link rel="stylesheet" href="/preview/studio.css">',
    `<main>
<h1>${e(siteLabel(bundle))}</h1>
<details><summary>其他站点</summary><ul class="sites">${sites}</ul></details>
${problems}
${questionForm(question)}
<p class="summary"><strong>${e(questionSummary(question))}</strong></p>
<p class="share">这个预览的地址，可以发给同事：<a href="${e(share)}">${e(share)}</a></p>
<div class="answer">
${framesSection(question, id)}
${await phoneSection(question, id, place, lan)}
</div>
${pagesSection(question)}
${channelsSection(bundle, q, questionParams(question))}
${downloadAddressesSection(bundle, userAgent)}
${fieldFiguresSection(bundle, field)}
</main>
<footer>仅在开发模式下提供；正式环境不会打开这个页面。</footer>`,
  );
}

const STYLESHEET = join(import.meta.dirname, "assets/studio.css");
/**
 * The page loads its own stylesheet and frames its own site's pages, and sends its forms only to
 * itself, which may redirect them to another site's studio (form-action covers redirects).
 */
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-src 'self'; form-action 'self' http://*.localhost:*; base-uri 'none'; frame-ancestors 'none'";
const TEXT = "text/plain; charset=utf-8";

async function answer(req: IncomingMessage, res: ServerResponse, place: StudioPlace): Promise<void> {
  const reply = (status: number, type: string, body: string | Buffer, headers: OutgoingHttpHeaders = {}) => {
    const page = { "Content-Type": type, "Cache-Control": "no-store", "Content-Security-Policy": CSP };
    send(res, status, { ...page, ...headers }, body);
  };
  if (req.method !== "GET" && req.method !== "HEAD")
    return reply(405, TEXT, "请求方法不支持", { Allow: "GET, HEAD" });
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "/preview/studio.css") return reply(200, "text/css; charset=utf-8", readFileSync(STYLESHEET));
  if (path === PREVIEW_START_PATH) return previewStart(req, res, place.port, url);
  if (path !== "/preview") return reply(404, TEXT, "预览页面不存在");
  const site = siteFor(req.headers.host);
  const { question, errors } = readQuestion(url.searchParams, site === "local" ? getBundle("default") : site);
  const hostname = (req.headers.host ?? "").replace(/:\d+$/, "");
  // A network address (a colleague, a phone) shows any site; a local name shows its own.
  const ipHost = /^[\d.]+$|^\[/.test(hostname) && site !== "local";
  if (!ipHost && (site === "local" || site.id !== question.bundle.id))
    return reply(303, TEXT, "", {
      Location: `${previewUrl(question.bundle.id, place.port)}preview${url.search}`,
    });
  const q = (url.searchParams.get("q") ?? "").replace(/\D/g, "").slice(0, 10);
  const field = await loadFieldFigures(place.port);
  const page = await previewPage(
    question,
    errors,
    q,
    place,
    req.headers.host,
    req.headers["user-agent"],
    field,
  );
  reply(200, "text/html; charset=utf-8", page);
}

/**
 * The preview routes: /preview and every path under it. `host` is the interface the server
 * listens on (a LAN address makes the QR code), `root` the working copy with the release tool's
 * staging record (tests point both elsewhere).
 */
export const studioRoutes = (
  place: { host?: string | undefined; root?: string } = {},
): Record<string, DevRoute> => ({
  "/preview": (req, res, port) =>
    answer(req, res, {
      host: place.host ?? "127.0.0.1",
      port,
      root: place.root ?? resolve(import.meta.dirname, "../../.."),
    }),
});
