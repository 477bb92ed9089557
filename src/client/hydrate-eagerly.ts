/**
 * `client:eager`: hydrates an island at once, like client:load, holding taps and submits
 * made before hydration and replaying them after (held-hydration.ts), so a slow phone never
 * submits a form natively.
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration(true);
