/**
 * Areas (spec section 3 "Area data"; REFERENCE.md quirks of @vant/area-data): the code rules,
 * the options of the province -> city -> county picker, a list built level by level from
 * /v1/region/list, and the city suggestion of an area field. Pure: the area list is passed in,
 * so the 32 KB data set loads only where a picker needs it.
 *
 * Codes follow the spec's rule: a city belongs to the province of its first two digits, a
 * county to the city of its first four. Cities without counties list none (their town codes
 * are not counties).
 */

/** The shape of @vant/area-data's `areaList`. */
export interface AreaList {
  province_list: Readonly<Record<string, string>>;
  city_list: Readonly<Record<string, string>>;
  county_list: Readonly<Record<string, string>>;
}

/** Municipalities: their city entries (110100 ...) repeat the municipality's name. */
const MUNICIPALITY_PROVINCE_CODES: readonly string[] = ["110000", "120000", "310000", "500000"];

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

/**
 * Resolves a selected county code (or the city code of a no-county city; a town code under a
 * no-county city resolves to its city) into the code to store and send and the names for
 * display without repeats, e.g. 北京市 东城区. Undefined for anything else.
 */
function resolveArea(code: unknown, list: AreaList): { code: string; label: string } | undefined {
  if (typeof code !== "string" || !SIX_DIGITS.test(code)) return undefined;
  const provinceCode = provinceCodeOf(code);
  const cityCode = cityCodeOf(code);
  const provinceName = list.province_list[provinceCode];
  const rawCity = list.city_list[cityCode];
  if (provinceName === undefined || rawCity === undefined) return undefined;
  if (NO_COUNTY_CITY_CODES.includes(cityCode)) {
    if (code !== cityCode && list.county_list[code] === undefined) return undefined;
    return { code: cityCode, label: names([provinceName, rawCity]) };
  }
  const countyName = list.county_list[code];
  if (countyName === undefined) return undefined;
  // A pseudo-city shows the county-level city as the city; a municipality's city repeats it.
  const cityName = PSEUDO_CITY_CODES.includes(cityCode)
    ? countyName
    : MUNICIPALITY_PROVINCE_CODES.includes(provinceCode)
      ? provinceName
      : rawCity;
  return { code, label: names([provinceName, cityName, countyName]) };
}

function names(parts: string[]): string {
  return parts.filter((part, index) => part !== parts[index - 1]).join(" ");
}

export interface AreaOption {
  code: string;
  name: string;
}

/**
 * The picker's rows under `parent` (undefined: the provinces) in code order; none under 东莞,
 * 中山, 儋州, 嘉峪关 (their town codes are not counties).
 */
export function areaOptions(list: AreaList, parent?: string): AreaOption[] {
  const level = parent === undefined || cityHasCounties(parent) ? childLevel(parent) : undefined;
  if (!level) return [];
  return Object.entries(list[level.level])
    .filter(([code]) => level.fits(code))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ code, name }));
}

/** True when a county must be picked under this city. */
export function cityHasCounties(cityCode: string): boolean {
  return !NO_COUNTY_CITY_CODES.includes(cityCode);
}

/**
 * The name shown for a stored code: "广东省 广州市" at city depth, "北京市 东城区" at county depth
 * ({@link resolveArea}). Undefined when the code does not fit the depth.
 */
export function areaLabel(list: AreaList, code: string, depth: "city" | "county"): string | undefined {
  if (depth === "county") return resolveArea(code, list)?.label;
  if (cityCodeOf(code) !== code) return undefined;
  const province = list.province_list[provinceCodeOf(code)];
  const city = list.city_list[code];
  if (province === undefined || city === undefined) return undefined;
  return names([province, MUNICIPALITY_PROVINCE_CODES.includes(provinceCodeOf(code)) ? province : city]);
}

/** The city code for a city name such as 上海市 or 广州 (car valuation hand-over), or undefined. */
export function cityCodeByName(list: AreaList, name: string): string | undefined {
  const wanted = name.trim();
  if (wanted === "") return undefined;
  const candidates = [wanted, `${wanted}市`];
  for (const [code, city] of Object.entries(list.city_list)) if (candidates.includes(city)) return code;
  return undefined;
}

// An area list built level by level from /v1/region/list, for hosts that take their pickers'
// areas from the backend. The answer's codes must keep the spec's code rules and sit under the
// area they were asked for; anything else is left out, and a level with nothing usable makes
// the picker go back to the bundled area data.

/** A list with nothing in it yet: the first answer adds the provinces. */
export const EMPTY_AREA_LIST: AreaList = { province_list: {}, city_list: {}, county_list: {} };

type Level = keyof AreaList;

/** Which level the children of `parent` are, and whether `code` is one of them. */
function childLevel(
  parent: string | undefined,
): { level: Level; fits: (code: string) => boolean } | undefined {
  if (parent === undefined) return { level: "province_list", fits: (code) => provinceCodeOf(code) === code };
  if (!SIX_DIGITS.test(parent)) return undefined;
  if (provinceCodeOf(parent) === parent)
    return {
      level: "city_list",
      fits: (code) => provinceCodeOf(code) === parent && cityCodeOf(code) === code && code !== parent,
    };
  if (cityCodeOf(parent) === parent)
    return { level: "county_list", fits: (code) => cityCodeOf(code) === parent && code !== parent };
  return undefined;
}

/**
 * `list` with the children of `parent` (undefined: the provinces) that `areas` holds, or
 * undefined when none of them fits under `parent`.
 */
export function withChildren(
  list: AreaList,
  parent: string | undefined,
  areas: readonly AreaOption[],
): AreaList | undefined {
  const level = childLevel(parent);
  if (!level) return undefined;
  const children = areas.filter((area) => level.fits(area.code));
  if (children.length === 0) return undefined;
  const added = Object.fromEntries(children.map((area) => [area.code, area.name]));
  return { ...list, [level.level]: { ...list[level.level], ...added } };
}

/** Every level of `list` with the entries of `more` added (answers arrive in any order). */
export function mergeAreaLists(list: AreaList, more: AreaList): AreaList {
  return {
    province_list: { ...list.province_list, ...more.province_list },
    city_list: { ...list.city_list, ...more.city_list },
    county_list: { ...list.county_list, ...more.county_list },
  };
}

// A city suggestion for an area field: the place the geocoder found for the visitor's shared
// position, or the IP city the guard already knows (spec 3: ipAddressInfo), turned into what
// the picker stores. Nothing is filled in here: the visitor confirms a suggestion first.

/** A place as an answer or the stored IP city names it. */
export interface Place {
  countyCode?: string;
  cityCode?: string;
  cityName?: string;
}

/** What a confirmed suggestion does to the field. */
export interface AreaSuggestion {
  /** The code to store, or at county depth with only a city known, that city's code. */
  code: string;
  /** What the suggestion says and, when complete, what the field shows ("广东省 广州市"). */
  label: string;
  /** True when `code` is a full answer at the field's depth; otherwise the picker opens at the city. */
  complete: boolean;
}

/** The city of a place: from its county, its city code, else its name. */
function knownCity(list: AreaList, place: Place): string | undefined {
  for (const code of [place.countyCode, place.cityCode]) {
    if (code === undefined || !SIX_DIGITS.test(code)) continue;
    const city = cityCodeOf(code);
    if (list.city_list[city] !== undefined) return city;
  }
  return place.cityName === undefined ? undefined : cityCodeByName(list, place.cityName);
}

/**
 * The suggestion for an area field of `depth`, or undefined when the place names no area the
 * data knows. At city depth the city; at county depth the county when the place names one,
 * the city itself where it has no counties, else the city as a starting point (not complete).
 */
export function suggestArea(
  list: AreaList,
  place: Place,
  depth: "city" | "county",
): AreaSuggestion | undefined {
  const city = knownCity(list, place);
  if (city === undefined) return undefined;
  const cityLabel = areaLabel(list, city, "city") ?? "";
  if (depth === "city") return { code: city, label: cityLabel, complete: true };
  // A county the data knows (a no-county city's town resolves to its city), else a no-county city.
  const resolved =
    resolveArea(place.countyCode, list) ?? (cityHasCounties(city) ? undefined : resolveArea(city, list));
  return resolved ? { ...resolved, complete: true } : { code: city, label: cityLabel, complete: false };
}
