/**
 * A city suggestion for an area field: the place the geocoder found for the visitor's shared
 * position, or the IP city the guard already knows (spec 3: ipAddressInfo), turned into what
 * the picker stores. Nothing is filled in here: the visitor confirms a suggestion first.
 */
import { cityCodeOf, resolveArea, type AreaList } from "../area.ts";
import { areaLabel, cityCodeByName, cityHasCounties } from "./area-options.ts";

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
    if (code === undefined || !/^\d{6}$/.test(code)) continue;
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
  return resolved
    ? { code: resolved.code, label: resolved.label, complete: true }
    : { code: city, label: cityLabel, complete: false };
}
