/**
 * The offer shown on every landing design. Rates are shown only as 年化利率（单利） (PBoC
 * announcement 2021 No. 3, REFERENCE.md); the figures are the marketplace's range across its
 * partner lenders and every design says that the partner's approval decides the real terms.
 * Each figure's text carries `data-offer="<kind>"` (OFFER_TEXT_ATTRIBUTE), so a host with
 * `liveData.offer` can refresh it from /v3/app/index after load (src/client/landing-data.ts;
 * tests/built/login-extras.test.ts checks every design marks its figures).
 */
import { offerTexts, type OfferTextKind } from "../../core/landing-offer.ts";
import type { Brand } from "../../config/brands.ts";
import type { LandingDesign } from "../../config/host-schema.ts";
import { sample } from "../../config/sample.ts";

/** Offer figures: amounts in yuan, rates in percent per year (simple interest). */
const OFFER = sample(
  {
    minAmount: 1_000,
    maxAmount: 200_000,
    minAnnualRate: 7.2,
    maxAnnualRate: 24,
    minTerm: 3,
    maxTerm: 36,
  } as const,
  "the range the partner lenders really offer: lowest and highest amount (yuan), 年化利率（单利） (percent) and term (months)",
);

/** The built texts: "200,000", "1,000", "1,000-200,000元", "年化利率（单利）7.2%-24%", "3-36期". */
export const OFFER_TEXTS: Readonly<Record<OfferTextKind, string>> = offerTexts(OFFER);

/** What every landing design takes; each places the form (its slot) and OFFER_NOTE (slot "note"). */
export interface LandingProps {
  brand: Brand;
}

/** Said next to every offer: the figures are a range, the lender decides. */
export const OFFER_NOTE = "额度、利率及期限以合作机构审批结果为准";

/** Submit label per design (the spec: a label containing 登录 or 申请). */
export const SUBMIT_LABELS: Record<LandingDesign, string> = {
  classic: "立即登录申请",
  video: "立即申请",
  amount: "登录后申请借款",
  compact: "登录",
};
