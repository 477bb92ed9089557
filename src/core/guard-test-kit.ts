/**
 * Test helpers for the guard: a base input, and the reference runner that performs the guard's
 * actions on in-memory state as the browser (src/client/guard.ts) writes them to the stores, so
 * a run takes the same path through {@link decideGuard} as a real navigation. Used by
 * guard*.test.ts and hostile-links.test.ts only.
 */
import type { Application } from "./flow-settings.ts";
import {
  decideGuardWith,
  type GuardAction,
  type GuardInput,
  type GuardResults,
  type GuardRuleId,
  type GuardStateStep,
} from "./guard-decide.ts";
import * as GUARD_LAZY_RULES from "./guard-lazy-rules.ts";

/** The guard with all its rules at hand (the browser loads some on demand). */
export function decideGuard(input: GuardInput): GuardAction {
  return decideGuardWith(input, GUARD_LAZY_RULES);
}

type GuardStored = GuardInput["stored"];
type GuardSession = NonNullable<GuardInput["session"]>;

const TERMINAL: readonly string[] = ["stay", "redirect", "clearSessionThenRedirect", "closeAppView"];

/** True when the action ends the guard loop (the page stays, navigates or closes). */
export const isTerminal = (action: GuardAction): boolean => TERMINAL.includes(action.type);

/** A logged-out visitor on /login of the default bundle at a fixed time. */
export function baseInput(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    path: "/login",
    query: {},
    bundle: { routeName: "login", isEventHost: false, entryPaths: ["/login", "/v2/login"] },
    stored: { channel: "channel_5818", cachedChannel: "channel_5818", loginAddress: "/login" },
    session: { firstVisit: true },
    now: 1_700_000_000_000,
    results: {},
    done: [],
    ...overrides,
  };
}

/** Rule ids of a run. */
export const ruleIds = (actions: GuardAction[]): string[] => actions.map((a) => a.rule.id);

/** Canned answers for the guard's fetches; a missing answer is a failed (non-200) call. */
export interface FakeApi {
  channelInfo?: GuardResults["channelInfo"];
  userInfo?: GuardResults["userInfo"];
  markcodeToken?: GuardResults["markcodeToken"];
  ipCity?: GuardResults["ipCity"];
}

/** Client state a guard step may change. */
interface MemoryState {
  stored: GuardStored;
  session: GuardSession;
  /** Session value `application` once channel info was applied (1 iOS, 2 Android, 3 web). */
  application?: Application;
}

/** Applies one state step and returns the new state; the given state is not modified. */
function applyStep(state: MemoryState, step: GuardStateStep): MemoryState {
  const stored: GuardStored = { ...state.stored };
  const next: MemoryState = { ...state, stored };
  switch (step.type) {
    case "storeChannel":
      stored.channel = step.channel;
      break;
    case "rememberLoginAddress":
      stored.loginAddress = step.address;
      break;
    case "setFirstVisit":
      next.session = { ...state.session, firstVisit: true };
      break;
    case "applyChannelInfo":
      Object.assign(stored, step.settings, { cachedChannel: step.channel });
      next.application = step.application;
      break;
    case "applyFlowSettings":
      Object.assign(stored, step.settings);
      break;
    case "clearSession":
      stored.token = null;
      stored.userId = null;
      break;
    case "storeLogin":
      stored.token = step.token;
      stored.userId = step.userId;
      break;
    case "markChannelActive":
      stored.activations = { ...stored.activations, [step.channel]: step.at };
      break;
  }
  return next;
}

/** Applies one non-terminal action to the input: a fetch records its canned answer. */
export function perform(input: GuardInput, action: GuardAction, api: FakeApi): GuardInput {
  const done: GuardRuleId[] = [...(input.done ?? []), action.rule.id];
  if (isTerminal(action)) return { ...input, done };
  if (action.type === "fetch") {
    const what = action.what;
    // The full decision has its rules from the start; a "rules" fetch only marks the step done.
    if (what === "rules") return { ...input, done };
    const results: GuardResults = { ...input.results, [what]: api[what] ?? { ok: false } };
    return { ...input, results, done };
  }
  const state = applyStep({ stored: input.stored, session: input.session ?? {} }, action as GuardStateStep);
  return { ...input, stored: state.stored, session: state.session, done };
}

/** Runs the guard loop to its terminal action; returns the actions in order. */
export function runGuard(input: GuardInput, api: FakeApi = {}, maxSteps = 40): GuardAction[] {
  const actions: GuardAction[] = [];
  let current = input;
  for (let step = 0; step < maxSteps; step += 1) {
    const action = decideGuard(current);
    actions.push(action);
    if (isTerminal(action)) return actions;
    current = perform(current, action, api);
  }
  throw new Error(`guard did not finish in ${maxSteps} steps: ${actions.map((a) => a.rule.id).join(", ")}`);
}
