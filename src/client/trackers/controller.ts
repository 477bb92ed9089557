/**
 * The ad trackers (spec sections 1 and 4; REFERENCE.md "Ad conversion trackers"), loaded on
 * demand by ./index.ts. {@link start} only makes the queue stubs and loads scripts; every event
 * comes from {@link reportFormSuccess} after the API confirmed a save. Every failure is
 * swallowed: a tracker never changes what the visitor sees or where they go.
 */
import * as api from "../../contract/calls.ts";
import {
  searchEngineScriptUrl,
  trackerPlanFor,
  TRACKER_REGISTRY,
  type TraceKind,
  type TrackerPlan,
} from "../../config/trackers.ts";
import { request } from "../api.ts";
import { $bdVidUrl, $kuaishoumaidian, BD_VID_URL_MAX, type KuaishouAttribution } from "../page-stores.ts";
import { flagStorage } from "../session.ts";
import { $channel, $userId } from "../stores.ts";

/** Baidu conversion type 3 = 表单提交成功. */
const SEARCH_SUCCESS_TYPE = 3;
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

/** The page's global object, where the SDKs find their queues. */
const page = () => window as unknown as Record<string, unknown>;

type Queue = { push(...items: unknown[]): unknown };

function queue(name: string): Queue {
  const existing = page()[name] as Partial<Queue> | undefined;
  if (typeof existing?.push === "function") return existing as Queue;
  const created: unknown[] = [];
  page()[name] = created;
  return created;
}

/** Tencent GDT's command function: queues its arguments until the SDK replaces it. */
function gdtStub(): (...args: unknown[]) => unknown {
  const existing = page().gdt;
  if (typeof existing === "function") return existing as (...args: unknown[]) => unknown;
  const calls: unknown[][] = [];
  const stub = Object.assign((...args: unknown[]) => calls.push(args), { tcq: calls });
  page().gdt = stub;
  return stub;
}

/**
 * Pushes the form event of a trace kind. Returns false when the kind's SDK must be loaded first
 * (Ocean Engine) and is not there yet; the caller then retries once the script settled.
 */
function pushTraceConversion(kind: TraceKind, id: string, onDelivered: () => void): boolean {
  if (kind === "kuaishou") queue("_ks_trace").push({ event: "form", convertId: id, cb: onDelivered });
  else if (kind === "gdt") gdtStub()("track", "RESERVATION");
  else {
    const meteor = page().meteor as { track?: unknown } | undefined;
    if (typeof meteor?.track !== "function") return false;
    (meteor.track as (...args: unknown[]) => unknown).call(meteor, "form", { convert_id: id });
  }
  return true;
}

/** Appends one async <script>; resolves whether it loaded, never rejects. */
function loadOne(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const element = document.createElement("script");
      element.async = true;
      element.addEventListener("load", () => resolve(true), { once: true });
      element.addEventListener("error", () => resolve(false), { once: true });
      element.src = url;
      if (!document.head) return resolve(false);
      document.head.appendChild(element);
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

const scripts = new Map<string, Promise<boolean>>();

/** One script, its URLs tried in order, each script once per page: resolves whether it loaded. */
function loadScript(urls: readonly string[]): Promise<boolean> {
  const key = urls.join(" ");
  let loaded = scripts.get(key);
  if (!loaded) {
    loaded = (async () => {
      for (const url of urls) if (await loadOne(url)) return true;
      return false;
    })();
    scripts.set(key, loaded);
  }
  return loaded;
}

/** What the queue stubs registered on this page, so that a second start does not register twice. */
const registered = new Set<string>();

function firstTime(key: string): boolean {
  if (registered.has(key)) return false;
  registered.add(key);
  return true;
}

/**
 * The queue stubs first, so that anything pushed early is kept and drained by the SDK: a trace
 * kind's queue (and GDT's init), and `_agl` with the production id registered first. Ocean
 * Engine's `meteor` has no documented stub: its event waits for the script. Then the plan's
 * scripts, in order.
 */
function load({ group, search }: TrackerPlan): Promise<boolean[]> {
  safely(() => {
    if (group?.kind === "kuaishou") queue("_ks_trace");
    else if (group?.kind === "gdt" && firstTime(`gdt:${group.conversionId}`))
      gdtStub()("init", group.conversionId);
    if (search && firstTime(`agl:${search.productionId}`))
      queue("_agl").push(["production", search.productionId]);
  }, undefined);
  return Promise.all([
    ...(group ? [loadScript(TRACKER_REGISTRY.vendors[group.kind]?.scriptUrls ?? [])] : []),
    ...(search ? [loadScript([searchEngineScriptUrl(search.productionId)])] : []),
  ]);
}

/**
 * Spec 4: "A per-user-and-channel conversion flag is set once per day; once set, the
 * conversion event is not reported again until local midnight." Stored under user_id
 * concatenated with _channel. True when it already held; otherwise sets it (flagStorage never
 * throws: where storage is refused, the flag lasts for the page and the event is reported).
 */
function alreadyReportedToday(key: string, formKind: string): boolean {
  const now = Date.now();
  if (isFlagActive(flagStorage.getItem(key), now)) return true;
  const flag = { name: "conversion", value: formKind, start: now, expiry: nextLocalMidnight(now) };
  flagStorage.setItem(key, JSON.stringify(flag));
  return false;
}

/** Prepares the queues and loads the current channel's scripts (after first paint, by the caller). */
export function start(): void {
  void load(trackerPlanFor($channel.get(), TRACKER_REGISTRY));
}

/**
 * Reports the conversion of a successful form save, at most once per user, channel and day;
 * resolves once the events are handed over, or after REPORT_WAIT_CAP_MS at the latest.
 */
export async function reportFormSuccess(formKind: string): Promise<void> {
  const channel = $channel.get();
  if (alreadyReportedToday(`${$userId.get()}${channel}`, formKind)) return;
  const plan = trackerPlanFor(channel, TRACKER_REGISTRY);
  const loaded = load(plan);
  const pending: Promise<unknown>[] = [loaded];
  const group = plan.group;
  if (group) {
    let delivered: () => void = () => {};
    const delivery = new Promise<void>((resolve) => (delivered = resolve));
    const push = () => safely(() => pushTraceConversion(group.kind, group.conversionId, delivered), false);
    // A kind without a queue (Ocean Engine) gets its event once its script has settled.
    if (!push()) pending.push(loaded.then(push));
    // The SDK calls back once it sent the event; a failed script never will.
    else if (group.kind === "kuaishou")
      pending.push(loaded.then((all) => (all.every(Boolean) ? delivery : undefined)));
  }
  const searchEvent = ["track", ["success", { t: SEARCH_SUCCESS_TYPE }]];
  if (plan.search) safely(() => queue("_agl").push(searchEvent), undefined);
  // The relays go with `keepalive`: the form navigates right after reporting, which would cancel
  // an ordinary request. A failed relay is only one settled promise among the pending ones.
  const relayed = { keepalive: true };
  const bdVidUrl = $bdVidUrl.get();
  if (isUploadableBdVidUrl(bdVidUrl)) {
    const fields = { logidUrl: bdVidUrl, newType: String(SEARCH_SUCCESS_TYPE) };
    pending.push(request(api.baiduConvert, fields, relayed));
  }
  const attribution = $kuaishoumaidian.get();
  const kuaishou = attribution ? kuaishouRelayFields(attribution) : undefined;
  if (kuaishou) pending.push(request(api.kuaishouReport, kuaishou, relayed));
  const cap = new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_CAP_MS));
  await Promise.race([Promise.allSettled(pending), cap]);
}
