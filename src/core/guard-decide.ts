/**
 * The global navigation guard as one pure decision (spec sections 2 and 4), with its vocabulary.
 * Each call returns ONE action; the runner performs it, adds the rule id to `done` (or the
 * call's result to `results`) and calls again until the action stays, navigates or closes the
 * app view. Every rule fires at most once per navigation, so the loop always ends. The order of
 * checks is decision 012 in docs/decisions/guard-and-flow.md; the rules only some navigations reach
 * come in as `rules`, loaded on demand in the browser (decisions 161 and 355).
 */
import {
  CHANNEL_PATTERN,
  CITY_LOGIC_CHANNELS,
  CITY_TABLE_EXTRA_CHANNELS,
  DEFAULT_CHANNEL,
  LOGIN_CLEARING_CHANNELS,
  NOT_FOUND_CHANNEL,
} from "../config/channels.ts";
import { LOGIN_REQUIRED_ROUTE_NAMES, TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES } from "../config/routes.ts";
import type { FlowValues } from "../config/channels-city.ts";
import type { Application } from "./flow-settings.ts";
import type * as lazyRules from "./guard-lazy-rules.ts";
import type { Login } from "./incoming-login.ts";
import { buildHref, safePath, settledChannel, type Query } from "./query.ts";

/**
 * The guard's rules, in the order decideGuardWith checks them; each action names the rule that
 * fired. The last two belong to the browser's guard only: the rules some navigations need come
 * on demand ("rules-load"), and a navigation stays when they cannot be loaded.
 */
export type GuardRuleId =
  | "query-channel"
  | "channel-404"
  | "remember-login-address"
  | "first-visit"
  | "channel-info-fetch"
  | "channel-info-apply"
  | "login-channel-clear"
  | "event-host-clear"
  | "markcode-fetch"
  | "markcode-store"
  | "markcode-activate"
  | "markcode-to-form"
  | "markcode-single-sign"
  | "download-callback-close"
  | "download-callback-success"
  | "city-fetch"
  | "city-apply"
  | "user-info-fetch"
  | "user-info-form-skip"
  | "user-info-form-stay"
  | "user-info-to-form"
  | "user-info-failed"
  | "protected-to-download"
  | "protected-to-login"
  | "default-stay"
  | "rules-load"
  | "rules-unavailable";

/** The rules only some navigations need: the exports of guard-lazy-rules.ts. */
export type GuardLazyRules = typeof lazyRules;

/** The result of an API call made for the guard; a non-200 code is `{ ok: false }`. */
export type Fetched<T> = { ok: true; data: T } | { ok: false };

interface GuardBundle {
  /** Route name of the path (findRoute(path)?.name), undefined for the fallback page. */
  routeName: string | undefined;
  /** One of the event hosts whose login pages clear the token (hosts/*.ts `eventHost`). */
  isEventHost: boolean;
  /** Entry (login) paths the bundle serves, `{token}.html` pages included. */
  entryPaths: readonly string[];
}

/** Stored client state (spec section 3), as read from storage; any field may be missing. */
interface GuardStored {
  token?: string | null;
  userId?: string | null;
  /** `_channel`; missing or malformed means the default channel_5818. */
  channel?: string | null;
  /** Channel whose info was last fetched and stored. */
  cachedChannel?: string | null;
  loginAddress?: string | null;
  appname?: string | null;
  /** `_os` (1 or 2 give the tracking terminal; default 3). */
  os?: string | null;
  input_form?: unknown;
  succ_todo?: unknown;
  fail_todo?: unknown;
  /** Per-channel timestamp (ms) of the last activation. */
  activations?: Readonly<Record<string, number>>;
  /** ipAddressInfo.name kept from an earlier lookup. */
  ipCity?: string | null;
}

/** Results of calls the guard asked for during this navigation. */
export interface GuardResults {
  channelInfo?: Fetched<unknown>;
  userInfo?: Fetched<unknown>;
  markcodeToken?: Fetched<Login>;
  ipCity?: Fetched<string>;
}

export interface GuardInput {
  /** Logical route path (no query, no hash), e.g. "/form-package". */
  path: string;
  query: Query;
  bundle: GuardBundle;
  stored: GuardStored;
  session?: { firstVisit?: boolean };
  /** Current time in ms (the runner passes Date.now()). */
  now: number;
  results?: GuardResults;
  /** True inside the native app's web view (its bridge is present): the app vouches for a login. */
  inAppWebView?: boolean;
  /** Rules whose actions the runner already performed during this navigation. */
  done?: readonly GuardRuleId[];
}

/** Record sent to the tracking host before the app view closes (spec section 7). */
export interface TrackingRecord {
  source: string;
  title: string;
  _user_id: string;
  attr: { terminal: number };
}

/** What the guard asks the runner to do; `href` is a same-bundle path with its query. */
type GuardStep =
  | { type: "stay" }
  | { type: "redirect"; href: string }
  | { type: "clearSessionThenRedirect"; href: string }
  | { type: "closeAppView"; record: TrackingRecord }
  | { type: "fetch"; what: "channelInfo" | "userInfo" | "ipCity" | "rules"; markcode?: undefined }
  | { type: "fetch"; what: "markcodeToken"; markcode: string; byMark?: boolean }
  | { type: "storeChannel"; channel: string }
  | { type: "rememberLoginAddress"; address: string }
  | { type: "setFirstVisit" }
  | {
      type: "applyChannelInfo";
      channel: string;
      channelInfo: unknown;
      settings: FlowValues;
      application: Application;
    }
  | { type: "applyFlowSettings"; settings: FlowValues; cityRow: string }
  | { type: "clearSession" }
  | { type: "storeLogin"; token: string; userId: string }
  | { type: "markChannelActive"; channel: string; at: number };

export type GuardAction = GuardStep & { rule: { id: GuardRuleId } };

/** A state change the runner applies (neither a fetch nor an action that ends the navigation). */
export type GuardStateStep = Exclude<
  GuardAction,
  { type: "stay" | "redirect" | "clearSessionThenRedirect" | "closeAppView" | "fetch" }
>;

/** Spec section 2: "Paths containing /login or /index.html are remembered as the login address." */
function isLoginAddressPath(path: string): boolean {
  return path.includes("/login") || path.includes("/index.html");
}

/** Spec section 2: "/city and /from (transit paths that lead to the form)". */
export function isCityOrFromPath(path: string): boolean {
  return path === "/city" || path === "/from";
}

/** The value when it is a string with more than spaces (returned as given), else undefined. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** True when the channel was activated within the interval before `now` (a future time does not count). */
export function activatedRecently(last: unknown, now: number, intervalMs: number): boolean {
  if (typeof last !== "number" || !Number.isFinite(last)) return false;
  const age = now - last;
  return age >= 0 && age < intervalMs;
}

/** Spec section 2: /form-package (route name formPackage). */
export const FORM_PACKAGE_PATH = "/form-package";

export function act(id: GuardRuleId, step: GuardStep): GuardAction {
  return { ...step, rule: { id } };
}

/** A redirect to a same-bundle path with the query it keeps (none unless passed) and `extra`. */
export function redirect(id: GuardRuleId, to: string, kept: Query = {}, extra: Query = {}): GuardAction {
  return act(id, { type: "redirect", href: buildHref(to, kept, extra) });
}

/**
 * Which channels look up the IP city (spec section 4, "City-based override"; section 9): the
 * section 9 list plus the city table's other channels (decision 013 in
 * docs/decisions/guard-and-flow.md). Apart from the table itself (guard-lazy-rules.ts), which only
 * logged-in visitors of these channels need.
 */
export function needsCityLookup(channel: string): boolean {
  return [...CITY_LOGIC_CHANNELS, ...CITY_TABLE_EXTRA_CHANNELS].includes(channel as never);
}

const NOT_FOUND_PATH = "/404err";
/**
 * Where channel_5813 is not sent away (decision 012 in docs/decisions/guard-and-flow.md): /404err
 * itself, and the legal texts under /other/, which a visitor must be able to read whatever the
 * channel (PIPL art. 17).
 */
const readableOnPausedChannel = (path: string) => path === NOT_FOUND_PATH || path.startsWith("/other/");
/** Spec section 2: "redirect to the download page (route name downloadPage)". */
const DOWNLOAD_PAGE_PATH = "/download-page";

const includes = (list: readonly string[], value: string | undefined) =>
  value !== undefined && list.includes(value);

/**
 * Decides the guard's next action for a navigation, with the lazily loaded rules when they are
 * there. Pure; never throws for any input shape.
 */
export function decideGuardWith(input: GuardInput, rules: GuardLazyRules | undefined): GuardAction {
  const done = new Set<string>(input.done ?? []);
  const can = (id: GuardRuleId) => !done.has(id);
  // Trailing slashes go ("/city/" matches "/city"); "/" stays "/".
  const path = (typeof input.path === "string" ? input.path : "/").replace(/\/+$/, "") || "/";
  const query: Query = input.query ?? {};
  const stored = input.stored ?? {};
  const results = input.results ?? {};
  // The stored channel, or channel_5818 when missing or malformed (spec section 3).
  const channel =
    typeof stored.channel === "string" && CHANNEL_PATTERN.test(stored.channel)
      ? stored.channel
      : DEFAULT_CHANNEL;
  const token = nonEmpty(stored.token);
  const userId = nonEmpty(stored.userId) ?? "";
  // A login or index path: a remembered-address path or one of the bundle's entry pages.
  const onLoginPath = isLoginAddressPath(path) || (input.bundle?.entryPaths ?? []).includes(path);
  const flowOf = (r: GuardLazyRules): FlowValues => ({
    input_form: r.toFlowNumber(stored.input_form),
    succ_todo: r.toFlowNumber(stored.succ_todo),
    fail_todo: r.toFlowNumber(stored.fail_todo),
  });
  // Without the rules a navigation needs, ask for them once; if they never come, stay.
  const loadRules = () =>
    can("rules-load")
      ? act("rules-load", { type: "fetch", what: "rules" })
      : act("rules-unavailable", { type: "stay" });
  const loginAddress = safePath(stored.loginAddress, "/");

  // Spec 2: the address's `c` names the channel (also what the early 获取验证码 sends, decision 405).
  const settled = settledChannel(query.c, channel);
  if (can("query-channel") && settled !== channel) {
    return act("query-channel", { type: "storeChannel", channel: settled });
  }
  // Spec 2: "Channel channel_5813 is always sent to /404err."
  if (channel === NOT_FOUND_CHANNEL && !readableOnPausedChannel(path)) {
    return redirect("channel-404", NOT_FOUND_PATH);
  }
  // Spec 2: "Paths containing /login or /index.html are remembered as the login address."
  if (can("remember-login-address") && isLoginAddressPath(path) && stored.loginAddress !== path) {
    if (safePath(path, "") === path)
      return act("remember-login-address", { type: "rememberLoginAddress", address: path });
  }
  // Spec 4: "When mark or markcode is present, firstVisit is set."
  const markcode = nonEmpty(query.markcode);
  const mark = nonEmpty(query.mark);
  if (can("first-visit") && (markcode || mark) && input.session?.firstVisit !== true) {
    return act("first-visit", { type: "setFirstVisit" });
  }
  // Spec 4: "Channel info is fetched when the stored channel differs from the cached one, except on
  // /iosversion/ paths. If the code is not 200, navigation continues without it."
  if (channel !== stored.cachedChannel && !path.startsWith("/iosversion/")) {
    const info = results.channelInfo;
    if (!info && can("channel-info-fetch"))
      return act("channel-info-fetch", { type: "fetch", what: "channelInfo" });
    if (info?.ok && can("channel-info-apply")) {
      if (!rules) return loadRules();
      const settings = rules.flowSettingsFromChannelInfo(info.data);
      const application = rules.applicationOf(info.data);
      return act("channel-info-apply", {
        type: "applyChannelInfo",
        channel,
        channelInfo: info.data,
        settings,
        application,
      });
    }
  }
  // Spec 4: "For login channels ... and for three listed event hosts, the token and user id are
  // cleared and the login page is shown even if a token exists."
  if (token && onLoginPath) {
    if (can("login-channel-clear") && includes(LOGIN_CLEARING_CHANNELS, channel)) {
      return act("login-channel-clear", { type: "clearSession" });
    }
    if (can("event-host-clear") && input.bundle?.isEventHost === true) {
      return act("event-host-clear", { type: "clearSession" });
    }
  }
  // A mark (spec 2: "mark and markcode: one-click login marks") logs in like a markcode, through
  // /v1/user/loginMark (decision 012 in docs/decisions/guard-and-flow.md); a markcode wins when
  // both are present. Once exchanged, the mark leaves the address (decision 026): its answer
  // carries the rule on.
  const loginMark = markcode ?? mark;
  if (loginMark && !results.markcodeToken && can("markcode-fetch")) {
    const byMark = markcode === undefined ? { byMark: true } : {};
    return act("markcode-fetch", { type: "fetch", what: "markcodeToken", markcode: loginMark, ...byMark });
  }
  if (results.markcodeToken) {
    if (!rules) return loadRules();
    const markcodeAction = rules.decideMarkcode(input, path, channel, can);
    if (markcodeAction) return markcodeAction;
  }
  // Spec 4: "On /download with from=4 and a stored app name, a tracking record is sent and the app
  // view is closed. Otherwise the user goes to the success destination with previousPage (p3回调),
  // successType 1 and sd_plat_fr."
  if (path === "/download" && query.from === "4") {
    if (!rules) return loadRules();
    const appname = nonEmpty(stored.appname);
    if (appname) {
      const record = {
        source: appname,
        title: "p3回调",
        _user_id: userId,
        attr: { terminal: rules.terminalOf(stored.os) },
      };
      return act("download-callback-close", { type: "closeAppView", record });
    }
    const to = rules.successDestination(flowOf(rules).succ_todo, "guardCallback");
    const extra = { previousPage: "p3回调", successType: "1", sd_plat_fr: channel };
    return redirect("download-callback-success", to, {}, extra);
  }
  // Spec 4, city-based override: "Applies after the IP city is known, only when logged in."
  if (token && needsCityLookup(channel)) {
    const city = results.ipCity?.ok ? results.ipCity.data : (nonEmpty(stored.ipCity) ?? undefined);
    if (city === undefined && !results.ipCity && can("city-fetch")) {
      return act("city-fetch", { type: "fetch", what: "ipCity" });
    }
    if (city !== undefined && can("city-apply")) {
      if (!rules) return loadRules();
      const flow = flowOf(rules);
      const hit = rules.cityOverride(channel, city);
      const differs =
        hit && (Object.keys(hit.values) as (keyof FlowValues)[]).some((k) => hit.values[k] !== flow[k]);
      if (hit && differs) {
        return act("city-apply", { type: "applyFlowSettings", settings: hit.values, cityRow: hit.row.id });
      }
    }
  }
  // Spec 4: "With a token on a login or index path, a city/from path, or a form-package path, user
  // info is fetched."
  // /form-package and its variants (-app, -uni, -simple, -test).
  const onFormPath = path === FORM_PACKAGE_PATH || path.startsWith(`${FORM_PACKAGE_PATH}-`);
  if (token && (onLoginPath || isCityOrFromPath(path) || onFormPath)) {
    const info = results.userInfo;
    if (!info && can("user-info-fetch")) return act("user-info-fetch", { type: "fetch", what: "userInfo" });
    if (info && !info.ok) {
      const href = buildHref(loginAddress, query);
      return act("user-info-failed", { type: "clearSessionThenRedirect", href });
    }
    if (info?.ok) {
      if (!rules) return loadRules();
      const flow = flowOf(rules);
      if (flow.input_form === 1) {
        const to = rules.failureDestination({ ...flow, channel }, "guardFormSkip");
        const extra = { previousPage: "跳过表单", sd_plat_fr: channel, successType: "1" };
        return redirect("user-info-form-skip", to, {}, extra);
      }
      if (onFormPath) return act("user-info-form-stay", { type: "stay" });
      return redirect("user-info-to-form", FORM_PACKAGE_PATH);
    }
  }
  // Spec 2: "Route names that require login" without a token.
  const routeName = input.bundle?.routeName;
  if (!token && includes(LOGIN_REQUIRED_ROUTE_NAMES, routeName)) {
    if (includes(TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES, routeName)) {
      return redirect("protected-to-download", DOWNLOAD_PAGE_PATH, query);
    }
    return redirect("protected-to-login", loginAddress);
  }
  return act("default-stay", { type: "stay" });
}
