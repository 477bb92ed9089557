/**
 * Success and failure destinations (spec section 4, "Flow settings per channel"). The tables
 * are data; the unknown-value variants are named after the places that use them
 * (decision 010 in docs/decisions/guard-and-flow.md).
 */
import { ONLY_DOWNLOAD_CHANNELS } from "../config/channels.ts";

/** One table row: the flow values it covers and the destination path. */
export interface DestinationRow {
  values: readonly number[];
  to: string;
}

/**
 * Spec: "0 or 1 → /success-download; 2 or 3 → /success-loan-marketplace-download;
 * 4 → /download-page; 5 → /gongzhonghao; 6 or 7 → /downloadpage1".
 */
export const SUCCESS_DESTINATIONS: readonly DestinationRow[] = [
  { values: [0, 1], to: "/success-download" },
  { values: [2, 3], to: "/success-loan-marketplace-download" },
  { values: [4], to: "/download-page" },
  { values: [5], to: "/gongzhonghao" },
  { values: [6, 7], to: "/downloadpage1" },
];

/**
 * Spec: "0 → /fail-page; 1 or 2 → /success-loan-marketplace-download; 3 → /download-page
 * (channel_5775 and channel_5030: /only-download); 4, 6 or 7 → /downloadpage1; 5 → /gongzhonghao".
 */
export const FAILURE_DESTINATIONS: readonly DestinationRow[] = [
  { values: [0], to: "/fail-page" },
  { values: [1, 2], to: "/success-loan-marketplace-download" },
  { values: [3], to: "/download-page" },
  { values: [4, 6, 7], to: "/downloadpage1" },
  { values: [5], to: "/gongzhonghao" },
];

/** Spec: "3 | /download-page (channel_5775 and channel_5030: /only-download)". */
export const ONLY_DOWNLOAD_PATH = "/only-download";

/**
 * Places that compute a success destination, each with its unknown-value fallback.
 * Spec: "Unknown value: two variants exist, defaulting to /success-loading or /download-page."
 */
export const SUCCESS_FALLBACK_BY_PLACE = {
  /** The form submit result: an unknown value goes to the result-loading page. */
  formSubmit: "/success-loading",
  /** Loading pages (/success-loading, /success-loading-old): never back to a loading page. */
  loadingPage: "/download-page",
  /** The guard's /download?from=4 return (p3回调). */
  guardCallback: "/download-page",
} as const;

export type SuccessPlace = keyof typeof SUCCESS_FALLBACK_BY_PLACE;

/**
 * Places that compute a failure destination. Spec: "One variant defaults to
 * /success-loan-marketplace-download. A further variant applies only when input_form is 0, and
 * otherwise gives /fail-loading."
 */
const FAILURE_VARIANT_BY_PLACE = {
  /** The guard's form-skip case (input_form 1, user info ok): the plain table. */
  guardFormSkip: "table",
  /** Loading pages (/fail-loading): the plain table. */
  loadingPage: "table",
  /** The form submit result: the table only when input_form is 0, otherwise /fail-loading. */
  formSubmit: "tableWhenNoForm",
} as const;

export type FailurePlace = keyof typeof FAILURE_VARIANT_BY_PLACE;

/** Unknown fail_todo in either failure variant. */
const FAILURE_FALLBACK = "/success-loan-marketplace-download";

/** "otherwise gives /fail-loading" (the formSubmit variant when input_form is not 0). */
export const FAIL_LOADING_PATH = "/fail-loading";

function lookup(rows: readonly DestinationRow[], value: number): string | undefined {
  return rows.find((row) => row.values.includes(value))?.to;
}

/** The success destination for succ_todo at the given place. */
export function successDestination(succ_todo: number, place: SuccessPlace): string {
  return lookup(SUCCESS_DESTINATIONS, succ_todo) ?? SUCCESS_FALLBACK_BY_PLACE[place];
}

/** Input of {@link failureDestination}. */
export interface FailureInput {
  fail_todo: number;
  input_form: number;
  channel: string;
}

/** The failure destination for the flow values and channel at the given place. */
export function failureDestination(input: FailureInput, place: FailurePlace): string {
  if (FAILURE_VARIANT_BY_PLACE[place] === "tableWhenNoForm" && input.input_form !== 0)
    return FAIL_LOADING_PATH;
  const to = lookup(FAILURE_DESTINATIONS, input.fail_todo) ?? FAILURE_FALLBACK;
  const onlyDownload =
    input.fail_todo === 3 && (ONLY_DOWNLOAD_CHANNELS as readonly string[]).includes(input.channel);
  return onlyDownload ? ONLY_DOWNLOAD_PATH : to;
}
