/**
 * Query parameters the result pages carry through (spec section 4: the guard sends visitors to
 * result pages "with query previousPage (跳过表单 / p3回调), sd_plat_fr and successType 1").
 * Loading pages pass them on to their destination; marketplace links pass them on to the
 * product detail and apply links.
 */
import { parseQuery, type Query } from "../../../core/query.ts";

const CARRIED_PARAMS = ["previousPage", "successType", "sd_plat_fr"] as const;

/** Longest value kept: anything longer is not one of ours and is dropped. */
const MAX_VALUE_LENGTH = 64;

/** The carried parameters present in a query string (malformed encoding never throws). */
export function carriedQuery(search: string): Query {
  const query = parseQuery(typeof search === "string" ? search : "");
  const kept: Query = {};
  for (const name of CARRIED_PARAMS) {
    const value = query[name];
    if (typeof value === "string" && value !== "" && value.length <= MAX_VALUE_LENGTH) kept[name] = value;
  }
  return kept;
}
