import { describe, expect, test } from "vitest";
import { partnerReturnUrl } from "./partner-return.ts";

const RETURN_URL_MAX = 2048;

const PARTNERS = ["partner.shanxin.example", "app.Other-Partner.example"];

describe("partnerReturnUrl (zhijieBackUrl: only https on a listed partner host)", () => {
  test.each([
    // value                                                       kept as
    [
      "https://partner.shanxin.example/back?order=1#done",
      "https://partner.shanxin.example/back?order=1#done",
    ],
    ["  https://partner.shanxin.example/back  ", "https://partner.shanxin.example/back"], // trimmed
    ["https://PARTNER.shanxin.example/b", "https://partner.shanxin.example/b"], // host case-insensitive
    ["https://app.other-partner.example/", "https://app.other-partner.example/"], // list case-insensitive
    ["https://partner.shanxin.example./b", "https://partner.shanxin.example./b"], // fully qualified name
    ["https://partner.shanxin.example:443/b", "https://partner.shanxin.example/b"], // the default port
  ])("keeps %s", (value, kept) => {
    expect(partnerReturnUrl(value, PARTNERS)).toBe(kept);
  });

  test.each([
    ["http on a listed host", "http://partner.shanxin.example/back"],
    ["another host", "https://evil.example/back"],
    ["a host that only ends like a partner", "https://xpartner.shanxin.example/"],
    ["a partner name as a subdomain of another host", "https://partner.shanxin.example.evil.net/"],
    ["a subdomain of a partner", "https://a.partner.shanxin.example/"],
    ["credentials", "https://user:pw@partner.shanxin.example/"],
    ["another port", "https://partner.shanxin.example:8443/"],
    ["a protocol-relative link", "//partner.shanxin.example/"],
    ["a relative path", "/download"],
    ["script", "javascript:alert(1)//partner.shanxin.example"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["a control character", "https://partner.shanxin.example/a\nb"],
    ["too long", `https://partner.shanxin.example/${"a".repeat(RETURN_URL_MAX)}`],
    ["empty", ""],
    ["not a URL", "https://"],
    ["not a string", 42],
    ["absent", undefined],
  ])("ignores %s", (_why, value) => {
    expect(partnerReturnUrl(value, PARTNERS)).toBeUndefined();
  });

  test("a host without partners returns no one, not even to itself", () => {
    expect(partnerReturnUrl("https://partner.shanxin.example/", [])).toBeUndefined();
  });
});
