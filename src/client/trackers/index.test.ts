import { afterEach, describe, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A page in `readyState` whose idle callbacks and timeouts are recorded, not run. */
function stubPage(readyState: string, withIdle = true) {
  const events: string[] = [];
  let onLoad: (() => void) | undefined;
  const win = {
    addEventListener: (type: string, listener: () => void) => {
      events.push(`listen:${type}`);
      onLoad = listener;
    },
    setTimeout: (_work: () => void, ms: number) => events.push(`timeout:${ms}`),
    ...(withIdle
      ? {
          requestIdleCallback: (_work: () => void, options: { timeout: number }) =>
            events.push(`idle:${options.timeout}`),
        }
      : {}),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", { readyState });
  return { events, fireLoad: () => onLoad?.() };
}

describe("startTrackers: never before load, then when idle", () => {
  test("a loading page waits for load, then for an idle moment of at most 3 s; once per page", async () => {
    const { events, fireLoad } = stubPage("interactive");
    const { startTrackers } = await import("./index.ts");
    startTrackers();
    startTrackers();
    expect(events).toEqual(["listen:load"]);
    fireLoad();
    expect(events).toEqual(["listen:load", "idle:3000"]);
  });

  test("a loaded page goes straight to idle; without requestIdleCallback, a timeout", async () => {
    const loaded = stubPage("complete");
    (await import("./index.ts")).startTrackers();
    expect(loaded.events).toEqual(["idle:3000"]);
    vi.resetModules();
    const old = stubPage("complete", false);
    (await import("./index.ts")).startTrackers();
    expect(old.events).toEqual(["timeout:1"]);
  });
});
