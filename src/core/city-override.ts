/**
 * City-based override of the flow values (spec section 4): "Applies after the IP city is
 * known, only when logged in."
 */
import { CITY_LOGIC_CHANNELS } from "../config/channels.ts";
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

/**
 * Channels for which the IP city is looked up: the spec's city-logic list (section 9) plus any
 * channel of the city table, so that every table row can fire (docs/decisions/013).
 */
export const CITY_LOOKUP_CHANNELS: ReadonlySet<string> = new Set<string>([
  ...CITY_LOGIC_CHANNELS,
  ...CITY_OVERRIDE_ROWS.flatMap((row) => row.channels),
]);

/** True when the guard should look up the IP city for this channel. */
export function needsCityLookup(channel: string): boolean {
  return CITY_LOOKUP_CHANNELS.has(channel);
}
