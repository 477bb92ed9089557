/**
 * The tracker events a visit would fire, read from the trackers registry (src/config/trackers.ts)
 * through the same pure planning the browser uses (src/client/trackers/plan.ts), plus the
 * conversion relays that depend on the landing address (bd_vid, short-video callback).
 */
import { API_PATHS } from "../contract/endpoints.ts";
import { isSampleValue } from "../deploy/samples-scan.ts";
import { searchEngineScriptUrl, TRACKER_REGISTRY, type TrackerRegistry } from "../config/trackers.ts";
import { bdVidUrlOf, kuaishouOf } from "../client/intake.ts";
import {
  isUploadableBdVidUrl,
  kuaishouRelayFields,
  KUAISHOU_FORM_EVENT,
} from "../client/trackers/controller.ts";
import { trackerPlanFor } from "../client/trackers/plan.ts";
import { SEARCH_SUCCESS_TYPE } from "../client/trackers/queues.ts";
import type { Query } from "../core/query.ts";

/** When an event fires. */
export type TrackerMoment = "pageLoad" | "formSuccess";

/** One event that would fire. */
export interface TrackerEvent {
  when: TrackerMoment;
  /** Tracker kind (kuaishou, oceanengine, gdt, baidu) or the relay name. */
  tracker: string;
  /** What is pushed, loaded or posted, as code an operator can search for. */
  what: string;
  zh: string;
  en: string;
  /** True when the id is still a sample value (marked with sample(); operators replace it). */
  sample: boolean;
}

/** Chinese and English names of the moments, for every renderer. */
export const MOMENT_LABELS: Readonly<Record<TrackerMoment, { zh: string; en: string }>> = {
  pageLoad: { zh: "页面加载后（首屏之后）", en: "After first paint" },
  formSuccess: {
    zh: "表单保存成功后（每用户每渠道每天一次）",
    en: "After a confirmed form save (once per user, channel and day)",
  },
};

/** Every channel the registry names (trace groups and search-engine lists). */
export function trackerChannels(registry: TrackerRegistry = TRACKER_REGISTRY): string[] {
  return [...registry.groups.flatMap((g) => g.channels), ...registry.searchLists.flatMap((l) => l.channels)];
}

/** A short registry label of a channel ("ks-video-a kuaishou 50000001"), or "" when none. */
export function trackerSummary(channel: string, registry: TrackerRegistry = TRACKER_REGISTRY): string {
  const plan = trackerPlanFor(channel, registry);
  const parts: string[] = [];
  if (plan.group)
    parts.push(
      `${plan.group.kind} ${plan.group.conversionId}${isSampleValue(plan.group.conversionId) ? "*" : ""}`,
    );
  if (plan.search)
    parts.push(`baidu ${plan.search.productionId}${isSampleValue(plan.search.productionId) ? "*" : ""}`);
  return parts.join(", ");
}

/** Input of {@link trackerEventsFor}. */
export interface TrackerEventsInput {
  channel: string;
  /** Landing query (bd_vid, utm_source, callback, ...). */
  query?: Query;
  /** Full landing URL, for the bd_vid upload. */
  landingUrl?: string;
  registry?: TrackerRegistry;
}

/** The events a visit of `channel` would fire, page-load ones first. Empty when none is configured. */
export function trackerEventsFor(input: TrackerEventsInput): TrackerEvent[] {
  const registry = input.registry ?? TRACKER_REGISTRY;
  const plan = trackerPlanFor(input.channel, registry);
  const query = input.query ?? {};
  const events: TrackerEvent[] = [];
  const group = plan.group;
  if (group) {
    const urls = registry.vendors[group.kind]?.scriptUrls ?? [];
    events.push({
      when: "pageLoad",
      tracker: group.kind,
      what: `load ${urls.join(" | ")}`,
      zh: `加载 ${group.kind} 追踪脚本（渠道组 ${group.name}）`,
      en: `Load the ${group.kind} trace script (group ${group.name})`,
      sample: isSampleValue(group.conversionId),
    });
    events.push({
      when: "formSuccess",
      tracker: group.kind,
      what: traceEventCode(group.kind, group.conversionId),
      zh: `表单转化事件，转化 ID ${group.conversionId}`,
      en: `Form conversion event, conversion id ${group.conversionId}`,
      sample: isSampleValue(group.conversionId),
    });
  }
  const search = plan.search;
  if (search) {
    events.push({
      when: "pageLoad",
      tracker: "baidu",
      what: `_agl.push(['production', '${search.productionId}']); load ${searchEngineScriptUrl(search.productionId)}`,
      zh: `注册搜索推广 production ID ${search.productionId} 并加载转化脚本（列表 ${search.name}）`,
      en: `Register search production id ${search.productionId} and load the conversion script (list ${search.name})`,
      sample: isSampleValue(search.productionId),
    });
    events.push({
      when: "formSuccess",
      tracker: "baidu",
      what: `_agl.push(['track', ['success', { t: ${SEARCH_SUCCESS_TYPE} }]])`,
      zh: `搜索推广成功事件（类型 ${SEARCH_SUCCESS_TYPE}，表单提交成功）`,
      en: `Search success event (type ${SEARCH_SUCCESS_TYPE}, form submitted)`,
      sample: isSampleValue(search.productionId),
    });
  }
  events.push(...relayEvents(query, input.landingUrl));
  return events;
}

function traceEventCode(kind: string, id: string): string {
  if (kind === "kuaishou") return `_ks_trace.push({ event: 'form', convertId: '${id}' })`;
  if (kind === "gdt") return `gdt('track', 'RESERVATION')`;
  return `meteor.track('form', { convert_id: '${id}' })`;
}

/** Server relays that fire when the landing address carries their attribution. */
function relayEvents(query: Query, landingUrl: string | undefined): TrackerEvent[] {
  const events: TrackerEvent[] = [];
  let url: URL | undefined;
  try {
    url = landingUrl ? new URL(landingUrl) : undefined;
  } catch {
    url = undefined;
  }
  const bdVidUrl = url ? bdVidUrlOf(url, query.bd_vid) : undefined;
  if (bdVidUrl && isUploadableBdVidUrl(bdVidUrl)) {
    events.push({
      when: "formSuccess",
      tracker: "relay:baidu",
      what: `POST ${API_PATHS.baiduConvert} logidUrl=${bdVidUrl} newType=${SEARCH_SUCCESS_TYPE}`,
      zh: "上报搜索推广转化（落地页地址带 bd_vid）",
      en: "Upload the search-ad conversion (landing URL carries bd_vid)",
      sample: false,
    });
  }
  const attribution = kuaishouOf(query);
  const fields = attribution ? kuaishouRelayFields(attribution) : undefined;
  if (fields) {
    events.push({
      when: "formSuccess",
      tracker: "relay:kuaishou",
      what: `POST ${API_PATHS.kuaishouReport} event_type=${KUAISHOU_FORM_EVENT} callback=…`,
      zh: "上报短视频广告转化（落地页带 callback）",
      en: "Report the short-video conversion (landing URL carries callback)",
      sample: false,
    });
  }
  return events;
}
