/**
 * The route list of spec section 2, as data. Entry routes (login variants) are chosen
 * per bundle in hosts/*.ts; common routes exist in every bundle.
 *
 * `title` is the route meta title; where it is absent the page title falls back to the
 * stored app name, then to the brand name (spec section 2).
 */

interface RouteInfo {
  /** Path as the visitor sees it. */
  path: string;
  /** Route name of the legacy router, used by the guard's rules. */
  name: string;
  /** Chinese route meta title, if the route has one. */
  title?: string;
}

/**
 * Entry (login) pages a bundle may serve. `{token}.html` pages are listed per host
 * (`tokens` in hosts/*.ts) and use the route name `login`.
 */
const ENTRY_ROUTES = [
  { path: "/login", name: "login" },
  { path: "/v1/login", name: "login" },
  { path: "/v2/login", name: "loginV2" },
  { path: "/v3/login", name: "loginV3" },
  { path: "/v4/login", name: "loginV4" },
  { path: "/baidu/index.html", name: "baiduLogin" },
  { path: "/m/index.html", name: "mLogin" },
  { path: "/m/v1/index.html", name: "mV1Login" },
  { path: "/m/v1_small/index.html", name: "mV1SmallLogin" },
  { path: "/m/v1-ks5218/index.html", name: "ks5218Login" },
  { path: "/m/v1-ks5194/index.html", name: "ks5194Login" },
  { path: "/m/kssczh/kuaishou/index.html", name: "kuaishouLogin" },
  { path: "/m/kssczh/kuaishou/shanxin/index.html", name: "kuaishouShanxinLogin" },
  { path: "/m/kssczh/tengxun/shanxin/index.html", name: "tengxunShanxinLogin" },
] as const satisfies readonly RouteInfo[];

export type EntryPath = (typeof ENTRY_ROUTES)[number]["path"];

export const ENTRY_PATHS: readonly string[] = /* @__PURE__ */ ENTRY_ROUTES.map((route) => route.path);

const APPLICATION_RESULT = "申请结果";
/** The marketplace pages: a list of products picked for the visitor, not a "loan supermarket". */
const MARKETPLACE_TITLE = "为您推荐";

/** Spec "Common routes": present in every bundle. */
const COMMON_ROUTES = [
  // iOS flow
  { path: "/iosversion/ios-form-package", name: "iosFormPackage", title: "基本信息" },
  { path: "/iosversion/ios-person-contact", name: "iosPersonContact", title: "联系人信息" },
  { path: "/iosversion/ios-loading", name: "iosLoading", title: APPLICATION_RESULT },
  { path: "/iosversion/ios-result-success", name: "iosResultSuccess", title: APPLICATION_RESULT },
  { path: "/iosversion/ios-result-fail", name: "iosResultFail", title: APPLICATION_RESULT },
  { path: "/iosversion/loan-guide", name: "loanGuide", title: "借款攻略" },
  // Forms
  { path: "/form-package", name: "formPackage", title: "个人信息" },
  { path: "/form-package-app", name: "formPackageApp", title: "个人信息" },
  { path: "/form-package-uni", name: "formPackageUni", title: "个人信息" },
  { path: "/form-package-simple", name: "formPackageSimple", title: "个人信息" },
  { path: "/form-package-test", name: "formPackageTest", title: "个人信息" },
  { path: "/form-app/p4infopop-app", name: "p4InfoPopApp", title: "个人信息" },
  // Products, "kept alive": the back/forward cache or the saved list (results/lib/product-source.ts)
  { path: "/product-detail", name: "productDetail", title: "产品详情" },
  { path: "/product-detail-popup", name: "productDetailPopup", title: "产品详情" },
  { path: "/external-product-info", name: "externalProductDetail", title: "产品详情" },
  // Results and downloads
  { path: "/success-download", name: "successDownload", title: "申请成功" },
  {
    path: "/success-loan-marketplace-download",
    name: "successLoanMarketplaceDownload",
    // Visitors arrive here approved and refused alike: the title is true for both.
    title: MARKETPLACE_TITLE,
  },
  { path: "/download", name: "download", title: "下载APP" },
  { path: "/p4-list-download", name: "p4ListDownload", title: "推荐产品" },
  { path: "/fail-page", name: "failPage", title: APPLICATION_RESULT },
  { path: "/ks-fail-marketplace", name: "ksFailMarketplace", title: MARKETPLACE_TITLE },
  { path: "/gongzhonghao", name: "gongzhonghao", title: "关注公众号" },
  { path: "/weixin-gongzhonghao", name: "weixinGongzhonghao", title: "关注公众号" },
  { path: "/fail-loading", name: "failLoading", title: APPLICATION_RESULT },
  { path: "/success-loading", name: "successLoading", title: APPLICATION_RESULT },
  { path: "/success-loading-old", name: "successLoadingOld", title: APPLICATION_RESULT },
  { path: "/single-sign", name: "singleSign", title: "登录中" },
  { path: "/download-page", name: "downloadPage", title: "下载APP" },
  { path: "/downloadpage1", name: "downloadPage1", title: "下载APP" },
  { path: "/only-download", name: "onlyDownload", title: "下载APP" },
  { path: "/openview", name: "openview", title: "打开APP" },
  { path: "/openview2", name: "openview2", title: "打开APP" },
  // A visitor's download page; the operators' view of the links is the preview page's (decision 416).
  { path: "/testpage/downaddress", name: "testDownAddress", title: "下载APP" },
  // Car loan
  { path: "/carloan", name: "carloan", title: "车主贷" },
  { path: "/carloan-app", name: "carloanApp", title: "车主贷" },
  { path: "/carloan-zhijie-app", name: "carloanZhijieApp", title: "车主贷" },
  { path: "/bd-carloan", name: "bdCarloan", title: "车主贷" },
  { path: "/kuaishou-carloan", name: "kuaishouCarloan", title: "车主贷" },
  { path: "/car-loan-result", name: "carLoanResult", title: APPLICATION_RESULT },
  { path: "/uni-carloan", name: "uniCarloan", title: "车主贷" },
  { path: "/uni-carloan-result", name: "uniCarloanResult", title: APPLICATION_RESULT },
  { path: "/app-carloan", name: "appCarloan", title: "车主贷" },
  { path: "/app-carloan-result", name: "appCarloanResult", title: APPLICATION_RESULT },
  { path: "/car-problem", name: "carProblem", title: "常见问题" },
  { path: "/car-valuation", name: "carValuation", title: "爱车估值" },
  // Tools
  { path: "/loan-calculator", name: "loanCalculator", title: "贷款计算器" },
  // Debt
  { path: "/debt-optimization", name: "debtOptimization", title: "债务优化" },
  { path: "/debt-optimization2", name: "debtOptimization2", title: "债务优化" },
  { path: "/debt-optimization-form", name: "debtOptimizationForm", title: "债务优化" },
  // Other
  { path: "/other/lianhedengluxieyi", name: "lianhedengluxieyi", title: "联合登录协议" },
  { path: "/other/user-agreement", name: "userAgreement", title: "用户服务协议" },
  { path: "/other/privacy-policy", name: "privacyPolicy", title: "隐私政策" },
  { path: "/404err", name: "404err", title: "页面不存在" },
  { path: "/city", name: "city", title: "加载中" },
  { path: "/from", name: "from", title: "加载中" },
] as const satisfies readonly RouteInfo[];

type RouteName = (typeof COMMON_ROUTES)[number]["name"] | (typeof ENTRY_ROUTES)[number]["name"];

/** Spec section 2: "Route names that require login". */
export const LOGIN_REQUIRED_ROUTE_NAMES = [
  "productDetail",
  "successDownload",
  "successLoanMarketplaceDownload",
  "formPackage",
  "failPage",
  "ksFailMarketplace",
] as const satisfies readonly RouteName[];

/**
 * Spec section 2: "Without a token, successDownload, successLoanMarketplaceDownload and
 * failPage redirect to the download page (route name downloadPage) with the query kept."
 */
export const TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES = [
  "successDownload",
  "successLoanMarketplaceDownload",
  "failPage",
] as const satisfies readonly RouteName[];

/** Title of the fallback page ("Anything else shows a fallback page"). */
export const FALLBACK_TITLE = "页面不存在";

// Built on first use, so that browser code importing only the name lists above does not
// carry the whole route table.
let routesByPath: Map<string, RouteInfo> | undefined;

/** The route for a path, or undefined for paths outside the route list. */
export function findRoute(path: string): RouteInfo | undefined {
  routesByPath ??= new Map<string, RouteInfo>(
    [...ENTRY_ROUTES, ...COMMON_ROUTES].map((route) => [route.path, route]),
  );
  return routesByPath.get(path);
}
