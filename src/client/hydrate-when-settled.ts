/**
 * `client:settled`: hydrates an island on the first touch, focus or key, or else once the page
 * has painted and the browser is idle. Nothing is requested before first paint (decision 080),
 * and taps, submits and entries made before hydration are held and replayed
 * (held-hydration.ts), so a slow phone never submits a form natively or loses what was typed.
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration("when-settled");
