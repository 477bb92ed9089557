/**
 * Reads the simulator's parameters from plain strings (command-line flags or the preview page's
 * GET form) into a {@link SimulationInput}. Bad values give Chinese messages naming the field;
 * nothing throws.
 */
import { BUNDLES } from "../config/bundles.ts";
import type { FlowValues } from "../config/channels-city.ts";
import { isSafePath, parseQuery, type Query } from "../core/query.ts";
import { toStoredChannel } from "./channels.ts";
import type { FlowChoice, SimulationInput } from "./simulate.ts";

/** Parameter names, shared by the CLI (as --flags) and the preview form. */
export interface RawParams {
  bundle?: string;
  path?: string;
  channel?: string;
  city?: string;
  /** "1", "true", "on" or "yes": logged in. */
  login?: string;
  /** "server" (reference server data), "web" or "app"; inferred when empty. */
  flow?: string;
  /** "ios" or "android" (app flow). */
  app?: string;
  p4?: string;
  succ?: string;
  fail?: string;
  form?: string;
  /** Further landing parameters, e.g. "from=4&appname=闪信". */
  query?: string;
}

export type ParsedParams = { ok: true; input: SimulationInput } | { ok: false; errors: string[] };

const TRUE_WORDS = new Set(["1", "true", "on", "yes"]);
const APPS = { ios: "APP-IOS", android: "APP-安卓" } as const;
const FLOW_DIGIT = /^\d{1,2}$/;
const MAX_CITY = 20;
const MAX_QUERY = 1000;

const blank = (value: string | undefined) => (value ?? "").trim() === "";

function flowNumber(value: string | undefined, name: string, errors: string[]): number {
  if (blank(value)) return 0;
  const text = (value ?? "").trim();
  if (FLOW_DIGIT.test(text)) return Number(text);
  errors.push(`${name} 应为 0-99 的整数，收到“${text}”`);
  return 0;
}

function flowOf(raw: RawParams, errors: string[]): FlowChoice {
  const app = (raw.app ?? "").trim().toLowerCase();
  const hasWebValues = !blank(raw.succ) || !blank(raw.fail) || !blank(raw.form);
  const kind =
    (raw.flow ?? "").trim() ||
    (app && app !== "web" ? "app" : hasWebValues || app === "web" ? "web" : "server");
  if (kind === "app") {
    const application = APPS[app as keyof typeof APPS];
    if (!application) errors.push(`App 流程需要选择 ios 或 android，收到“${raw.app ?? ""}”`);
    if (blank(raw.p4)) errors.push("App 流程需要 h5_bd_type_for_p4（1、2 或 3）");
    const p4 = flowNumber(raw.p4, "h5_bd_type_for_p4", errors);
    return { kind: "app", application: application ?? "APP-IOS", h5_bd_type_for_p4: p4 };
  }
  if (kind === "web") {
    const values: FlowValues = {
      input_form: flowNumber(raw.form, "input_form", errors),
      succ_todo: flowNumber(raw.succ, "succ_todo", errors),
      fail_todo: flowNumber(raw.fail, "fail_todo", errors),
    };
    return { kind: "web", values };
  }
  if (kind !== "server") errors.push(`流程来源应为 server、web 或 app，收到“${kind}”`);
  return { kind: "server" };
}

function pathAndQuery(raw: RawParams, errors: string[]): { path?: string; query: Query } {
  const extra = (raw.query ?? "").trim().replace(/^\?/, "");
  if (extra.length > MAX_QUERY) errors.push(`附加参数过长（最多 ${MAX_QUERY} 个字符）`);
  const query: Query = extra && extra.length <= MAX_QUERY ? parseQuery(`?${extra}`) : {};
  if (blank(raw.path)) return { query };
  const [path = "", search] = (raw.path ?? "").trim().split(/\?(.*)/s, 2);
  if (!isSafePath(path) || path.length > 200) {
    errors.push(`页面路径应以 / 开头并属于本站，例如 /login，收到“${raw.path ?? ""}”`);
    return { query };
  }
  return { path, query: { ...(search ? parseQuery(`?${search}`) : {}), ...query } };
}

/** Parses raw parameters; every problem is reported at once. */
export function parseParams(raw: RawParams): ParsedParams {
  const errors: string[] = [];
  const bundleId = (raw.bundle ?? "").trim();
  if (!bundleId) errors.push("请选择站点（--host / bundle），例如 default");
  else if (!BUNDLES.some((bundle) => bundle.id === bundleId)) {
    errors.push(`未知站点“${bundleId}”，可选：${BUNDLES.map((bundle) => bundle.id).join("、")}`);
  }
  let channel: string | undefined;
  if (!blank(raw.channel)) {
    channel = toStoredChannel(raw.channel);
    if (!channel) errors.push(`渠道号格式不正确，应为数字，例如 5265，收到“${raw.channel ?? ""}”`);
  }
  const city = (raw.city ?? "").trim();
  if (city.length > MAX_CITY) errors.push(`城市名过长（最多 ${MAX_CITY} 个字），例如 上海市`);
  const flow = flowOf(raw, errors);
  const { path, query } = pathAndQuery(raw, errors);
  if (errors.length > 0) return { ok: false, errors };
  const input: SimulationInput = {
    bundleId,
    loggedIn: TRUE_WORDS.has((raw.login ?? "").trim().toLowerCase()),
    flow,
    query,
    ...(path ? { path } : {}),
    ...(channel ? { channel } : {}),
    ...(city && city.length <= MAX_CITY ? { city } : {}),
  };
  return { ok: true, input };
}
