/**
 * The ad trackers (spec sections 1 and 4; REFERENCE.md "Ad conversion trackers"): which
 * trackers a channel gets, the queue stubs their SDKs read, the loading of their scripts and
 * the conversion report after a successful form save, once per user, channel and day. Loaded
 * on demand by ./index.ts (after first paint, or when a form reports), so the registry and the
 * loader never weigh on the page's first load.
 *
 * {@link createTrackerController} is free of browser globals so it can be tested with fakes;
 * {@link pageTrackers} wires it to the page. Nothing reports on its own: `start` only creates
 * queue stubs and loads scripts; every event comes from `reportFormSuccess`, which the forms
 * call after the API confirmed the save. Every failure is swallowed: a tracker never changes
 * what the visitor sees or where they go.
 */
import * as api from "../../contract/calls.ts";
import {
  searchEngineScriptUrl,
  TRACKER_REGISTRY,
  type SearchEngineList,
  type TraceGroup,
  type TraceKind,
  type TrackerRegistry,
} from "../../config/trackers.ts";
import { request } from "../api.ts";
import { $bdVidUrl, $kuaishoumaidian, type KuaishouAttribution } from "../page-stores.ts";
import { flagStorage } from "../session.ts";
import * as s from "../stores.ts";

/** The page's global object as the trackers see it (window in the browser, a plain object in tests). */
export type TrackerWindow = Record<string, unknown>;

/** What the loader needs of the document and its <script> elements (tests pass fakes). */
export interface ScriptElementLike {
  async: boolean;
  src: string;
  addEventListener(type: "load" | "error", listener: () => void, options?: { once?: boolean }): void;
}
export interface ScriptDocument {
  createElement(tag: "script"): ScriptElementLike;
  head: { appendChild(node: ScriptElementLike): unknown } | null;
}

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
  doc: ScriptDocument;
  registry: TrackerRegistry;
  /** Storage for the daily flags; undefined or throwing when storage is refused. */
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  now(): number;
  state(): TrackerState;
  /** POSTs a conversion relay to the API; resolves true when it answered code 200, never rejects. */
  relay<F>(call: api.ApiCall<F, unknown>, fields: F): Promise<boolean>;
  /** Resolves after `ms` (the cap on how long a report holds up the caller). */
  wait(ms: number): Promise<void>;
}

/** Baidu conversion type 3 = 表单提交成功. */
const SEARCH_SUCCESS_TYPE = 3;
/** Baidu upload limit on the landing URL (REFERENCE.md). */
const BD_VID_URL_MAX = 1024;
/** Kuaishou event_type of a form conversion (REFERENCE.md: 9 = form). */
const KUAISHOU_FORM_EVENT = 9;
/** Longest time a report keeps its caller waiting for scripts and relays before it lets go. */
const REPORT_WAIT_CAP_MS = 800;

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** The trackers of one channel: its trace group and/or its search-engine list. */
interface TrackerPlan {
  group?: TraceGroup;
  search?: SearchEngineList;
}

/**
 * The plan of `channel`: the first group and the first list naming it (the registry check
 * forbids two); a group whose kind has no script is left out. A channel in neither gets nothing.
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

/** The scripts a plan loads, in order, each with the URLs to try (the next only when one fails). */
function scriptsOf(plan: TrackerPlan, registry: TrackerRegistry): (readonly string[])[] {
  const scripts: (readonly string[])[] = [];
  if (plan.group) scripts.push(registry.vendors[plan.group.kind]?.scriptUrls ?? []);
  if (plan.search) scripts.push([searchEngineScriptUrl(plan.search.productionId)]);
  return scripts;
}

function queue(win: TrackerWindow, name: string): { push(...items: unknown[]): unknown } {
  const existing = win[name] as { push?: unknown } | undefined;
  if (existing && typeof existing.push === "function")
    return existing as { push(...items: unknown[]): unknown };
  const created: unknown[] = [];
  win[name] = created;
  return created;
}

/** Tencent GDT's command function: queues its arguments until the SDK replaces it. */
function gdtStub(win: TrackerWindow): (...args: unknown[]) => unknown {
  if (typeof win.gdt === "function") return win.gdt as (...args: unknown[]) => unknown;
  const calls: unknown[][] = [];
  const stub = Object.assign((...args: unknown[]) => calls.push(args), { tcq: calls });
  win.gdt = stub;
  return stub;
}

/** Marks on the window so that a second start on the same page does not register twice. */
function registeredOnce(win: TrackerWindow, key: string): boolean {
  const seen = (win.__funnelTrackersRegistered ??= {}) as Record<string, boolean>;
  if (seen[key]) return false;
  seen[key] = true;
  return true;
}

/**
 * The queue stubs, created before the scripts load so that anything pushed early is kept and
 * drained by the SDK: a trace kind's queue (and GDT's init), and `_agl` with the production id
 * registered first. Ocean Engine's `meteor` has no documented stub: its event waits for the script.
 */
function prepareQueues(win: TrackerWindow, plan: TrackerPlan): void {
  const { group, search } = plan;
  if (group?.kind === "kuaishou") queue(win, "_ks_trace");
  else if (group?.kind === "gdt" && registeredOnce(win, `gdt:${group.conversionId}`))
    gdtStub(win)("init", group.conversionId);
  if (search) {
    const agl = queue(win, "_agl");
    if (registeredOnce(win, `agl:${search.productionId}`)) agl.push(["production", search.productionId]);
  }
}

/**
 * Pushes the form event of a trace kind. Returns false when the kind's SDK must be loaded first
 * (Ocean Engine) and is not there yet; the caller then retries once the script settled.
 */
function pushTraceConversion(win: TrackerWindow, kind: TraceKind, id: string, onDelivered: () => void) {
  if (kind === "kuaishou") {
    queue(win, "_ks_trace").push({ event: "form", convertId: id, cb: onDelivered });
    return true;
  }
  if (kind === "gdt") {
    gdtStub(win)("track", "RESERVATION");
    return true;
  }
  const meteor = win.meteor as { track?: unknown } | undefined;
  if (!meteor || typeof meteor.track !== "function") return false;
  (meteor.track as (...args: unknown[]) => unknown).call(meteor, "form", { convert_id: id });
  return true;
}

/** Appends one async <script>; resolves whether it loaded, never rejects. */
function loadOne(doc: ScriptDocument, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const element = doc.createElement("script");
      element.async = true;
      element.addEventListener("load", () => resolve(true), { once: true });
      element.addEventListener("error", () => resolve(false), { once: true });
      element.src = url;
      if (!doc.head) return resolve(false);
      doc.head.appendChild(element);
    } catch {
      resolve(false);
    }
  });
}

/** A landing URL the Baidu upload accepts: carries bd_vid, at most 1024 characters. */
function isUploadableBdVidUrl(url: string): boolean {
  return url.length > 0 && url.length <= BD_VID_URL_MAX && /[?&]bd_vid=[^&#]+/.test(url);
}

/** Body of the Kuaishou relay: the callback unmodified plus the device ids that are present. */
function kuaishouRelayFields(attribution: KuaishouAttribution): api.KuaishouReportFields | undefined {
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

/**
 * True while the stored daily flag holds (spec 3: "each has a name, value, expiry and start
 * time"): set (start not after now) and not yet expired. A start in the future (clock moved
 * back) or a malformed flag does not hold, so the event is reported rather than lost.
 */
function isFlagActive(raw: string | null, now: number): boolean {
  const flag = safely(() => JSON.parse(raw ?? "") as unknown, undefined);
  if (typeof flag !== "object" || flag === null) return false;
  const { name, start, expiry } = flag as Record<string, unknown>;
  const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
  return typeof name === "string" && finite(start) && finite(expiry) && start <= now && now < expiry;
}

/**
 * The next local midnight after `now`, built from a Date in the runtime's time zone so that
 * daylight-saving days (23 or 25 hours) are handled by the platform, not by adding 86400000.
 */
function nextLocalMidnight(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** A controller over `env`; create one per page ({@link pageTrackers} does). */
export function createTrackerController(env: TrackerEnv) {
  const scripts = new Map<string, Promise<boolean>>();

  /** One script, its URLs tried in order, each script once per page: resolves whether it loaded. */
  function loadScript(urls: readonly string[]): Promise<boolean> {
    const key = urls.join(" ");
    let loaded = scripts.get(key);
    if (!loaded) {
      loaded = (async () => {
        for (const url of urls) if (await loadOne(env.doc, url)) return true;
        return false;
      })();
      scripts.set(key, loaded);
    }
    return loaded;
  }

  /** Queue stubs first (each registers once per page), then the plan's scripts. */
  function load(plan: TrackerPlan): Promise<boolean[]> {
    safely(() => prepareQueues(env.win, plan), undefined);
    return Promise.all(scriptsOf(plan, env.registry).map(loadScript));
  }

  /**
   * Spec 4: "A per-user-and-channel conversion flag is set once per day; once set, the
   * conversion event is not reported again until local midnight." Stored under user_id
   * concatenated with _channel. True when it already held; otherwise sets it (a storage
   * failure reports anyway).
   */
  function alreadyReportedToday(state: TrackerState, formKind: string): boolean {
    const key = `${state.userId}${state.channel}`;
    const now = env.now();
    const held = safely(() => env.storage?.getItem(key) ?? null, null);
    if (isFlagActive(held, now)) return true;
    const flag = { name: "conversion", value: formKind, start: now, expiry: nextLocalMidnight(now) };
    safely(() => env.storage?.setItem(key, JSON.stringify(flag)), undefined);
    return false;
  }

  async function report(formKind: string): Promise<void> {
    const state = env.state();
    if (alreadyReportedToday(state, formKind)) return;
    const plan = trackerPlanFor(state.channel, env.registry);
    const loaded = load(plan);
    const pending: Promise<unknown>[] = [loaded];
    const group = plan.group;
    if (group) {
      let delivered: () => void = () => {};
      const delivery = new Promise<void>((resolve) => (delivered = resolve));
      const push = () =>
        safely(() => pushTraceConversion(env.win, group.kind, group.conversionId, delivered), false);
      // A kind without a queue (Ocean Engine) gets its event once its script has settled.
      if (!push()) pending.push(loaded.then(push));
      // The SDK calls back once it sent the event; a failed script never will.
      else if (group.kind === "kuaishou")
        pending.push(loaded.then((all) => (all.every(Boolean) ? delivery : undefined)));
    }
    const searchEvent = ["track", ["success", { t: SEARCH_SUCCESS_TYPE }]];
    if (plan.search) safely(() => queue(env.win, "_agl").push(searchEvent), undefined);
    if (isUploadableBdVidUrl(state.bdVidUrl)) {
      const fields = { logidUrl: state.bdVidUrl, newType: String(SEARCH_SUCCESS_TYPE) };
      pending.push(env.relay(api.baiduConvert, fields));
    }
    const kuaishou = state.kuaishou ? kuaishouRelayFields(state.kuaishou) : undefined;
    if (kuaishou) pending.push(env.relay(api.kuaishouReport, kuaishou));
    await Promise.race([Promise.allSettled(pending), env.wait(REPORT_WAIT_CAP_MS)]);
  }

  return {
    /** Prepares the queues and loads the current channel's scripts (after first paint, by the caller). */
    start() {
      safely(() => void load(trackerPlanFor(env.state().channel, env.registry)), undefined);
    },
    /** Reports the conversion of a successful form save, at most once per user, channel and day. */
    reportFormSuccess({ formKind }: { formKind: string }): Promise<void> {
      return report(formKind).catch(() => undefined);
    },
  };
}

/**
 * POSTs a conversion relay through the API client with `keepalive`, because the form navigates
 * right after reporting and an ordinary request would be cancelled, and without the client's
 * 401/403 redirect: a tracker never moves the visitor.
 */
async function relay<F>(call: api.ApiCall<F, unknown>, fields: F): Promise<boolean> {
  try {
    return (await request(call, fields, { keepalive: true })).ok;
  } catch {
    return false;
  }
}

let controller: ReturnType<typeof createTrackerController> | undefined;

/** The page's one controller: window, document, the daily flags' storage, the stores and the API. */
export function pageTrackers() {
  controller ??= createTrackerController({
    win: window as unknown as TrackerWindow,
    doc: document as unknown as ScriptDocument,
    registry: TRACKER_REGISTRY,
    storage: flagStorage,
    now: () => Date.now(),
    state: () => ({
      userId: s.$userId.get(),
      channel: s.$channel.get(),
      bdVidUrl: $bdVidUrl.get(),
      kuaishou: $kuaishoumaidian.get(),
    }),
    relay,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return controller;
}
