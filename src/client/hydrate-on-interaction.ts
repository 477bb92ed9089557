/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it
 * (touch, pointer, focus or key) instead of at page load. React DOM alone is ~65 KB gzip;
 * entry pages must fetch at most 75 KB of JavaScript before interaction (issue 10), and the
 * server-rendered form is fully visible and focusable without it.
 *
 * Until React owns the island, a tap on one of its buttons or a form submit must not do the
 * native thing (a GET submit would put the phone number in the address bar): they are held,
 * and the tapped button is clicked again once the island is hydrated. If loading fails, the
 * next interaction tries again.
 */
import type { ClientDirective } from "astro";

const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
const BUTTONS = "button, input[type=submit], input[type=button], [role=button]";

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
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
    for (const type of TRIGGERS)
      island[method](type, start, { capture: true, passive: true } as AddEventListenerOptions);
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
};

export default hydrateOnInteraction;
