/**
 * Hydration that never loses or mis-handles a tap. Until React owns an island, a tap on one of
 * its buttons or a form submit must not do the native thing (a GET submit would put a phone
 * number or ID number in the address bar): they are held, and the tapped button is clicked
 * again once the island is hydrated. If loading fails, the next interaction tries again.
 *
 * React's state starts from the server's values when it hydrates, whatever the page shows, so
 * whatever was typed, picked or ticked before is captured just before hydration and entered
 * again afterwards as user input.
 *
 * Two directives use it: `client:interaction` starts on the first touch, focus or key (entry
 * pages: React stays out of the JavaScript fetched before interaction; with the value "query"
 * also once the page has settled when the address has a query to apply), `client:settled` also
 * starts once the page has painted and the browser is idle (forms that restore a draft, lists
 * that refresh themselves). Neither loads anything before first paint (decision 080).
 */
import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint.ts";
import { claimEarlyTap, HELD_BUTTONS, HELD_LINKS } from "./early-taps.ts";

const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Typed {
  control: Control;
  value: string;
  checked: boolean;
}

function isCheckable(control: EventTarget | null): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/** True when the visitor changed a control away from what the server rendered. */
function changedByVisitor(control: Control): boolean {
  if (isCheckable(control)) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

function isEntry(target: EventTarget | null): target is Control {
  if (target instanceof HTMLInputElement) return !/^(hidden|file|password)$/.test(target.type);
  return target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

function entryOf(control: Control): Typed {
  return { control, value: control.value, checked: control instanceof HTMLInputElement && control.checked };
}

/** Controls the visitor changed away from what the server rendered (autofill fires no event). */
function changedControls(island: HTMLElement): Control[] {
  return [...island.querySelectorAll("input, select, textarea")].filter(isEntry).filter(changedByVisitor);
}

/**
 * Sets a value or check so that React's onChange sees it even where the page already shows it.
 * React fires onChange only when the element's value differs from the one it last tracked, and
 * hydration tracks what the page shows, typed entries included; so the element first goes
 * through its own (tracked) setter to something else, then through the prototype's setter,
 * which React does not track, to the visitor's entry.
 */
function enterAsVisitor(control: Control, property: "value" | "checked", entry: string | boolean): void {
  const prototypeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set;
  const other = property === "checked" ? !entry : entry === "" ? " " : "";
  Object.assign(control, { [property]: other });
  prototypeSetter?.call(control, entry);
}

/**
 * Enters captured values again as events React listens to, so its onChange sees them. With
 * `force`, they go in even where the page already shows them (React's state may not have them:
 * a value typed before hydration stays on the page while the state keeps the server's);
 * otherwise only entries React reset are entered again.
 */
function replayTyped(typed: Typed[], force: boolean): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (isCheckable(control)) {
      // A radio the visitor left is unchecked by the one they picked; only picks are entered.
      if (control.type === "radio" && !checked) continue;
      if (control.checked === checked && !force) continue;
      enterAsVisitor(control, "checked", checked);
      // A plain event (not a MouseEvent) reaches React's click handling without toggling again.
      control.dispatchEvent(new Event("click", { bubbles: true }));
      continue;
    }
    if (control.value === value && !force) continue;
    enterAsVisitor(control, "value", value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After React's first commit and its effects (a draft restored on mount comes first). */
const afterEffects = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
/** When an island hydrates without being touched: never, or once the page has settled. */
export type UntouchedStart = "never" | "when-settled";

/** A task when the browser is idle (soon at the latest); Safari has no requestIdleCallback. */
function whenIdle(then: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => then(), { timeout: 1500 });
  else setTimeout(then, 50);
}

/** The held-hydration directive; `untouched` says whether it also starts without a touch. */
export function heldHydration(untouched: UntouchedStart): ClientDirective {
  return (load, options, island) => {
    let loading = false;
    let failedOnce = false;
    let heldClick: HTMLElement | null = null;
    // The latest entry of every control the visitor touched before React took over, including
    // what is typed while React hydrates (hydration resets controlled inputs).
    const typed = new Map<Control, Typed>();

    // Only the visitor's own entries: the replay's events come after React may have reset a
    // control, and recording them would take the reset for an entry. An entry also starts
    // hydration (autofill and a picked option may come without a touch or focus). A tick is
    // recorded from its click (holdClick), never from its change: a click that lands while
    // React hydrates is put back by React before the change event fires.
    let replaying = false;
    const record = (event: Event) => {
      if (replaying || !isEntry(event.target) || isCheckable(event.target)) return;
      typed.set(event.target, entryOf(event.target));
      void start();
    };
    const replay = (force: boolean) => {
      replaying = true;
      try {
        replayTyped([...typed.values()], force);
      } finally {
        replaying = false;
      }
    };
    // A held tap is held whole until the entries are back in React's state: once React listens
    // on the island it would otherwise act on the server's values too (a submit seeing an empty
    // field the visitor filled). Our listeners come first, so stopping here keeps it out.
    const hold = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const holdClick = (event: Event) => {
      // The replay's own clicks (ticks entered again) are for React.
      if (replaying) return;
      // The box is already toggled when the click reaches us, before React may put it back.
      if (isCheckable(event.target)) typed.set(event.target, entryOf(event.target));
      const element = event.target instanceof Element ? event.target : null;
      // Once loading has failed such a link does its native thing again (opens the page).
      const target = element?.closest(HELD_BUTTONS) ?? (failedOnce ? null : element?.closest(HELD_LINKS));
      if (target instanceof HTMLElement) {
        hold(event);
        heldClick = target;
      }
      void start();
    };
    let heldSubmit: HTMLFormElement | null = null;
    const holdSubmit = (event: Event) => {
      hold(event);
      if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
      void start();
    };
    const listen = (on: boolean) => {
      const method = on ? "addEventListener" : "removeEventListener";
      const passive: AddEventListenerOptions = { capture: true, passive: true };
      for (const type of TRIGGERS) island[method](type, start, passive);
      island[method]("input", record, true);
      island[method]("change", record, true);
      island[method]("click", holdClick, true);
      island[method]("submit", holdSubmit, true);
    };

    async function start(): Promise<void> {
      if (loading) return;
      loading = true;
      // A form marked data-uncontrolled holds its own values (decision 155): hydration resets
      // nothing there, so nothing is captured or entered again, and a held tap acts sooner.
      const replays = island.querySelector("form[data-uncontrolled]") === null;
      try {
        const hydrate = await load();
        if (replays) for (const control of changedControls(island)) typed.set(control, entryOf(control));
        await hydrate();
      } catch (error) {
        loading = false;
        failedOnce = true;
        console.warn("island failed to load; retrying on the next interaction", error);
        return;
      }
      // React commits hydration asynchronously, and effects (a draft restored on mount) may
      // overwrite entries, so they go in again over the next frames. The first two passes enter
      // everything: an event on a root still hydrating makes React finish hydrating first, and
      // hydration then tracks the value the page shows, so that first entry may not reach the
      // state; the second does. The last pass re-enters only what was overwritten, and what the
      // visitor types meanwhile is recorded and wins.
      for (const [pass, settle] of [afterEffects, afterEffects, () => pause(250)].entries()) {
        if (!replays) break;
        await settle();
        replay(pass < 2);
      }
      await afterEffects();
      // From here React handles taps itself, with the visitor's entries in its state.
      listen(false);
      typed.clear();
      const [target, form] = [heldClick, heldSubmit];
      [heldClick, heldSubmit] = [null, null];
      // Hydration keeps the server-rendered elements, so the held button is still in the page.
      // A tap on a submit button was held before it submitted, so one of the two at most.
      if (target?.isConnected) target.click();
      else if (form?.isConnected) form.requestSubmit();
    }

    listen(true);
    // The visitor may have been at the island before this directive started (it comes with the
    // page's scripts, after first paint): a tap held by the starter (early-taps.ts), an entry,
    // the focus. That was the first interaction, so the island starts now.
    const early = claimEarlyTap(island);
    if (early instanceof HTMLFormElement) heldSubmit = early;
    else if (early) heldClick = early;
    const touched = island.contains(document.activeElement) || changedControls(island).length > 0;
    if (early || touched) void start();
    // `client:interaction="query"`: a shared link's query is applied without a touch.
    const linked = options.value === "query" && location.search.length > 1;
    if (untouched === "when-settled" || linked) afterFirstPaint(() => whenIdle(() => void start()));
  };
}
