import { describe, expect, it } from "vitest";
import { protectedKindOf, protectedRedirectScript, type ProtectedKind } from "./protected-redirect.ts";

/** Runs the inline script against fake location/localStorage/document; returns where it went. */
function run(kind: ProtectedKind, stored: Record<string, string> | "throws", search = "") {
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
    expect(run("download", {}, "?c=5&x=1")).toEqual({ to: "/download-page?c=5&x=1", hidden: true });
  });

  it("sends other pages to the saved login address, or /", () => {
    expect(run("login", { loginAddress: "/v2/login" }).to).toBe("/v2/login");
    expect(run("login", { loginAddress: "/m/v1/index.html" }).to).toBe("/m/v1/index.html");
    expect(run("login", {}).to).toBe("/");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/login",
    "/form-package",
    "/lo\ngin",
    "javascript:x//login",
  ])("ignores the corrupted login address %j", (loginAddress) => {
    expect(run("login", { loginAddress }).to).toBe("/");
  });

  it("does nothing with a token, a hand-over, a markcode or a login mark", () => {
    expect(run("login", { access_token: "t" })).toEqual({ to: undefined, hidden: false });
    expect(run("download", {}, "?a=1&_token=abc").to).toBeUndefined();
    expect(run("login", {}, "?markcode=abcdefgh").to).toBeUndefined();
    expect(run("login", {}, "?c=1&mark=m1").to).toBeUndefined();
    expect(run("download", {}, "?mark=x").to).toBeUndefined();
    // Only those names: a parameter that merely ends in "mark" is no login.
    expect(run("login", {}, "?bookmark=1").to).toBe("/");
  });

  it("never throws when storage is blocked", () => {
    expect(run("login", "throws")).toEqual({ to: undefined, hidden: false });
  });
});
