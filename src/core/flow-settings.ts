/**
 * Flow settings per channel (spec section 4, "Flow settings per channel") and the session
 * value `application` (spec section 3). Pure: takes the channel-info response as unknown data.
 */
import type { FlowValues } from "../config/channels-city.ts";

/** Session value `application`: "1 iOS app, 2 Android app, 3 web" (spec section 3). */
export type Application = 1 | 2 | 3;

/** Spec section 3: "application (APP-IOS, APP-安卓, otherwise a web flow)". */
const APPLICATION_BY_NAME: Readonly<Record<string, Application>> = {
  "APP-IOS": 1,
  "APP-安卓": 2,
};

/**
 * Spec section 4: "for app channels, h5_bd_type_for_p4 of 1 sets succ_todo 0 and fail_todo 0;
 * a value of 2 or 3 sets succ_todo 2 and fail_todo 1; input_form is 0."
 * Any other value keeps the web defaults 0 / 0 (decision 011 in docs/decisions/guard-and-flow.md).
 */
const APP_FLOW_BY_P4_TYPE: Readonly<Record<number, FlowValues>> = {
  1: { input_form: 0, succ_todo: 0, fail_todo: 0 },
  2: { input_form: 0, succ_todo: 2, fail_todo: 1 },
  3: { input_form: 0, succ_todo: 2, fail_todo: 1 },
};

/** Flow values when nothing is known: "each defaulting to 0". */
export const DEFAULT_FLOW: FlowValues = { input_form: 0, succ_todo: 0, fail_todo: 0 };

const DIGITS = /^\s*\d{1,9}\s*$/;

/**
 * A flow number from a number or a numeric string; anything else (negative, fractional, NaN,
 * objects, "1e3", "") gives `fallback`.
 */
export function toFlowNumber(value: unknown, fallback = 0): number {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : fallback;
  if (typeof value === "string" && DIGITS.test(value)) return Number(value);
  return fallback;
}

function field(source: unknown, key: string): unknown {
  return typeof source === "object" && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

/** Session value `application` for a channel-info response: 1 iOS app, 2 Android app, 3 web. */
export function applicationOf(channelInfo: unknown): Application {
  const name = field(channelInfo, "application");
  return (
    (typeof name === "string" && Object.hasOwn(APPLICATION_BY_NAME, name) && APPLICATION_BY_NAME[name]) || 3
  );
}

/**
 * The flow values of a channel (spec section 4): app channels by h5_bd_type_for_p4, web
 * channels from h5_flow_info, each value defaulting to 0.
 */
export function flowSettingsFromChannelInfo(channelInfo: unknown): FlowValues {
  if (applicationOf(channelInfo) !== 3) {
    const type = toFlowNumber(field(channelInfo, "h5_bd_type_for_p4"), -1);
    return { ...(APP_FLOW_BY_P4_TYPE[type] ?? DEFAULT_FLOW) };
  }
  const info = field(channelInfo, "h5_flow_info");
  return {
    input_form: toFlowNumber(field(info, "input_form")),
    succ_todo: toFlowNumber(field(info, "succ_todo")),
    fail_todo: toFlowNumber(field(info, "fail_todo")),
  };
}
