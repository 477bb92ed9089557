/**
 * The studio's question form, in a marketer's words: 站点, 渠道, 城市 and two buttons (未登录 /
 * 已登录) answer the usual question in three steps; page, flow settings and extra link
 * parameters sit under 更多条件. Plain GET, so it works without JavaScript and the result
 * is a link that can be shared.
 */
import { BUNDLES, entryPathsOf, getBundle } from "../../config/bundles.ts";
import { CITY_OVERRIDE_ROWS } from "../../config/channels-city.ts";
import { COMMON_ROUTES } from "../../config/routes.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import {
  FAILURE_DESTINATIONS,
  SUCCESS_DESTINATIONS,
  type DestinationRow,
} from "../../core/flow-destinations.ts";
import { channelNumber, configuredChannels } from "../channels.ts";
import { pageName, siteLabel } from "./plain-words.ts";
import { PHONES, type RawParams } from "../params.ts";

/** Cities the form offers: every city of the city table, the server's default and two others. */
function cityChoices(defaultCity: string): string[] {
  return [...new Set([defaultCity, ...CITY_OVERRIDE_ROWS.flatMap((row) => row.cities), "西安市", "武汉市"])];
}

function options(choices: readonly (readonly [string, string])[], selected: string | undefined): string {
  return choices
    .map(
      ([value, label]) =>
        `<option value="${e(value)}"${value === selected ? " selected" : ""}>${e(label)}</option>`,
    )
    .join("");
}

/** One option per destination row: its first value, named by the page it leads to. */
function destinationOptions(rows: readonly DestinationRow[], bundleId: string): [string, string][] {
  const bundle = getBundle(bundleId);
  return rows.map((row) => [String(row.values[0]), pageName(bundle, row.to)]);
}

function moreConditions(query: RawParams, bundleId: string): string {
  const bundle = getBundle(bundleId);
  const paths = [...entryPathsOf(bundle), ...COMMON_ROUTES.map((route) => route.path)];
  const kind = query.flow || "server";
  const radio = (value: string, label: string) =>
    `<label class="choice"><input type="radio" name="flow" value="${value}"${kind === value ? " checked" : ""}> ${e(label)}</label>`;
  return `<details class="more"${query.path || query.query || kind !== "server" ? " open" : ""}>
<summary>更多条件</summary>
<div class="fields">
<label>打开的页面<select name="path">${options(
    [["", "站点首页（默认）"], ...paths.map((path) => [path, `${pageName(bundle, path)} ${path}`] as const)],
    query.path ?? "",
  )}</select></label>
<label>链接里的其他参数<input name="query" value="${e(query.query ?? "")}" placeholder="例如 bd_vid=123" autocomplete="off"></label>
</div>
<fieldset><legend>渠道设置</legend>
${radio("server", "用渠道自己的设置")}
${radio("web", "自己设定：网页渠道")}
${radio("app", "自己设定：App 渠道")}
<div class="fields">
<label>表单<select name="form">${options(
    [
      ["0", "要填表单"],
      ["1", "不用填表单"],
    ],
    query.form || "0",
  )}</select></label>
<label>成功后去哪<select name="succ">${options(destinationOptions(SUCCESS_DESTINATIONS, bundleId), query.succ || "0")}</select></label>
<label>失败后去哪<select name="fail">${options(destinationOptions(FAILURE_DESTINATIONS, bundleId), query.fail || "0")}</select></label>
<label>App 系统<select name="app">${options(
    [
      ["ios", "iOS"],
      ["android", "安卓"],
    ],
    query.app || "ios",
  )}</select></label>
<label>App 渠道类型<select name="p4">${options(
    [
      ["1", "类型 1"],
      ["2", "类型 2"],
      ["3", "类型 3"],
    ],
    query.p4 || "1",
  )}</select></label>
</div>
</fieldset>
</details>`;
}

/** The form with the current values. `defaultCity` is the city the reference server answers. */
export function renderForm(query: RawParams, defaultCity: string): string {
  const bundleId = BUNDLES.some((b) => b.id === query.bundle) ? (query.bundle as string) : "default";
  return `<form method="get" action="/preview" class="card ask" aria-label="预览条件">
<div class="fields main">
<label>站点<select name="bundle">${options(
    BUNDLES.map((bundle) => [bundle.id, siteLabel(bundle)] as const),
    bundleId,
  )}</select></label>
<label>渠道号<input name="channel" value="${e(query.channel ?? "")}" list="channels" inputmode="numeric" placeholder="例如 5265" autocomplete="off"></label>
<label>城市<select name="city">${options(
    cityChoices(defaultCity).map((city) => [city, city === defaultCity ? `${city}（默认）` : city] as const),
    query.city || defaultCity,
  )}</select></label>
<label>手机<select name="phone">${options(
    Object.entries(PHONES).map(([key, phone]) => [key, phone.label] as const),
    query.phone ?? "android",
  )}</select></label>
</div>
${moreConditions(query, bundleId)}
<div class="actions">
<button type="submit" name="login" value="0">看未登录访客</button>
<button type="submit" name="login" value="1">看已登录访客</button>
</div>
<datalist id="channels">${configuredChannels()
    .map((channel) => `<option value="${e(channelNumber(channel))}"></option>`)
    .join("")}</datalist>
</form>`;
}
