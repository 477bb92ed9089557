/**
 * The studio's plain Chinese: what marketers call the pages, the guard's rules and the API
 * calls. Technical names (paths, rule ids, succ_todo …) appear only in the details view.
 * Each table is keyed by the product's own names, so a new rule or call fails to compile
 * until it has words here.
 */
import { bundleBrandName } from "../render-text.ts";
import { entryPathsOf, type Bundle } from "../../config/bundles.ts";
import { findRoute } from "../../config/routes.ts";
import { TRACKER_REGISTRY } from "../../config/trackers.ts";
import { trackerPlanFor } from "../../client/trackers/plan.ts";
import type { ApiName } from "../../contract/index.ts";
import type { GuardRuleId } from "../../core/guard-rules.ts";
import type { TrackerEvent } from "../tracker-events.ts";

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

/** What each guard rule means for the visitor, in a marketer's words. */
export const PLAIN_RULES: Readonly<Record<GuardRuleId, string>> = {
  "query-channel": "记下链接里的渠道号",
  "channel-404": "这个渠道设为一律显示“页面不存在”",
  "remember-login-address": "记下登录页地址，以后回到这里登录",
  "first-visit": "一键登录链接：记为首次访问",
  "channel-info-fetch": "读取渠道设置",
  "channel-info-apply": "按渠道设置决定要不要填表单、成功和失败后去哪",
  "login-channel-clear": "这个渠道每次都要求重新登录",
  "event-host-clear": "活动域名每次都要求重新登录",
  "markcode-fetch": "用一键登录链接登录",
  "markcode-store": "一键登录成功",
  "markcode-activate": "记录渠道激活（30 分钟内只记一次）",
  "markcode-to-form": "一键登录后去填个人信息表单",
  "markcode-single-sign": "一键登录页停留",
  "download-callback-close": "App 回调：关闭 App 页面",
  "download-callback-success": "App 回调：去成功后的页面",
  "city-fetch": "查询访客所在城市",
  "city-apply": "按城市规则改变要不要填表单、成功和失败后去哪",
  "user-info-fetch": "已登录：读取用户信息",
  "user-info-form-skip": "这个渠道不用填表单，直接去“跳过表单”后的页面",
  "user-info-form-stay": "已在表单页，继续填写",
  "user-info-to-form": "已登录，去填个人信息表单",
  "user-info-failed": "登录已失效，回到登录页",
  "protected-to-download": "没登录不能看结果页，改去 APP 下载页",
  "protected-to-login": "这个页面要先登录，回到登录页",
  "default-stay": "没有规则要跳转，停在这个页面",
  "rules-load": "加载其余规则",
  "rules-unavailable": "其余规则加载失败，停在当前页面",
};

/** What each API call means, for the event log beside a phone frame. */
export const CALL_NAMES: Readonly<Record<ApiName, string>> = {
  sendLoginSms: "发送登录验证码",
  loginSmsCode: "验证码登录",
  loginH5: "一键登录",
  loginMark: "一键登录（mark）",
  loginMarkCode: "一键登录（markcode）",
  logout: "退出登录",
  userGet: "读取用户信息",
  userSave: "保存用户信息",
  realname: "实名认证",
  regionList: "读取地区列表",
  geocoder: "定位城市",
  ipInfo: "查询所在城市",
  appIndex: "读取首页数据",
  channelInfo: "读取渠道设置",
  activeChannel: "渠道激活",
  formSave: "提交表单",
  productList: "读取贷款产品",
  record: "埋点记录",
  baiduConvert: "搜索推广转化上报",
  kuaishouReport: "短视频广告转化上报",
};

/** Calls that are conversion reports or tracking records (highlighted in the log). */
export const CONVERSION_CALLS: ReadonlySet<ApiName> = new Set(["record", "baiduConvert", "kuaishouReport"]);

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
  "relay:baidu": "百度搜索推广（服务端上报）",
  "relay:kuaishou": "快手广告（服务端上报）",
};

/** The trackers a channel loads, e.g. "快手广告（转化 ID 50000001）"; "无" when none (samples: 还是样例的配置). */
export function trackersText(channel: string): string {
  const plan = trackerPlanFor(channel, TRACKER_REGISTRY);
  const parts: string[] = [];
  if (plan.group) {
    const name = TRACKER_NAMES[plan.group.kind] ?? plan.group.kind;
    parts.push(`${name}（转化 ID ${plan.group.conversionId}）`);
  }
  if (plan.search) {
    parts.push(`${TRACKER_NAMES.baidu}（${plan.search.productionId}）`);
  }
  return parts.join("；") || "无";
}

/** The flow table's notes (src/preview/flow-table.ts) without their technical names. */
export function plainNote(note: string): string {
  return note
    .replace("fail_todo 3 → /only-download", "失败去 APP 下载页时改去纯下载页")
    .replace("总是跳转 /404err", "总是显示“页面不存在”")
    .replace("查询 IP 城市", "查询所在城市（城市规则可能生效）");
}

/** A tracker event in a marketer's words, e.g. "快手广告：上报表单转化". */
export function plainTrackerEvent(event: Pick<TrackerEvent, "when" | "tracker" | "zh">): string {
  const name = TRACKER_NAMES[event.tracker] ?? event.tracker;
  if (event.tracker.startsWith("relay:")) return `${name}：${event.zh}`;
  return `${name}：${event.when === "pageLoad" ? "加载追踪代码" : "上报表单转化"}`;
}

/** A site as a marketer knows it: brand and hostname first, the internal id last. */
export function siteLabel(bundle: Pick<Bundle, "id" | "brand" | "hostnames">): string {
  return `${bundleBrandName(bundle.brand)} · ${bundle.hostnames[0] ?? "其他域名"}（${bundle.id}）`;
}
