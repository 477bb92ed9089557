import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { LiveOffer } from "../core/landing-offer.ts";
import { readOfferAnswer, readPlace, readRegionList } from "./answers.ts";

const hostileJson = (text: string) => JSON.parse(text) as unknown;

describe("readOfferAnswer: /v3/app/index", () => {
  test.each<[string, unknown, LiveOffer]>([
    // The reference server's full profile.
    [
      "rich",
      {
        amount: { min: 1000, max: 200000, default: 50000 },
        rate: { label: "年化利率（单利）", min: 7.2, max: 24 },
        terms: [3, 6, 12, 18, 24, 36],
        banners: ["最高可借200,000元"],
      },
      {
        amount: { min: 1000, max: 200000 },
        rate: { min: 7.2, max: 24, label: "年化利率（单利）" },
        term: { min: 3, max: 36 },
      },
    ],
    // The lean profile: bare {code:200}.
    ["lean: no data", undefined, {}],
    ["null", null, {}],
    ["a string", "ok", {}],
    ["an array", [1, 2], {}],
    [
      "flat names, numbers as text",
      {
        amount_min: "2000",
        amount_max: "150000",
        rate_min: "9",
        rate_max: "18.5",
        rate_label: "年化利率(单利)",
      },
      { amount: { min: 2000, max: 150000 }, rate: { min: 9, max: 18.5, label: "年化利率(单利)" } },
    ],
    ["a rate without its label", { rate: { min: 1, max: 2 } }, { rate: { min: 1, max: 2, label: "" } }],
    ["term as a range", { term: { min: 6, max: 24 } }, { term: { min: 6, max: 24 } }],
    ["term list with text and junk", { terms: ["12", 3, "x", null] }, { term: { min: 3, max: 12 } }],
    ["an empty term list", { terms: [] }, {}],
    ["one end missing", { amount: { max: 200000 } }, {}],
    ["numbers that are not numerals", { amount: { min: "1e3", max: "0x10" } }, {}],
    ["infinite", { amount: { min: 1, max: Number.POSITIVE_INFINITY } }, {}],
    // The reader reads; src/core/landing-offer.ts refuses what must not be shown.
    ["min above max is read as given", { amount: { min: 9, max: 1 } }, { amount: { min: 9, max: 1 } }],
    ["prototype keys are not fields", hostileJson('{"__proto__":{"amount_min":1,"amount_max":2}}'), {}],
  ])("%s", (_name, data, answer) => expect(readOfferAnswer(data)).toEqual(answer));
});

describe("readRegionList: /v1/region/list", () => {
  test.each<[string, unknown, { code: string; name: string }[]]>([
    ["rich: { list }", { list: [{ code: "110000", name: "北京市" }] }, [{ code: "110000", name: "北京市" }]],
    ["lean: data is the list", [{ code: "310000", name: "上海市" }], [{ code: "310000", name: "上海市" }]],
    [
      "other names: id/label, value/text, numbers",
      {
        regions: [
          { id: 440000, label: "广东省" },
          { value: "440100", text: "广州市" },
        ],
      },
      [
        { code: "440000", name: "广东省" },
        { code: "440100", name: "广州市" },
      ],
    ],
    [
      "unusable items are left out",
      [
        { code: "11", name: "x" },
        { code: "110000" },
        { code: "110000", name: "" },
        null,
        "110000",
        { code: "120000", name: "天津市" },
      ],
      [{ code: "120000", name: "天津市" }],
    ],
    ["a name with a control character", [{ code: "110000", name: "北京\u0000" }], []],
    ["no list", { list: "110000" }, []],
    ["bare", undefined, []],
    ["prototype list", hostileJson('{"__proto__":{"list":[{"code":"110000","name":"x"}]}}'), []],
  ])("%s", (_name, data, list) => expect(readRegionList(data)).toEqual(list));
});

describe("readPlace: /v3/app/geocoder", () => {
  test.each<[string, unknown, ReturnType<typeof readPlace>]>([
    [
      "rich: province and city objects",
      { province: { code: "440000", name: "广东省" }, city: { code: "440100", name: "广州市" } },
      { cityCode: "440100", cityName: "广州市" },
    ],
    ["lean: a city name", { name: "广州市" }, { cityName: "广州市" }],
    ["data is the name", "上海市", { cityName: "上海市" }],
    [
      "a map service's shape: adcode of the district, city as text",
      { adcode: "440106", city: "广州市", citycode: "020" },
      { countyCode: "440106", cityName: "广州市" },
    ],
    ["district object", { district: { code: 310104 } }, { countyCode: "310104" }],
    ["a telephone area code is not a city code", { citycode: "020" }, undefined],
    ["nothing usable", { city: { code: "4401" } }, undefined],
    ["bare", undefined, undefined],
    ["prototype keys", hostileJson('{"__proto__":{"name":"上海市"}}'), undefined],
  ])("%s", (_name, data, place) => expect(readPlace(data)).toEqual(place));
});

test("property: no data reader throws on any value", () => {
  fc.assert(
    fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (data) => {
      for (const read of [readOfferAnswer, readRegionList, readPlace]) expect(() => read(data)).not.toThrow();
    }),
  );
});
