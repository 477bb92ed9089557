import { describe, expect, test } from "vitest";
import { CARRIERS } from "../../config/carriers.ts";
import { carrierServiceLine, ONE_CLICK_MESSAGES, oneClickConsentDocuments } from "./one-click-copy.ts";

describe("the carrier's service line", () => {
  test.each([
    ["cmcc", "认证服务由中国移动提供"],
    ["cucc", "认证服务由中国联通提供"],
    ["ctcc", "认证服务由中国电信提供"],
    [undefined, "认证服务由中国移动、中国联通或中国电信提供"],
  ] as const)("%s: %s", (carrier, line) => expect(carrierServiceLine(carrier)).toBe(line));
});

describe("the consent's documents", () => {
  test("a known carrier's terms come first, then the page's three documents", () => {
    const documents = oneClickConsentDocuments("cucc");
    expect(documents.map((doc) => doc.title)).toEqual([
      "联通统一认证服务条款",
      "用户服务协议",
      "隐私政策",
      "联合登录协议",
    ]);
    expect(documents[0]?.href).toBe(CARRIERS.cucc.termsUrl);
  });

  test("an unknown carrier: all three carriers' terms", () => {
    expect(
      oneClickConsentDocuments()
        .slice(0, 3)
        .map((doc) => doc.href),
    ).toEqual([CARRIERS.cmcc.termsUrl, CARRIERS.cucc.termsUrl, CARRIERS.ctcc.termsUrl]);
  });

  test("every carrier's terms are https", () => {
    for (const carrier of Object.values(CARRIERS)) expect(carrier.termsUrl).toMatch(/^https:\/\//);
  });

  test("names as the consent message says them", () => {
    expect(ONE_CLICK_MESSAGES.consent(oneClickConsentDocuments("cmcc"))).toBe(
      "请先阅读并勾选同意《中国移动认证服务条款》《用户服务协议》《隐私政策》和《联合登录协议》后再登录",
    );
    expect(ONE_CLICK_MESSAGES.consent([{ title: "一", href: "/a" }])).toBe(
      "请先阅读并勾选同意《一》后再登录",
    );
    expect(ONE_CLICK_MESSAGES.consent(oneClickConsentDocuments("ctcc"))).toBe(
      "请先阅读并勾选同意《天翼账号服务与隐私协议》《用户服务协议》《隐私政策》和《联合登录协议》后再登录",
    );
  });
});
