import { describe, expect, test, vi } from "vitest";
import { SIGNING_IN_TIMEOUT_MS, signingInScript } from "./signing-in.ts";

/** Runs the inline script against a fake document and storage; returns the element it marks. */
function run(stored: Record<string, string> | "throws") {
  const attributes = new Set<string>();
  let observer: (() => void) | undefined;
  const element = {
    setAttribute: (name: string) => void attributes.add(name),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const storage = {
    getItem: (key: string) => {
      if (stored === "throws") throw new Error("blocked");
      return stored[key] ?? null;
    },
  };
  class FakeObserver {
    constructor(callback: () => void) {
      observer = callback;
    }
    observe() {}
  }
  const timers: (() => void)[] = [];
  new Function("document", "localStorage", "MutationObserver", "setTimeout", signingInScript())(
    { documentElement: element },
    storage,
    FakeObserver,
    (callback: () => void) => timers.push(callback),
  );
  return { attributes, guardDecides: () => (attributes.add("data-guard"), observer?.()), timers };
}

describe("the signing-in mark of entry pages", () => {
  test("no token: the form shows at once", () => {
    expect(run({}).attributes.has("data-signing-in")).toBe(false);
  });
  test("blocked storage: the form shows at once", () => {
    expect(run("throws").attributes.has("data-signing-in")).toBe(false);
  });
  test("a token: marked before paint, cleared when the guard lets the page stay", () => {
    const page = run({ access_token: "t" });
    expect(page.attributes.has("data-signing-in")).toBe(true);
    page.guardDecides();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("a guard that never finishes: the form shows after the timeout", () => {
    const page = run({ access_token: "t" });
    expect(page.timers).toHaveLength(1);
    page.timers[0]?.();
    expect(page.attributes.has("data-signing-in")).toBe(false);
    expect(SIGNING_IN_TIMEOUT_MS).toBeLessThanOrEqual(5000);
    expect(vi.isFakeTimers()).toBe(false);
  });
});
