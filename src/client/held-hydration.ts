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

/** What the visitor entered in the island's controls so far (untouched controls are left alone). */
function captureTyped(island: HTMLElement): Typed[] {
  return [...island.querySelectorAll<Control>("input, select, textarea")]
    .filter(
      (control) => !(control instanceof HTMLInputElement && /^(hidden|file|password)$/.test(control.type)),
    )
    .filter(changedByVisitor)
    .map((control) => ({
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    }));
}

/** Enters captured values again as input events, so React's onChange sees them. */
function replayTyped(typed: Typed[]): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== checked && (checked || control.type === "checkbox")) control.click();
      continue;
    }
    if (value === "" || control.value === value) continue;
    // The prototype's setter bypasses React's value tracking, so React notices the change.
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

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
      island[method]("click", holdClick, true);
      island[method]("submit", holdSubmit, true);
    };

    async function start(): Promise<void> {
      if (loading) return;
      loading = true;
      let typed: Typed[];
      try {
        const hydrate = await load();
        typed = captureTyped(island);
        await hydrate();
      } catch (error) {
        loading = false;
        console.warn("island failed to load; retrying on the next interaction", error);
        return;
      }
      await afterEffects();
      replayTyped(typed);
      listen(false);
      const target = heldClick;
      heldClick = null;
      // Hydration keeps the server-rendered elements, so the held button is still in the page.
      if (target?.isConnected) target.click();
    }

    listen(true);
    if (startAtOnce) void start();
  };
}
