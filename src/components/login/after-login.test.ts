import { describe, expect, test } from "vitest";
import { AFTER_LOGIN_PATH, activationDue, afterLoginHref, readLoginResult } from "./after-login.ts";

describe("readLoginResult", () => {
  test("reads access_token and userinfo.id", () => {
    expect(readLoginResult({ access_token: "tok", userinfo: { id: 42, phone: "138****8000" } })).toEqual({
      token: "tok",
      userId: "42",
    });
  });
  test("accepts a string user id", () => {
    expect(readLoginResult({ access_token: "tok", userinfo: { id: "u-7" } })).toEqual({
      token: "tok",
      userId: "u-7",
    });
  });
  test.each([
    ["null", null],
    ["a string", "tok"],
    ["no token", { userinfo: { id: 1 } }],
    ["empty token", { access_token: " ", userinfo: { id: 1 } }],
    ["numeric token", { access_token: 5, userinfo: { id: 1 } }],
    ["no userinfo", { access_token: "tok" }],
    ["userinfo null", { access_token: "tok", userinfo: null }],
    ["fractional id", { access_token: "tok", userinfo: { id: 1.5 } }],
    ["id with markup", { access_token: "tok", userinfo: { id: "<b>" } }],
    ["huge token", { access_token: "x".repeat(5000), userinfo: { id: 1 } }],
  ])("refuses %s", (_name, data) => {
    expect(readLoginResult(data)).toBeNull();
  });
});

describe("activationDue", () => {
  const HALF_HOUR = 1_800_000;
  test.each([
    ["never activated", {}, 10_000_000, true],
    ["activated 29 min ago", { channel_5818: 10_000_000 - HALF_HOUR + 60_000 }, 10_000_000, false],
    ["activated exactly 30 min ago", { channel_5818: 10_000_000 - HALF_HOUR }, 10_000_000, true],
    ["activated an hour ago", { channel_5818: 10_000_000 - 2 * HALF_HOUR }, 10_000_000, true],
    ["another channel activated just now", { channel_1: 10_000_000 }, 10_000_000, true],
    ["a time in the future (clock changed)", { channel_5818: 20_000_000 }, 10_000_000, true],
  ])("%s: due = %s", (_name, times, now, due) => {
    expect(activationDue(times, "channel_5818", now)).toBe(due);
  });
});

describe("afterLoginHref", () => {
  test("goes to /form-package", () => {
    expect(AFTER_LOGIN_PATH).toBe("/form-package");
    expect(afterLoginHref("")).toBe("/form-package");
  });
  test("keeps the landing query", () => {
    expect(afterLoginHref("?c=5265&bd_vid=abc")).toBe("/form-package?c=5265&bd_vid=abc");
  });
  test("drops spent login marks", () => {
    expect(afterLoginHref("?mark=abcdefgh&c=1&markcode=zzzzzzzz")).toBe("/form-package?c=1");
  });
  test("never leaves the site, whatever the query holds", () => {
    expect(afterLoginHref("?next=//evil.example&%zz=1")).toMatch(/^\/form-package\?/);
  });
});
