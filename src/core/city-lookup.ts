/**
 * Which channels look up the IP city (spec section 4, "City-based override"; section 9): the
 * section 9 list plus the city table's other channels (docs/decisions/013). Apart from the
 * table itself (city-override.ts), which only logged-in visitors of these channels need.
 */
import { CITY_LOGIC_CHANNELS, CITY_TABLE_EXTRA_CHANNELS } from "../config/channels.ts";

export const CITY_LOOKUP_CHANNELS: ReadonlySet<string> = new Set<string>([
  ...CITY_LOGIC_CHANNELS,
  ...CITY_TABLE_EXTRA_CHANNELS,
]);

/** True when the guard should look up the IP city for this channel. */
export function needsCityLookup(channel: string): boolean {
  return CITY_LOOKUP_CHANNELS.has(channel);
}
