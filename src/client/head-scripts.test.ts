import { describe, expect, it, test, vi } from "vitest";
import {
  SCROLL_START_SCRIPT,
  protectedKindOf,
  protectedRedirectScript,
  signingInScript,
  type ProtectedKind,
} from "./head-scripts.ts";

/**
 * Runs the inline script against a fake document, storage and paint observer (absent when
 * `paints` is false, as in browsers without paint reports); returns the element it marks, what
 * it read from storage and a way to report the first paint.
 */
function runSigningIn(stored: Record<string, string> | "throws", { paints = true } = {}) {
  const attributes = new Set<string>();
  const reads: string[] = [];
  let observer: (() => void) | undefined;
  const element = {
    setAttribute: (name: string) => void attributes.add(name),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const storage = {
    getItem: (key: string) => {
      reads.push(key);
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
  const paintListeners: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  let disconnected = false;
  class FakePaintObserver {
    static supportedEntryTypes = ["paint", "navigation"];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      paintListeners.push(callback);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const listener of paintListeners) {
      listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  new Function("document", "localStorage", "MutationObserver", "setTimeout", "window", signingInScript())(
    { documentElement: element },
    storage,
    FakeObserver,
    (callback: () => void, ms: number) => (delays.push(ms), timers.push(callback)),
    { PerformanceObserver: paints ? FakePaintObserver : undefined },
  );
  return {
    attributes,
    reads,
    firstPaint: () => report("first-contentful-paint"),
    otherPaint: () => report("first-paint"),
    disconnected: () => disconnected,
    guardDecides: () => (attributes.add("data-guard"), observer?.()),
    timers,
    delays,
  };
}

describe("the signing-in mark of entry pages", () => {
  test("no token: the form shows", () => {
    const page = runSigningIn({});
    page.firstPaint();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("blocked storage: the form shows", () => {
    const page = runSigningIn("throws");
    page.firstPaint();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("storage is not read before the first contentful paint is reported", () => {
    const page = runSigningIn({ access_token: "t" });
    expect(page.reads).toEqual([]);
    page.otherPaint();
    expect(page.reads).toEqual([]);
    expect(page.attributes.has("data-signing-in")).toBe(false);
    page.firstPaint();
    expect(page.reads).toEqual(["access_token"]);
    expect(page.disconnected()).toBe(true);
  });
  test("a token: marked at the first paint, cleared when the guard lets the page stay", () => {
    const page = runSigningIn({ access_token: "t" });
    page.firstPaint();
    expect(page.attributes.has("data-signing-in")).toBe(true);
    page.guardDecides();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("a browser without paint reports: marked at once", () => {
    const page = runSigningIn({ access_token: "t" }, { paints: false });
    expect(page.attributes.has("data-signing-in")).toBe(true);
  });
  test("a guard that decided before the paint report: not marked", () => {
    const page = runSigningIn({ access_token: "t" });
    page.guardDecides();
    page.firstPaint();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("a guard that never finishes: the form shows after the timeout", () => {
    const page = runSigningIn({ access_token: "t" });
    page.firstPaint();
    expect(page.timers).toHaveLength(1);
    page.timers[0]?.();
    expect(page.attributes.has("data-signing-in")).toBe(false);
    expect(page.delays[0]).toBeLessThanOrEqual(5000);
    expect(vi.isFakeTimers()).toBe(false);
  });
});

/** Runs the inline script against fake location/localStorage/document; returns where it went. */
function runProtected(kind: ProtectedKind, stored: Record<string, string> | "throws", search = "") {
  const replaced: string[] = [];
  const style: Record<string, string> = {};
  const location = { search, replace: (to: string) => void replaced.push(to) };
  const localStorage =
    stored === "throws"
      ? {
          getItem: () => {
            throw new Error("SecurityError");
          },
        }
      : { getItem: (k: string) => stored[k] ?? null };
  const document = { documentElement: { style } };
  new Function("location", "localStorage", "document", protectedRedirectScript(kind))(
    location,
    localStorage,
    document,
  );
  return { to: replaced[0], hidden: style.visibility === "hidden" };
}

describe("protected-page inline check", () => {
  it("knows which routes are protected and where they go", () => {
    expect(protectedKindOf("successDownload")).toBe("download");
    expect(protectedKindOf("failPage")).toBe("download");
    expect(protectedKindOf("formPackage")).toBe("login");
    expect(protectedKindOf("productDetail")).toBe("login");
    expect(protectedKindOf("download")).toBeUndefined();
    expect(protectedKindOf(undefined)).toBeUndefined();
  });

  it("stays small", () => {
    expect(protectedRedirectScript("login").length).toBeLessThan(400);
    expect(protectedRedirectScript("download").length).toBeLessThan(400);
  });

  it("sends result pages to the download page with the query", () => {
    expect(runProtected("download", {}, "?x=1&y=2")).toEqual({ to: "/download-page?x=1&y=2", hidden: true });
  });

  it("sends other pages to the saved login address, or /", () => {
    expect(runProtected("login", { loginAddress: "/v2/login" }).to).toBe("/v2/login");
    expect(runProtected("login", { loginAddress: "/m/v1/index.html" }).to).toBe("/m/v1/index.html");
    expect(runProtected("login", {}).to).toBe("/");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/login",
    "/form-package",
    "/lo\ngin",
    "javascript:x//login",
  ])("ignores the corrupted login address %j", (loginAddress) => {
    expect(runProtected("login", { loginAddress }).to).toBe("/");
  });

  it("does nothing with a token, a hand-over, a markcode, a login mark or a channel", () => {
    expect(runProtected("login", { access_token: "t" })).toEqual({ to: undefined, hidden: false });
    expect(runProtected("download", {}, "?a=1&_token=abc").to).toBeUndefined();
    expect(runProtected("login", {}, "?markcode=abcdefgh").to).toBeUndefined();
    expect(runProtected("login", {}, "?c=1&mark=m1").to).toBeUndefined();
    expect(runProtected("download", {}, "?mark=x").to).toBeUndefined();
    // channel_5813 goes to /404err before the login rules: the full guard must see `c` first.
    expect(runProtected("login", {}, "?c=5813").to).toBeUndefined();
    // Only those names: a parameter that merely ends in "mark" or "c" is none of them.
    expect(runProtected("login", {}, "?bookmark=1&abc=2").to).toBe("/");
  });

  it("never throws when storage is blocked", () => {
    expect(runProtected("login", "throws")).toEqual({ to: undefined, hidden: false });
  });
});

describe("the scroll start of every page", () => {
  it("asks for manual scroll restoration, so a reload or Back/Forward opens at the top", () => {
    const history = { scrollRestoration: "auto" };
    new Function("history", SCROLL_START_SCRIPT)(history);
    expect(history.scrollRestoration).toBe("manual");
  });
});
