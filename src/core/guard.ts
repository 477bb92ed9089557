/**
 * The global navigation guard with all its rules at hand (spec sections 2 and 4): what the
 * tests, the preview studio and the flow explainer run. The browser's guard runs
 * {@link decideGuardWith} and loads the lazy rules only when a navigation needs them; both take
 * the same path through the same checks (guard.property.test.ts).
 */
import { decideGuardWith } from "./guard-decide.ts";
import { GUARD_LAZY_RULES } from "./guard-lazy-rules.ts";
import type { GuardAction, GuardInput } from "./guard-state.ts";

export { isTerminal } from "./guard-state.ts";

/** Decides the guard's next action for a navigation. Pure; never throws for any input shape. */
export function decideGuard(input: GuardInput): GuardAction {
  return decideGuardWith(input, GUARD_LAZY_RULES);
}
