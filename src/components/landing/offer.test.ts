import { expect, test } from "vitest";
import { ANNUAL_RATE_LABEL } from "../../config/compliance.ts";
import { liveOfferTexts } from "../../core/landing-offer.ts";
import { OFFER, OFFER_TEXTS } from "./offer.ts";

test("the built figures keep the rules a live answer must keep", () => {
  const asLive = liveOfferTexts({
    amount: { min: OFFER.minAmount, max: OFFER.maxAmount },
    rate: { min: OFFER.minAnnualRate, max: OFFER.maxAnnualRate, label: ANNUAL_RATE_LABEL },
    term: { min: OFFER.minTerm, max: OFFER.maxTerm },
  });
  expect(asLive).toEqual(OFFER_TEXTS);
});
