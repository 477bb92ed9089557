/**
 * City-based override of the flow values (spec section 4): "Applies after the IP city is
 * known, only when logged in."
 */
import { CITY_OVERRIDE_ROWS, type CityOverrideRow, type FlowValues } from "../config/channels-city.ts";

/** Input of {@link cityOverride}. */
export interface CityOverrideInput {
  channel: string;
  /** ipAddressInfo.name, the city name from the IP call; undefined while unknown. */
  city: string | undefined;
  /** "only when logged in": an access token exists. */
  loggedIn: boolean;
}

/** The row that fired and the values it sets. */
export interface CityOverrideHit {
  row: CityOverrideRow;
  values: FlowValues;
}

/** The first table row matching the channel and city, or undefined when none applies. */
export function cityOverride(
  input: CityOverrideInput,
  rows = CITY_OVERRIDE_ROWS,
): CityOverrideHit | undefined {
  if (!input.loggedIn || typeof input.city !== "string") return undefined;
  const city = input.city.trim();
  if (city === "") return undefined;
  const row = rows.find(
    (r) => (r.channels as readonly string[]).includes(input.channel) && r.cities.includes(city),
  );
  return row ? { row, values: { ...row.values } } : undefined;
}
