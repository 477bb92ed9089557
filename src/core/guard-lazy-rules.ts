/**
 * The parts of the navigation guard that only some navigations reach: the browser loads them
 * on demand (decisions 161 and 355); the tests run the guard with them at hand.
 */
import { CITY_OVERRIDE_ROWS, type CityOverrideRow, type FlowValues } from "../config/channels-city.ts";
import { CHANNEL_ACTIVATION_INTERVAL_MS, DEFAULT_TERMINAL } from "../config/channels.ts";
export { failureDestination, successDestination } from "./flow-destinations.ts";
export { applicationOf, flowSettingsFromChannelInfo, toFlowNumber } from "./flow-settings.ts";
import {
  FORM_PACKAGE_PATH,
  act,
  activatedRecently,
  isCityOrFromPath,
  nonEmpty,
  redirect,
  type GuardAction,
  type GuardInput,
  type GuardRuleId,
} from "./guard-decide.ts";
import { takesIncomingLogin } from "./incoming-login.ts";

/**
 * Spec 4: "A markcode is exchanged for a token. On success the token and user id are stored, and
 * if the channel was not activated in the last 30 minutes the channel is marked active. /city or
 * /from then goes to /form-package; /single-sign stays." A failed exchange falls through, and so
 * does a login for another user than the one logged in (decision 026 in docs/decisions/login.md):
 * the visitor keeps their own session.
 */
export function decideMarkcode(
  input: GuardInput,
  path: string,
  channel: string,
  can: (id: GuardRuleId) => boolean,
): GuardAction | undefined {
  const result = input.results?.markcodeToken;
  if (!result?.ok || !nonEmpty(result.data?.token)) return undefined;
  const held = {
    token: nonEmpty(input.stored?.token) ?? "",
    userId: nonEmpty(input.stored?.userId) ?? "",
  };
  const incoming = { token: result.data.token, provenUserId: result.data.userId };
  if (!takesIncomingLogin(held, incoming, input.inAppWebView === true)) return undefined;
  if (can("markcode-store")) {
    return act("markcode-store", {
      type: "storeLogin",
      token: result.data.token,
      userId: result.data.userId,
    });
  }
  const last = input.stored?.activations?.[channel];
  if (can("markcode-activate") && !activatedRecently(last, input.now, CHANNEL_ACTIVATION_INTERVAL_MS)) {
    return act("markcode-activate", { type: "markChannelActive", channel, at: input.now });
  }
  if (isCityOrFromPath(path)) {
    return redirect("markcode-to-form", FORM_PACKAGE_PATH);
  }
  if (path === "/single-sign") return act("markcode-single-sign", { type: "stay" });
  return undefined;
}

/** Spec section 9: "Default terminal value 3; 1 and 2 come from the stored _os." */
export function terminalOf(os: unknown): number {
  const value = typeof os === "number" ? String(os) : typeof os === "string" ? os.trim() : "";
  return value === "1" || value === "2" ? Number(value) : DEFAULT_TERMINAL;
}

/**
 * City-based override of the flow values (spec section 4: "Applies after the IP city is known,
 * only when logged in.", which the decision checks): the first table row matching the channel
 * and `city` (ipAddressInfo.name, the city name from the IP call), or undefined.
 */
export function cityOverride(
  channel: string,
  city: string,
): { row: CityOverrideRow; values: FlowValues } | undefined {
  const name = city.trim();
  if (name === "") return undefined;
  const row = CITY_OVERRIDE_ROWS.find(
    (r) => (r.channels as readonly string[]).includes(channel) && r.cities.includes(name),
  );
  return row ? { row, values: { ...row.values } } : undefined;
}
