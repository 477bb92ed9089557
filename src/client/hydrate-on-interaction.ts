/**
 * `client:interaction`: hydrates an island on the visitor's first touch, focus or key instead
 * of at page load. React DOM alone is ~65 KB gzip; entry pages must fetch at most 75 KB of
 * JavaScript before interaction (issue 10), and the server-rendered form is fully visible and
 * focusable without it. Taps before hydration are held and replayed (held-hydration.ts).
 */
import { heldHydration } from "./held-hydration.ts";

export default heldHydration("never");
