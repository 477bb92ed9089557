/**
 * The result pages' variants, as data by route (decision 175; each row type stated once,
 * decision 380): the app-download, marketplace and product detail pages.
 */
/** A heading block (ResultHeader.tsx). */
export interface ResultHeading {
  /** The mark; none: the heading and lead alone, without the block. */
  tone?: "success" | "fail" | "info" | undefined;
  heading: string;
  lead?: string | undefined;
}

/** The copy of an app download card (AppDownloadCard.astro). */
export interface DownloadCardCopy {
  /** The card's heading. Absent: `<appAction><brand>APP`. */
  heading?: string;
  /** The verb of the default heading: 下载 (default), or 打开 for an installed app. */
  appAction?: string;
  lead?: string;
  /** The download buttons' verb (DownloadPanel.astro). */
  verb?: string;
  /** Show the three-step install notes (default true). */
  steps?: boolean;
}

interface DownloadPage {
  header?: ResultHeading;
  card: DownloadCardCopy;
  features?: readonly string[];
}

export const DOWNLOAD_PAGES: Record<string, DownloadPage> = {
  // A from=4 return is handled by the guard before this shows.
  "/download": { card: {} },
  // succ_todo 4 and fail_todo 3 land here, and so do visitors without a token on the protected
  // result pages (spec section 2).
  "/download-page": {
    card: { lead: "下载APP，查看申请进度和更多借款服务" },
    features: [
      "查看申请进度与合作机构的审批结果",
      "查看年化利率（单利）与还款计划",
      "接收还款提醒，按时还款",
    ],
  },
  // succ_todo 6/7 and fail_todo 4/6/7: a shorter download page.
  "/downloadpage1": {
    header: { tone: "info", heading: "请下载APP继续", lead: "后续申请步骤需在APP中完成" },
    card: { heading: "下载APP", lead: "下载后使用本手机号登录" },
  },
  // fail_todo 3 for channel_5775 and channel_5030: the download button alone.
  "/only-download": { card: { steps: false, lead: "下载APP，使用本手机号登录" } },
  "/openview": {
    card: {
      appAction: "打开",
      lead: "已安装APP请直接打开；尚未安装请先下载，登录后继续办理",
      verb: "获取",
      steps: false,
    },
  },
  "/openview2": {
    header: { tone: "info", heading: "请在APP中继续", lead: "打开APP并使用本手机号登录，即可继续办理" },
    card: { heading: "还没有安装APP？", lead: "下载安装后再打开", verb: "获取" },
  },
  // succ_todo 0 or 1, login required: application sent, get the app.
  "/success-download": {
    header: { tone: "success", heading: "申请已提交", lead: "我们已收到您的申请信息，请按以下提示继续" },
    card: { lead: "下载APP，查看申请进度" },
  },
  // fail_todo 0, login required: not approved this time; the app offers more.
  "/fail-page": {
    header: { tone: "fail", heading: "暂未匹配到合适的产品", lead: "本次申请未通过，不影响您以后再次申请" },
    card: {
      heading: "下载APP查看更多借款方案",
      lead: "APP内有更多合作机构产品，额度与利率以审批结果为准",
      steps: false,
    },
  },
};

export interface MarketplacePage {
  /** The product detail page the cards link to. */
  detailPath: string;
  /** An application-result heading above the list (then the list's headline is an h2). */
  header?: ResultHeading;
  /** The list's headline shows the result's status mark, "info" when the list is empty. */
  tone?: "success";
  /** The headline with products and without. */
  filled: ResultHeading;
  empty: ResultHeading;
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

/** A product detail page: its look and where "back" goes when there is no history to go back to. */
export interface DetailPage {
  variant: "page" | "popup" | "external";
  listPath: string;
}

export const DETAIL_PAGES: Record<string, DetailPage> = {
  "/product-detail": { variant: "page", listPath: "/success-loan-marketplace-download" },
  "/product-detail-popup": { variant: "popup", listPath: "/ks-fail-marketplace" },
  "/external-product-info": { variant: "external", listPath: "/p4-list-download" },
};
