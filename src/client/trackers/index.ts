/**
 * The trackers' public API (spec sections 1 and 4; REFERENCE.md "Ad conversion trackers"). This
 * file stays tiny: the registry, the loader and the API client are imported on demand.
 */
import { whenIdle } from "../after-first-paint.ts";

/** Longest wait for an idle moment before the trackers start anyway. */
const IDLE_TIMEOUT_MS = 3000;

const controller = () => import("./controller.ts");

/**
 * Loads the channel's tracker scripts once the browser is idle. The page runtime calls this once,
 * after the page has loaded and painted (its scripts start then) and the guard has let the page
 * stay, so first paint and the page's own scripts come first. A failure is silent and harmless.
 */
export function startTrackers(): void {
  const start = () => {
    controller()
      .then((module) => module.start())
      .catch(() => undefined);
  };
  whenIdle(start, IDLE_TIMEOUT_MS);
}

/**
 * Reports a successful form save (`formKind` names the form, e.g. "personal", and is stored as
 * the daily flag's value). Call it only after the save was confirmed; awaiting it before
 * navigating gives the trackers up to REPORT_WAIT_CAP_MS (controller.ts) to hand the events over.
 * Never rejects.
 */
export function reportFormSuccess(input: { formKind: string }): Promise<void> {
  // A tracker never holds up or breaks the form.
  return controller()
    .then((module) => module.reportFormSuccess(input.formKind))
    .catch(() => undefined);
}
