/**
 * Channels the preview knows about: every channel named in configuration (the rule tables of
 * src/config/channels*.ts, the reference server's seed channels and the trackers registry),
 * and the channel-info answer the reference server gives for a seed channel.
 */
import { BRAND_CHANNEL_ROWS } from "../config/channels-brand.ts";
import { CITY_OVERRIDE_ROWS } from "../config/channels-city.ts";
import {
  CITY_LOGIC_CHANNELS,
  DEFAULT_CHANNEL,
  HOME_TITLE_CHANNEL,
  LOGIN_CLEARING_CHANNELS,
  NOT_FOUND_CHANNEL,
  ONLY_DOWNLOAD_CHANNELS,
} from "../config/channels.ts";
import { SEED_CHANNELS, type SeedChannel } from "../../server/db/seed-channels.ts";
import { TRACKER_REGISTRY } from "../config/trackers.ts";

/** The channel number of a stored channel (`channel_5265` -> `5265`). */
export function channelNumber(channel: string): string {
  return channel.replace(/^channel_/, "");
}

/** Channels named by the rule tables of src/config/channels*.ts. */
function ruleTableChannels(): string[] {
  return [
    DEFAULT_CHANNEL,
    NOT_FOUND_CHANNEL,
    HOME_TITLE_CHANNEL,
    ...LOGIN_CLEARING_CHANNELS,
    ...ONLY_DOWNLOAD_CHANNELS,
    ...CITY_LOGIC_CHANNELS,
    ...CITY_OVERRIDE_ROWS.flatMap((row) => row.channels),
    ...BRAND_CHANNEL_ROWS.flatMap((row) => row.channels),
  ];
}

/** Every configured channel once, in numeric order. */
export function configuredChannels(): string[] {
  const all = new Set<string>([
    ...ruleTableChannels(),
    ...SEED_CHANNELS.map((row) => row.channel),
    ...TRACKER_REGISTRY.groups.flatMap((group) => group.channels),
    ...TRACKER_REGISTRY.searchLists.flatMap((list) => list.channels),
  ]);
  return [...all].sort((a, b) => Number(channelNumber(a)) - Number(channelNumber(b)));
}

/** The reference server's seed row of a channel, if it has one. */
export function seedChannel(channel: string): SeedChannel | undefined {
  return SEED_CHANNELS.find((row) => row.channel === channel);
}

/** The channel-info data the reference server answers for a seed row. */
export { channelInfoOfSeed } from "../../server/db/seed-channels.ts";
