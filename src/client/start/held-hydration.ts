/**
 * Hydration that never loses or mis-handles a tap (decisions 002 and 081): until React owns an
 * island, its button taps and submits are held and shown busy by the page's hold (held-taps.ts),
 * and the latest is replayed once it is hydrated; a failed load retries on the next interaction. Islands are uncontrolled (decision 155), so
 * hydration resets nothing. The entry point of both project directives (astro.config.mjs):
 * `client:interaction` hydrates on the first touch, focus or key only, so that entry pages
 * fetch no React before interaction (issue 10); `client:settled` also hydrates once the page has
 * painted and the browser is idle (decision 081).
 */
import type { ClientDirective } from "astro";
import { isInAppBrowser } from "../../core/platform.ts";
import { afterFirstPaint, whenIdle } from "./after-first-paint.ts";
import { holdTaps, openLinks, takeTaps, watchTaps } from "./held-taps.ts";

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
  // The page's hold (held-taps.ts) keeps the island's taps until React owns it; on a page
  // without the starter (Astro's dev server) the first island starts it.
  holdTaps({ inAppBrowser: isInAppBrowser(navigator.userAgent) });
  let loading = false;

  async function start(): Promise<void> {
    if (loading) return;
    loading = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      loading = false;
      // A held link does its native thing again (opens the page); a button waits for a retry.
      openLinks(island);
      console.warn("island failed to load; retrying on the next interaction", error);
      return;
    }
    // React commits hydration asynchronously, and a draft is restored in its effects: the
    // held tap acts once both are done, on what the page then holds.
    await afterEffects();
    for (const type of TRIGGERS) island.removeEventListener(type, start, true);
    const held = takeTaps(island) ?? [];
    // Hydration keeps the server-rendered elements, so the held button is still in the page.
    const target = held[held.length - 1];
    if (!target?.isConnected) return;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }

  for (const type of TRIGGERS) island.addEventListener(type, start, { capture: true, passive: true });
  // A tap held for the island is its first interaction: it starts now (also for a tap held
  // before this directive started: it comes with the page's scripts, after first paint), as
  // for an entry or the focus already there.
  watchTaps(island, () => void start());
  if (touchedBefore(island)) void start();
  if (island.getAttribute("client") === "settled") {
    afterFirstPaint(() => whenIdle(() => void start(), SETTLED_TIMEOUT_MS));
  }
};

export default heldHydration;
