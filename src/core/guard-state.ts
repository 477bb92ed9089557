/**
 * The navigation guard's vocabulary (spec sections 2 and 4): what its pure decision
 * ({@link decideGuardWith} in guard-decide.ts) reads and returns, the ids of its rules in the
 * order it checks them (docs/decisions/012), and the path and state predicates the rules share.
 * A runner reads stores, asks for one action, performs it, records the result or the performed
 * rule, and asks again until the action stays, navigates or closes the app view.
 */
import {
  CHANNEL_PATTERN,
  CITY_LOGIC_CHANNELS,
  CITY_TABLE_EXTRA_CHANNELS,
  DEFAULT_CHANNEL,
} from "../config/channels.ts";
import type { Application, FlowValues } from "./flow-settings.ts";
import { buildHref, safePath, type Query } from "./query.ts";

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

/** The rule that produced an action, by id. */
interface RuleRef {
  id: GuardRuleId;
}

/** The result of an API call made for the guard; a non-200 code is `{ ok: false }`. */
export type Fetched<T> = { ok: true; data: T } | { ok: false };

/** Facts of the bundle the page belongs to. */
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

/** Session state the guard reads. */
interface GuardSession {
  firstVisit?: boolean;
}

/** Results of calls the guard asked for during this navigation. */
export interface GuardResults {
  channelInfo?: Fetched<unknown>;
  userInfo?: Fetched<unknown>;
  markcodeToken?: Fetched<{ token: string; userId: string }>;
  ipCity?: Fetched<string>;
}

/** Everything {@link decideGuard} looks at. */
export interface GuardInput {
  /** Logical route path (no query, no hash), e.g. "/form-package". */
  path: string;
  query: Query;
  bundle: GuardBundle;
  stored: GuardStored;
  session?: GuardSession;
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

/** A navigation target: a same-bundle path with its query. */
interface Target {
  href: string;
}

/** What the guard asks the runner to do. */
export type GuardStep =
  | { type: "stay" }
  | ({ type: "redirect" } & Target)
  | ({ type: "clearSessionThenRedirect" } & Target)
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

/** A step plus the rule that fired. */
export type GuardAction = GuardStep & { rule: RuleRef };

/** Removes trailing slashes ("/city/" matches "/city"); "/" stays "/". */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Spec section 2: "Paths containing /login or /index.html are remembered as the login address." */
export function isLoginAddressPath(path: string): boolean {
  return path.includes("/login") || path.includes("/index.html");
}

/** A login or index path: a remembered-address path or one of the bundle's entry pages. */
export function isLoginPath(path: string, entryPaths: readonly string[]): boolean {
  return isLoginAddressPath(path) || entryPaths.includes(path);
}

/** Spec section 2: "/city and /from (transit paths that lead to the form)". */
export function isCityOrFromPath(path: string): boolean {
  return path === "/city" || path === "/from";
}

/** /form-package and its variants (-app, -uni, -simple, -test). */
export function isFormPackagePath(path: string): boolean {
  return path === "/form-package" || path.startsWith("/form-package-");
}

/** The stored channel, or channel_5818 when missing or malformed (spec section 3). */
export function channelOf(stored: string | null | undefined): string {
  return typeof stored === "string" && CHANNEL_PATTERN.test(stored) ? stored : DEFAULT_CHANNEL;
}

/** A non-empty trimmed string, or undefined. */
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

/** An action naming the rule that produced it. */
export function act(id: GuardRuleId, step: GuardStep): GuardAction {
  return { ...step, rule: { id } };
}

/** A same-bundle target; `href` keeps the query only when asked to. */
export function target(to: string, keepQuery: boolean, query: Query, extraQuery: Query = {}): Target {
  return { href: buildHref(safePath(to), keepQuery ? query : {}, extraQuery) };
}

/**
 * Which channels look up the IP city (spec section 4, "City-based override"; section 9): the
 * section 9 list plus the city table's other channels (docs/decisions/013). Apart from the
 * table itself (guard-lazy-rules.ts), which only logged-in visitors of these channels need.
 */
export function needsCityLookup(channel: string): boolean {
  return [...CITY_LOGIC_CHANNELS, ...CITY_TABLE_EXTRA_CHANNELS].includes(channel as never);
}
