/**
 * `client:eager`: hydrates an island at once, like client:load, but holds taps and submits
 * made before hydration and replays them after (held-hydration.ts), so a slow phone never
 * submits a form natively.
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration(true);
