/**
 * The guard runner: the thin loop around the pure decision {@link decideGuardWith} (DESIGN.md,
 * "The guard is a pure function plus a thin runner"). Each turn it reads the current state,
 * asks for one action, performs it and records it, until the action ends the navigation. All
 * effects come from a {@link GuardEnvironment}, so the loop is tested without a browser.
 */
import { decideGuardWith } from "../core/guard-decide.ts";
import type { GuardLazyRules } from "../core/guard-lazy-rules.ts";
import type { GuardRuleId } from "../core/guard-rules.ts";
import type { Fetched, GuardAction, GuardInput, GuardResults, TrackingRecord } from "../core/guard-state.ts";

/** A state change the environment applies to the stores (every non-terminal, non-fetch step). */
export type StateStep = Exclude<
  GuardAction,
  { type: "stay" | "redirect" | "clearSessionThenRedirect" | "closeAppView" | "fetch" }
>;

/** Everything the runner needs from the page. */
export interface GuardEnvironment {
  /** The decision input as stored now (re-read every turn: actions change the stores). */
  read(): Omit<GuardInput, "results" | "done" | "now">;
  now(): number;
  fetchChannelInfo(): Promise<Fetched<unknown>>;
  fetchUserInfo(): Promise<Fetched<unknown>>;
  fetchIpCity(): Promise<Fetched<string>>;
  /** The rules only some navigations need (src/core/guard-lazy-rules.ts), loaded on demand. */
  loadRules(): Promise<GuardLazyRules>;
  /** Exchanges a markcode (or, with `byMark`, a login mark) for a token and user id. */
  fetchMarkcodeToken(markcode: string, byMark: boolean): Promise<Fetched<{ token: string; userId: string }>>;
  /** Applies a state step; may be async (marking the channel active calls the API). */
  apply(step: StateStep): void | Promise<void>;
  clearSession(): void;
  /** Path of the page (no query), to tell a redirect to the page itself from a real one. */
  currentPath(): string;
  /** location.replace: the guarded page does not stay in the history. */
  replace(href: string): void;
  /** Sends the tracking record, then closes the app's web view. */
  closeAppView(record: TrackingRecord): Promise<void>;
  /** Logs a failure of the guard itself (the page stays usable). */
  logError(error: unknown): void;
}

/** How the navigation ended. */
export interface GuardOutcome {
  /** The terminal action, or undefined when the guard failed or ran out of turns. */
  final: GuardAction | undefined;
  /** Every action performed, in order (for previews and tests). */
  trace: GuardAction[];
  /** The address navigated to, if any. */
  navigatedTo?: string;
}

/** No navigation needs more turns: each rule fires at most once (src/core/guard.ts). */
const MAX_GUARD_TURNS = 40;

async function settle<T>(call: () => Promise<Fetched<T>>): Promise<Fetched<T>> {
  try {
    return await call();
  } catch {
    // A failed or thrown call is a non-200 answer to the guard: "navigation continues without it".
    return { ok: false };
  }
}

type FetchAction = Extract<GuardAction, { type: "fetch" }>;

/** What a navigation has gathered: call results, and the lazy rules once loaded. */
interface Gathered {
  results: GuardResults;
  rules?: GuardLazyRules;
}

async function fetchFor(env: GuardEnvironment, action: FetchAction, gathered: Gathered): Promise<void> {
  const results = gathered.results;
  switch (action.what) {
    case "rules":
      gathered.rules = await loadRules(env);
      return;
    case "channelInfo":
      results.channelInfo = await settle(() => env.fetchChannelInfo());
      return;
    case "userInfo":
      results.userInfo = await settle(() => env.fetchUserInfo());
      return;
    case "ipCity":
      results.ipCity = await settle(() => env.fetchIpCity());
      return;
    case "markcodeToken":
      results.markcodeToken = await settle(() =>
        env.fetchMarkcodeToken(action.markcode ?? "", action.byMark === true),
      );
      return;
  }
}

/** The lazy rules, or undefined when their chunk cannot be loaded (the guard then stays). */
async function loadRules(env: GuardEnvironment): Promise<GuardLazyRules | undefined> {
  try {
    return await env.loadRules();
  } catch (error) {
    env.logError(error);
    return undefined;
  }
}

const pathOf = (href: string) => href.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";

/**
 * Stays when a redirect would land on this very page: no rule sends a page to itself on
 * purpose, so that only happens with a corrupted stored address and would loop forever.
 */
function navigate(env: GuardEnvironment, href: string, outcome: GuardOutcome): void {
  if (pathOf(href) === pathOf(env.currentPath())) return;
  outcome.navigatedTo = href;
  env.replace(href);
}

/** Runs the guard for the current page until it stays, navigates or closes. Never rejects. */
export async function runGuard(env: GuardEnvironment): Promise<GuardOutcome> {
  const outcome: GuardOutcome = { final: undefined, trace: [] };
  const done: GuardRuleId[] = [];
  const gathered: Gathered = { results: {} };
  try {
    for (let turn = 0; turn < MAX_GUARD_TURNS; turn += 1) {
      const input = { ...env.read(), now: env.now(), results: gathered.results, done };
      const action = decideGuardWith(input, gathered.rules);
      outcome.trace.push(action);
      done.push(action.rule.id);
      switch (action.type) {
        case "stay":
          outcome.final = action;
          return outcome;
        case "redirect":
          outcome.final = action;
          navigate(env, action.href, outcome);
          return outcome;
        case "clearSessionThenRedirect":
          outcome.final = action;
          env.clearSession();
          navigate(env, action.href, outcome);
          return outcome;
        case "closeAppView":
          outcome.final = action;
          await env.closeAppView(action.record);
          return outcome;
        case "fetch":
          await fetchFor(env, action, gathered);
          break;
        default:
          await env.apply(action);
      }
    }
    env.logError(new Error(`guard: no decision after ${MAX_GUARD_TURNS} turns`));
  } catch (error) {
    env.logError(error);
  }
  return outcome;
}
