/**
 * Which trackers a channel gets (pure): its trace group and/or its search-engine list, read
 * from the registry of src/config/trackers.ts. A channel in neither gets no tracker at all.
 */
import {
  searchEngineScriptUrl,
  type SearchEngineList,
  type TraceGroup,
  type TrackerRegistry,
} from "../../config/trackers.ts";

/** One script to load, with the URLs to try in order (later ones only if earlier ones fail). */
export interface ScriptPlan {
  kind: TraceGroup["kind"] | "baidu";
  urls: readonly string[];
}

/** The trackers of one channel. */
export interface TrackerPlan {
  channel: string;
  group?: TraceGroup;
  search?: SearchEngineList;
}

/** The plan of `channel`: the first group and the first list naming it (the registry check forbids two). */
export function trackerPlanFor(channel: string, registry: TrackerRegistry): TrackerPlan {
  const plan: TrackerPlan = { channel };
  const group = registry.groups.find((entry) => (entry.channels as readonly string[]).includes(channel));
  if (group && registry.vendors[group.kind]?.scriptUrls.length) plan.group = group;
  const search = registry.searchLists.find((entry) =>
    (entry.channels as readonly string[]).includes(channel),
  );
  if (search) plan.search = search;
  return plan;
}

/** The scripts a plan loads, in the order they are requested. */
export function scriptsOf(plan: TrackerPlan, registry: TrackerRegistry): ScriptPlan[] {
  const scripts: ScriptPlan[] = [];
  if (plan.group) {
    const urls = registry.vendors[plan.group.kind]?.scriptUrls ?? [];
    if (urls.length > 0) scripts.push({ kind: plan.group.kind, urls });
  }
  if (plan.search) scripts.push({ kind: "baidu", urls: [searchEngineScriptUrl(plan.search.productionId)] });
  return scripts;
}

/** True when the plan has nothing to load or report. */
export function isEmptyPlan(plan: TrackerPlan): boolean {
  return !plan.group && !plan.search;
}
