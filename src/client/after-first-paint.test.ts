import { expect, test } from "vitest";
import { afterFirstPaint, type PaintClock } from "./after-first-paint.ts";

/**
 * A clock whose load, frames and tasks run only when the test says so, logging the order.
 * Delayed tasks wait in their own list until `elapse()`.
 */
function fakeClock(readyState: DocumentReadyState, { hidden = false, reportsPaint = false } = {}) {
  const log: string[] = [];
  const pending: { kind: string; run: () => void }[] = [];
  const delayed: { ms: number; run: () => void }[] = [];
  const clock: PaintClock = {
    readyState,
    isHidden: () => hidden,
    onLoad: (then) => pending.push({ kind: "load", run: then }),
    nextFrame: (then) => pending.push({ kind: "frame", run: then }),
    nextTask: (then, delayMs = 0) =>
      delayMs > 0 ? delayed.push({ ms: delayMs, run: then }) : pending.push({ kind: "task", run: then }),
    onContentfulPaint: (then) => {
      if (reportsPaint) pending.push({ kind: "paint", run: then });
      return reportsPaint;
    },
  };
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
  return { clock, log, drain, step, elapse };
}

test("without paint reports: waits for load, then two frames, then a task; starts once even when the fallback fires later", () => {
  const { clock, log, drain, elapse } = fakeClock("interactive");
  const started: string[] = [];
  afterFirstPaint(() => started.push(log.join(" ")), clock);
  expect(started).toEqual([]);
  drain();
  expect(started).toEqual(["load frame frame task"]);
  elapse();
  expect(started).toHaveLength(1);
});

test("nothing starts before the load event, however many frames pass", () => {
  const { clock, step, elapse } = fakeClock("loading");
  let started = false;
  afterFirstPaint(() => (started = true), clock);
  elapse();
  expect(step()).toBe(true); // the load listener: only it is pending
  expect(started).toBe(false);
});

test("a page that has loaded already waits for the frames only", () => {
  const { clock, log, drain } = fakeClock("complete");
  afterFirstPaint(() => log.push("start"), clock);
  drain();
  expect(log).toEqual(["frame", "frame", "task", "start"]);
});

test("a page whose frames never come (an iframe out of view) starts a moment after load", () => {
  const { clock, log, step, elapse } = fakeClock("interactive");
  afterFirstPaint(() => log.push("start"), clock);
  step(); // load; the frames it asks for never run
  elapse();
  expect(log).toEqual(["load", "after 500 ms", "start"]);
});

test("a hidden page (no frames run) starts after load, in a task", () => {
  const { clock, log, drain } = fakeClock("interactive", { hidden: true });
  afterFirstPaint(() => log.push("start"), clock);
  drain();
  expect(log).toEqual(["load", "task", "start"]);
});

test("with paint reports: waits for load and the first contentful paint, then a frame and a task", () => {
  const { clock, log, drain } = fakeClock("interactive", { reportsPaint: true });
  afterFirstPaint(() => log.push("start"), clock);
  drain();
  expect(log).toEqual(["load", "paint", "frame", "task", "start"]);
});

test("with paint reports, frames alone start nothing: the paint is waited for", () => {
  const { clock, log, step, elapse } = fakeClock("complete", { reportsPaint: true });
  let started = false;
  afterFirstPaint(() => (started = true), clock);
  expect(log).toEqual([]);
  // Only the paint report is pending; until it comes (or the fallback fires) nothing starts.
  expect(started).toBe(false);
  elapse();
  expect(started).toBe(true);
  expect(step()).toBe(true);
  expect(log).toEqual(["after 500 ms", "paint"]);
});
