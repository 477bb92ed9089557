import { afterEach, expect, test, vi } from "vitest";
import { startTrackers } from "./index.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page whose idle callbacks and timeouts are recorded, not run. */
function stubPage(withIdle: boolean) {
  const events: string[] = [];
  vi.stubGlobal("window", {
    setTimeout: (_work: () => void, ms: number) => events.push(`timeout:${ms}`),
    ...(withIdle
      ? {
          requestIdleCallback: (_work: () => void, options: { timeout: number }) =>
            events.push(`idle:${options.timeout}`),
        }
      : {}),
  });
  return events;
}

test("the trackers start when the browser is idle, 3 s at the latest; without requestIdleCallback, soon", () => {
  const idle = stubPage(true);
  startTrackers();
  expect(idle).toEqual(["idle:3000"]);
  const old = stubPage(false);
  startTrackers();
  expect(old).toEqual(["timeout:50"]);
});

test("a form's report never holds it longer than 1.5 s, even while the trackers' module loads", async () => {
  vi.useFakeTimers();
  vi.doMock("./controller.ts", () => ({ reportFormSuccess: () => new Promise(() => undefined) }));
  const { reportFormSuccess } = await import("./index.ts");
  let settled = false;
  void reportFormSuccess("personal").then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(1499);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  vi.doUnmock("./controller.ts");
  vi.useRealTimers();
});

test("a failing tracker module resolves the report: the form moves on", async () => {
  vi.doMock("./controller.ts", () => ({
    reportFormSuccess: () => Promise.reject(new Error("blocked host")),
  }));
  const { reportFormSuccess } = await import("./index.ts");
  await expect(reportFormSuccess("personal")).resolves.toBeUndefined();
  vi.doUnmock("./controller.ts");
});
