/**
 * The rules of the global navigation guard (spec sections 2 and 4), in the order
 * {@link decideGuard} checks them (docs/decisions/012). Each action the guard returns names the
 * rule that fired by its id; the Chinese and English descriptions here are for the preview
 * studio and the flow explainer ({@link describeRule}) and stay out of the browser's guard.
 */

/** The rule that produced an action, by id (what the browser's guard carries). */
export interface RuleRef {
  id: GuardRuleId;
}

/** A rule with its descriptions, for traces shown to people. */
export interface RuleTrace extends RuleRef {
  zh: string;
  en: string;
}

export const GUARD_RULES = {
  "query-channel": {
    zh: "查询参数 c 保存为渠道 channel_ 加编号",
    en: "Query c is stored as channel_ plus the number",
  },
  "channel-404": {
    zh: "渠道 channel_5813 总是跳转 /404err",
    en: "Channel channel_5813 is always sent to /404err",
  },
  "remember-login-address": {
    zh: "包含 /login 或 /index.html 的路径记为登录地址",
    en: "Paths containing /login or /index.html are remembered as the login address",
  },
  "first-visit": {
    zh: "存在 mark 或 markcode 时设置 firstVisit",
    en: "mark or markcode present: firstVisit is set",
  },
  "channel-info-fetch": {
    zh: "存储渠道与缓存渠道不同，获取渠道信息（/iosversion/ 除外）",
    en: "Stored channel differs from the cached one: fetch channel info (not on /iosversion/)",
  },
  "channel-info-apply": {
    zh: "保存渠道信息及流程设置（input_form、succ_todo、fail_todo）",
    en: "Store channel info and its flow settings (input_form, succ_todo, fail_todo)",
  },
  "login-channel-clear": {
    zh: "登录渠道：清除 token 和用户 id，显示登录页",
    en: "Login channel: token and user id cleared, login page shown",
  },
  "event-host-clear": {
    zh: "活动域名：清除 token 和用户 id，显示登录页",
    en: "Event host: token and user id cleared, login page shown",
  },
  "markcode-fetch": {
    zh: "用 markcode（或 mark）换取 token",
    en: "Exchange the markcode (or mark) for a token",
  },
  "markcode-store": { zh: "保存 token 和用户 id", en: "Store the token and user id" },
  "markcode-activate": {
    zh: "渠道 30 分钟内未激活：标记渠道激活",
    en: "Channel not activated in the last 30 minutes: mark it active",
  },
  "markcode-to-form": { zh: "/city 或 /from 跳转 /form-package", en: "/city or /from goes to /form-package" },
  "markcode-single-sign": { zh: "/single-sign 停留", en: "/single-sign stays" },
  "download-callback-close": {
    zh: "/download 且 from=4 且有 app 名称：发送埋点并关闭 app 页面",
    en: "/download with from=4 and a stored app name: send a tracking record and close the app view",
  },
  "download-callback-success": {
    zh: "/download 且 from=4：跳转成功页（previousPage p3回调）",
    en: "/download with from=4: go to the success destination (previousPage p3回调)",
  },
  "city-fetch": { zh: "城市渠道已登录：获取 IP 城市", en: "City channel, logged in: look up the IP city" },
  "city-apply": { zh: "按城市覆盖流程设置", en: "City-based override of the flow settings" },
  "user-info-fetch": {
    zh: "已登录：获取用户信息",
    en: "Logged in on a login, city/from or form path: fetch user info",
  },
  "user-info-form-skip": {
    zh: "input_form 为 1：跳转失败页（跳过表单）",
    en: "input_form is 1: go to the failure destination (form skipped)",
  },
  "user-info-form-stay": { zh: "已在表单页：继续", en: "Already on a form-package path: proceed" },
  "user-info-to-form": { zh: "跳转 /form-package", en: "Go to /form-package" },
  "user-info-failed": {
    zh: "用户信息失败：清除 token 和用户 id，回到登录地址",
    en: "User info failed: token and user id cleared, back to the login address",
  },
  "protected-to-download": {
    zh: "未登录：结果页跳转下载页（保留参数）",
    en: "No token: result page redirects to the download page with the query kept",
  },
  "protected-to-login": {
    zh: "未登录：跳转已保存的登录地址或 /",
    en: "No token: redirect to the saved login address, or / if none is saved",
  },
  "default-stay": { zh: "无规则触发：停留", en: "No rule fired: stay" },
  // The browser's guard only (decideGuardWith): the rules some navigations need come on demand.
  "rules-load": {
    zh: "加载本次跳转所需的其余规则",
    en: "Load the further rules this navigation needs",
  },
  "rules-unavailable": {
    zh: "其余规则加载失败：停留在当前页面",
    en: "The further rules could not be loaded: stay on the page",
  },
} as const satisfies Record<string, { zh: string; en: string }>;

export type GuardRuleId = keyof typeof GUARD_RULES;

/** The descriptions of a rule, for traces shown to people. */
export function describeRule(id: GuardRuleId): RuleTrace {
  return { id, ...GUARD_RULES[id] };
}
