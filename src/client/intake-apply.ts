/**
 * Writes what the landing URL carries to storage (spec section 2, "Query parameters read"),
 * then takes the app hand-over out of the address bar. Loaded by the page runtime only when
 * the query names an intake parameter, so most page views never download it.
 */
import { takesIncomingLogin, takesWithoutProof, type HeldLogin } from "../core/incoming-login.ts";
import { bundleConfig } from "./bundle-config.ts";
import { inAppWebView } from "./guard.ts";
import { readIntake, type Handover, type IntakePlan } from "./intake.ts";
import * as page from "./page-stores.ts";
import * as s from "./stores.ts";

/** Writes what the plan carries besides a hand-over; absent fields leave stored values as they are. */
export function applyIntake(plan: IntakePlan): void {
  if (plan.zhijieBackUrl) page.$zhijieBackUrl.set(plan.zhijieBackUrl);
  if (plan.h5face) page.$h5face.set(plan.h5face);
  if (plan.bdVidUrl) page.$bdVidUrl.set(plan.bdVidUrl);
  if (plan.kuaishou) page.$kuaishoumaidian.set(plan.kuaishou);
}

/**
 * Takes the native app's hand-over as a login (spec section 3, "App hand-over data"): the app's
 * fields first (the channel decides which activation is due), then the session through the
 * one login module, then the channel activation every login gets.
 */
export async function applyHandover(handover: Handover): Promise<void> {
  const optional = [
    [s.$channel, handover.channel],
    [s.$os, handover.os],
    [page.$did, handover.did],
    [page.$ua, handover.ua],
    [page.$oaId, handover.oaId],
    [s.$appname, handover.appname],
    [page.$appcompany, handover.appcompany],
  ] as const;
  for (const [$store, value] of optional) if (value) $store.set(value);
  const login = await import("./login.ts");
  login.storeSession({ token: handover.token, userId: handover.userId ?? "" }, handover.phone);
  await login.activateChannelIfDue();
}

/**
 * The user id the backend answers for `token` (POST /v3/user/get made with it), "" when it
 * names none or refuses (an HTTP 401/403 sends the visitor to /login like any call's, unless
 * the operator exempts the call: AUTH_REDIRECT_EXEMPT in src/config/answer-fields.ts).
 */
async function provenUserId(token: string): Promise<string> {
  const [{ request }, api, { readUserId }] = await Promise.all([
    import("./api.ts"),
    import("../contract/calls.ts"),
    import("../contract/answers.ts"),
  ]);
  const reply = await request(api.userGet, {}, { as: { token, userId: "" } }).catch(() => undefined);
  return reply?.ok ? readUserId(reply.data) : "";
}

/** The hand-over policy (docs/decisions/026): asks the backend only when a session is at stake. */
async function takesHandover(handover: Handover, held: HeldLogin): Promise<boolean> {
  if (takesWithoutProof(held, handover.token, inAppWebView())) return true;
  const provenUser = await provenUserId(handover.token);
  if (!takesIncomingLogin(held, { token: handover.token, provenUserId: provenUser }, false)) return false;
  handover.userId = provenUser;
  return true;
}

/** Reads the current address, stores what it carries and removes the hand-over from it. */
export async function takeInAddress(): Promise<void> {
  const plan = readIntake(location.href, { returnHosts: bundleConfig().returnHosts });
  // The token must not leak through Referer, history or screenshots, taken or not.
  if (plan.cleanedUrl !== undefined) history.replaceState(history.state, "", plan.cleanedUrl);
  applyIntake(plan);
  const held = { token: s.$accessToken.get(), userId: s.$userId.get() };
  if (plan.handover && (await takesHandover(plan.handover, held))) await applyHandover(plan.handover);
}
