import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installPreloadErrorHandler } from "./preload-error.ts";

const KEY = "preloadErrorReloadAt";

/** A window with a tab storage (null: blocked) and the installed handler; `fail` dispatches an error. */
function page(initial: Record<string, string> | null = {}) {
  const values = new Map(Object.entries(initial ?? {}));
  const blocked = () => {
    throw new Error("SecurityError");
  };
  const sessionStorage = initial
    ? { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => values.set(k, v) }
    : { getItem: blocked, setItem: blocked };
  const reload = vi.fn();
  let listener: (event: Event) => void = () => undefined;
  const win = {
    sessionStorage,
    location: { reload },
    addEventListener: (type: string, l: (event: Event) => void) => {
      if (type === "vite:preloadError") listener = l;
    },
  };
  installPreloadErrorHandler(win as unknown as Window);
  const fail = (payload: unknown = new Error("chunk failed")) => {
    const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
    listener(event);
    return event;
  };
  return { fail, reload, values };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("vite:preloadError", () => {
  it("reloads once and marks the reload", () => {
    const { fail, reload, values } = page();
    expect(fail().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(values.get(KEY)).toBe("1000000");
  });

  it("rethrows the load error after a recent reload", () => {
    const { fail, reload } = page({ [KEY]: "990000" });
    expect(() => fail(new Error("chunk failed"))).toThrow("chunk failed");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads again after the window, and ignores a corrupted marker", () => {
    const old = page({ [KEY]: "1" });
    old.fail();
    expect(old.reload).toHaveBeenCalledOnce();
    const corrupted = page({ [KEY]: "<script>" });
    corrupted.fail();
    expect(corrupted.reload).toHaveBeenCalledOnce();
  });

  it("never loops when storage is blocked", () => {
    const { fail, reload } = page(null);
    expect(() => fail("not an error")).toThrow("页面资源加载失败");
    expect(reload).not.toHaveBeenCalled();
  });
});
