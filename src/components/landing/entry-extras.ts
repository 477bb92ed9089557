/**
 * What a login page may add after first paint, each loaded only where it applies: one-click
 * login where the native app or the host's carrier SDK might vouch for the visitor's number
 * (might-vouch.ts), and the landing figures from /v3/app/index where the host enabled it (the
 * login area then carries `data-live-offer`). The page's own script runs first; this waits for
 * the load event, so neither competes with first paint. Nothing here comes from the page
 * runtime's chunk but the lazy-import helper it already shares, so the runtime does not grow.
 */
import { mightVouch } from "../../client/one-click/might-vouch.ts";

/** Runs `work` once the page has loaded (its images and scripts included), in a task of its own. */
function afterLoad(work: () => void): void {
  const start = () => setTimeout(work, 0);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** Starts the extras of this login page. A chunk that fails to load leaves the page as built. */
export function startEntryExtras(): void {
  afterLoad(() => {
    const area = document.querySelector<HTMLElement>("[data-login-area]");
    if (area?.hasAttribute("data-live-offer")) {
      import("../../client/landing-data.ts").then((module) => module.refreshOffer()).catch(() => undefined);
    }
    const slot = document.querySelector<HTMLElement>("[data-one-click]");
    if (slot && mightVouch(window)) {
      import("../login/OneClickLogin.tsx")
        .then((module) => module.mountOneClick(slot))
        .catch(() => undefined);
    }
  });
}
