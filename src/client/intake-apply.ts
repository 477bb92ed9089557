/**
 * Writes what the landing URL carries to storage (spec section 2, "Query parameters read"),
 * then takes the app hand-over out of the address bar. Loaded by the page runtime only when
 * the query names an intake parameter, so most page views never download it.
 */
import { bundleConfig } from "./bundle-config.ts";
import { readIntake, type IntakePlan } from "./intake.ts";
import * as page from "./page-storage-keys.ts";
import * as k from "./storage-keys.ts";
import { writeStored } from "./stored-access.ts";

/** Writes an intake plan; absent fields leave the stored values as they are. */
export function applyIntake(plan: IntakePlan): void {
  if (plan.zhijieBackUrl) writeStored(page.ZHIJIE_BACK_URL, plan.zhijieBackUrl);
  if (plan.h5face) writeStored(page.H5FACE, plan.h5face);
  if (plan.bdVidUrl) writeStored(page.BD_VID_URL, plan.bdVidUrl);
  if (plan.kuaishou) writeStored(page.KUAISHOU_ATTRIBUTION, plan.kuaishou);
  const handover = plan.handover;
  if (!handover) return;
  writeStored(k.ACCESS_TOKEN, handover.token);
  const optional = [
    [k.CHANNEL, handover.channel],
    [k.OS, handover.os],
    [page.DEVICE_ID, handover.did],
    [k.USER_ID, handover.userId],
    [page.UA, handover.ua],
    [page.OA_ID, handover.oaId],
    [k.APPNAME, handover.appname],
    [page.APPCOMPANY, handover.appcompany],
    [page.PHONE, handover.phone],
  ] as const;
  for (const [key, value] of optional) if (value) writeStored(key, value);
}

/** Reads the current address, stores what it carries and removes the hand-over from it. */
export function takeInAddress(): void {
  const config = bundleConfig();
  const plan = readIntake(location.href, { returnHosts: config.returnHosts, ownHost: location.hostname });
  applyIntake(plan);
  // The token must not leak through Referer, history or screenshots.
  if (plan.cleanedUrl !== undefined) history.replaceState(history.state, "", plan.cleanedUrl);
}
