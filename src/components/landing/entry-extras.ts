/**
 * What a login page may add after first paint, each loaded only where it applies: one-click
 * login where someone might vouch for the visitor's number (the native app, whose bridge is
 * injected before any page script, decision 026, or a host's carrier SDK settings,
 * src/config/carriers.ts), and the landing figures from /v3/app/index where the host
 * enabled it (the login area then carries `data-live-offer`). Like every page script, this
 * starts after the first paint (decision 080), so it never competes with it. Nothing here
 * comes from the page runtime's chunk but the lazy-import helper it already shares, so the
 * runtime does not grow, and nothing of the providers is loaded before someone might vouch.
 */
import { CARRIER_LOGIN_CONFIG_ID } from "../../config/carriers.ts";

/** Starts the extras of this login page. A chunk that fails to load leaves the page as built. */
export function startEntryExtras(): void {
  const area = document.querySelector<HTMLElement>("[data-login-area]");
  if (area?.hasAttribute("data-live-offer")) {
    import("../../client/landing-data.ts").then((module) => module.refreshOffer()).catch(() => undefined);
  }
  const slot = document.querySelector<HTMLElement>("[data-one-click]");
  const inApp = (window as { flutter_inappwebview?: unknown }).flutter_inappwebview !== undefined;
  if (slot && (inApp || document.getElementById(CARRIER_LOGIN_CONFIG_ID) !== null)) {
    import("../login/OneClickLogin.tsx").then((module) => module.mountOneClick(slot)).catch(() => undefined);
  }
}
