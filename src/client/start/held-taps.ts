/**
 * The one tap hold of a page's start (decisions 080, 200; issue 56). Until the script that acts
 * on a tap runs, the tap is held: its native effect is stopped (a GET submit would put a phone
 * number in the address bar, a marketplace link open without the visitor's channel), it is shown
 * busy at once (issue 39), and its owner acts on it once when it takes it. An owner is a claim:
 *
 * - a named action (`data-early="login"`, `"calc"`, `"agreement"` on its buttons and links): a
 *   page script that acts without React takes its taps when it starts (`takeTaps(name)`);
 * - an island (`astro-island`): its directive (held-hydration.ts) takes them once React owns it,
 *   and replays the latest;
 * - a panel outside the islands whose links must wait in an in-app browser (`data-in-app-holds`,
 *   the download mask): its script takes them.
 *
 * The starter (starter.ts) listens from first paint; the held taps and the claims live in the
 * one hand-over record (hand-over.ts), so every owner finds them.
 */
import { type Claim, EVERY_ISLAND, handOver, type HeldTap, noteTap } from "./hand-over.ts";

/** On a button or link a page script acts on without React: the name of that script's listener. */
export const EARLY_ACTION = "data-early";

/** The busy mark of a held tap, with aria-busy, until its owner takes it (styled in src/styles/base.css). */
export const TAP_HELD = "data-tap-held";

/** On a part of the page outside the islands whose links wait for its script in an in-app browser. */
const IN_APP_HOLDS = "data-in-app-holds";

/** Buttons an island acts on: a tap on one is held until React owns the island. */
const HELD_BUTTONS = "button, input[type=submit], input[type=button], [role=button]";
/**
 * Links the island completes with what only the browser knows (a marketplace apply link's
 * channel and user, a product's detail with the carried query): held like buttons.
 */
const HELD_LINKS = "a[data-held-tap]";

/** Ends the busy mark of a held tap. */
export function unmark(element: Element): void {
  element.removeAttribute("aria-busy");
  element.removeAttribute(TAP_HELD);
}

/** What a tap would hold, and for whom; none when nothing waits for a script. */
function heldOf(event: Event, inAppBrowser: boolean): { claim: Claim; target: HTMLElement } | undefined {
  const element = event.target instanceof Element ? event.target : null;
  const action = event.type === "click" ? element?.closest(`[${EARLY_ACTION}]`) : null;
  if (action instanceof HTMLElement)
    return { claim: action.getAttribute(EARLY_ACTION) ?? "", target: action };
  const target =
    event.type === "submit"
      ? element instanceof HTMLFormElement
        ? element
        : null
      : (element?.closest(HELD_BUTTONS) ?? element?.closest(HELD_LINKS));
  if (!(target instanceof HTMLElement)) return undefined;
  // Inside an in-app browser a download link must open the panel's mask, not the store.
  const inAppHold = inAppBrowser ? target.closest(`[${IN_APP_HOLDS}]`) : null;
  const claim = target.closest("astro-island") ?? inAppHold;
  if (!claim) return undefined;
  // Once the claim's scripts failed, its links open natively; a button still waits (a retry may
  // come), and a download in an in-app browser waits for the rescue: the store would be blocked.
  const { linksOpen } = handOver();
  const isLink = !target.closest(HELD_BUTTONS) && event.type === "click";
  if (isLink && !inAppHold && (linksOpen.has(claim) || linksOpen.has(EVERY_ISLAND))) return undefined;
  return { claim, target };
}

/**
 * Holds the tap and shows it at once: the tapped button or link, or a submitted form's submit
 * button, is marked busy until its owner takes it.
 */
function hold(event: Event, target: HTMLElement): HeldTap {
  event.preventDefault();
  event.stopImmediatePropagation();
  const shown =
    target instanceof HTMLFormElement
      ? ((event as SubmitEvent).submitter ?? target.querySelector("[type=submit]"))
      : target;
  shown?.setAttribute("aria-busy", "true");
  shown?.setAttribute(TAP_HELD, "");
  return { target, shown };
}

/** What the starter is told of held taps. */
export interface HoldHooks {
  /**
   * The page is in an in-app browser: a download link waits for its panel's script. Told by the
   * caller (src/core/platform.ts), so the chunks that take taps do not carry the browser rules.
   */
  inAppBrowser?: boolean;
  /** A tap was held for the named action (the entry page's early 获取验证码, early-login.ts). */
  action?: (name: string, target: HTMLElement) => void;
  /** A tap was held (the scripts' rescue, script-rescue.ts). */
  held?: () => void;
}

/**
 * Holds the page's taps until their owners take them: installed by the starter at first paint,
 * or by the first island when the page has no starter (Astro's dev server); once per page.
 */
export function holdTaps(hooks: HoldHooks = {}): void {
  const start = handOver();
  if (start.holding) return;
  start.holding = true;
  const onTap = (event: Event) => {
    // For the field figures' time from tap to request (decision 445): every tap passes here.
    noteTap(event);
    const found = heldOf(event, hooks.inAppBrowser === true);
    if (!found || start.taken.has(found.claim)) return;
    const taps = start.held.get(found.claim) ?? [];
    taps.push(hold(event, found.target));
    start.held.set(found.claim, taps);
    try {
      if (typeof found.claim === "string") hooks.action?.(found.claim, found.target);
    } catch {
      // The action's own script acts on the held tap when it starts, as without the hook.
    }
    hooks.held?.();
    start.watchers.get(found.claim)?.();
  };
  document.addEventListener("click", onTap, true);
  document.addEventListener("submit", onTap, true);
}

/** Calls `onHeld` at each tap held for `claim`, and at once when some are held already. */
export function watchTaps(claim: Claim, onHeld: () => void): void {
  const start = handOver();
  start.watchers.set(claim, onHeld);
  if (start.held.has(claim)) onHeld();
}

/**
 * Called by an owner when it acts on its taps from now on: its taps pass the hold. Returns the
 * taps held for it that are still shown busy (the rescue ends the busy mark of taps no script
 * will take), oldest first and no longer marked; undefined when it took them before.
 */
export function takeTaps(claim: Claim): HTMLElement[] | undefined {
  const start = handOver();
  if (start.taken.has(claim)) return undefined;
  start.taken.add(claim);
  start.watchers.delete(claim);
  const held = start.held.get(claim) ?? [];
  start.held.delete(claim);
  const waiting = held.filter(({ shown }) => shown === null || shown.hasAttribute(TAP_HELD));
  for (const { shown } of held) if (shown) unmark(shown);
  return waiting.map(({ target }) => target);
}

/** Links of `claim` (or of every island) open natively from now on: their scripts failed to load. */
export function openLinks(claim: Claim = EVERY_ISLAND): void {
  handOver().linksOpen.add(claim);
}
