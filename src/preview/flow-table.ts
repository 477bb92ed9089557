/**
 * What a link does on a host, per channel: the brand the host shows, the channel settings the
 * reference server's channel data gives (or the ones a preview chose), where success, failure
 * and a skipped form lead, the city rules that can change them and the special rules that
 * single the channel out, for every channel named in configuration (the rule tables of
 * src/config/channels*.ts, the reference server's seed channels and the trackers registry):
 * the preview page's channel table.
 * Destinations come from src/core, never decided here.
 */
import { BRAND_CHANNEL_ROWS } from "../config/channels-brand.ts";
import { CITY_OVERRIDE_ROWS, type FlowValues } from "../config/channels-city.ts";
import {
  CITY_LOGIC_CHANNELS,
  DEFAULT_CHANNEL,
  HOME_TITLE,
  HOME_TITLE_CHANNEL,
  LOGIN_CLEARING_CHANNELS,
  NOT_FOUND_CHANNEL,
  ONLY_DOWNLOAD_CHANNELS,
} from "../config/channels.ts";
import { TRACKER_REGISTRY } from "../config/trackers.ts";
import type { Bundle } from "../config/bundles.ts";
import { resolveBrand } from "../core/brand.ts";
import { needsCityLookup } from "../core/guard-decide.ts";
import { failureDestination, successDestination } from "../core/flow-destinations.ts";
import { DEFAULT_FLOW, flowSettingsFromChannelInfo } from "../core/flow-settings.ts";
import { channelInfoOfSeed, SEED_CHANNELS } from "../../server/db/seed-channels.ts";

/** The channel number of a stored channel (`channel_5265` -> `5265`). */
export function channelNumber(channel: string): string {
  return channel.replace(/^channel_/, "");
}

/** Every configured channel once, in numeric order: the rule tables of src/config/channels*.ts, the seed and the trackers. */
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
  return [...all].sort((a, b) => Number(channelNumber(a)) - Number(channelNumber(b)));
}

/** `list.includes` for a plain string (the lists hold `channel_${string}`). */
const includes = (list: readonly string[], channel: string) => list.includes(channel);

/** Where a set of flow settings leads (the loading pages' variants, docs/decisions/010). */
function destinations(flow: FlowValues, channel: string) {
  return {
    flow,
    success: successDestination(flow.succ_todo, "loadingPage"),
    failure: failureDestination({ ...flow, channel }, "loadingPage"),
  };
}

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
  const seed = SEED_CHANNELS.find((row) => row.channel === channel);
  if (!seed) return { flow: { ...DEFAULT_FLOW }, source: "参考服务没有这个渠道的设置，按默认" };
  const kind =
    seed.application === "" ? "网页渠道" : `${seed.application} 渠道类型 ${seed.h5_bd_type_for_p4}`;
  return { flow: flowSettingsFromChannelInfo(channelInfoOfSeed(seed)), source: `渠道自己的设置（${kind}）` };
}

/**
 * The row of one channel on `bundle`: its brand, where its settings come from (in plain words),
 * where they lead, the city rules it can get (logged-in visitors from those cities) and the
 * rules of spec sections 2 and 4 that single it out.
 */
function flowRow(bundle: Bundle, channel: string) {
  const brand = resolveBrand({ brandId: bundle.brand, channel, hostOverrides: bundle.overrides });
  const { flow, source } = settingsOf(channel);
  const cities = CITY_OVERRIDE_ROWS.filter((row) => includes(row.channels, channel)).map((row) => ({
    row: row.id,
    cities: row.cities,
    ...destinations(row.values, channel),
  }));
  return {
    channel,
    brand: brand.name,
    company: brand.companyName,
    icp: brand.icp,
    source,
    ...destinations(flow, channel),
    cities,
    notes: notesOf(channel, bundle),
  };
}

/** The table of one bundle over every configured channel. */
export function flowTableFor(bundle: Bundle) {
  return configuredChannels().map((channel) => flowRow(bundle, channel));
}
