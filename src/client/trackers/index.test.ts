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
