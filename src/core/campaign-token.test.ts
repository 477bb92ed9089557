import { describe, expect, test } from "vitest";
import { CAMPAIGN_PATH_PCRE, campaignTokenOf } from "./campaign-token.ts";

/** The longest token in bytes (spec: campaign addresses). */
const TOKEN_MAX_BYTES = 128;

describe("campaignTokenOf (the token of a decoded /<token>.html)", () => {
  test.each([
    // decoded path                token (undefined: not a campaign address)
    ["/a8k2.html", "a8k2"],
    ["/zz-new_Campaign.2026.html", "zz-new_Campaign.2026"], // dots inside are fine
    ["/秋季活动 A+.html", "秋季活动 A+"], // any script, spaces: the token is opaque
    ["/a.html.html", "a.html"],
    ["/<script>.html", "<script>"], // safe to route; encoded wherever it goes
    [`/${"a".repeat(TOKEN_MAX_BYTES)}.html`, "a".repeat(TOKEN_MAX_BYTES)],
    ["/.html", undefined], // empty
    ["/.env.html", undefined], // dot-file
    ["/...html", undefined], // a dot-file too
    ["/a/b.html", undefined], // a separator: not one segment
    ["/a\\b.html", undefined],
    ["/a\u0000b.html", undefined], // control characters
    ["/a\nb.html", undefined],
    ["/a\u007fb.html", undefined],
    [`/${"a".repeat(TOKEN_MAX_BYTES + 1)}.html`, undefined], // too long
    [`/${"字".repeat(43)}.html`, undefined], // 129 bytes in UTF-8
    ["/a8k2", undefined], // not .html
    ["/a8k2.HTML", undefined],
    ["a8k2.html", undefined], // not a path
    ["/", undefined],
  ])("%j -> %j", (path, token) => {
    expect(campaignTokenOf(path)).toBe(token);
  });
});

describe("each safety rule alone refuses a token", () => {
  test.each([
    ["", "empty"],
    ["a\tb", "control"],
    ["a/b", "separator"],
    [".x", "dot-file"],
    ["x".repeat(200), "length"],
  ])("%j (%s)", (token) => {
    expect(campaignTokenOf(`/${token}.html`)).toBeUndefined();
  });
  test("a token breaking none is kept", () => expect(campaignTokenOf("/ok.html")).toBe("ok"));
});

describe("the nginx pattern says the same for ASCII paths", () => {
  // nginx matches the PCRE byte-wise; JavaScript's RegExp reads it alike for ASCII.
  const pattern = new RegExp(CAMPAIGN_PATH_PCRE);
  test.each([
    "/a8k2.html",
    "/zz-new.html",
    "/.env.html",
    "/a/b.html",
    "/a\\b.html",
    "/a\u0001b.html",
    "/.html",
    `/${"a".repeat(128)}.html`,
    `/${"a".repeat(129)}.html`,
    "/a8k2",
  ])("%j", (path) => {
    expect(pattern.test(path)).toBe(campaignTokenOf(path) !== undefined);
  });
});
