/** The preview page's form: plain GET fields, usable without JavaScript. */
import { BUNDLES, entryPathsOf, getBundle } from "../../src/config/bundles.ts";
import { CITY_OVERRIDE_ROWS } from "../../src/config/channels-city.ts";
import { COMMON_ROUTES } from "../../src/config/routes.ts";
import { channelNumber, configuredChannels } from "../../src/preview/channels.ts";
import { escapeHtml } from "../../src/preview/html.ts";
import type { RawParams } from "../../src/preview/params.ts";
import { bundleBrandName } from "../../src/preview/render-text.ts";

/** Which page the phone frames show. */
export const FRAME_CHOICES = {
  path: "落地页 Landing page",
  final: "最终去向 Final destination",
  success: "成功去向 Success destination",
  failure: "失败去向 Failure destination",
} as const;

export type FrameChoice = keyof typeof FRAME_CHOICES;

/** The form's values: the simulator's parameters plus the frame choice and the log start. */
export interface PreviewParams extends RawParams {
  frame?: string;
}

const attr = (value: string | undefined) => escapeHtml(value ?? "");

function options(choices: readonly (readonly [string, string])[], selected: string | undefined): string {
  return choices
    .map(
      ([value, label]) =>
        `<option value="${attr(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label)}</option>`,
    )
    .join("");
}

const numbers = (count: number) => Array.from({ length: count }, (_, i) => [String(i), String(i)] as const);

function datalist(id: string, values: readonly string[]): string {
  return `<datalist id="${id}">${values.map((value) => `<option value="${attr(value)}"></option>`).join("")}</datalist>`;
}

function pathsOf(bundleId: string | undefined): string[] {
  const bundle = BUNDLES.find((b) => b.id === bundleId) ?? getBundle("default");
  return [...entryPathsOf(bundle), ...COMMON_ROUTES.map((route) => route.path)];
}

/** Renders the form with the current values (`since` keeps the event log's start). */
export function renderForm(params: PreviewParams, since: number): string {
  const flow =
    params.flow || (params.app ? "app" : params.succ || params.fail || params.form ? "web" : "server");
  const cities = [...new Set(CITY_OVERRIDE_ROWS.flatMap((row) => row.cities))];
  const radio = (value: string, label: string) =>
    `<label><input type="radio" name="flow" value="${value}"${flow === value ? " checked" : ""}> ${escapeHtml(label)}</label>`;
  return `<form method="get" action="/preview" class="card">
<div class="grid">
<label>站点 Bundle<select name="bundle">${options(
    BUNDLES.map((bundle) => [bundle.id, `${bundle.id} — ${bundleBrandName(bundle.brand)}`] as const),
    params.bundle || "default",
  )}</select></label>
<label>页面路径 Path<input name="path" value="${attr(params.path)}" list="paths" placeholder="/login" autocomplete="off"></label>
<label>渠道号 Channel<input name="channel" value="${attr(params.channel)}" list="channels" inputmode="numeric" placeholder="5265" autocomplete="off"></label>
<label>IP 城市 City<input name="city" value="${attr(params.city)}" list="cities" placeholder="上海市" autocomplete="off"></label>
<label class="check"><input type="checkbox" name="login" value="1"${params.login === "1" ? " checked" : ""}> 已登录 Logged in</label>
<label>附加参数 Extra query<input name="query" value="${attr(params.query)}" placeholder="from=4&amp;appname=闪信" autocomplete="off"></label>
</div>
<fieldset><legend>流程来源 Flow source</legend>
${radio("server", "参考服务渠道数据 Reference server data")}
${radio("web", "网页流程 Web flow (h5_flow_info)")}
${radio("app", "App 流程 App flow (h5_bd_type_for_p4)")}
<div class="grid">
<label>App<select name="app">${options(
    [
      ["ios", "iOS (APP-IOS)"],
      ["android", "安卓 (APP-安卓)"],
    ],
    params.app || "ios",
  )}</select></label>
<label>h5_bd_type_for_p4<select name="p4">${options(numbers(4).slice(1), params.p4 || "1")}</select></label>
<label>input_form<select name="form">${options(numbers(2), params.form || "0")}</select></label>
<label>succ_todo<select name="succ">${options(numbers(8), params.succ || "0")}</select></label>
<label>fail_todo<select name="fail">${options(numbers(8), params.fail || "0")}</select></label>
</div>
</fieldset>
<div class="grid">
<label>手机框显示 Frames show<select name="frame">${options(Object.entries(FRAME_CHOICES), params.frame || "path")}</select></label>
</div>
<input type="hidden" name="since" value="${since}">
<button type="submit">模拟 Simulate</button>
${datalist("paths", pathsOf(params.bundle))}
${datalist("channels", configuredChannels().map(channelNumber))}
${datalist("cities", cities)}
</form>`;
}
