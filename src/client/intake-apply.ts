/**
 * Writes what the landing URL carries to storage (spec section 2, "Query parameters read"),
 * then takes the app hand-over out of the address bar. Loaded by the page runtime only when
 * the query names an intake parameter, so most page views never download it.
 */
import { bundleConfig } from "./bundle-config.ts";
import { readIntake, type Handover, type IntakePlan } from "./intake.ts";
import * as k from "./storage-keys.ts";
import * as page from "./page-storage-keys.ts";
import { readStored, writeStored } from "./session.ts";

/** Writes what the plan carries besides a hand-over; absent fields leave stored values as they are. */
export function applyIntake(plan: IntakePlan): void {
  if (plan.zhijieBackUrl) writeStored(page.ZHIJIE_BACK_URL, plan.zhijieBackUrl);
  if (plan.h5face) writeStored(page.H5FACE, plan.h5face);
  if (plan.bdVidUrl) writeStored(page.BD_VID_URL, plan.bdVidUrl);
  if (plan.kuaishou) writeStored(page.KUAISHOU_ATTRIBUTION, plan.kuaishou);
}

/**
 * Takes the native app's hand-over as a login (spec section 3, "App hand-over data"): the app's
 * fields first (the channel decides which activation is due), then the session through the
 * one login module, then the channel activation every login gets.
 */
export async function applyHandover(handover: Handover): Promise<void> {
  const optional = [
    [k.CHANNEL, handover.channel],
    [k.OS, handover.os],
    [page.DEVICE_ID, handover.did],
    [page.UA, handover.ua],
    [page.OA_ID, handover.oaId],
    [k.APPNAME, handover.appname],
    [page.APPCOMPANY, handover.appcompany],
  ] as const;
  for (const [key, value] of optional) if (value) writeStored(key, value);
  const login = await import("./login.ts");
  login.storeSession({ token: handover.token, userId: handover.userId ?? "" }, handover.phone);
  await login.activateChannelIfDue();
}

/** True inside the native app's web view: the app injects its bridge object before any script. */
function inAppWebView(): boolean {
  return "flutter_inappwebview" in window;
}

/** Reads the current address, stores what it carries and removes the hand-over from it. */
export async function takeInAddress(): Promise<void> {
  const config = bundleConfig();
  const plan = readIntake(location.href, {
    returnHosts: config.returnHosts,
    session: { token: readStored(k.ACCESS_TOKEN), userId: readStored(k.USER_ID) },
    inAppWebView: inAppWebView(),
  });
  // The token must not leak through Referer, history or screenshots, taken or not.
  if (plan.cleanedUrl !== undefined) history.replaceState(history.state, "", plan.cleanedUrl);
  applyIntake(plan);
  if (plan.handover) await applyHandover(plan.handover);
}
