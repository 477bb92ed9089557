/**
 * The landing offer's figures and the text each design shows for them, and which figures of
 * /v3/app/index may replace the built ones. The built figures are in the static HTML (first
 * paint needs no call); a live answer may only show what the built figures could: whole yuan
 * and months within OFFER_BOUNDS, rates only when the answer labels them 年化利率（单利）
 * (PBoC announcement 2021 No. 3). Text of the answer is never shown, only numbers formatted here.
 */
import { ANNUAL_RATE_LABEL, OFFER_BOUNDS } from "../config/compliance.ts";
import { formatThousands } from "./format.ts";

/** Offer figures: amounts in yuan, rates in percent per year (simple interest), terms in months. */
export interface OfferFigures {
  minAmount: number;
  maxAmount: number;
  minAnnualRate: number;
  maxAnnualRate: number;
  minTerm: number;
  maxTerm: number;
}

/** The pieces of offer text a landing design shows, each marked `data-offer="<kind>"`. */
export type OfferTextKind = "maxAmount" | "minAmount" | "amountRange" | "rate" | "term";

/** The attribute marking each offer text in a landing design, so a live answer can replace it. */
export const OFFER_TEXT_ATTRIBUTE = "data-offer";

/** A range as an answer gave it (min may exceed max: saneRange decides what is shown). */
interface LiveRange {
  min: number;
  max: number;
}

/**
 * The landing figures /v3/app/index gave, each only when both ends were readable (read by
 * src/contract/answers.ts readOfferAnswer).
 */
export interface LiveOffer {
  amount?: LiveRange;
  /** With the label the answer gave it ("" when none): only 年化利率（单利） is ever shown. */
  rate?: LiveRange & { label: string };
  term?: LiveRange;
}

const amountTexts = (min: number, max: number) => ({
  maxAmount: formatThousands(max),
  minAmount: formatThousands(min),
  amountRange: `${formatThousands(min)}-${formatThousands(max)}元`,
});
const rateText = (min: number, max: number) => `${ANNUAL_RATE_LABEL}${min}%-${max}%`;
const termText = (min: number, max: number) => `${min}-${max}期`;

/** Every text of an offer: "200,000", "1,000", "1,000-200,000元", "年化利率（单利）7.2%-24%", "3-36期". */
export function offerTexts(offer: OfferFigures): Record<OfferTextKind, string> {
  return {
    ...amountTexts(offer.minAmount, offer.maxAmount),
    rate: rateText(offer.minAnnualRate, offer.maxAnnualRate),
    term: termText(offer.minTerm, offer.maxTerm),
  };
}

/** True when min ≤ max, both within `bounds`, whole when asked, at most two decimals otherwise. */
function saneRange(range: LiveRange | undefined, bounds: LiveRange, whole: boolean): range is LiveRange {
  if (!range) return false;
  const { min, max } = range;
  const fits = (n: number) =>
    Number.isFinite(n) &&
    n >= bounds.min &&
    n <= bounds.max &&
    (whole ? Number.isInteger(n) : Math.abs(n * 100 - Math.round(n * 100)) < 1e-9);
  return fits(min) && fits(max) && min <= max;
}

/**
 * The texts a live answer may replace: the amount texts when its amount range is sane, the
 * rate when it is labelled 年化利率（单利） and sane, the term when sane. Anything else keeps
 * the built text.
 */
export function liveOfferTexts(live: LiveOffer): Partial<Record<OfferTextKind, string>> {
  const { amount, rate, term } = live;
  // The rate's label says 年化利率（单利）, in full-width or ASCII parentheses.
  const annualSimple =
    rate?.label.replace(/\s/g, "").replace("(", "（").replace(")", "）") === ANNUAL_RATE_LABEL;
  return {
    ...(saneRange(amount, OFFER_BOUNDS.amount, true) && amountTexts(amount.min, amount.max)),
    ...(rate &&
      annualSimple &&
      saneRange(rate, OFFER_BOUNDS.annualRate, false) && { rate: rateText(rate.min, rate.max) }),
    ...(saneRange(term, OFFER_BOUNDS.term, true) && { term: termText(term.min, term.max) }),
  };
}
