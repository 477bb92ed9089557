import { areaList } from "@vant/area-data";
import { describe, expect, test } from "vitest";
import { NO_COUNTY_CITY_CODES, areaLabel, cityCodeOf, provinceCodeOf, suggestArea } from "./area.ts";

/** A selection as the county picker shows it and a suggestion stores it; undefined if none. */
function resolveArea(code: unknown) {
  const label = areaLabel(areaList, code as string, "county");
  if (label === undefined) return undefined;
  return { code: suggestArea(areaList, { countyCode: code as string }, "county")?.code, label };
}

describe("area codes (spec 3: 'Province code is the first 2 digits plus 0000; city code is the first 4 digits plus 00')", () => {
  test("codes", () => {
    expect(provinceCodeOf("110101")).toBe("110000");
    expect(cityCodeOf("110101")).toBe("110100");
  });
  test("an ordinary county", () => {
    expect(resolveArea("440305")).toEqual({
      code: "440305",
      label: "广东省 深圳市 南山区",
    });
  });
  test.each([
    ["110101", "北京市 东城区"],
    ["310115", "上海市 浦东新区"],
    ["500229", "重庆市 城口县"],
  ])("municipality %s shows %s", (code, label) => {
    expect(resolveArea(code)?.label).toBe(label);
  });
  test.each(["419000", "429000", "469000", "659000"])(
    "pseudo-city %s shows the county-level city as the city",
    (city) => {
      const county = Object.keys(areaList.county_list).find((code) => cityCodeOf(code) === city)!;
      const area = resolveArea(county)!;
      expect(area.label).toBe(
        `${areaList.province_list[provinceCodeOf(county)]} ${areaList.county_list[county]}`,
      );
      expect(area.code).toBe(county);
    },
  );
  test.each(NO_COUNTY_CITY_CODES)(
    "no-county city %s: the city code is the selection, town codes are not sent",
    (city) => {
      const area = resolveArea(city);
      expect(area?.code).toBe(city);
      expect(area?.label.split(" ")).toHaveLength(2);
      const town = Object.keys(areaList.county_list).find((code) => cityCodeOf(code) === city);
      if (town) expect(resolveArea(town)?.code).toBe(city);
      expect(resolveArea(`${city.slice(0, 4)}99`)).toBeUndefined();
    },
  );
  test.each(["", "11010", "1101011", "999999", "110199", "440300", 110101, null])(
    "%j is not a selection",
    (code) => {
      expect(resolveArea(code)).toBeUndefined();
    },
  );
  test("every county of the data set resolves", () => {
    for (const code of Object.keys(areaList.county_list)) expect(resolveArea(code), code).toBeDefined();
  });
});
