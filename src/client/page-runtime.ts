/**
 * The script of every page (src/layouts/Shell.astro; importing this module runs nothing): the
 * preload-error handler, the query intake, the run-time brand (its own chunk), the navigation
 * guard and, when the page stays, the trackers and the field reporter (its own chunk, for the
 * sampled page views of a host that names an endpoint; decision 445). Each part is fenced: a
 * failure is logged and the page stays as it was rendered, never blank.
 */
import { isSampled } from "../core/field-sample.ts";
import { INTAKE_HINT } from "../core/query.ts";
import { whenIdle } from "./start/after-first-paint.ts";
import { bundleConfig } from "./bundle-config.ts";
import { runGuard } from "./guard.ts";
import { installPreloadErrorHandler } from "./start/lazy-import.ts";
import { startTrackers } from "./trackers/index.ts";

function fenced(part: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    console.error(`${part}:`, error);
  }
}

/**
 * A new task. The parts of the runtime run as separate short tasks: in one task, with the
 * module evaluation before them and the first read of each storage area (a synchronous trip to
 * the browser process: the visitor's storage while the stores are made, the tab's at the
 * guard's first read), they made one long enough to count as blocking on a 4× slower phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The field reporter starts once the browser is idle, this long after the guard at the latest. */
const FIELD_START_MS = 3_000;

/** Starts the page runtime: the intake finishes before the guard reads the stores. */
export async function startPage(): Promise<void> {
  fenced("preload", installPreloadErrorHandler);
  if (INTAKE_HINT.test(location.search)) {
    await import("./intake.ts")
      .then((module) => module.takeInAddress())
      .catch((error: unknown) => console.error("intake:", error));
  }
  await nextTask();
  // The run-time brand, in its own chunk: it never delays the guard.
  import("./brand-runtime.ts")
    .then((module) => module.startBrand())
    .catch((error: unknown) => console.error("brand:", error));
  await nextTask();
  if (!(await runGuard())) return;
  await nextTask();
  fenced("trackers", startTrackers);
  const field = bundleConfig().field;
  if (!field || !isSampled(field.sampleRate, Math.random())) return;
  // When the browser is idle: the first tap after the paint never waits for this chunk.
  whenIdle(() => {
    import("./field-report.ts")
      .then((module) => module.startFieldReport(field.endpoint, field.release))
      .catch((error: unknown) => console.error("field:", error));
  }, FIELD_START_MS);
}
