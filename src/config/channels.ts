/**
 * Channel constants and channel rule tables of spec sections 2, 4 and 9, as typed data.
 * The brand table lives in channels-brand.ts and the city table in channels-city.ts;
 * pure functions in src/core read them.
 *
 * A channel is always written as stored: `channel_` plus the number (spec section 2, query `c`).
 */
import { sample } from "./sample.ts";

/** A stored channel value, e.g. `channel_5818`. */
export type Channel = `channel_${string}`;

/** Spec section 3/9: "_channel (default channel_5818; form channel_NNNN)". */
export const DEFAULT_CHANNEL: Channel = "channel_5818";

/** Spec section 3: stored channels have the form channel_NNNN. */
export const CHANNEL_PATTERN = /^channel_\d{1,10}$/;

/** Spec section 2: "Channel channel_5813 is always sent to /404err." */
export const NOT_FOUND_CHANNEL: Channel = "channel_5813";

/** Spec section 4, brand resolution: "for channel_5262 the title is 首页". */
export const HOME_TITLE_CHANNEL: Channel = "channel_5262";

/** The document title used for {@link HOME_TITLE_CHANNEL}. */
export const HOME_TITLE = "首页";

/**
 * Spec section 4, global navigation guard: "For login channels channel_683, 684, 685, 679,
 * 5167, 5180 and 963 ... the token and user id are cleared and the login page is shown even
 * if a token exists."
 */
export const LOGIN_CLEARING_CHANNELS: readonly Channel[] = [
  "channel_683",
  "channel_684",
  "channel_685",
  "channel_679",
  "channel_5167",
  "channel_5180",
  "channel_963",
];

/**
 * Spec section 4, failure destinations: "3 | /download-page (channel_5775 and channel_5030:
 * /only-download)".
 */
export const ONLY_DOWNLOAD_CHANNELS: readonly Channel[] = ["channel_5775", "channel_5030"];

/**
 * Spec section 9: "City-logic channels: channel_5265, 5626, 5627, 5320, 683, 684, 685, 679,
 * 5167, 5180, 5130, 5618, 5969, 5972, 5973, 5966, 5967, 5996, 5483, 963."
 * (The city table also names 5716 and 5883; see decision 013 in docs/decisions/guard-and-flow.md.)
 */
export const CITY_LOGIC_CHANNELS: readonly Channel[] = [
  "channel_5265",
  "channel_5626",
  "channel_5627",
  "channel_5320",
  "channel_683",
  "channel_684",
  "channel_685",
  "channel_679",
  "channel_5167",
  "channel_5180",
  "channel_5130",
  "channel_5618",
  "channel_5969",
  "channel_5972",
  "channel_5973",
  "channel_5966",
  "channel_5967",
  "channel_5996",
  "channel_5483",
  "channel_963",
];

/**
 * Channels of the city-override table (channels-city.ts) that the section 9 list lacks: the
 * IP city is looked up for them too, so that their row can fire (decision 013 in
 * docs/decisions/guard-and-flow.md). Kept here, not derived from the table, so that the guard every
 * page runs need not carry the table; a test checks that the two lists cover every channel of the
 * table.
 */
export const CITY_TABLE_EXTRA_CHANNELS: readonly Channel[] = ["channel_5716", "channel_5883"];

/** Spec section 9: "Channel activation reported at most once per 30 minutes (1800000 ms)." */
export const CHANNEL_ACTIVATION_INTERVAL_MS = 1_800_000;

/** Spec section 9: "Default terminal value 3; 1 and 2 come from the stored _os." */
export const DEFAULT_TERMINAL = 3;

/**
 * Spec section 5: "Virtual-operator or reseller prefixes flagged: ... One specific number is
 * exempt." The number is not shown: a sample value for operators to replace (REFERENCE.md: keep
 * such facts in configuration).
 */
export const VIRTUAL_OPERATOR_EXEMPT_NUMBERS: readonly string[] = sample(
  ["17012345678"],
  "the one mobile number exempt from the virtual-operator check (spec section 5 does not show it)",
);
