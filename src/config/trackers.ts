/**
 * The ad-tracker registry (spec sections 1, 4 and 9; REFERENCE.md "Ad conversion trackers"):
 * the trace groups, the search-engine lists and the script URLs of each kind, whose origins are
 * the CSP allow-list (`trackerScriptOrigins`); its shape and check are `trackerRegistrySchema`. The
 * spec does not show the ids and channel numbers: each is a sample() for operators to replace.
 */
import type { Channel } from "./channels.ts";
import type { TrackerRegistry } from "./host-schema.ts";
import { sample } from "./sample.ts";

/** Trackers driven by a per-group conversion id (the short-video trace SDK and, if asked, others). */
export const TRACE_KINDS = ["kuaishou", "oceanengine", "gdt"] as const;
export type TraceKind = (typeof TRACE_KINDS)[number];
type TraceGroup = TrackerRegistry["groups"][number];
type SearchEngineList = TrackerRegistry["searchLists"][number];

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
const TRACE_VENDORS: TrackerRegistry["vendors"] = {
  kuaishou: {
    scriptUrls: [`https://p1-yx.adkwai.com${ksTracePath}`, `https://static.yximgs.com${ksTracePath}`],
  },
};

/** The search-engine conversion script (REFERENCE.md: Baidu OCPC), loaded asynchronously. */
export function searchEngineScriptUrl(productionId: string): string {
  return `https://fxgate.baidu.com/angelia/fcagl.js?production=${encodeURIComponent(productionId)}`;
}

/** `count` consecutive channels from `first`: compact sample lists, replaced by literal lists. */
function sampleChannelRange(first: number, count: number): Channel[] {
  return Array.from({ length: count }, (_, i) => `channel_${first + i}` as const);
}

/**
 * Trace groups. channel_5218 and channel_5194 are the short-video channels the entry paths
 * /m/v1-ks5218 and /m/v1-ks5194 are named after; the other channels and every id are samples.
 */
const TRACE_GROUPS: readonly TraceGroup[] = [
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
      sampleChannelRange(5721, 12),
      "the channels of this group, as the ad platform account maps them",
    ),
  },
];

/** Search-engine lists (spec: "three lists of about 130, 40 and 0 channels"). All samples. */
const SEARCH_ENGINE_LISTS: readonly SearchEngineList[] = [
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

export const TRACKER_REGISTRY: TrackerRegistry = {
  vendors: TRACE_VENDORS,
  groups: TRACE_GROUPS,
  searchLists: SEARCH_ENGINE_LISTS,
};

/**
 * Distinct origins of every script the registry can load (the vendors of the kinds in use, the
 * non-empty search lists), in registry order: the Content-Security-Policy allow-lists exactly
 * these. A function, so that the pages, which import the registry, never compute it.
 */
export function trackerScriptOrigins(): string[] {
  const scriptUrls = [
    ...TRACKER_REGISTRY.groups.flatMap((group) => TRACKER_REGISTRY.vendors[group.kind]?.scriptUrls ?? []),
    ...TRACKER_REGISTRY.searchLists
      .filter((list) => list.channels.length > 0)
      .map((list) => searchEngineScriptUrl(list.productionId)),
  ];
  return [...new Set(scriptUrls.map((url) => new URL(url).origin))];
}

/** The trackers of one channel: its trace group and/or its search-engine list. */
export interface TrackerPlan {
  group?: TraceGroup;
  search?: SearchEngineList;
}

/**
 * The plan of `channel`: the first group and the first list naming it (the registry check
 * forbids two); a group whose kind has no script is left out. A channel in neither gets nothing.
 * The page's trackers and the preview studio read it.
 */
export function trackerPlanFor(channel: string, registry: TrackerRegistry): TrackerPlan {
  const names = (entry: { channels: readonly string[] }) => entry.channels.includes(channel);
  const group = registry.groups.find(names);
  const search = registry.searchLists.find(names);
  return {
    ...(group && registry.vendors[group.kind]?.scriptUrls.length ? { group } : {}),
    ...(search ? { search } : {}),
  };
}
