/**
 * Input and output types of the navigation guard's pure decision ({@link decideGuard} in
 * guard.ts). A runner reads stores, calls `decideGuard`, performs the action, records the result
 * or the performed rule, and calls again until the action is terminal (see {@link isTerminal}).
 */
import type { Application, FlowValues } from "./flow-settings.ts";
import type { RuleRef, GuardRuleId } from "./guard-rules.ts";
import type { Query } from "./query.ts";

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
export interface GuardStored {
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
export interface GuardSession {
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

/** A navigation target: `href` is `to` plus the query, always a same-bundle path. */
export interface Target {
  to: string;
  keepQuery: boolean;
  extraQuery: Query;
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

const TERMINAL = new Set<GuardStep["type"]>(["stay", "redirect", "clearSessionThenRedirect", "closeAppView"]);

/** True when the action ends the guard loop (the page stays, navigates or closes). */
export function isTerminal(action: GuardAction): boolean {
  return TERMINAL.has(action.type);
}
