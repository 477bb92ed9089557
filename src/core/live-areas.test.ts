import { describe, expect, test } from "vitest";
import { areaOptions, EMPTY_AREA_LIST, mergeAreaLists, withChildren } from "./area.ts";

const PROVINCES = [
  { code: "440000", name: "广东省" },
  { code: "310000", name: "上海市" },
];

describe("withChildren: one level of /v1/region/list at a time", () => {
  test("provinces, then cities of one, then counties of a city", () => {
    const withProvinces = withChildren(EMPTY_AREA_LIST, undefined, PROVINCES);
    expect(withProvinces && areaOptions(withProvinces).map((p) => p.name)).toEqual(["上海市", "广东省"]);
    const withCities = withChildren(withProvinces!, "440000", [
      { code: "440100", name: "广州市" },
      { code: "440300", name: "深圳市" },
    ]);
    expect(areaOptions(withCities!, "440000").map((c) => c.code)).toEqual(["440100", "440300"]);
    const withCounties = withChildren(withCities!, "440100", [{ code: "440106", name: "天河区" }]);
    expect(areaOptions(withCounties!, "440100")).toEqual([{ code: "440106", name: "天河区" }]);
    expect(withCounties!.province_list).toEqual(withProvinces!.province_list);
  });

  test.each([
    ["a city among the provinces", undefined, [{ code: "440100", name: "广州市" }]],
    ["a city of another province", "440000", [{ code: "450100", name: "南宁市" }]],
    ["the province itself as its city", "440000", [{ code: "440000", name: "广东省" }]],
    ["a county asked as a city", "440000", [{ code: "440106", name: "天河区" }]],
    ["a county of another city", "440100", [{ code: "440306", name: "宝安区" }]],
    ["the city itself as its county", "440100", [{ code: "440100", name: "广州市" }]],
    ["children of a county", "440106", [{ code: "440106", name: "天河区" }]],
    ["a malformed parent", "44", [{ code: "440100", name: "广州市" }]],
    ["nothing", "440000", []],
  ])("%s: nothing usable", (_name, parent, areas) => {
    expect(withChildren(EMPTY_AREA_LIST, parent, areas)).toBeUndefined();
  });

  test("misfits are dropped, fitting areas kept", () => {
    const list = withChildren(EMPTY_AREA_LIST, undefined, [...PROVINCES, { code: "440100", name: "广州市" }]);
    expect(list?.province_list).toEqual({ "440000": "广东省", "310000": "上海市" });
    expect(list?.city_list).toEqual({});
  });
});

test("mergeAreaLists keeps both lists' entries at every level", () => {
  const a = { province_list: { "440000": "广东省" }, city_list: { "440100": "广州市" }, county_list: {} };
  const b = { province_list: { "310000": "上海市" }, city_list: {}, county_list: { "440106": "天河区" } };
  expect(mergeAreaLists(a, b)).toEqual({
    province_list: { "440000": "广东省", "310000": "上海市" },
    city_list: { "440100": "广州市" },
    county_list: { "440106": "天河区" },
  });
});
