/**
 * `client:interaction`: hydrates an island on the visitor's first touch, focus or key, so that
 * entry pages fetch no React before interaction (issue 10, decision 002).
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration("never");
