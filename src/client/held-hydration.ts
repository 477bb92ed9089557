/**
 * Hydration that never loses or mis-handles a tap. Until React owns an island, a tap on one of
 * its buttons or a form submit must not do the native thing (a GET submit would put a phone
 * number or ID number in the address bar): they are held, and the tapped button is clicked
 * again once the island is hydrated. If loading fails, the next interaction tries again.
 *
 * React resets controlled inputs when it hydrates, so whatever was typed, picked or ticked
 * before is captured just before hydration and entered again afterwards as user input.
 *
 * Two directives use it: `client:interaction` starts on the first touch, focus or key (entry
 * pages: React stays out of the JavaScript fetched before interaction), `client:eager` starts
 * at once (forms that restore a draft as soon as the page opens).
 */
import type { ClientDirective } from "astro";

const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Typed {
  control: Control;
  value: string;
  checked: boolean;
}

/** True when the visitor changed a control away from what the server rendered. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
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
 * Enters captured values again as input events, so React's onChange sees them. With `force`,
 * events go out even where the page already shows the value (React's state may not have it,
 * e.g. a select React did not reset); otherwise only values React reset are entered again.
 */
function replayTyped(typed: Typed[], force: boolean): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== checked && (checked || control.type === "checkbox")) control.click();
      continue;
    }
    const differs = control.value !== value;
    if (!differs && !force) continue;
    // The prototype's setter bypasses React's value tracking, so React notices the change.
    const prototype = Object.getPrototypeOf(control) as object;
    if (differs) Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
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
const BUTTONS = "button, input[type=submit], input[type=button], [role=button]";

export function heldHydration(startAtOnce: boolean): ClientDirective {
  return (load, _options, island) => {
    let loading = false;
    let heldClick: HTMLElement | null = null;
    // The latest entry of every control the visitor touched before React took over, including
    // what is typed while React hydrates (hydration resets controlled inputs).
    const typed = new Map<Control, Typed>();

    const record = (event: Event) => {
      if (isEntry(event.target)) typed.set(event.target, entryOf(event.target));
    };
    const holdClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (target instanceof HTMLElement) {
        event.preventDefault();
        heldClick = target;
      }
      void start();
    };
    const holdSubmit = (event: Event) => {
      event.preventDefault();
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
      try {
        const hydrate = await load();
        for (const control of changedControls(island)) typed.set(control, entryOf(control));
        await hydrate();
        // From here React handles taps itself; holding one more would run it twice.
        island.removeEventListener("click", holdClick, true);
      } catch (error) {
        loading = false;
        console.warn("island failed to load; retrying on the next interaction", error);
        return;
      }
      // React commits hydration asynchronously (and then resets controlled inputs), so the
      // entries go in again over the next frames; equal values are skipped, and what the
      // visitor types meanwhile is recorded and wins.
      for (const [pass, settle] of [afterEffects, afterEffects, () => pause(250)].entries()) {
        await settle();
        replayTyped([...typed.values()], pass === 0);
      }
      await afterEffects();
      listen(false);
      typed.clear();
      const target = heldClick;
      heldClick = null;
      // Hydration keeps the server-rendered elements, so the held button is still in the page.
      if (target?.isConnected) target.click();
    }

    listen(true);
    if (startAtOnce) void start();
  };
}
