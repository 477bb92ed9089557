import { areaList } from "@vant/area-data";
import { describe, expect, test } from "vitest";
import { suggestArea, type AreaSuggestion, type Place } from "./area.ts";

describe("suggestArea at city depth", () => {
  test.each<[string, Place, AreaSuggestion | undefined]>([
    [
      "the IP city by name (spec 7: data.name)",
      { cityName: "广州市" },
      { code: "440100", label: "广东省 广州市", complete: true },
    ],
    ["a name without 市", { cityName: "杭州" }, { code: "330100", label: "浙江省 杭州市", complete: true }],
    [
      "a municipality shows once",
      { cityName: "上海市" },
      { code: "310100", label: "上海市", complete: true },
    ],
    [
      "the stored IP city with its code",
      { cityCode: "510100", cityName: "成都市" },
      { code: "510100", label: "四川省 成都市", complete: true },
    ],
    [
      "a county code gives its city",
      { countyCode: "440106" },
      { code: "440100", label: "广东省 广州市", complete: true },
    ],
    [
      "a code wins over a name",
      { cityCode: "440300", cityName: "北京市" },
      { code: "440300", label: "广东省 深圳市", complete: true },
    ],
    [
      "an unknown code falls back to the name",
      { cityCode: "999900", cityName: "武汉市" },
      { code: "420100", label: "湖北省 武汉市", complete: true },
    ],
    ["a name the data does not know", { cityName: "火星市" }, undefined],
    ["nothing", {}, undefined],
    ["a malformed code", { cityCode: "4401" }, undefined],
  ])("%s", (_name, place, suggestion) => expect(suggestArea(areaList, place, "city")).toEqual(suggestion));
});

describe("suggestArea at county depth", () => {
  test.each<[string, Place, AreaSuggestion | undefined]>([
    [
      "a county the geocoder named",
      { countyCode: "440106", cityName: "广州市" },
      { code: "440106", label: "广东省 广州市 天河区", complete: true },
    ],
    [
      "only a city: the picker opens there",
      { cityName: "广州市" },
      { code: "440100", label: "广东省 广州市", complete: false },
    ],
    [
      "a city without counties is complete",
      { cityName: "东莞市" },
      { code: "441900", label: "广东省 东莞市", complete: true },
    ],
    [
      "a town code under a no-county city is that city",
      { countyCode: "441903" },
      { code: "441900", label: "广东省 东莞市", complete: true },
    ],
    [
      "an unknown county of a known city",
      { countyCode: "440199" },
      { code: "440100", label: "广东省 广州市", complete: false },
    ],
    ["nothing known", { countyCode: "990101" }, undefined],
  ])("%s", (_name, place, suggestion) => expect(suggestArea(areaList, place, "county")).toEqual(suggestion));
});
