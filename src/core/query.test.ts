import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NOT_FOUND_CHANNEL } from "../config/channels.ts";
import { buildHref, channelBeforeGuard, isSafePath, parseQuery, safePath } from "./query.ts";

describe("same-bundle targets", () => {
  test.each(["/", "/login", "/m/v1/index.html", "/a?b=1"])("safe %s", (p) =>
    expect(isSafePath(p)).toBe(true),
  );
  test.each([
    "",
    "login",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/a\nb",
    5,
    null,
    `/${"a".repeat(2048)}`,
  ])("unsafe %j", (p) => expect(isSafePath(p)).toBe(false));
  test("safePath falls back", () => {
    expect(safePath("//x")).toBe("/");
    expect(safePath("//x", "/login")).toBe("/login");
  });
});

describe("decoding never throws; a value with a broken escape stays as written", () => {
  test.each([
    ["%E9%97%AA%E4%BF%A1", "闪信"],
    ["a+b", "a b"],
    ["%zz", "%zz"],
    ["%E9%97", "%E9%97"],
    ["%E9%97%AA%", "%E9%97%AA%"],
    ["100%", "100%"],
    ["%41%E9%97%41", "%41%E9%97%41"],
    ["a+%zz", "a %zz"],
  ])("%s → %s", (input, expected) => expect(parseQuery(`v=${input}`).v).toBe(expected));
  test("property: never throws", () =>
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof parseQuery(s)).toBe("object");
      }),
    ));
});

describe("parse and build", () => {
  test("parses, first value wins, names without = are empty", () => {
    expect(parseQuery("?c=5818&c=1&flag&=x&&name=%E9%97%AA")).toEqual({ c: "5818", flag: "", name: "闪" });
  });
  test("__proto__ stays data", () => {
    const q = parseQuery("__proto__=x");
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(q.__proto__).toBe("x");
  });
  test("encodes names and values; no query, no ?", () => {
    expect(buildHref("/x?")).toBe("/x");
    expect(buildHref("/x", { a: "1 2", b: "闪" })).toBe("/x?a=1%202&b=%E9%97%AA");
  });
  test("keeps the target's query, then the kept query, then extras", () => {
    expect(buildHref("/v2/login?c=1&x=0#top", { c: "2", k: "v" }, { x: "9" })).toBe("/v2/login?c=2&x=9&k=v");
  });
  test("a hash-only suffix is dropped", () => expect(buildHref("/a#b")).toBe("/a"));
  test.each(["https://evil.example/x", "//evil.example", "javascript:alert(1)"])(
    "unsafe target %s becomes /",
    (t) => {
      expect(buildHref(t, { a: "1" })).toBe("/?a=1");
    },
  );
  test("property: any target and query give a single-slash path", () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.string()), (target, query) => {
        const href = buildHref(target, query);
        expect(href.startsWith("/") && !href.startsWith("//")).toBe(true);
        expect(parseQuery(href.slice(href.indexOf("?") + 1))).toBeTypeOf("object");
      }),
    );
  });
});

describe("channelBeforeGuard: the early 获取验证码 sends only with the channel the guard will settle", () => {
  const visitor = { token: "", channel: "channel_7" };
  test.each([
    ["the address's c", "?c=42", visitor, "channel_42"],
    ["the stored channel without c", "", visitor, "channel_7"],
    ["a c that is no channel number: the stored one", "?c=abc", visitor, "channel_7"],
    ["no channel at all", "", { token: "", channel: "" }, undefined],
    ["the paused channel", "", { token: "", channel: NOT_FOUND_CHANNEL }, undefined],
    ["a stored session (the guard checks it)", "?c=42", { token: "t", channel: "channel_7" }, undefined],
    ["a login mark", "?c=42&mark=abc", visitor, undefined],
    ["a markcode", "?markcode=abc", visitor, undefined],
    ["an app hand-over (_token)", "?_token=abc", visitor, undefined],
    ["an attribution name", "?c=42&bd_vid=9", visitor, undefined],
    ["a percent-encoded name", "?%63=42", visitor, undefined],
  ] as const)("%s", (_case, search, stored, expected) => {
    expect(channelBeforeGuard(search, stored)).toBe(expected);
  });
});
