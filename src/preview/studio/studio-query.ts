/**
 * The studio's GET parameters: the simulator's (src/preview/params.ts) plus which page the
 * phones open and when the event log starts. Plain strings in, so a result is a shareable link.
 */
import type { RawParams } from "../params.ts";

/** Which page the phone frames open. */
export const SHOW_CHOICES = {
  landing: "落地页（点广告后打开的页面）",
  success: "成功后的页面",
  failure: "失败后的页面",
} as const;

export type ShowChoice = keyof typeof SHOW_CHOICES;

/** Where the phone frames open the page: the phone's browser, or inside WeChat. */
export const OPENED_IN = { browser: "手机浏览器", wechat: "微信里（看遮罩和下载方式）" } as const;

export type OpenedIn = keyof typeof OPENED_IN;

/** Every parameter of the studio page. */
export interface StudioQuery extends RawParams {
  show?: string;
  in?: string;
}

const NAMES = [
  "bundle",
  "path",
  "channel",
  "city",
  "login",
  "flow",
  "app",
  "p4",
  "succ",
  "fail",
  "form",
  "query",
  "show",
  "in",
] as const satisfies readonly (keyof StudioQuery)[];

/** Longest accepted value; longer ones are cut (the parser then says what is wrong). */
const MAX_PARAM = 1000;

/** Reads the studio's parameters from a query string. */
export function studioQueryOf(search: URLSearchParams): StudioQuery {
  const query: StudioQuery = {};
  for (const name of NAMES) {
    const value = search.get(name);
    if (value !== null) query[name] = value.slice(0, MAX_PARAM);
  }
  return query;
}

/** The page choice, `landing` unless a known one is given. */
export function showChoiceOf(query: StudioQuery): ShowChoice {
  const show = query.show ?? "";
  return Object.hasOwn(SHOW_CHOICES, show) ? (show as ShowChoice) : "landing";
}

/** Where the frames open the page, `browser` unless WeChat is asked for. */
export const openedInOf = (query: StudioQuery): OpenedIn => (query.in === "wechat" ? "wechat" : "browser");

/** Start of the event log: a valid `since`, else now. */
export function sinceOf(search: URLSearchParams, now: number): number {
  const since = Number(search.get("since"));
  return Number.isSafeInteger(since) && since > 0 ? since : now;
}
