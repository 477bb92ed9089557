/**
 * The studio's GET parameters (a plain form, so a preview is a link that can be shared) read
 * into one {@link Preview}: which site, channel, city and login state, which phone the frame
 * plays, the page it opens and the channel settings the reference server answers. The preview
 * start reads the same parameters (plus its device id). Bad values give Chinese messages naming
 * the field; nothing throws.
 */
import { BUNDLES, getBundle } from "../config/bundles.ts";
import type { DevFlow } from "../contract/index.ts";
import { buildHref, isSafePath, parseQuery, stringifyQuery } from "../core/query.ts";
import { channelNumber, toStoredChannel } from "./channels.ts";

/**
 * The phones the frame can play: size (CSS pixels) and the user agent its pages read
 * (src/contract/dev.ts DEV_USER_AGENTS), in the phone's browser or inside WeChat.
 */
export const PHONES = {
  android: { label: "安卓 · 手机浏览器", width: 360, height: 640 },
  iphone: { label: "iPhone · 手机浏览器", width: 390, height: 844 },
  "android-wechat": { label: "安卓 · 微信里（看遮罩和下载方式）", width: 360, height: 640 },
  "iphone-wechat": { label: "iPhone · 微信里（看遮罩和下载方式）", width: 390, height: 844 },
} as const;

export type PhoneKey = keyof typeof PHONES;

const NAMES = [
  "bundle",
  "path",
  "channel",
  "city",
  "login",
  "phone",
  "flow",
  "app",
  "p4",
  "form",
  "succ",
  "fail",
  "query",
] as const;

/** The parameters exactly as the form sends them (every one optional). */
export type RawParams = Partial<Record<(typeof NAMES)[number], string>>;

/** One preview: what the frame opens and in which conditions. */
export interface Preview {
  bundleId: string;
  /** Stored form of the channel (channel_5265); the default channel when none was typed. */
  channel: string | undefined;
  city: string;
  loggedIn: boolean;
  phone: PhoneKey;
  /** Chosen channel settings; undefined: the channel's own (the reference server's data). */
  flow: DevFlow | undefined;
  /** Path and query the frame opens, with the channel as `?c=` as on an ad link; undefined: the root. */
  path: string | undefined;
  query: Record<string, string>;
}

export type ParsedPreview = { ok: true; preview: Preview } | { ok: false; errors: string[] };

/** Longest accepted value; longer ones are cut (the checks then say what is wrong). */
const MAX_PARAM = 1000;
const MAX_CITY = 20;
const FLOW_DIGIT = /^\d{1,2}$/;

/** The form's values from a query string, each cut to a sane length. */
export function rawParamsOf(search: URLSearchParams): RawParams {
  const raw: RawParams = {};
  for (const name of NAMES) {
    const value = search.get(name);
    if (value !== null) raw[name] = value.slice(0, MAX_PARAM);
  }
  return raw;
}

const text = (value: string | undefined) => (value ?? "").trim();

function flowNumber(value: string | undefined, name: string, errors: string[]): number {
  if (FLOW_DIGIT.test(text(value) || "0")) return Number(text(value) || "0");
  errors.push(`${name} 应为 0-99 的整数，收到“${text(value)}”`);
  return 0;
}

/** The channel settings chosen in 更多条件 (none: the channel's own). */
function flowOf(raw: RawParams, errors: string[]): DevFlow | undefined {
  const kind = text(raw.flow) || "server";
  if (kind === "app") {
    const app = text(raw.app) || "ios";
    const p4 = Number(text(raw.p4) || "1");
    if (app !== "ios" && app !== "android") errors.push(`App 系统只能是 ios 或 android，收到“${app}”`);
    if (p4 !== 1 && p4 !== 2 && p4 !== 3) errors.push("App 渠道类型只能是 1、2 或 3");
    return {
      kind: "app",
      app: app === "android" ? "android" : "ios",
      h5_bd_type_for_p4: p4 === 2 || p4 === 3 ? p4 : 1,
    };
  }
  if (kind === "web") {
    const form = flowNumber(raw.form, "表单", errors);
    if (form > 1) errors.push("表单只能是“要填”（0）或“不用填”（1）");
    return {
      kind: "web",
      input_form: form === 1 ? 1 : 0,
      succ_todo: flowNumber(raw.succ, "成功后去哪", errors),
      fail_todo: flowNumber(raw.fail, "失败后去哪", errors),
    };
  }
  if (kind !== "server") errors.push(`渠道设置应为 server、web 或 app，收到“${kind}”`);
  return undefined;
}

/** Reads a preview; every problem is reported at once. */
export function parsePreview(raw: RawParams, defaultCity: string): ParsedPreview {
  const errors: string[] = [];
  const bundleId = text(raw.bundle);
  if (!BUNDLES.some((bundle) => bundle.id === bundleId)) errors.push(`未知站点“${bundleId}”`);
  const channel = text(raw.channel) ? toStoredChannel(raw.channel) : undefined;
  if (text(raw.channel) && !channel) {
    errors.push(`渠道号格式不正确，应为数字，例如 5265，收到“${raw.channel ?? ""}”`);
  }
  const city = text(raw.city) || defaultCity;
  if (city.length > MAX_CITY) errors.push(`城市名过长（最多 ${MAX_CITY} 个字），例如 上海市`);
  const flow = flowOf(raw, errors);
  const [path = "", search = ""] = text(raw.path).split(/\?(.*)/s, 2);
  if (path && (!isSafePath(path) || path.length > 200)) {
    errors.push(`页面路径应以 / 开头并属于本站，例如 /login，收到“${raw.path ?? ""}”`);
  }
  if (errors.length > 0) return { ok: false, errors };
  const query = { ...parseQuery(`?${search}`), ...parseQuery(`?${text(raw.query).replace(/^\?/, "")}`) };
  const phone = Object.hasOwn(PHONES, raw.phone ?? "") ? (raw.phone as PhoneKey) : "android";
  const preview = { bundleId, channel, city, loggedIn: text(raw.login) === "1", phone, flow, query };
  return { ok: true, preview: { ...preview, path: path || undefined } };
}

/** The address the frame opens: the chosen page (or the site's root) with the link's parameters and `?c=`. */
export function landingHref(preview: Preview): string {
  const { root } = getBundle(preview.bundleId);
  const query = { ...preview.query };
  if (preview.channel) query.c = channelNumber(preview.channel);
  return buildHref(preview.path ?? (typeof root === "string" ? root : `/${root.token}.html`), query);
}

/**
 * The studio's parameters of `preview`, only those that matter (short enough for a QR code),
 * for the preview start of one device; `phone` sets the user agent its pages read (none: the
 * browser's own, as on a real phone).
 */
export function previewSearch(preview: Preview, device: string, phone?: PhoneKey): string {
  const { flow } = preview;
  const params: Record<string, string | undefined> = {
    bundle: preview.bundleId,
    channel: preview.channel && channelNumber(preview.channel),
    city: preview.city,
    login: preview.loggedIn ? "1" : undefined,
    phone,
    path: preview.path,
    query: stringifyQuery(preview.query).slice(1) || undefined,
    flow: flow?.kind,
    ...(flow?.kind === "web"
      ? { form: String(flow.input_form), succ: String(flow.succ_todo), fail: String(flow.fail_todo) }
      : {}),
    ...(flow?.kind === "app" ? { app: flow.app, p4: String(flow.h5_bd_type_for_p4) } : {}),
    did: device,
  };
  const set = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `?${new URLSearchParams(set).toString()}`;
}
