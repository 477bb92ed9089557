/**
 * The page globals each tracker SDK reads (REFERENCE.md "Ad conversion trackers"): queue stubs
 * created before the script loads, so that anything pushed early is kept and drained by the
 * SDK, and the conversion events themselves. Every call is guarded: a third-party global that
 * is missing or broken costs its event, never the page.
 */
import type { TraceKind } from "../../config/trackers.ts";

/** The page's global object as the trackers see it (window in the browser, a plain object in tests). */
export type TrackerWindow = Record<string, unknown>;

/** Baidu conversion type 3 = 表单提交成功. */
export const SEARCH_SUCCESS_TYPE = 3;

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
const REGISTERED = "__funnelTrackersRegistered";

function registeredOnce(win: TrackerWindow, key: string): boolean {
  const seen = (win[REGISTERED] ??= {}) as Record<string, boolean>;
  if (seen[key]) return false;
  seen[key] = true;
  return true;
}

/** Creates the queue of a trace kind before its script loads (and GDT's init). */
export function prepareTrace(win: TrackerWindow, kind: TraceKind, conversionId: string): void {
  if (kind === "kuaishou") queue(win, "_ks_trace");
  else if (kind === "gdt" && registeredOnce(win, `gdt:${conversionId}`)) gdtStub(win)("init", conversionId);
  // Ocean Engine's `meteor` has no documented stub: its event waits for the script instead.
}

/** `_agl` with the production id registered first, before the script loads. */
export function prepareSearch(win: TrackerWindow, productionId: string): void {
  const agl = queue(win, "_agl");
  if (registeredOnce(win, `agl:${productionId}`)) agl.push(["production", productionId]);
}

/**
 * Pushes the form event of a trace kind. Returns false when the kind's SDK must be loaded first
 * (Ocean Engine) and is not there yet; the caller then retries once the script settled.
 */
export function pushTraceConversion(
  win: TrackerWindow,
  kind: TraceKind,
  conversionId: string,
  onDelivered: () => void,
): boolean {
  if (kind === "kuaishou") {
    queue(win, "_ks_trace").push({ event: "form", convertId: conversionId, cb: onDelivered });
    return true;
  }
  if (kind === "gdt") {
    gdtStub(win)("track", "RESERVATION");
    return true;
  }
  const meteor = win.meteor as { track?: unknown } | undefined;
  if (!meteor || typeof meteor.track !== "function") return false;
  (meteor.track as (...args: unknown[]) => unknown).call(meteor, "form", { convert_id: conversionId });
  return true;
}

/** Pushes the search-engine success event of type 3. */
export function pushSearchConversion(win: TrackerWindow): void {
  queue(win, "_agl").push(["track", ["success", { t: SEARCH_SUCCESS_TYPE }]]);
}
