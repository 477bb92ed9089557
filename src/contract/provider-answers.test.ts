import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readPhoneToken, readProviderOffer, type ProviderOffer } from "./provider-answers.ts";

const hostileJson = (text: string) => JSON.parse(text) as unknown;

describe("readProviderOffer: can the provider vouch here?", () => {
  test.each<[string, unknown, ProviderOffer | undefined]>([
    // The development SDK and the shape decision 061 assumes.
    [
      "rich",
      { available: true, maskedPhone: "138****8000", carrier: "cmcc" },
      { maskedPhone: "138****8000", carrier: "cmcc" },
    ],
    ["lean: resolves with nothing", undefined, {}],
    ["a bare true", true, {}],
    ["a bare false", false, undefined],
    ["available false", { available: false, maskedPhone: "138****8000" }, undefined],
    ["available 0", { available: 0 }, undefined],
    ['enabled "false"', { enabled: "false" }, undefined],
    [
      "carrier SDK names",
      { securityPhone: "186****1234", operatorType: "CU" },
      { maskedPhone: "186****1234", carrier: "cucc" },
    ],
    ["carrier in Chinese", { operator: "中国电信" }, { carrier: "ctcc" }],
    ["unknown carrier", { carrier: "other" }, {}],
    ["a full number is masked here", { phone: "+86 138-0013-8000" }, { maskedPhone: "138****8000" }],
    ["a number without a mask is not shown", { maskedPhone: "12345678" }, {}],
    ["markup is not a number", { maskedPhone: "<b>138****8000</b>" }, {}],
    ["control characters", { maskedPhone: "138****8000\n" }, { maskedPhone: "138****8000" }],
    ["too long", { maskedPhone: `138${"*".repeat(30)}` }, {}],
    ["prototype keys", hostileJson('{"__proto__":{"available":false}}'), {}],
  ])("%s", (_name, raw, offer) => expect(readProviderOffer(raw)).toEqual(offer));
});

describe("readPhoneToken: opaque, checked for safety only", () => {
  test.each<[string, unknown, string | undefined]>([
    ["a bare string", "dev:13800138000", "dev:13800138000"],
    ["token field", { token: "abc" }, "abc"],
    ["phone_token field", { phone_token: "t" }, "t"],
    ["a carrier's accessToken", { accessToken: "STsid0000001" }, "STsid0000001"],
    ["a one-character token is kept", "x", "x"],
    ["markup stays text", "<script>", "<script>"],
    ["empty", "", undefined],
    ["a newline inside", "a\nb", undefined],
    ["too long", "x".repeat(2049), undefined],
    ["an object token", { token: { value: "x" } }, undefined],
    ["nothing", undefined, undefined],
    ["prototype keys", hostileJson('{"__proto__":{"token":"evil"}}'), undefined],
  ])("%s", (_name, raw, token) => expect(readPhoneToken(raw)).toBe(token));
});

test("property: provider readers never throw", () => {
  fc.assert(
    fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (raw) => {
      expect(() => readProviderOffer(raw)).not.toThrow();
      expect(() => readPhoneToken(raw)).not.toThrow();
    }),
  );
});
