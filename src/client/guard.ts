/**
 * The navigation guard of the browser (spec section 4, "Global navigation guard"; DESIGN.md,
 * "The guard is a pure function plus a thin runner"): the loop around the pure decision
 * {@link decideGuardWith} (src/core/guard-decide.ts). Each turn it reads the stores and the
 * address, asks for one action, performs it and records it, until the action ends the
 * navigation. The calls it makes and the rules only some navigations need
 * (src/core/guard-lazy-rules.ts) load on demand, in the chunk of the API client that the islands
 * share; the rest is in the script every page runs (decisions 024 and 160).
 */
import {
  decideGuardWith,
  type Fetched,
  type GuardAction,
  type GuardInput,
  type GuardLazyRules,
  type GuardResults,
  type GuardRuleId,
  type GuardStateStep,
  type TrackingRecord,
} from "../core/guard-decide.ts";
import { parseQuery } from "../core/query.ts";
import type { Login } from "../core/incoming-login.ts";
import { bundleConfig } from "./bundle-config.ts";
import { isPlainObject } from "./session.ts";
import * as s from "./stores.ts";

/** No navigation needs more turns: each rule fires at most once (src/core/guard-decide.ts). */
const MAX_GUARD_TURNS = 40;

/** A failure of the guard itself is logged: the page stays usable. */
const logError = (error: unknown) => console.error("guard:", error);

const pathOf = (href: string) => href.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";

/**
 * The page stays: the rule that ended the guard goes on <html data-guard> (previews and
 * end-to-end tests wait for it; "error" when the guard failed and the page stayed).
 */
function stay(rule: string): true {
  document.documentElement.dataset.guard = rule;
  return true;
}

/**
 * Stays when a redirect would land on this very page: no rule sends a page to itself on
 * purpose, so that only happens with a corrupted stored address and would loop forever.
 */
function navigate(action: GuardAction & { href: string }, from: string): boolean {
  if (pathOf(action.href) === pathOf(from)) return stay(action.rule.id);
  location.replace(action.href);
  return false;
}

// The API client, the login module and the lazy rules are one chunk, shared with the islands
// that call the API (src/vite/runtime-chunk.mjs): loaded on demand.
const client = () => Promise.all([import("./api.ts"), import("../contract/calls.ts")]);
const login = () => import("./login.ts");
const loadRules = () => import("../core/guard-lazy-rules.ts").catch((error: unknown) => void logError(error));

let userInfoAnswer: Promise<Fetched<unknown>> | undefined;

/**
 * POST /v3/user/get: succeeds only with body code 200. Made once per page: the form reads the
 * guard's answer (src/client/forms/submit-flow.ts fetchUserProfile) instead of asking again.
 */
export function userInfo(): Promise<Fetched<unknown>> {
  // A reply is a Fetched: a non-200 code carries its code and message besides `ok: false`.
  userInfoAnswer ??= client().then(([{ request }, api]) => request(api.userGet, {}));
  return userInfoAnswer;
}

/**
 * POST /v3/user/loginMarkCode for a markcode, or with `byMark` POST /v1/user/loginMark for a
 * login mark: the token and user id, read by the one login reader. The value is opaque: only
 * an empty, overlong or control-character value is kept from the backend. Whatever the answer,
 * the mark then leaves the address bar: it must not be shared or reused.
 */
async function markcodeToken(value: string, byMark: boolean): Promise<Fetched<Login>> {
  const [{ exchangeLogin }, { opaqueValue }, { withoutSpentLogin }] = await Promise.all([
    login(),
    import("../core/opaque.ts"),
    import("../core/incoming-login.ts"),
  ]);
  try {
    const mark = opaqueValue(value);
    if (mark === undefined) return { ok: false };
    const answer = byMark
      ? await exchangeLogin("mark", { mark })
      : await exchangeLogin("markcode", { markcode: mark });
    return { ok: true, data: answer };
  } finally {
    const cleaned = withoutSpentLogin(new URL(location.href));
    if (cleaned !== `${location.pathname}${location.search}${location.hash}`) {
      history.replaceState(history.state, "", cleaned);
    }
  }
}

/**
 * Spec: "a tracking record is sent and the app view is closed". Resolves once the record is
 * sent, with the closing of the view still under way: outside the app the bridge is waited for
 * in vain, and the download page stays usable (and shown) meanwhile.
 */
async function sendRecordThenClose(record: TrackingRecord): Promise<void> {
  const [[{ request }, api], { closeAppView }] = await Promise.all([client(), import("./native-bridge.ts")]);
  await request(api.record, {
    source: record.source,
    title: record.title,
    _user_id: record._user_id,
    attr: JSON.stringify(record.attr),
  }).catch(() => undefined);
  void closeAppView().catch((error: unknown) => console.warn("closeAppView:", (error as Error).message));
}

type Writer<K> = (step: Extract<GuardStateStep, { type: K }>) => void | Promise<void>;

/** How each state step of the guard is written to the stores. */
const WRITERS: { [K in GuardStateStep["type"]]: Writer<K> } = {
  storeChannel: (step) => s.$channel.set(step.channel),
  rememberLoginAddress: (step) => s.$loginAddress.set(step.address),
  setFirstVisit: () => s.$firstVisit.set("1"),
  applyChannelInfo: (step) => {
    s.$channelInfo.set({
      channel: step.channel,
      info: isPlainObject(step.channelInfo) ? step.channelInfo : {},
    });
    s.applyFlowSettings(step.settings);
    s.$application.set(String(step.application));
  },
  applyFlowSettings: (step) => s.applyFlowSettings(step.settings),
  clearSession: () => s.clearSession(),
  storeLogin: (step) => s.storeLogin(step),
  markChannelActive: async (step) => (await login()).activateChannel(step.channel, step.at),
};

/** True inside the native app's web view: the app injects its bridge object before any script. */
export function inAppWebView(): boolean {
  return "flutter_inappwebview" in window;
}

/** The decision input as stored now (re-read every turn: actions change the stores). */
function readInput(): Omit<GuardInput, "results" | "done"> {
  const config = bundleConfig();
  const { path = "", routeName } = document.body?.dataset ?? {};
  return {
    // The page's own route path (<body data-path>, written by src/layouts/Shell.astro), except on
    // the fallback page, which answers for any address.
    path: path && path !== "/404" ? path : location.pathname || "/",
    query: parseQuery(location.search),
    inAppWebView: inAppWebView(),
    bundle: {
      routeName: routeName || undefined,
      isEventHost: config.eventHost,
      entryPaths: config.entryPaths,
    },
    stored: {
      token: s.$accessToken.get(),
      userId: s.$userId.get(),
      channel: s.$channel.get(),
      cachedChannel: s.$channelInfo.get()?.channel ?? null,
      loginAddress: s.$loginAddress.get(),
      appname: s.$appname.get(),
      os: s.$os.get(),
      input_form: s.$inputForm.get(),
      succ_todo: s.$succTodo.get(),
      fail_todo: s.$failTodo.get(),
      activations: s.$activeChannelTime.get(),
      ipCity: s.$ipAddressInfo.get()?.name ?? null,
    },
    session: { firstVisit: s.$firstVisit.get() === "1" },
    now: Date.now(),
  };
}

/** Makes a call the guard asks for; its answer goes to the decision's `results` under its name. */
async function call(asked: { what: keyof GuardResults; markcode?: string; byMark?: boolean }) {
  const { what, markcode = "", byMark = false } = asked;
  if (what === "userInfo") return userInfo();
  if (what === "markcodeToken") return markcodeToken(markcode, byMark);
  const [{ request }, api] = await client();
  if (what === "channelInfo") return request(api.channelInfo, {});
  // POST /v3/app/ipInfo: the city name, also kept as ipAddressInfo.
  const reply = await request(api.ipInfo, {});
  if (!reply.ok || !reply.data) return { ok: false } as const;
  s.$ipAddressInfo.set(reply.data);
  return { ok: true, data: reply.data.name } as const;
}

/**
 * Runs the guard for the current page until it stays, navigates or closes. Never rejects;
 * resolves true when the page stays (closing the app's view leaves the page as it is).
 */
export async function runGuard(): Promise<boolean> {
  const done: GuardRuleId[] = [];
  const results: Record<string, Fetched<unknown>> = {};
  let rules: GuardLazyRules | undefined;
  try {
    for (let turn = 0; turn < MAX_GUARD_TURNS; turn += 1) {
      const input = { ...readInput(), results: results as GuardResults, done };
      const action = decideGuardWith(input, rules);
      done.push(action.rule.id);
      switch (action.type) {
        case "stay":
          return stay(action.rule.id);
        case "redirect":
          return navigate(action, input.path);
        case "clearSessionThenRedirect":
          s.clearSession();
          return navigate(action, input.path);
        case "closeAppView":
          await sendRecordThenClose(action.record);
          return stay(action.rule.id);
        case "fetch": {
          const { what } = action;
          // Rules whose chunk cannot be loaded stay missing: the decision then stays.
          if (what === "rules") rules = await loadRules();
          // A failed or thrown call is a non-200 answer: "navigation continues without it".
          else results[what] = await call({ ...action, what }).catch(() => ({ ok: false }));
          break;
        }
        default:
          await (WRITERS[action.type] as Writer<GuardStateStep["type"]>)(action);
      }
    }
    logError(new Error(`guard: no decision after ${MAX_GUARD_TURNS} turns`));
  } catch (error) {
    logError(error);
  }
  return stay("error");
}
