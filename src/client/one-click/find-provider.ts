/**
 * Finds who can vouch for the visitor's number on this login page: the native app when the
 * page runs inside it, else the carrier SDK of the host's login pages, else nobody (then the
 * page stays an SMS login page). Loaded only when might-vouch.ts says someone might.
 */
import { CARRIER_LOGIN_CONFIG_ID, type CarrierLoginRuntime } from "../../config/carrier-login.ts";
import type { BridgeWindow } from "../native-bridge.ts";
import { findAppProvider } from "./app-provider.ts";
import { findCarrierProvider, type CarrierEnv } from "./carrier-provider.ts";
import type { PhoneTokenProvider } from "./provider.ts";

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The carrier SDK settings written into the page, or undefined when absent or unreadable. */
export function carrierSettings(doc: Pick<Document, "getElementById">): CarrierLoginRuntime | undefined {
  try {
    const raw = JSON.parse(doc.getElementById(CARRIER_LOGIN_CONFIG_ID)?.textContent ?? "null") as unknown;
    const { scriptUrl, appId, sdkGlobal, timeoutMs } = (raw ?? {}) as Partial<CarrierLoginRuntime>;
    if (!isText(scriptUrl) || !isText(appId) || !isText(sdkGlobal) || typeof timeoutMs !== "number")
      return undefined;
    return { scriptUrl, appId, sdkGlobal, timeoutMs };
  } catch {
    return undefined;
  }
}

/** The first provider that can vouch here: the app, then the carrier SDK. */
export async function findPhoneTokenProvider(
  win: Window = window,
  doc: Document = document,
): Promise<PhoneTokenProvider | undefined> {
  const inApp = (win as { flutter_inappwebview?: unknown }).flutter_inappwebview !== undefined;
  const app = inApp ? await findAppProvider(win as unknown as BridgeWindow) : undefined;
  if (app) return app;
  const settings = carrierSettings(doc);
  return settings
    ? findCarrierProvider(settings, { win: win as unknown as CarrierEnv["win"], doc })
    : undefined;
}
