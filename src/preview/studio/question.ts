/**
 * The marketer's question as an address (decision 450): which site, channel, city and login
 * state, which phones and which page, e.g.
 * `/preview?bundle=ks5218&channel=5265&city=上海市&login=1&ua=wechat`. The same parameters drive
 * the studio page, its phone frames and the preview start a phone opens, so a question can be
 * sent to a colleague as it is. A bad value is named in Chinese and replaced by its default;
 * nothing throws.
 */
import { areaList } from "@vant/area-data";
import { BUNDLES, rootTargetPath, type Bundle } from "../../config/bundles.ts";
import { CITY_OVERRIDE_ROWS } from "../../config/channels-city.ts";
import type { PreviewPhone } from "../../../server/dev/preview.ts";
import { galleryPaths } from "../gallery.ts";

/** The phones a frame plays: its screen in CSS pixels and its name; the user agents are the server's. */
export const PHONES: Record<PreviewPhone, { label: string; width: number; height: number }> = {
  android: { label: "安卓手机浏览器", width: 360, height: 640 },
  iphone: { label: "iPhone（Safari）", width: 390, height: 844 },
  wechat: { label: "微信里（安卓）", width: 360, height: 640 },
  "wechat-iphone": { label: "微信里（iPhone）", width: 390, height: 844 },
};

/** Phones shown when the address names none: one Android and one iPhone screen. */
const DEFAULT_PHONES: readonly PreviewPhone[] = ["android", "iphone"];

export interface Question {
  bundle: Bundle;
  /** The channel number as on an ad link (`5265`); "" for none. */
  channel: string;
  /** The city the visitor's IP address is in; "" for the reference server's default city. */
  city: string;
  login: boolean;
  phones: PreviewPhone[];
  /** The page the visitor opens; "" for the site's address itself (its root redirect). */
  path: string;
}

const CITY_NAMES = new Set(Object.values(areaList.city_list));

/** Cities the form offers: those the city rules name, then two no rule names. */
export const CITY_CHOICES: readonly string[] = [
  ...new Set([...CITY_OVERRIDE_ROWS.flatMap((row) => row.cities), "西安市", "武汉市"]),
];

/** Pages a question may open on `bundle`: the ones the studio lists (entry pages, destinations, forms, tools). */
export const pagesOf = (bundle: Bundle): string[] => galleryPaths(bundle.id);

const cut = (value: string | null) => (value ?? "").trim().slice(0, 200);

/**
 * The question in `search`; `site` is the bundle of the host the studio was opened on, the
 * site when the address names none.
 */
export function readQuestion(
  search: URLSearchParams,
  site: Bundle,
): { question: Question; errors: string[] } {
  const errors: string[] = [];
  const bundleId = cut(search.get("bundle"));
  const bundle = bundleId ? BUNDLES.find((candidate) => candidate.id === bundleId) : site;
  if (!bundle) errors.push(`没有“${bundleId}”这个站点，先显示 ${site.id}`);
  const rawChannel = cut(search.get("channel")).replace(/^(channel_|c=)/, "");
  const channel = /^\d{1,10}$/.test(rawChannel) ? rawChannel : "";
  if (rawChannel && !channel) errors.push(`渠道号只能是数字（例如 5265），“${rawChannel}”不是`);
  const rawCity = cut(search.get("city"));
  const city = CITY_NAMES.has(rawCity) ? rawCity : "";
  if (rawCity && !city) errors.push(`没有“${rawCity}”这个城市，按默认城市显示（城市名要写全，例如 上海市）`);
  const asked = search.getAll("ua").flatMap((value) => value.split(",").map((key) => key.trim()));
  const phones = [...new Set(asked.filter((key): key is PreviewPhone => Object.hasOwn(PHONES, key)))];
  const unknown = asked.filter((key) => key !== "" && !Object.hasOwn(PHONES, key));
  if (unknown.length > 0) errors.push(`不认识的手机“${unknown.join("、")}”，可选：安卓、iPhone、微信`);
  const chosen = bundle ?? site;
  const rawPath = cut(search.get("path"));
  const path = rawPath === "" || pagesOf(chosen).includes(rawPath) ? rawPath : "";
  if (rawPath !== path) errors.push(`“${rawPath}”不是这个站点的页面，先打开站点首页`);
  const question = {
    bundle: chosen,
    channel,
    city,
    login: search.get("login") === "1",
    phones: phones.length > 0 ? phones : [...DEFAULT_PHONES],
    path,
  };
  return { question, errors };
}

/**
 * The question as query parameters, only those that are set (short enough for a QR code);
 * `phones: false` leaves the phones out (a real phone plays itself).
 */
export function questionParams(question: Question, phones = true): URLSearchParams {
  const params = new URLSearchParams({ bundle: question.bundle.id });
  if (question.channel) params.set("channel", question.channel);
  if (question.city) params.set("city", question.city);
  if (question.login) params.set("login", "1");
  if (phones) params.set("ua", question.phones.join(","));
  if (question.path) params.set("path", question.path);
  return params;
}

/** The address a visitor of the question opens, with the channel as `?c=` as on an ad link. */
export function landingOf(question: Question): string {
  const path = question.path || rootTargetPath(question.bundle);
  return question.channel ? `${path}?c=${question.channel}` : path;
}
