/**
 * Area codes (spec section 3 "Area data"; REFERENCE.md quirks of @vant/area-data). Pure: the
 * area list is passed in, so the 32 KB data set loads only where a picker needs it.
 */

/** The shape of @vant/area-data's `areaList`. */
export interface AreaList {
  province_list: Readonly<Record<string, string>>;
  city_list: Readonly<Record<string, string>>;
  county_list: Readonly<Record<string, string>>;
}

/** Municipalities: their city entries (110100 ...) repeat the municipality's name. */
export const MUNICIPALITY_PROVINCE_CODES: readonly string[] = ["110000", "120000", "310000", "500000"];

/** Pseudo-cities grouping directly administered county-level cities. */
const PSEUDO_CITY_CODES: readonly string[] = ["419000", "429000", "469000", "659000"];

/** Cities without counties (东莞, 中山, 儋州, 嘉峪关): the package's town codes are not county codes. */
export const NO_COUNTY_CITY_CODES: readonly string[] = ["441900", "442000", "460400", "620200"];

const SIX_DIGITS = /^\d{6}$/;

/** Spec: "Province code is the first 2 digits plus 0000". */
export function provinceCodeOf(code: string): string {
  return `${code.slice(0, 2)}0000`;
}

/** Spec: "city code is the first 4 digits plus 00". */
export function cityCodeOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

/** A resolved selection: codes with the names to show and the code to submit. */
export interface AreaSelection {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  /** Name to show for the city level (the county-level city for pseudo-cities). */
  cityName: string;
  /** Undefined for cities without counties. */
  countyCode?: string;
  countyName?: string;
  /** The code to store and send: the county code, or the city code for no-county cities. */
  code: string;
  /** Names for display without repeats, e.g. 北京市 东城区. */
  label: string;
}

/**
 * Resolves a selected county code (or the city code of a no-county city; a town code under a
 * no-county city resolves to its city). Undefined for anything else.
 */
export function resolveArea(code: unknown, list: AreaList): AreaSelection | undefined {
  if (typeof code !== "string" || !SIX_DIGITS.test(code)) return undefined;
  const provinceCode = provinceCodeOf(code);
  const cityCode = cityCodeOf(code);
  const provinceName = list.province_list[provinceCode];
  const rawCity = list.city_list[cityCode];
  if (provinceName === undefined || rawCity === undefined) return undefined;
  if (NO_COUNTY_CITY_CODES.includes(cityCode)) {
    if (code !== cityCode && list.county_list[code] === undefined) return undefined;
    return {
      provinceCode,
      provinceName,
      cityCode,
      cityName: rawCity,
      code: cityCode,
      label: names([provinceName, rawCity]),
    };
  }
  const countyName = list.county_list[code];
  if (countyName === undefined) return undefined;
  const cityName = PSEUDO_CITY_CODES.includes(cityCode)
    ? countyName
    : MUNICIPALITY_PROVINCE_CODES.includes(provinceCode)
      ? provinceName
      : rawCity;
  return {
    provinceCode,
    provinceName,
    cityCode,
    cityName,
    countyCode: code,
    countyName,
    code,
    label: names([provinceName, cityName, countyName]),
  };
}

function names(parts: string[]): string {
  return parts.filter((part, index) => part !== parts[index - 1]).join(" ");
}
