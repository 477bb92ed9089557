import { afterEach, expect, test, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A page whose load, frames, tasks and paint reports run only when the test says so, logging
 * the order. Delayed tasks wait in their own list until `elapse()`.
 */
function fakeClock(readyState: DocumentReadyState, { hidden = false, reportsPaint = false } = {}) {
  const log: string[] = [];
  const pending: { kind: string; run: () => void }[] = [];
  const delayed: { ms: number; run: () => void }[] = [];
  vi.stubGlobal("document", { readyState, visibilityState: hidden ? "hidden" : "visible" });
  vi.stubGlobal("window", {
    addEventListener: (_type: string, then: () => void) => pending.push({ kind: "load", run: then }),
  });
  vi.stubGlobal("requestAnimationFrame", (then: () => void) => pending.push({ kind: "frame", run: then }));
  vi.stubGlobal("setTimeout", (then: () => void, delayMs = 0) =>
    delayMs > 0 ? delayed.push({ ms: delayMs, run: then }) : pending.push({ kind: "task", run: then }),
  );
  vi.stubGlobal(
    "PerformanceObserver",
    reportsPaint
      ? class {
          static supportedEntryTypes = ["paint"];
          readonly report: (list: { getEntriesByName(): unknown[] }) => void;
          constructor(report: (list: { getEntriesByName(): unknown[] }) => void) {
            this.report = report;
          }
          observe() {
            pending.push({ kind: "paint", run: () => this.report({ getEntriesByName: () => [{}] }) });
          }
          disconnect() {}
        }
      : undefined,
  );
  const step = () => {
    const next = pending.shift();
    if (!next) return false;
    log.push(next.kind);
    next.run();
    return true;
  };
  const drain = () => {
    while (step());
  };
  const elapse = () => {
    for (const timer of delayed.splice(0)) {
      log.push(`after ${timer.ms} ms`);
      timer.run();
    }
  };
  return { log, drain, step, elapse };
}

test("without paint reports: waits for load, then two frames, then a task; starts once even when the fallback fires later", () => {
  const { log, drain, elapse } = fakeClock("interactive");
  const started: string[] = [];
  afterFirstPaint(() => started.push(log.join(" ")));
  expect(started).toEqual([]);
  drain();
  expect(started).toEqual(["load frame frame task"]);
  elapse();
  expect(started).toHaveLength(1);
});

test("nothing starts before the load event, however many frames pass", () => {
  const { step, elapse } = fakeClock("loading");
  let started = false;
  afterFirstPaint(() => (started = true));
  elapse();
  expect(step()).toBe(true); // the load listener: only it is pending
  expect(started).toBe(false);
});

test("a page that has loaded already waits for the frames only", () => {
  const { log, drain } = fakeClock("complete");
  afterFirstPaint(() => log.push("start"));
  drain();
  expect(log).toEqual(["frame", "frame", "task", "start"]);
});

test("a page whose frames never come (an iframe out of view) starts a moment after load", () => {
  const { log, step, elapse } = fakeClock("interactive");
  afterFirstPaint(() => log.push("start"));
  step(); // load; the frames it asks for never run
  elapse();
  expect(log).toEqual(["load", "after 500 ms", "start"]);
});

test("a hidden page (no frames run) starts after load, in a task", () => {
  const { log, drain } = fakeClock("interactive", { hidden: true });
  afterFirstPaint(() => log.push("start"));
  drain();
  expect(log).toEqual(["load", "task", "start"]);
});

test("with paint reports: waits for load and the first contentful paint, then a frame and a task", () => {
  const { log, drain } = fakeClock("interactive", { reportsPaint: true });
  afterFirstPaint(() => log.push("start"));
  drain();
  expect(log).toEqual(["load", "paint", "frame", "task", "start"]);
});

test("with paint reports, frames alone start nothing: the paint is waited for", () => {
  const { log, step, elapse } = fakeClock("complete", { reportsPaint: true });
  let started = false;
  afterFirstPaint(() => (started = true));
  expect(log).toEqual([]);
  // Only the paint report is pending; until it comes (or the fallback fires) nothing starts.
  expect(started).toBe(false);
  elapse();
  expect(started).toBe(true);
  expect(step()).toBe(true);
  expect(log).toEqual(["after 500 ms", "paint"]);
});
