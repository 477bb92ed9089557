import { afterEach, describe, expect, it, vi } from "vitest";
import { callHandler, closeAppView } from "./native-bridge.ts";

/** Spec section 8: "Bridge failure message". */
const BRIDGE_UNAVAILABLE = "flutter_inappwebview is not available";
const PLATFORM_READY_EVENT = "flutterInAppWebViewPlatformReady";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The page's window, with the app's bridge object when given. */
function fakeWindow(bridge?: { callHandler?: unknown }) {
  const listeners = new Map<string, () => void>();
  const win = {
    ...(bridge ? { flutter_inappwebview: bridge } : {}),
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
    fire: (type: string) => listeners.get(type)?.(),
    listeners,
  };
  vi.stubGlobal("window", win);
  return win as typeof win & { flutter_inappwebview?: { callHandler?: unknown } };
}

describe("native bridge", () => {
  it("calls the handler at once when the bridge is ready", async () => {
    const call = vi.fn(async (name: string, ...args: unknown[]) => ({ name, args }));
    const win = fakeWindow({ callHandler: call });
    await expect(callHandler("share", 1, "a")).resolves.toEqual({ name: "share", args: [1, "a"] });
    expect(win.listeners.size).toBe(0);
  });

  it("waits for the platform-ready event", async () => {
    const win = fakeWindow();
    const pending = callHandler("closeWebView");
    win.flutter_inappwebview = { callHandler: async (name: string) => `done ${name}` };
    win.fire(PLATFORM_READY_EVENT);
    await expect(pending).resolves.toBe("done closeWebView");
  });

  it("rejects with the spec's message outside the app, after 5 s", async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const closing = closeAppView();
    const outcome = expect(closing).rejects.toThrow(BRIDGE_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(win.listeners.size).toBe(0);
  });

  it("rejects at once where there is no window", async () => {
    await expect(callHandler("x")).rejects.toThrow(BRIDGE_UNAVAILABLE);
  });

  it("rejects when the ready event comes without a usable bridge", async () => {
    const win = fakeWindow({ callHandler: "not a function" });
    const pending = callHandler("x");
    win.fire(PLATFORM_READY_EVENT);
    await expect(pending).rejects.toThrow(BRIDGE_UNAVAILABLE);
  });

  it("passes the handler's own failure on", async () => {
    fakeWindow({ callHandler: async () => Promise.reject(new Error("handler failed")) });
    await expect(callHandler("x")).rejects.toThrow("handler failed");
  });
});
