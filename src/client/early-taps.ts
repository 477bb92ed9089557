/**
 * Taps held before an island's scripts have run (decision 080): a tap there would do the native
 * thing (a GET submit puts a phone number in the address bar, a marketplace link opens without
 * the visitor's channel). The island's directive claims them when it starts (held-hydration.ts);
 * taps on `data-early` actions wait for their page script (early-actions.ts, decision 200). The
 * starter is built inline and the directives by Astro, so the held taps live on `window`.
 */
import { isInAppBrowser } from "../core/platform.ts";
import { EARLY_ACTION, liveMark, TAP_HELD, unmark } from "./early-actions.ts";
import { noteTap } from "./field-early.ts";

/** On a part of the page outside the islands whose held links wait for its script in an in-app browser. */
const IN_APP_HOLDS = "data-in-app-holds";

/** Buttons an island acts on: a tap on one is held until React owns the island. */
const HELD_BUTTONS = "button, input[type=submit], input[type=button], [role=button]";
/**
 * Links the island completes with what only the browser knows (a marketplace apply link's
 * channel and user, a product's detail with the carried query): held like buttons.
 */
const HELD_LINKS = "a[data-held-tap]";

/**
 * What a click or submit would hold: the button or held link tapped (links only `withLinks`),
 * or the form submitted.
 */
export function heldTarget(event: Event, withLinks: boolean): HTMLElement | null {
  if (event.type === "submit") return event.target instanceof HTMLFormElement ? event.target : null;
  const element = event.target instanceof Element ? event.target : null;
  const target = element?.closest(HELD_BUTTONS) ?? (withLinks ? element?.closest(HELD_LINKS) : null);
  return target instanceof HTMLElement ? target : null;
}

/**
 * Holds a tap and shows it at once (issue 39: a tap that must wait for scripts says so): the
 * tapped button or link, or a submitted form's submit button, is marked busy (aria-busy, styled
 * in src/styles/base.css) until its script acts on the tap.
 */
export function holdTap(event: Event, target: Element): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const shown =
    target instanceof HTMLFormElement
      ? ((event as SubmitEvent).submitter ?? target.querySelector("[type=submit]"))
      : target;
  shown?.setAttribute("aria-busy", "true");
  shown?.setAttribute(TAP_HELD, "");
}

/**
 * Ends the busy state of the taps held in `root` (just before the island acts on them). Taps a
 * page script acts on (`data-early`, such as an agreement link inside a form) stay marked: their
 * script takes them when it starts, which may be after the island has hydrated.
 */
export function clearHeld(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${TAP_HELD}]:not([${EARLY_ACTION}])`)) unmark(element);
}

/** What the starter holds for islands whose directive has not started yet. */
interface EarlyTaps {
  /** Islands whose directive has started: it holds their taps itself. */
  claimed: WeakSet<Element>;
  /** The latest held tap of each island: the button or link tapped, or the form submitted. */
  held: Map<Element, HTMLElement>;
  /** Once the island scripts failed to load, links open natively again (as held-hydration does). */
  linksNative: boolean;
}

const KEY = "funnelEarlyTaps";

type WithEarlyTaps = typeof globalThis & { [KEY]?: EarlyTaps };

/**
 * Holds taps on island buttons, held links and form submits until the island's directive claims
 * them. `loginTapped` (entry pages' starter, early-login.ts) is told of each held login tap,
 * `onHeld` of every held tap (the scripts' rescue, script-rescue.ts).
 * Returns a function to call when the island scripts failed to load: links open natively.
 */
export function holdEarlyTaps(loginTapped?: (button: HTMLElement) => void, onHeld?: () => void): () => void {
  const state: EarlyTaps = { claimed: new WeakSet(), held: new Map(), linksNative: false };
  (globalThis as WithEarlyTaps)[KEY] = state;
  const onTap = (event: Event) => {
    // For the field figures' time from tap to request (decision 445): every tap passes here.
    noteTap(event);
    const element = event.target instanceof Element ? event.target : null;
    const early = event.type === "click" ? element?.closest(`[${EARLY_ACTION}]`) : null;
    if (early) {
      const name = early.getAttribute(EARLY_ACTION);
      if (document.documentElement.hasAttribute(liveMark(name))) return;
      holdTap(event, early);
      try {
        if (name === "login" && early instanceof HTMLElement) loginTapped?.(early);
      } catch {
        // The login's script acts on the held tap when it starts, as without the early send.
      }
      onHeld?.();
      return;
    }
    const target = heldTarget(event, true);
    // Inside an in-app browser a download link must open the panel's mask, not the store: the
    // panel (src/components/results/DownloadPanel.astro) claims its held tap like an island.
    const inAppHold = isInAppBrowser(navigator.userAgent) ? target?.closest(`[${IN_APP_HOLDS}]`) : null;
    const island = target?.closest("astro-island") ?? inAppHold;
    // Once the scripts failed, links open natively; not a download in an in-app browser, which
    // would block the store: that tap waits for the scripts' rescue (script-rescue.ts).
    if (state.linksNative && target && !target.closest(HELD_BUTTONS) && !inAppHold) return;
    if (!target || !island || state.claimed.has(island)) return;
    holdTap(event, target);
    state.held.set(island, target);
    onHeld?.();
  };
  document.addEventListener("click", onTap, true);
  document.addEventListener("submit", onTap, true);
  return () => {
    state.linksNative = true;
  };
}

/**
 * Called by an island's directive when it starts: from then on the directive holds the island's
 * taps itself. Returns the tap held for the island before (a button, link or form), if any.
 */
export function claimEarlyTap(island: Element): HTMLElement | null {
  const state = (globalThis as WithEarlyTaps)[KEY];
  if (!state) return null;
  state.claimed.add(island);
  const held = state.held.get(island) ?? null;
  state.held.delete(island);
  return held;
}
