/**
 * Hydration that never loses or mis-handles a tap. Until React owns an island, a tap on one of
 * its buttons or a form submit must not do the native thing (a GET submit would put a phone
 * number or ID number in the address bar): they are held, and the tapped button is clicked
 * again once the island is hydrated. If loading fails, the next interaction tries again.
 *
 * Two directives use it: `client:interaction` starts on the first touch, focus or key (entry
 * pages: React stays out of the JavaScript fetched before interaction), `client:eager` starts
 * at once (forms that restore a draft as soon as the page opens).
 */
import type { ClientDirective } from "astro";

const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
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
      try {
        const hydrate = await load();
        await hydrate();
      } catch (error) {
        loading = false;
        console.warn("island failed to load; retrying on the next interaction", error);
        return;
      }
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
