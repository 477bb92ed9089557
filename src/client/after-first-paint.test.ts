import { expect, test } from "vitest";
import { afterFirstPaint, type PaintClock } from "./after-first-paint.ts";

/** A clock whose load, frames and tasks run only when the test says so, logging the order. */
function fakeClock(readyState: DocumentReadyState, hidden = false) {
  const log: string[] = [];
  const pending: { kind: string; run: () => void }[] = [];
  const clock: PaintClock = {
    readyState,
    isHidden: () => hidden,
    onLoad: (then) => pending.push({ kind: "load", run: then }),
    nextFrame: (then) => pending.push({ kind: "frame", run: then }),
    nextTask: (then) => pending.push({ kind: "task", run: then }),
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
  return { clock, log, drain, step };
}

test("waits for load, then two frames, then a task", () => {
  const { clock, log, drain } = fakeClock("interactive");
  const started: string[] = [];
  afterFirstPaint(() => started.push(log.join(" ")), clock);
  expect(started).toEqual([]);
  drain();
  expect(started).toEqual(["load frame frame task"]);
});

test("nothing starts before the load event, however many frames pass", () => {
  const { clock, step } = fakeClock("loading");
  let started = false;
  afterFirstPaint(() => (started = true), clock);
  expect(step()).toBe(true); // the load listener: only it is pending
  expect(started).toBe(false);
});

test("a page that has loaded already waits for the frames only", () => {
  const { clock, log, drain } = fakeClock("complete");
  afterFirstPaint(() => log.push("start"), clock);
  drain();
  expect(log).toEqual(["frame", "frame", "task", "start"]);
});

test("a hidden page (no frames run) starts after load, in a task", () => {
  const { clock, log, drain } = fakeClock("interactive", true);
  afterFirstPaint(() => log.push("start"), clock);
  drain();
  expect(log).toEqual(["load", "task", "start"]);
});
