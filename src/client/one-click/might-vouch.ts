/**
 * The check every login page runs after first paint, before loading anything of one-click
 * login: only the native app (its bridge is injected before any page script, decision 026) or
 * a host's carrier SDK settings (src/config/carrier-login.ts) can vouch for a number. Its own
 * module, so the page's starter script carries this line and nothing of the providers.
 */
import { CARRIER_LOGIN_CONFIG_ID } from "../../config/carrier-login.ts";

/** True when someone might vouch for the visitor's number on this page. */
export function mightVouch(win: Pick<Window, "document"> & { flutter_inappwebview?: unknown }): boolean {
  return (
    win.flutter_inappwebview !== undefined || win.document.getElementById(CARRIER_LOGIN_CONFIG_ID) !== null
  );
}
