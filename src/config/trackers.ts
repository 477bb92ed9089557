/**
 * The ad-tracker registry (spec sections 1, 4 and 9; REFERENCE.md "Ad conversion trackers"), as
 * typed data read by src/client/trackers/:
 *
 * - trace groups: four groups of 2-12 channels, each naming a tracker kind and the conversion id
 *   its form event carries (`_ks_trace.push({ event: 'form', convertId })`);
 * - search-engine lists: three channel lists (about 130, 40 and 0 channels), each with the
 *   production id registered with the search-engine conversion script (`_agl`);
 * - the script URLs of each kind. Their origins are the CSP allow-list (tracker-hosts.ts).
 *
 * The spec does not show the individual ids and channel numbers: they are sample values
 * (*unconfirmed*), each marked with sample() for operators to replace; the tracker code never
 * depends on them.
 * A channel belongs to at most one group or list, so a page loads exactly one set of scripts.
 */
import type { Channel } from "./channels.ts";
import { sample } from "./sample.ts";

/** Trackers driven by a per-group conversion id (the short-video trace SDK and, if asked, others). */
export type TraceKind = "kuaishou" | "oceanengine" | "gdt";

/** A channel group of a trace tracker. */
export interface TraceGroup {
  /** Short name for logs and tests. */
  name: string;
  kind: TraceKind;
  /** Kuaishou `convertId`, Ocean Engine `convert_id`, Tencent GDT init key. */
  conversionId: string;
  channels: readonly Channel[];
}

/** A channel list of the search-engine conversion script. */
export interface SearchEngineList {
  name: string;
  /** Registered first: `_agl.push(['production', id])`, and part of the script URL. */
  productionId: string;
  channels: readonly Channel[];
}

/** Where a trace kind's SDK is loaded from: tried in order, the next only when one fails. */
export interface TraceVendor {
  scriptUrls: readonly string[];
}

/** Version of the ks-trace SDK file (*unconfirmed*: REFERENCE.md names the path, not the version). */
const KS_TRACE_VERSION = sample(
  "3.0.0",
  "the ks-trace SDK version the short-video ad platform gives you (its file name ks-trace.<version>.min.js)",
);

const ksTracePath = `/udata/pkg/ks-ad-trace-sdk/ks-trace.${KS_TRACE_VERSION}.min.js`;

/**
 * SDK locations per trace kind. Spec: "Two advertising-trace scripts from two ad-network hosts";
 * REFERENCE.md gives the ks-trace SDK on p1-yx.adkwai.com or static.yximgs.com, so the second
 * host is the fallback when the first fails. Ocean Engine and Tencent GDT are supported by the
 * loader but configured only when operators ask for them (add their URL here and a group below).
 */
export const TRACE_VENDORS: Readonly<Partial<Record<TraceKind, TraceVendor>>> = {
  kuaishou: {
    scriptUrls: [`https://p1-yx.adkwai.com${ksTracePath}`, `https://static.yximgs.com${ksTracePath}`],
  },
};

/** The search-engine conversion script (REFERENCE.md: Baidu OCPC), loaded asynchronously. */
export function searchEngineScriptUrl(productionId: string): string {
  return `https://fxgate.baidu.com/angelia/fcagl.js?production=${encodeURIComponent(productionId)}`;
}

/**
 * Trace groups. channel_5218 and channel_5194 are the short-video channels the entry paths
 * /m/v1-ks5218 and /m/v1-ks5194 are named after; the other channels and every id are samples.
 */
export const TRACE_GROUPS: readonly TraceGroup[] = [
  {
    name: "ks-video-a",
    kind: "kuaishou",
    conversionId: sample("50000001", "the conversion id the ad platform shows for this channel group"),
    channels: sample(
      ["channel_5218", "channel_5194", "channel_5219", "channel_5220"],
      "the channels of this group, as the ad platform account maps them",
    ),
  },
  {
    name: "ks-video-b",
    kind: "kuaishou",
    conversionId: sample("50000002", "the conversion id the ad platform shows for this channel group"),
    channels: sample(
      ["channel_5701", "channel_5702", "channel_5703"],
      "the channels of this group, as the ad platform account maps them",
    ),
  },
  {
    name: "ks-video-c",
    kind: "kuaishou",
    conversionId: sample("50000003", "the conversion id the ad platform shows for this channel group"),
    channels: sample(
      ["channel_5711", "channel_5712"],
      "the channels of this group, as the ad platform account maps them",
    ),
  },
  {
    name: "ks-video-d",
    kind: "kuaishou",
    conversionId: sample("50000004", "the conversion id the ad platform shows for this channel group"),
    channels: sample(
      [
        "channel_5721",
        "channel_5722",
        "channel_5723",
        "channel_5724",
        "channel_5725",
        "channel_5726",
        "channel_5727",
        "channel_5728",
        "channel_5729",
        "channel_5730",
        "channel_5731",
        "channel_5732",
      ],
      "the channels of this group, as the ad platform account maps them",
    ),
  },
];

/** `count` consecutive channels from `first`: compact sample lists, replaced by literal lists. */
function sampleChannelRange(first: number, count: number): Channel[] {
  return Array.from({ length: count }, (_, i) => `channel_${first + i}` as const);
}

/** Search-engine lists (spec: "three lists of about 130, 40 and 0 channels"). All samples. */
export const SEARCH_ENGINE_LISTS: readonly SearchEngineList[] = [
  {
    name: "search-a",
    productionId: sample("10000001", "the production id the search-ad platform registered for this list"),
    channels: sample(
      sampleChannelRange(6000, 130),
      "the channels of this list, as the search-ad account maps them",
    ),
  },
  {
    name: "search-b",
    productionId: sample("10000002", "the production id the search-ad platform registered for this list"),
    channels: sample(
      sampleChannelRange(6200, 40),
      "the channels of this list, as the search-ad account maps them",
    ),
  },
  {
    name: "search-c",
    productionId: sample("10000003", "the production id the search-ad platform registered for this list"),
    channels: [],
  },
];

/** The whole registry, so that checks and the client can be handed another one in tests. */
export interface TrackerRegistry {
  vendors: Readonly<Partial<Record<TraceKind, TraceVendor>>>;
  groups: readonly TraceGroup[];
  searchLists: readonly SearchEngineList[];
}

export const TRACKER_REGISTRY: TrackerRegistry = {
  vendors: TRACE_VENDORS,
  groups: TRACE_GROUPS,
  searchLists: SEARCH_ENGINE_LISTS,
};

/** Every script URL the registry can load (used to derive the CSP allow-list). */
export function registryScriptUrls(registry: TrackerRegistry): string[] {
  const usedKinds = new Set(registry.groups.map((group) => group.kind));
  const trace = [...usedKinds].flatMap((kind) => registry.vendors[kind]?.scriptUrls ?? []);
  const search = registry.searchLists
    .filter((list) => list.channels.length > 0)
    .map((list) => searchEngineScriptUrl(list.productionId));
  return [...trace, ...search];
}

/** Channels per trace group (spec section 9: "four groups of about 2 to 12 channels"). */
const TRACE_GROUP_SIZE = { min: 2, max: 12 } as const;

const CHANNEL = /^channel_\d{1,10}$/;
const TRACKER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Problems of a registry, each a sentence naming the entry: malformed channels or ids, group
 * sizes, a kind without a vendor, a non-https script, a channel claimed twice.
 */
export function findTrackerProblems(registry: TrackerRegistry): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const claim = (entry: string, channels: readonly string[]) => {
    for (const channel of channels) {
      if (!CHANNEL.test(channel)) problems.push(`${entry}: "${channel}" is not a channel (channel_NNNN)`);
      const earlier = owner.get(channel);
      if (earlier) problems.push(`${entry}: ${channel} is also in ${earlier}`);
      else owner.set(channel, entry);
    }
  };
  for (const group of registry.groups) {
    const entry = `trace group ${group.name}`;
    const size = group.channels.length;
    if (size < TRACE_GROUP_SIZE.min || size > TRACE_GROUP_SIZE.max) {
      problems.push(
        `${entry}: has ${size} channels, expected ${TRACE_GROUP_SIZE.min}-${TRACE_GROUP_SIZE.max}`,
      );
    }
    if (!TRACKER_ID.test(group.conversionId))
      problems.push(`${entry}: conversion id "${group.conversionId}" is malformed`);
    if (!registry.vendors[group.kind]?.scriptUrls.length)
      problems.push(`${entry}: no script URL for kind ${group.kind}`);
    claim(entry, group.channels);
  }
  for (const list of registry.searchLists) {
    const entry = `search list ${list.name}`;
    if (!TRACKER_ID.test(list.productionId))
      problems.push(`${entry}: production id "${list.productionId}" is malformed`);
    claim(entry, list.channels);
  }
  for (const url of registryScriptUrls(registry)) {
    if (!url.startsWith("https://")) problems.push(`script ${url}: must be https`);
  }
  return problems;
}
