/** Constructors of guard actions (shared by guard.ts and guard-markcode.ts). */
import type { GuardRuleId } from "./guard-rules.ts";
import type { GuardAction, GuardStep, Target } from "./guard-state.ts";
import { buildHref, safePath, type Query } from "./query.ts";

/** Spec section 2: /form-package (route name formPackage). */
export const FORM_PACKAGE_PATH = "/form-package";

/** An action naming the rule that produced it (only the id: descriptions stay out of the browser). */
export function act(id: GuardRuleId, step: GuardStep): GuardAction {
  return { ...step, rule: { id } };
}

/** A same-bundle target; `href` keeps the query only when asked to. */
export function target(to: string, keepQuery: boolean, query: Query, extraQuery: Query = {}): Target {
  const safe = safePath(to);
  return { to: safe, keepQuery, extraQuery, href: buildHref(safe, keepQuery ? query : {}, extraQuery) };
}
