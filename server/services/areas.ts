/**
 * Areas from @vant/area-data: children of a code, lookups by city name, and the sample
 * geocoder. Province = first 2 digits + 0000, city = first 4 + 00 (spec section 3).
 */
import { areaList } from "@vant/area-data";
import type { Area } from "../../src/contract/index.ts";

const toAreas = (list: Record<string, string>): Area[] =>
  Object.entries(list)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));

const PROVINCES = toAreas(areaList.province_list);
const CITIES = toAreas(areaList.city_list);
const COUNTIES = toAreas(areaList.county_list);

/** Children of `code`: provinces for none, cities of a province, counties of a city; undefined if unknown. */
export function childAreas(code: string | undefined): Area[] | undefined {
  if (code === undefined) return PROVINCES;
  if (areaList.province_list[code])
    return CITIES.filter((city) => city.code.slice(0, 2) === code.slice(0, 2));
  if (areaList.city_list[code])
    return COUNTIES.filter((county) => county.code.slice(0, 4) === code.slice(0, 4));
  return undefined;
}

/** The city named `name` (e.g. 上海市), or undefined. */
export function cityByName(name: string): Area | undefined {
  return CITIES.find((city) => city.name === name);
}

/** The province containing a city code. */
export function provinceOf(cityCode: string): Area {
  const code = `${cityCode.slice(0, 2)}0000`;
  return { code, name: areaList.province_list[code] ?? "" };
}

/**
 * Sample city centres for /v3/app/geocoder: the answer is the nearest of these, so tests get
 * a deterministic city without a map service. Coordinates are WGS-84, rounded.
 */
const GEOCODER_CITIES: readonly { code: string; lat: number; lng: number }[] = [
  { code: "110100", lat: 39.904, lng: 116.407 }, // 北京市
  { code: "310100", lat: 31.23, lng: 121.474 }, // 上海市
  { code: "440100", lat: 23.129, lng: 113.264 }, // 广州市
  { code: "440300", lat: 22.543, lng: 114.058 }, // 深圳市
  { code: "330100", lat: 30.274, lng: 120.155 }, // 杭州市
  { code: "510100", lat: 30.573, lng: 104.067 }, // 成都市
  { code: "500100", lat: 29.563, lng: 106.552 }, // 重庆市
  { code: "370200", lat: 36.067, lng: 120.383 }, // 青岛市
  { code: "420100", lat: 30.593, lng: 114.306 }, // 武汉市
  { code: "610100", lat: 34.342, lng: 108.94 }, // 西安市
];

/** The sample city nearest to (lat, lng), by squared degrees (plenty for choosing among distant cities). */
export function nearestCity(lat: number, lng: number): Area {
  let best = GEOCODER_CITIES[0]!;
  let bestDistance = Infinity;
  for (const city of GEOCODER_CITIES) {
    const distance = (city.lat - lat) ** 2 + (city.lng - lng) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [city, distance];
  }
  return { code: best.code, name: areaList.city_list[best.code] ?? "" };
}
