/**
 * The trackers' public API (spec sections 1 and 4; REFERENCE.md "Ad conversion trackers"). This
 * file stays tiny: the registry, the loader and the API client are imported on demand.
 */
import { whenIdle } from "../start/after-first-paint.ts";

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

/** Longest a report holds the form, the loading of the trackers' module included. */
const REPORT_TIMEOUT_MS = 1500;

/**
 * Reports a successful form save (`formKind` names the form, e.g. "personal", and is stored as
 * the daily flag's value). The form calls it only after the API saved and accepted it, and
 * navigates on once it resolves: at most {@link REPORT_TIMEOUT_MS} later. Never rejects.
 */
export function reportFormSuccess(formKind: string): Promise<void> {
  // A tracker never holds up or breaks the form.
  const report = controller()
    .then((module) => module.reportFormSuccess(formKind))
    .catch(() => undefined);
  return Promise.race([report, new Promise<void>((resolve) => setTimeout(resolve, REPORT_TIMEOUT_MS))]);
}
