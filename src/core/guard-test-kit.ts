/**
 * Test helpers for the guard: a base input, and the reference runner that performs actions on
 * in-memory state as the browser runner does (shared with the preview simulator, so it lives in
 * src/preview/guard-memory.ts). Used by guard*.test.ts only.
 */
import type { GuardAction, GuardInput } from "./guard-state.ts";

export { perform, runGuard } from "./guard-memory.ts";

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
