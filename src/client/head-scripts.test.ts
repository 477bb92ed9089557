import { describe, expect, it, test, vi } from "vitest";
import {
  SCROLL_START_SCRIPT,
  SIGNING_IN_TIMEOUT_MS,
  protectedKindOf,
  protectedRedirectScript,
  signingInScript,
  type ProtectedKind,
} from "./head-scripts.ts";

/** Runs the inline script against a fake document and storage; returns the element it marks. */
function runSigningIn(stored: Record<string, string> | "throws") {
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
    expect(runSigningIn({}).attributes.has("data-signing-in")).toBe(false);
  });
  test("blocked storage: the form shows at once", () => {
    expect(runSigningIn("throws").attributes.has("data-signing-in")).toBe(false);
  });
  test("a token: marked before paint, cleared when the guard lets the page stay", () => {
    const page = runSigningIn({ access_token: "t" });
    expect(page.attributes.has("data-signing-in")).toBe(true);
    page.guardDecides();
    expect(page.attributes.has("data-signing-in")).toBe(false);
  });
  test("a guard that never finishes: the form shows after the timeout", () => {
    const page = runSigningIn({ access_token: "t" });
    expect(page.timers).toHaveLength(1);
    page.timers[0]?.();
    expect(page.attributes.has("data-signing-in")).toBe(false);
    expect(SIGNING_IN_TIMEOUT_MS).toBeLessThanOrEqual(5000);
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
    expect(runProtected("download", {}, "?c=5&x=1")).toEqual({ to: "/download-page?c=5&x=1", hidden: true });
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

  it("does nothing with a token, a hand-over, a markcode or a login mark", () => {
    expect(runProtected("login", { access_token: "t" })).toEqual({ to: undefined, hidden: false });
    expect(runProtected("download", {}, "?a=1&_token=abc").to).toBeUndefined();
    expect(runProtected("login", {}, "?markcode=abcdefgh").to).toBeUndefined();
    expect(runProtected("login", {}, "?c=1&mark=m1").to).toBeUndefined();
    expect(runProtected("download", {}, "?mark=x").to).toBeUndefined();
    // Only those names: a parameter that merely ends in "mark" is no login.
    expect(runProtected("login", {}, "?bookmark=1").to).toBe("/");
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
