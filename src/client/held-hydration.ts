/**
 * Hydration that never loses or mis-handles a tap (decisions 002 and 081): until React owns an
 * island, its button taps and submits are held, shown busy, and replayed once it is hydrated; a
 * failed load retries on the next interaction. Islands are uncontrolled (decision 155), so
 * hydration resets nothing. The entry point of both project directives (astro.config.mjs):
 * `client:interaction` hydrates on the first touch, focus or key only, so that entry pages
 * fetch no React before interaction (issue 10); `client:settled` also hydrates once the page has
 * painted and the browser is idle (decision 081).
 */
import type { ClientDirective } from "astro";
import { afterFirstPaint, whenIdle } from "./after-first-paint.ts";
import { claimEarlyTap, clearHeld, heldTarget, holdTap } from "./early-taps.ts";

/** What starts hydration: a touch, a focus, a key, or an entry (autofill comes without a touch). */
const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown", "input", "change"] as const;

/** After React's first commit and its effects (a draft restored on mount comes first). */
const afterEffects = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/** Longest wait for an idle moment after first paint before an untouched `client:settled` island hydrates. */
const SETTLED_TIMEOUT_MS = 1500;

/** Whether the visitor changed a control of the island away from what the server rendered. */
function touchedBefore(island: HTMLElement): boolean {
  if (island.contains(document.activeElement)) return true;
  return [...island.querySelectorAll("input, select, textarea")].some((control) =>
    control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")
      ? control.checked !== control.defaultChecked
      : control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : (control as HTMLInputElement | HTMLTextAreaElement).value !==
          (control as HTMLInputElement | HTMLTextAreaElement).defaultValue,
  );
}

const heldHydration: ClientDirective = (load, _options, island) => {
  let loading = false;
  let failedOnce = false;
  /** The tap held until React owns the island: the button or link tapped, or the form submitted. */
  let held: HTMLElement | null = null;

  // Once loading has failed a held link does its native thing again (opens the page).
  const onTap = (event: Event) => {
    const target = heldTarget(event, !failedOnce);
    if (target) {
      holdTap(event, target);
      held = target;
    }
    void start();
  };
  const listen = (on: boolean) => {
    const method = on ? "addEventListener" : "removeEventListener";
    const passive: AddEventListenerOptions = { capture: true, passive: true };
    for (const type of TRIGGERS) island[method](type, start, passive);
    island[method]("click", onTap, true);
    island[method]("submit", onTap, true);
  };

  async function start(): Promise<void> {
    if (loading) return;
    loading = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      loading = false;
      failedOnce = true;
      console.warn("island failed to load; retrying on the next interaction", error);
      return;
    }
    // React commits hydration asynchronously, and a draft is restored in its effects: the
    // held tap acts once both are done, on what the page then holds.
    await afterEffects();
    listen(false);
    const target = held;
    held = null;
    clearHeld(island);
    // Hydration keeps the server-rendered elements, so the held button is still in the page.
    if (!target?.isConnected) return;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }

  listen(true);
  // The visitor may have been at the island before this directive started (it comes with the
  // page's scripts, after first paint): a tap held by the starter (early-taps.ts), an entry,
  // the focus. That was the first interaction, so the island starts now.
  const early = claimEarlyTap(island);
  if (early) held = early;
  if (early || touchedBefore(island)) void start();
  if (island.getAttribute("client") === "settled") {
    afterFirstPaint(() => whenIdle(() => void start(), SETTLED_TIMEOUT_MS));
  }
};

export default heldHydration;
