/**
 * Checks the one-click carrier SDK and the live-data settings of a host file (or of
 * hosts/defaults.ts) when the build starts, with the field named in each problem.
 */
import type { CarrierLoginConfig, LiveDataConfig } from "./host-schema.ts";
import { isHttpsUrl } from "./validate-marketplace.ts";

/** Reports one problem: the field (relative to the host file) and a message. */
type Add = (field: string, message: string) => void;

/** A path on the page's own origin: one leading slash, no "..", no query tricks. */
const SAME_ORIGIN_SCRIPT = /^\/(?!\/)(?!.*\.\.)[\w./-]{1,200}\.js$/;
/** A JavaScript identifier the SDK defines on window (ASCII, so a typo is visible). */
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
/** An app id as SDK providers issue them: printable ASCII without spaces or quotes. */
const APP_ID = /^[\w.:@+=/-]{1,128}$/;

/** Longest wait the settings may ask for: longer keeps a visitor from SMS for nothing. */
const MAX_WAIT_MS = 15_000;
const MIN_WAIT_MS = 500;

function checkWait(add: Add, field: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isInteger(value) || value < MIN_WAIT_MS || value > MAX_WAIT_MS)
    add(field, `must be a whole number of milliseconds within ${MIN_WAIT_MS}-${MAX_WAIT_MS}`);
}

/** True for an https origin alone (no path, query or credentials). */
function isHttpsOrigin(value: unknown): boolean {
  return isHttpsUrl(value) && new URL(value).origin === value.replace(/\/$/, "");
}

/** Problems of `carrierLogin`. */
export function checkCarrierLogin(add: Add, config: CarrierLoginConfig | undefined): void {
  if (config === undefined) return;
  if (typeof config !== "object" || config === null) {
    add("carrierLogin", "must be { scriptUrl, appId, sdkGlobal }");
    return;
  }
  const { scriptUrl, appId, sdkGlobal, connectOrigins, timeoutMs } = config;
  if (!isHttpsUrl(scriptUrl) && !SAME_ORIGIN_SCRIPT.test(String(scriptUrl)))
    add("carrierLogin.scriptUrl", `"${scriptUrl}" is neither an https URL nor a path ending in .js`);
  if (typeof appId !== "string" || !APP_ID.test(appId))
    add("carrierLogin.appId", "must be the app id the SDK provider issued (1-128 characters, no spaces)");
  if (typeof sdkGlobal !== "string" || !GLOBAL_NAME.test(sdkGlobal))
    add("carrierLogin.sdkGlobal", `"${sdkGlobal}" is not the name of a global object`);
  if (connectOrigins !== undefined && !Array.isArray(connectOrigins))
    add("carrierLogin.connectOrigins", "must be a list of https origins");
  (Array.isArray(connectOrigins) ? connectOrigins : []).forEach((origin, i) => {
    if (!isHttpsOrigin(origin))
      add(`carrierLogin.connectOrigins[${i}]`, `"${origin}" is not an https origin (https://host)`);
  });
  checkWait(add, "carrierLogin.timeoutMs", timeoutMs);
}

/** Problems of `liveData`. */
export function checkLiveData(add: Add, config: LiveDataConfig | undefined): void {
  if (config === undefined) return;
  if (typeof config !== "object" || config === null) {
    add("liveData", "must be { offer?, regions?, timeoutMs? }");
    return;
  }
  for (const key of ["offer", "regions"] as const) {
    if (config[key] !== undefined && typeof config[key] !== "boolean")
      add(`liveData.${key}`, "must be true or false");
  }
  checkWait(add, "liveData.timeoutMs", config.timeoutMs);
}
