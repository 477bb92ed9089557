/**
 * Readable descriptions of guard actions and of the configuration row behind a rule, in
 * Chinese and English, for the simulator's trace (CLI, preview page, flow tables).
 */
import { CITY_OVERRIDE_ROWS, type FlowValues } from "../config/channels-city.ts";
import { LOGIN_CLEARING_CHANNELS, NOT_FOUND_CHANNEL } from "../config/channels.ts";
import {
  FAILURE_DESTINATIONS,
  SUCCESS_DESTINATIONS,
  type DestinationRow,
} from "../core/flow-destinations.ts";
import type { Fetched, GuardAction } from "../core/guard-state.ts";
import { safeDecode } from "../core/query.ts";

/** A text in both languages. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** The configuration row a rule used. */
export interface FiredRow {
  /** Name of the table, e.g. 城市覆盖表 / city-override table. */
  table: Bilingual;
  /** Row id (city table id, channel, destination values). */
  id: string;
  /** The row's content, e.g. "channel_5265 × 上海市 → input_form 1, succ_todo 4, fail_todo 3". */
  text: string;
}

/** "input_form 1, succ_todo 4, fail_todo 3" */
export function flowText(values: FlowValues): string {
  return `input_form ${values.input_form}, succ_todo ${values.succ_todo}, fail_todo ${values.fail_todo}`;
}

function fetchedText(result: Fetched<unknown> | undefined, data: (value: unknown) => string): Bilingual {
  if (!result) return { zh: "未请求", en: "not called" };
  if (!result.ok) return { zh: "失败（非 200），继续", en: "failed (not 200), carrying on" };
  const shown = data(result.data);
  return { zh: `成功${shown ? `：${shown}` : ""}`, en: `ok${shown ? `: ${shown}` : ""}` };
}

/** An address with its query decoded for reading (跳过表单 rather than %E8%B7%B3…). */
export function readableHref(href: string): string {
  return safeDecode(href);
}

const FETCH_NAMES: Readonly<Record<string, Bilingual>> = {
  channelInfo: { zh: "请求渠道信息", en: "Fetch channel info" },
  userInfo: { zh: "请求用户信息", en: "Fetch user info" },
  ipCity: { zh: "查询 IP 城市", en: "Look up the IP city" },
  markcodeToken: { zh: "用 markcode 换取 token", en: "Exchange the markcode for a token" },
};

/** What an action does, with the fetch result when it is a fetch. */
export function describeAction(action: GuardAction, fetched?: Fetched<unknown>): Bilingual {
  switch (action.type) {
    case "stay":
      return { zh: "停留在本页", en: "Stay on this page" };
    case "redirect":
      return { zh: `跳转到 ${readableHref(action.href)}`, en: `Redirect to ${readableHref(action.href)}` };
    case "clearSessionThenRedirect": {
      const href = readableHref(action.href);
      return { zh: `清除登录状态后跳转到 ${href}`, en: `Clear the session, then go to ${href}` };
    }
    case "closeAppView":
      return {
        zh: `发送埋点（${action.record.title}）并关闭 App 页面`,
        en: `Send the tracking record (${action.record.title}) and close the app view`,
      };
    case "fetch": {
      const name = FETCH_NAMES[action.what] ?? { zh: action.what, en: action.what };
      const result = fetchedText(fetched, (data) => (typeof data === "string" ? data : ""));
      return { zh: `${name.zh} → ${result.zh}`, en: `${name.en} → ${result.en}` };
    }
    case "storeChannel":
      return { zh: `保存渠道 ${action.channel}`, en: `Store channel ${action.channel}` };
    case "rememberLoginAddress":
      return { zh: `记住登录地址 ${action.address}`, en: `Remember login address ${action.address}` };
    case "setFirstVisit":
      return { zh: "设置 firstVisit", en: "Set firstVisit" };
    case "applyChannelInfo":
      return {
        zh: `保存渠道信息：${flowText(action.settings)}，application ${action.application}`,
        en: `Store channel info: ${flowText(action.settings)}, application ${action.application}`,
      };
    case "applyFlowSettings":
      return {
        zh: `流程设置改为 ${flowText(action.settings)}`,
        en: `Flow settings become ${flowText(action.settings)}`,
      };
    case "clearSession":
      return { zh: "清除 token 和用户 id", en: "Clear the token and user id" };
    case "storeLogin":
      return { zh: "保存 token 和用户 id", en: "Store the token and user id" };
    case "markChannelActive":
      return { zh: `标记渠道 ${action.channel} 已激活`, en: `Mark channel ${action.channel} active` };
  }
}

const DESTINATION_TABLES = {
  success: { zh: "成功去向表（succ_todo）", en: "success destinations (succ_todo)" },
  failure: { zh: "失败去向表（fail_todo）", en: "failure destinations (fail_todo)" },
} as const;

function destinationRow(
  kind: keyof typeof DESTINATION_TABLES,
  rows: readonly DestinationRow[],
  value: number,
  to: string,
): FiredRow {
  const row = rows.find((r) => r.values.includes(value));
  const key = kind === "success" ? "succ_todo" : "fail_todo";
  return {
    table: DESTINATION_TABLES[kind],
    id: row ? row.values.join("/") : "fallback",
    text: `${key} ${value} → ${to}`,
  };
}

/** Facts about the run that the row lookup needs. */
export interface RowContext {
  /** Flow values stored when the action was decided. */
  flow: FlowValues;
  /** Where the channel info came from, e.g. "seed channel_5265: …" or "preview parameters". */
  channelInfoSource: string;
  /** The IP city the lookup answered, if any. */
  city: string | undefined;
}

/** The configuration row behind an action, when the rule reads a table. */
export function firedRow(action: GuardAction, ctx: RowContext): FiredRow | undefined {
  switch (action.rule.id) {
    case "city-apply": {
      const id = action.type === "applyFlowSettings" ? action.cityRow : "";
      const row = CITY_OVERRIDE_ROWS.find((r) => r.id === id);
      if (!row) return undefined;
      return {
        table: { zh: "城市覆盖表", en: "city-override table" },
        id: row.id,
        text: `${row.channels.join(", ")} × ${row.cities.join("、")} → ${flowText(row.values)}${ctx.city ? `（IP 城市 ${ctx.city}）` : ""}`,
      };
    }
    case "channel-info-apply":
      if (action.type !== "applyChannelInfo") return undefined;
      return {
        table: { zh: "渠道信息", en: "channel info" },
        id: action.channel,
        text: `${ctx.channelInfoSource} → ${flowText(action.settings)}`,
      };
    case "user-info-form-skip":
      return action.type === "redirect"
        ? destinationRow("failure", FAILURE_DESTINATIONS, ctx.flow.fail_todo, action.to)
        : undefined;
    case "download-callback-success":
      return action.type === "redirect"
        ? destinationRow("success", SUCCESS_DESTINATIONS, ctx.flow.succ_todo, action.to)
        : undefined;
    case "login-channel-clear":
      return {
        table: { zh: "登录渠道列表", en: "login channels" },
        id: "LOGIN_CLEARING_CHANNELS",
        text: LOGIN_CLEARING_CHANNELS.join(", "),
      };
    case "channel-404":
      return {
        table: { zh: "404 渠道", en: "404 channel" },
        id: NOT_FOUND_CHANNEL,
        text: `${NOT_FOUND_CHANNEL} → /404err`,
      };
    default:
      return undefined;
  }
}
