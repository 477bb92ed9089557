import { describe, expect, it, vi } from "vitest";
import { callHandler, closeAppView, type BridgeWindow } from "./native-bridge.ts";

/** Spec section 8: "Bridge failure message". */
const BRIDGE_UNAVAILABLE = "flutter_inappwebview is not available";
const PLATFORM_READY_EVENT = "flutterInAppWebViewPlatformReady";

function fakeWindow(bridge?: BridgeWindow["flutter_inappwebview"]) {
  const listeners = new Map<string, () => void>();
  const win: BridgeWindow & { fire(type: string): void; listeners: Map<string, () => void> } = {
    flutter_inappwebview: bridge,
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (id) => clearTimeout(id),
    fire: (type) => listeners.get(type)?.(),
    listeners,
  };
  return win;
}

describe("native bridge", () => {
  it("calls the handler at once when the bridge is ready", async () => {
    const call = vi.fn(async (name: string, ...args: unknown[]) => ({ name, args }));
    const win = fakeWindow({ callHandler: call });
    await expect(callHandler("share", [1, "a"], { win })).resolves.toEqual({ name: "share", args: [1, "a"] });
    expect(win.listeners.size).toBe(0);
  });

  it("waits for the platform-ready event", async () => {
    const win = fakeWindow();
    const pending = callHandler("closeWebView", [], { win, waitMs: 1000 });
    win.flutter_inappwebview = { callHandler: async (name: string) => `done ${name}` };
    win.fire(PLATFORM_READY_EVENT);
    await expect(pending).resolves.toBe("done closeWebView");
  });

  it("rejects with the spec's message outside the app", async () => {
    const win = fakeWindow();
    await expect(closeAppView({ win, waitMs: 5 })).rejects.toThrow(BRIDGE_UNAVAILABLE);
    expect(win.listeners.size).toBe(0);
    await expect(callHandler("x", [])).rejects.toThrow("flutter_inappwebview is not available");
  });

  it("rejects when the ready event comes without a usable bridge", async () => {
    const win = fakeWindow({ callHandler: "not a function" });
    const pending = callHandler("x", [], { win, waitMs: 1000 });
    win.fire(PLATFORM_READY_EVENT);
    await expect(pending).rejects.toThrow(BRIDGE_UNAVAILABLE);
  });

  it("passes the handler's own failure on", async () => {
    const win = fakeWindow({ callHandler: async () => Promise.reject(new Error("handler failed")) });
    await expect(callHandler("x", [], { win })).rejects.toThrow("handler failed");
  });
});
