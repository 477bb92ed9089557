import { areaList } from "@vant/area-data";
import { describe, expect, test } from "vitest";
import { NO_COUNTY_CITY_CODES, cityCodeOf, provinceCodeOf, resolveArea } from "./area.ts";

describe("area codes (spec 3: 'Province code is the first 2 digits plus 0000; city code is the first 4 digits plus 00')", () => {
  test("codes", () => {
    expect(provinceCodeOf("110101")).toBe("110000");
    expect(cityCodeOf("110101")).toBe("110100");
  });
  test("an ordinary county", () => {
    expect(resolveArea("440305", areaList)).toMatchObject({
      provinceName: "广东省",
      cityCode: "440300",
      cityName: "深圳市",
      countyName: "南山区",
      code: "440305",
      label: "广东省 深圳市 南山区",
    });
  });
  test.each([
    ["110101", "北京市 东城区"],
    ["310115", "上海市 浦东新区"],
    ["500229", "重庆市 城口县"],
  ])("municipality %s shows %s", (code, label) => {
    expect(resolveArea(code, areaList)?.label).toBe(label);
  });
  test.each(["419000", "429000", "469000", "659000"])(
    "pseudo-city %s shows the county-level city as the city",
    (city) => {
      const county = Object.keys(areaList.county_list).find((code) => cityCodeOf(code) === city)!;
      const area = resolveArea(county, areaList)!;
      expect(area.cityName).toBe(areaList.county_list[county]);
      expect(area.code).toBe(county);
    },
  );
  test.each(NO_COUNTY_CITY_CODES)(
    "no-county city %s: the city code is the selection, town codes are not sent",
    (city) => {
      const area = resolveArea(city, areaList);
      expect(area).toMatchObject({ cityCode: city, code: city });
      expect(area?.countyCode).toBeUndefined();
      const town = Object.keys(areaList.county_list).find((code) => cityCodeOf(code) === city);
      if (town) expect(resolveArea(town, areaList)?.code).toBe(city);
      expect(resolveArea(`${city.slice(0, 4)}99`, areaList)).toBeUndefined();
    },
  );
  test.each(["", "11010", "1101011", "999999", "110199", "440300", 110101, null])(
    "%j is not a selection",
    (code) => {
      expect(resolveArea(code, areaList)).toBeUndefined();
    },
  );
  test("every county of the data set resolves", () => {
    for (const code of Object.keys(areaList.county_list))
      expect(resolveArea(code, areaList), code).toBeDefined();
  });
});
