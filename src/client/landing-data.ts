/**
 * Landing figures from the backend (spec 7: /v3/app/index, "login data"), for hosts that enable
 * it (`liveData.offer`). The built figures are in the static HTML, so first paint needs no call;
 * after load this asks once and replaces only the texts the answer may replace
 * (src/core/landing-offer.ts: sane figures, rates only as 年化利率（单利）). Late, failing,
 * refused or unusable answers leave the page as built, and nothing is said.
 */
import * as api from "../contract/calls.ts";
import { liveOfferTexts, OFFER_TEXT_ATTRIBUTE, type OfferTextKind } from "../core/landing-offer.ts";
import { request } from "./api.ts";
import { bundleConfig } from "./bundle-config.ts";

/** Asks /v3/app/index when the host enabled it; resolves with how many texts changed. Never rejects. */
export async function refreshOffer(root: ParentNode = document): Promise<number> {
  const live = bundleConfig().live;
  if (!live?.offer) return 0;
  try {
    const reply = await request(api.appIndex, {}, { timeout: live.timeoutMs });
    if (!reply.ok) return 0;
    const texts = liveOfferTexts(reply.data);
    let changed = 0;
    for (const element of root.querySelectorAll(`[${OFFER_TEXT_ATTRIBUTE}]`)) {
      const text = texts[element.getAttribute(OFFER_TEXT_ATTRIBUTE) as OfferTextKind];
      if (text === undefined || element.textContent === text) continue;
      element.textContent = text;
      changed += 1;
    }
    return changed;
  } catch {
    return 0;
  }
}
