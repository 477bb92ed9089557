/**
 * The parts of the guard that only some navigations reach: parsing fetched channel info, the
 * flow destination tables, the markcode exchange, the download callback's record and the city
 * table. The browser loads them with the API client (src/client/guard.ts, decision 161)
 * when a navigation first needs them, so most page views never download them (issue 4).
 */
import { cityOverride } from "./city-override.ts";
import { failureDestination, successDestination } from "./flow-destinations.ts";
import { applicationOf, flowSettingsFromChannelInfo, toFlowNumber } from "./flow-settings.ts";
import { decideMarkcode } from "./guard-markcode.ts";
import { terminalOf } from "./terminal.ts";

export const GUARD_LAZY_RULES = {
  applicationOf,
  cityOverride,
  decideMarkcode,
  failureDestination,
  flowSettingsFromChannelInfo,
  successDestination,
  terminalOf,
  toFlowNumber,
};

export type GuardLazyRules = typeof GUARD_LAZY_RULES;
