/**
 * `client:settled`: hydrates an island on the first touch, focus or key, or else once the page
 * has painted and the browser is idle (decisions 080 and 081).
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration("when-settled");
