/**
 * Copy rules every page and every configured product keeps (REFERENCE.md: rates only as
 * 年化利率（单利）, PBoC announcement 2021 No. 3; no marketing claims of guaranteed or
 * unconditional lending).
 */

/** Words a page, a product name or a product tag must never say. */
export const BANNED_CLAIMS = ["秒批", "100%下款", "不看征信", "黑户可贷"] as const;
