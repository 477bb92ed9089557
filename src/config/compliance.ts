/**
 * Copy rules every page and every configured product keeps (REFERENCE.md: rates only as
 * 年化利率（单利）, PBoC announcement 2021 No. 3; no marketing claims of guaranteed or
 * unconditional lending).
 */

/** Words a page, a product name or a product tag must never say. */
export const BANNED_CLAIMS = ["秒批", "100%下款", "不看征信", "黑户可贷"] as const;

/** The only way a rate is shown (PBoC announcement 2021 No. 3): annual, simple interest. */
export const ANNUAL_RATE_LABEL = "年化利率（单利）";

/** 年化利率（单利） above this is not offered on the pages (the judicial protection ceiling). */
export const MAX_ANNUAL_RATE = 24;

/**
 * Figures a landing page may show, wherever they come from (the built offer, /v3/app/index):
 * amounts in yuan, whole numbers, from a small loan to the largest the funnel's products reach
 * (car loans up to 1,000,000, REFERENCE.md); rates above 0 and at most the ceiling; terms in
 * whole months up to five years. A figure outside these is a misread, never shown.
 */
export const OFFER_BOUNDS = {
  amount: { min: 100, max: 1_000_000 },
  annualRate: { min: 0.01, max: MAX_ANNUAL_RATE },
  term: { min: 1, max: 60 },
} as const;
