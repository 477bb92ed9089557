/**
 * The marketplace result pages (为您推荐, 推荐产品), as data: by route, the detail page its
 * cards open, the headline for a list with and without products, and what stands around the list.
 */
import type { MarketplaceCopy } from "../ProductMarketplace.tsx";

interface MarketplacePage {
  detailPath: string;
  /** An application-result heading above the list (then the list's headline is an h2). */
  header?: { tone: "fail"; heading: string; lead: string };
  /** The list's headline shows the result's status mark, "info" when the list is empty. */
  tone?: "success";
  filled: MarketplaceCopy;
  empty: MarketplaceCopy;
  /** Heading of an app download card under the list. */
  download?: string;
}

export const MARKETPLACE_PAGES: Record<string, MarketplacePage> = {
  // succ_todo 2/3 and fail_todo 1/2 land here (login required).
  "/success-loan-marketplace-download": {
    detailPath: "/product-detail",
    tone: "success",
    filled: { heading: "为您匹配了以下产品", lead: "选择适合您的产品申请，多家机构任您比较" },
    empty: {
      heading: "暂未匹配到合适的产品",
      lead: "合作机构的产品会不定期更新，您可以稍后再来看看，或下载APP查看更多借款方案",
    },
    download: "下载APP，查看更多产品",
  },
  // Not approved (login required): other products to try.
  "/ks-fail-marketplace": {
    detailPath: "/product-detail-popup",
    header: { tone: "fail", heading: "本次申请未通过", lead: "本次结果不影响您以后再次申请" },
    filled: { heading: "其他可申请产品", lead: "以下合作机构产品可供您继续申请" },
    empty: {
      heading: "暂时没有其他可申请的产品",
      lead: "合作机构的产品会不定期更新，您可以稍后再来看看。",
    },
  },
  "/p4-list-download": {
    detailPath: "/external-product-info",
    filled: { heading: "推荐产品", lead: "以下为合作机构的借款产品，可按额度、年化利率（单利）和期限比较" },
    empty: {
      heading: "暂无推荐产品",
      lead: "合作机构的产品会不定期更新，您可以稍后再来看看，或下载APP管理您的借款",
    },
    download: "下载APP，管理您的借款",
  },
};

/** The product detail pages: each one's look and the list it returns to. */
export const DETAIL_PAGES: Record<string, { variant: "page" | "popup" | "external"; listPath: string }> = {
  "/product-detail": { variant: "page", listPath: "/success-loan-marketplace-download" },
  "/product-detail-popup": { variant: "popup", listPath: "/ks-fail-marketplace" },
  "/external-product-info": { variant: "external", listPath: "/p4-list-download" },
};
