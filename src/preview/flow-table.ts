/**
 * The per-host flow table: for every configured channel, the brand the host shows, the flow
 * settings the reference server's channel data gives, the success and failure destinations,
 * the city overrides that can change them, special channel rules and the trackers. Built with
 * the bundles (src/tasks/flow-tables.ts) so that a review of a configuration change shows its
 * effect as a diff of dist/flow-tables/<bundle>.md.
 */
import { CITY_OVERRIDE_ROWS } from "../config/channels-city.ts";
import type { FlowValues } from "../config/channels-city.ts";
import {
  HOME_TITLE,
  HOME_TITLE_CHANNEL,
  LOGIN_CLEARING_CHANNELS,
  NOT_FOUND_CHANNEL,
  ONLY_DOWNLOAD_CHANNELS,
} from "../config/channels.ts";
import type { Bundle } from "../config/bundles.ts";
import { resolveBrand } from "../core/brand.ts";
import { needsCityLookup } from "../core/city-lookup.ts";
import { applicationOf, DEFAULT_FLOW, flowSettingsFromChannelInfo } from "../core/flow-settings.ts";
import { channelInfoOfSeed, configuredChannels, seedChannel } from "./channels.ts";
import { destinationsFor } from "./destinations.ts";
import { trackerSummary } from "./tracker-events.ts";

/** One city override a channel can get (logged-in visitors from these cities). */
interface CityVariant {
  row: string;
  cities: readonly string[];
  values: FlowValues;
  success: string;
  failure: string;
}

/** One channel of a host's table. */
export interface FlowTableRow {
  channel: string;
  brand: string;
  company: string;
  icp: string;
  /** Where the flow values come from. */
  source: string;
  flow: FlowValues;
  success: string;
  failure: string;
  cities: CityVariant[];
  /** Rules of spec sections 2 and 4 that single out this channel. */
  notes: string[];
  trackers: string;
}

/** The flow table of a bundle. */
export interface FlowTable {
  bundleId: string;
  hostnames: readonly string[];
  rows: FlowTableRow[];
}

const includes = (list: readonly string[], channel: string) => list.includes(channel);

function notesOf(channel: string, bundle: Bundle): string[] {
  const notes: string[] = [];
  if (channel === NOT_FOUND_CHANNEL) notes.push("总是跳转 /404err");
  if (includes(LOGIN_CLEARING_CHANNELS, channel)) notes.push("登录页清除登录状态");
  if (includes(ONLY_DOWNLOAD_CHANNELS, channel)) notes.push("fail_todo 3 → /only-download");
  if (channel === HOME_TITLE_CHANNEL) notes.push(`标题“${HOME_TITLE}”`);
  if (needsCityLookup(channel)) notes.push("已登录时查询 IP 城市");
  if (bundle.eventHost) notes.push("活动域名：登录页清除登录状态");
  return notes;
}

/** Flow values and their source for a channel, as the reference server answers. */
function baseFlow(channel: string): { flow: FlowValues; source: string } {
  const seed = seedChannel(channel);
  if (!seed) return { flow: { ...DEFAULT_FLOW }, source: "无渠道数据（默认 0/0/0）" };
  const info = channelInfoOfSeed(seed);
  const application = applicationOf(info);
  const kind = application === 3 ? "网页" : `${seed.application} p4=${seed.h5_bd_type_for_p4}`;
  return { flow: flowSettingsFromChannelInfo(info), source: `参考服务（${kind}）` };
}

/** Builds the table of one bundle over every configured channel. */
export function flowTableFor(bundle: Bundle, channels: readonly string[] = configuredChannels()): FlowTable {
  const rows = channels.map((channel): FlowTableRow => {
    const brand = resolveBrand({ brandId: bundle.brand, channel, hostOverrides: bundle.overrides });
    const { flow, source } = baseFlow(channel);
    const destinations = destinationsFor(flow, channel);
    const cities = CITY_OVERRIDE_ROWS.filter((row) => includes(row.channels, channel)).map((row) => {
      const overridden = destinationsFor(row.values, channel);
      return {
        row: row.id,
        cities: row.cities,
        values: row.values,
        success: overridden.success,
        failure: overridden.failure,
      };
    });
    return {
      channel,
      brand: brand.name,
      company: brand.companyName,
      icp: brand.icp,
      source,
      flow,
      success: destinations.success,
      failure: destinations.failure,
      cities,
      notes: notesOf(channel, bundle),
      trackers: trackerSummary(channel),
    };
  });
  return { bundleId: bundle.id, hostnames: bundle.hostnames, rows };
}
