/**
 * The tracker controller, free of browser globals so it can be tested with fakes: it loads the
 * scripts of the current channel and reports a conversion after a successful form save, once
 * per user, channel and day (spec section 4, "Conversion reporting").
 *
 * Nothing here reports on its own: {@link TrackerController.start} only creates queue stubs and
 * loads scripts; every event comes from {@link TrackerController.reportFormSuccess}, which the
 * forms call after the API confirmed the save. Every failure is swallowed: a tracker never
 * changes what the visitor sees or where they go.
 */
import * as api from "../../contract/calls.ts";
import type { TrackerRegistry } from "../../config/trackers.ts";
import { isFlagActive, makeFlag } from "../../core/daily-flag.ts";
import { flagKey as dailyFlagKey } from "../../core/daily-flag.ts";
import type { KuaishouAttribution } from "../page-stores.ts";
import { scriptsOf, trackerPlanFor, type TrackerPlan } from "./plan.ts";
import {
  prepareSearch,
  prepareTrace,
  pushSearchConversion,
  pushTraceConversion,
  SEARCH_SUCCESS_TYPE,
  type TrackerWindow,
} from "./queues.ts";
import type { ScriptLoader, ScriptOutcome } from "./script-loader.ts";

/** The visitor's stored state the trackers read, at the moment they need it. */
export interface TrackerState {
  userId: string;
  channel: string;
  /** Landing URL carrying bd_vid (session bd_vidUrl), "" when the visit did not come from a search ad. */
  bdVidUrl: string;
  /** Short-video attribution (session kuaishoumaidian), null when absent. */
  kuaishou: KuaishouAttribution | null;
}

/** Everything the controller touches, injected. */
export interface TrackerEnv {
  win: TrackerWindow;
  registry: TrackerRegistry;
  loader: ScriptLoader;
  /** The session module's storage for daily flags; undefined or throwing when storage is refused. */
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  now(): number;
  state(): TrackerState;
  /** POSTs a conversion relay to the API; resolves true when it answered code 200, never rejects. */
  relay<F>(call: api.ApiCall<F, unknown>, fields: F): Promise<boolean>;
  /** Resolves after `ms` (the cap on how long a report holds up the caller). */
  wait(ms: number): Promise<void>;
}

/** Name of the stored daily flag (spec section 3: "each has a name, value, expiry and start time"). */
const CONVERSION_FLAG_NAME = "conversion";

/** Baidu upload limit on the landing URL (REFERENCE.md). */
const BD_VID_URL_MAX = 1024;

/** Kuaishou event_type of a form conversion (REFERENCE.md: 9 = form). */
const KUAISHOU_FORM_EVENT = 9;

/** Longest time a report keeps its caller waiting for scripts and relays before it lets go. */
export const REPORT_WAIT_CAP_MS = 800;

/** What a report did, for tests and logs. */
export interface ConversionReport {
  /** False when the daily flag already held: nothing was sent. */
  reported: boolean;
  /** The events handed over: "trace:<kind>", "search", "relay:baidu", "relay:kuaishou". */
  events: string[];
}

export interface TrackerController {
  /** Prepares the queues and loads the scripts of the current channel (after first paint, by the caller). */
  start(): void;
  /** Reports the conversion of a successful form save, at most once per user, channel and day. */
  reportFormSuccess(input: { formKind: string }): Promise<ConversionReport>;
}

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** A landing URL the Baidu upload accepts: carries bd_vid, at most 1024 characters. */
export function isUploadableBdVidUrl(url: string): boolean {
  return url.length > 0 && url.length <= BD_VID_URL_MAX && /[?&]bd_vid=[^&#]+/.test(url);
}

/** Body of the Kuaishou relay: the callback unmodified plus the device ids that are present. */
export function kuaishouRelayFields(attribution: KuaishouAttribution): api.KuaishouReportFields | undefined {
  if (!attribution.callback) return undefined;
  const fields: api.KuaishouReportFields = {
    callback: attribution.callback,
    event_type: String(KUAISHOU_FORM_EVENT),
    utm_source: attribution.utm_source,
  };
  for (const key of ["oaidMd5", "imeiMd5", "idfaMd5"] as const) {
    const value = attribution[key];
    if (value) fields[key] = value;
  }
  return fields;
}

/** A controller over `env`; create one per page (./browser.ts does). */
export function createTrackerController(env: TrackerEnv): TrackerController {
  const loading = new Map<string, Promise<ScriptOutcome[]>>();

  /** Queue stubs first, then the scripts; one load per channel per page. */
  function loadFor(plan: TrackerPlan): Promise<ScriptOutcome[]> {
    const existing = loading.get(plan.channel);
    if (existing) return existing;
    safely(() => {
      if (plan.group) prepareTrace(env.win, plan.group.kind, plan.group.conversionId);
      if (plan.search) prepareSearch(env.win, plan.search.productionId);
    }, undefined);
    const scripts = scriptsOf(plan, env.registry).map((script) => env.loader.load(script));
    const all = Promise.all(scripts);
    loading.set(plan.channel, all);
    return all;
  }

  function planNow(): TrackerPlan {
    return trackerPlanFor(env.state().channel, env.registry);
  }

  /** True when the flag was already set today; otherwise sets it (a storage failure reports anyway). */
  function alreadyReportedToday(key: string, formKind: string): boolean {
    const now = env.now();
    const stored = safely(() => env.storage?.getItem(key) ?? null, null);
    if (stored !== null && isFlagActive(stored, now)) return true;
    safely(
      () => env.storage?.setItem(key, JSON.stringify(makeFlag(CONVERSION_FLAG_NAME, formKind, now))),
      undefined,
    );
    return false;
  }

  async function report(formKind: string): Promise<ConversionReport> {
    const state = env.state();
    if (alreadyReportedToday(dailyFlagKey(state.userId, state.channel), formKind)) {
      return { reported: false, events: [] };
    }
    const plan = trackerPlanFor(state.channel, env.registry);
    const events: string[] = [];
    const pending: Promise<unknown>[] = [];
    const scripts = loadFor(plan);
    pending.push(scripts);

    const group = plan.group;
    if (group) {
      events.push(`trace:${group.kind}`);
      let delivered: () => void = () => {};
      const delivery = new Promise<void>((resolve) => (delivered = resolve));
      const push = () =>
        safely(() => pushTraceConversion(env.win, group.kind, group.conversionId, delivered), false);
      // A kind without a queue (Ocean Engine) gets its event once its script has settled.
      if (!push()) pending.push(scripts.then(push));
      // The SDK calls back once it sent the event; a failed script never will.
      else if (group.kind === "kuaishou")
        pending.push(scripts.then((out) => (out.includes("failed") ? undefined : delivery)));
    }
    if (plan.search && safely(() => (pushSearchConversion(env.win), true), false)) events.push("search");

    if (isUploadableBdVidUrl(state.bdVidUrl)) {
      events.push("relay:baidu");
      pending.push(
        env.relay(api.baiduConvert, { logidUrl: state.bdVidUrl, newType: String(SEARCH_SUCCESS_TYPE) }),
      );
    }
    const kuaishou = state.kuaishou ? kuaishouRelayFields(state.kuaishou) : undefined;
    if (kuaishou) {
      events.push("relay:kuaishou");
      pending.push(env.relay(api.kuaishouReport, kuaishou));
    }
    await Promise.race([Promise.allSettled(pending), env.wait(REPORT_WAIT_CAP_MS)]);
    return { reported: true, events };
  }

  return {
    start() {
      safely(() => void loadFor(planNow()).catch(() => undefined), undefined);
    },
    reportFormSuccess({ formKind }) {
      return report(formKind).catch(() => ({ reported: false, events: [] }));
    },
  };
}
