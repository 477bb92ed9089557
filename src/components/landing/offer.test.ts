import { expect, test } from "vitest";
import { ANNUAL_RATE_LABEL } from "../../config/compliance.ts";
import { liveOfferTexts } from "../../core/landing-offer.ts";
import { OFFER_TEXTS } from "./offer.ts";

/** The two figures of a built range text: "1,000-200,000元" → 1000 and 200000. */
function rangeOf(text: string) {
  const [min = NaN, max = NaN] = (text.replaceAll(",", "").match(/[\d.]+/g) ?? []).map(Number);
  return { min, max };
}

test("the built figures keep the rules a live answer must keep", () => {
  const asLive = liveOfferTexts({
    amount: rangeOf(OFFER_TEXTS.amountRange),
    rate: { ...rangeOf(OFFER_TEXTS.rate), label: ANNUAL_RATE_LABEL },
    term: rangeOf(OFFER_TEXTS.term),
  });
  expect(asLive).toEqual(OFFER_TEXTS);
});
