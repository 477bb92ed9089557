/**
 * Test helpers for the guard: a base input and a reference runner that performs actions on
 * in-memory state exactly as the browser runner is meant to. Used by guard*.test.ts only.
 */
import type { GuardRuleId } from "./guard-rules.ts";
import type { GuardAction, GuardInput, GuardResults, GuardStored } from "./guard-state.ts";
import { decideGuard, isTerminal } from "./guard.ts";

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

/** Canned answers for the runner's fetches. */
export interface FakeApi {
  channelInfo?: GuardResults["channelInfo"];
  userInfo?: GuardResults["userInfo"];
  markcodeToken?: GuardResults["markcodeToken"];
  ipCity?: GuardResults["ipCity"];
}

/** Applies one non-terminal action to the input, as the browser runner does. */
export function perform(input: GuardInput, action: GuardAction, api: FakeApi): GuardInput {
  const stored: GuardStored = { ...input.stored };
  const results: GuardResults = { ...input.results };
  const done: GuardRuleId[] = [...(input.done ?? []), action.rule.id];
  switch (action.type) {
    case "fetch":
      results[action.what] = (api[action.what] ?? { ok: false }) as never;
      break;
    case "storeChannel":
      stored.channel = action.channel;
      break;
    case "rememberLoginAddress":
      stored.loginAddress = action.address;
      break;
    case "setFirstVisit":
      return { ...input, session: { firstVisit: true }, done };
    case "applyChannelInfo":
      Object.assign(stored, action.settings, { cachedChannel: action.channel });
      break;
    case "applyFlowSettings":
      Object.assign(stored, action.settings);
      break;
    case "clearSession":
      stored.token = null;
      stored.userId = null;
      break;
    case "storeLogin":
      stored.token = action.token;
      stored.userId = action.userId;
      break;
    case "markChannelActive":
      stored.activations = { ...stored.activations, [action.channel]: action.at };
      break;
  }
  return { ...input, stored, results, done };
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

/** Rule ids of a run. */
export const ruleIds = (actions: GuardAction[]): string[] => actions.map((a) => a.rule.id);
