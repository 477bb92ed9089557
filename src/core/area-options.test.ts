import { areaList } from "@vant/area-data";
import { expect, test } from "vitest";
import { areaLabel, areaOptions, cityCodeByName, cityHasCounties } from "./area.ts";

test("34 provinces in code order", () => {
  const list = areaOptions(areaList);
  expect(list).toHaveLength(34);
  expect(list[0]).toEqual({ code: "110000", name: "北京市" });
});

test("cities and counties follow the 2- and 4-digit prefixes", () => {
  expect(areaOptions(areaList, "440000").map((c) => c.code)).toContain("440100");
  expect(areaOptions(areaList, "440000").every((c) => c.code.startsWith("44"))).toBe(true);
  expect(areaOptions(areaList, "110100").map((c) => c.name)).toContain("东城区");
  expect(areaOptions(areaList, "429000").map((c) => c.name)).toContain("仙桃市");
});

test.each(["441900", "442000", "460400", "620200"])("no-county city %s lists no counties", (code) => {
  expect(areaOptions(areaList, code)).toEqual([]);
});

test("labels: municipalities without repeats, provinces with cities, counties through resolveArea", () => {
  expect(areaLabel(areaList, "110100", "city")).toBe("北京市");
  expect(areaLabel(areaList, "440100", "city")).toBe("广东省 广州市");
  expect(areaLabel(areaList, "110101", "county")).toBe("北京市 东城区");
  expect(areaLabel(areaList, "110101", "city")).toBeUndefined();
  expect(areaLabel(areaList, "999900", "city")).toBeUndefined();
});

test("a county depth needs a county unless the city has none", () => {
  expect(cityHasCounties("440100")).toBe(true);
  expect(cityHasCounties("441900")).toBe(false);
});

test("city names from the valuation page find their code", () => {
  expect(cityCodeByName(areaList, "上海市")).toBe("310100");
  expect(cityCodeByName(areaList, "广州")).toBe("440100");
  expect(cityCodeByName(areaList, "")).toBeUndefined();
  expect(cityCodeByName(areaList, "不存在")).toBeUndefined();
});
