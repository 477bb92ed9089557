/**
 * The preview page's plain Chinese: what marketers call the pages, the sites and the trackers.
 */
import { entryPathsOf, type Bundle } from "../../config/bundles.ts";
import { findRoute } from "../../config/routes.ts";
import { TRACKER_REGISTRY } from "../../config/trackers.ts";
import { trackerPlanFor } from "../../client/trackers/controller.ts";
import { BRANDS, type BrandId } from "../../config/brands.ts";

/** Plain names of the pages a visitor is sent to (spec section 4 destinations and neighbours). */
const DESTINATION_NAMES: Readonly<Record<string, string>> = {
  "/success-download": "申请成功页（下载 APP）",
  "/success-loan-marketplace-download": "贷款超市",
  "/download-page": "APP 下载页",
  "/gongzhonghao": "公众号关注页",
  "/weixin-gongzhonghao": "微信公众号关注页",
  "/downloadpage1": "APP 下载页（样式二）",
  "/only-download": "纯下载页",
  "/fail-page": "申请未通过页",
  "/success-loading": "成功结果加载页",
  "/fail-loading": "失败结果加载页",
  "/ks-fail-marketplace": "贷款超市（短视频渠道）",
  "/form-package": "个人信息表单",
  "/download": "APP 下载",
  "/404err": "页面不存在",
  "/city": "中转页",
  "/from": "中转页",
};

/** The plain name of a page of `bundle`; the path itself when nothing better is known. */
export function pageName(bundle: Bundle, path: string): string {
  const bare = path.split("?")[0] ?? path;
  const named = DESTINATION_NAMES[bare];
  if (named) return named;
  if (entryPathsOf(bundle).includes(bare)) return "落地页（登录）";
  return findRoute(bare)?.title ?? bare;
}

/** "要填" / "不用填" for input_form. */
export function formText(inputForm: number): string {
  return inputForm === 1 ? "不用填（跳过表单）" : "要填个人信息表单";
}

/** Plain names of the tracker kinds. */
const TRACKER_NAMES: Readonly<Record<string, string>> = {
  kuaishou: "快手广告",
  oceanengine: "巨量引擎（抖音）广告",
  gdt: "腾讯广告",
  baidu: "百度搜索推广",
};

/**
 * The trackers a channel loads after first paint and reports a confirmed form save to, e.g.
 * "快手广告（转化 ID 50000001）", read through the same plan the browser uses.
 */
export function trackerLines(channel: string): string[] {
  const plan = trackerPlanFor(channel, TRACKER_REGISTRY);
  const lines: string[] = [];
  if (plan.group) {
    const name = TRACKER_NAMES[plan.group.kind] ?? plan.group.kind;
    lines.push(`${name}（转化 ID ${plan.group.conversionId}）`);
  }
  if (plan.search) lines.push(`${TRACKER_NAMES.baidu}（${plan.search.productionId}）`);
  return lines;
}

/** A site as a marketer knows it: brand and hostname first, the internal id last. */
export function siteLabel(bundle: Pick<Bundle, "id" | "brand" | "hostnames">): string {
  const brand = Object.hasOwn(BRANDS, bundle.brand) ? BRANDS[bundle.brand as BrandId].name : bundle.brand;
  return `${brand} · ${bundle.hostnames[0] ?? "其他域名"}（${bundle.id}）`;
}
