/**
 * Options of the province -> city -> county picker, computed from @vant/area-data's list (passed
 * in: the 32 KB data set is loaded only when a picker opens). Codes follow the spec's rule
 * (src/core/area.ts): a city belongs to the province of its first two digits, a county to the
 * city of its first four. Cities without counties list none (their town codes are not counties).
 */
import {
  cityCodeOf,
  MUNICIPALITY_PROVINCE_CODES,
  NO_COUNTY_CITY_CODES,
  provinceCodeOf,
  resolveArea,
  type AreaList,
} from "../area.ts";

export interface AreaOption {
  code: string;
  name: string;
}

const sorted = (entries: [string, string][]): AreaOption[] =>
  entries.sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => ({ code, name }));

export function provinces(list: AreaList): AreaOption[] {
  return sorted(Object.entries(list.province_list));
}

export function citiesOf(list: AreaList, provinceCode: string): AreaOption[] {
  const prefix = provinceCode.slice(0, 2);
  return sorted(Object.entries(list.city_list).filter(([code]) => code.startsWith(prefix)));
}

/** Counties of a city; none for 东莞, 中山, 儋州, 嘉峪关. */
export function countiesOf(list: AreaList, cityCode: string): AreaOption[] {
  if (NO_COUNTY_CITY_CODES.includes(cityCode)) return [];
  const prefix = cityCode.slice(0, 4);
  return sorted(Object.entries(list.county_list).filter(([code]) => code.startsWith(prefix)));
}

/** True when a county must be picked under this city. */
export function cityHasCounties(cityCode: string): boolean {
  return !NO_COUNTY_CITY_CODES.includes(cityCode);
}

/**
 * The name shown for a stored code: "广东省 广州市" at city depth, "北京市 东城区" at county depth
 * (src/core/area.ts resolveArea). Undefined when the code does not fit the depth.
 */
export function areaLabel(list: AreaList, code: string, depth: "city" | "county"): string | undefined {
  if (depth === "county") return resolveArea(code, list)?.label;
  if (cityCodeOf(code) !== code) return undefined;
  const province = list.province_list[provinceCodeOf(code)];
  const city = list.city_list[code];
  if (province === undefined || city === undefined) return undefined;
  return MUNICIPALITY_PROVINCE_CODES.includes(provinceCodeOf(code)) || province === city
    ? province
    : `${province} ${city}`;
}

/** The city code for a city name such as 上海市 or 广州 (car valuation hand-over), or undefined. */
export function cityCodeByName(list: AreaList, name: string): string | undefined {
  const wanted = name.trim();
  if (wanted === "") return undefined;
  const candidates = [wanted, `${wanted}市`];
  for (const [code, city] of Object.entries(list.city_list)) if (candidates.includes(city)) return code;
  return undefined;
}
