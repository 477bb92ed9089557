/**
 * The trackers' public API (spec sections 1 and 4; REFERENCE.md "Ad conversion trackers"):
 *
 * - {@link startTrackers}: call once on every page. After the page has loaded and the browser
 *   is idle it creates the queue stubs and loads the scripts of the visitor's channel group.
 * - {@link reportFormSuccess}: call after the API confirmed a form save. Reports the conversion
 *   once per user, channel and day; resolves within about a second, never rejects.
 *
 * This file stays tiny: the registry, the loader and the API client are imported on demand.
 */
import type { ConversionReport } from "./controller.ts";

/** Longest wait for an idle moment after load before the trackers start anyway. */
const IDLE_TIMEOUT_MS = 3000;

const controller = () => import("./controller.ts");

let started = false;

/**
 * Loads the channel's tracker scripts once the page has loaded (so first paint and the page's
 * own scripts come first) and the browser is idle; browsers without requestIdleCallback wait
 * one macrotask instead. A failure is silent and harmless.
 */
export function startTrackers(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const start = () => {
    controller()
      .then((module) => module.pageTrackers().start())
      .catch(() => undefined);
  };
  try {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(start, 1);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  } catch {
    // A browser without the needed APIs simply has no trackers.
  }
}

/**
 * Reports a successful form save (`formKind` names the form, e.g. "personal", and is stored as
 * the daily flag's value). Call it only after the save was confirmed; awaiting it before
 * navigating gives the trackers up to REPORT_WAIT_CAP_MS (controller.ts) to hand the events over.
 */
export async function reportFormSuccess(input: { formKind: string }): Promise<ConversionReport> {
  try {
    return await (await controller()).pageTrackers().reportFormSuccess(input);
  } catch {
    return { reported: false, events: [] };
  }
}
