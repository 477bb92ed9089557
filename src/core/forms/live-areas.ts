/**
 * An area list built level by level from /v1/region/list, for hosts that take their pickers'
 * areas from the backend. The answer's codes must keep the spec's code rules (section 3: a
 * province is 2 digits + 0000, a city the first 4 digits + 00, a county the rest) and sit under
 * the area they were asked for; anything else is left out, and a level with nothing usable
 * makes the picker go back to the bundled area data.
 */
import { cityCodeOf, provinceCodeOf, type AreaList } from "../area.ts";
import type { AreaOption } from "./area-options.ts";

/** A list with nothing in it yet: the first answer adds the provinces. */
export const EMPTY_AREA_LIST: AreaList = { province_list: {}, city_list: {}, county_list: {} };

type Level = keyof AreaList;

/** Which level the children of `parent` are, and whether `code` is one of them. */
function childLevel(
  parent: string | undefined,
): { level: Level; fits: (code: string) => boolean } | undefined {
  if (parent === undefined) return { level: "province_list", fits: (code) => provinceCodeOf(code) === code };
  if (!/^\d{6}$/.test(parent)) return undefined;
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
