import { describe, expect, it, vi } from "vitest";
import { handlePreloadError, type PreloadErrorDeps } from "./preload-error.ts";

const PRELOAD_RELOAD_KEY = "mark";

function deps(initial: Record<string, string> = {}, now = 1_000_000) {
  const values = new Map(Object.entries(initial));
  const reload = vi.fn();
  const d: PreloadErrorDeps = {
    mark: {
      read: () => values.get(PRELOAD_RELOAD_KEY) ?? null,
      write: (at) => void values.set(PRELOAD_RELOAD_KEY, String(at)),
    },
    reload,
    now: () => now,
  };
  return { d, reload, values };
}

const event = (payload: unknown = new Error("chunk failed")) => ({ payload, preventDefault: vi.fn() });

describe("vite:preloadError", () => {
  it("reloads once and marks the reload", () => {
    const { d, reload, values } = deps();
    const e = event();
    handlePreloadError(e, d);
    expect(reload).toHaveBeenCalledOnce();
    expect(e.preventDefault).toHaveBeenCalledOnce();
    expect(values.get(PRELOAD_RELOAD_KEY)).toBe("1000000");
  });

  it("rethrows the load error after a recent reload", () => {
    const { d, reload } = deps({ [PRELOAD_RELOAD_KEY]: "990000" });
    const e = event(new Error("chunk failed"));
    expect(() => handlePreloadError(e, d)).toThrow("chunk failed");
    expect(reload).not.toHaveBeenCalled();
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it("reloads again after the window, and ignores a corrupted marker", () => {
    const old = deps({ [PRELOAD_RELOAD_KEY]: "1" });
    handlePreloadError(event(), old.d);
    expect(old.reload).toHaveBeenCalledOnce();
    const corrupted = deps({ [PRELOAD_RELOAD_KEY]: "<script>" });
    handlePreloadError(event(), corrupted.d);
    expect(corrupted.reload).toHaveBeenCalledOnce();
  });

  it("never loops when storage is blocked", () => {
    const reload = vi.fn();
    const blocked: PreloadErrorDeps = {
      mark: {
        read: () => {
          throw new Error("SecurityError");
        },
        write: () => {
          throw new Error("SecurityError");
        },
      },
      reload,
      now: () => 0,
    };
    expect(() => handlePreloadError(event("not an error"), blocked)).toThrow("页面资源加载失败");
    expect(reload).not.toHaveBeenCalled();
  });
});
