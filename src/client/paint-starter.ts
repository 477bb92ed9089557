/**
 * The inline starter of a page's scripts. The build (src/vite/deferred-scripts.mjs) takes the
 * module scripts Astro writes into a page (the page runtime, a component's own script) out of
 * the HTML and lists them on one inline script with this code, so that nothing the page needs
 * later is requested while the HTML is parsed; the starter requests them once the first frame
 * is painted (after-first-paint.ts), with modulepreloads for the chunks they and the page's
 * islands import, so those arrive in parallel instead of one after another.
 *
 * The first script listed holds Astro's island scripts (the `astro-island` element and the
 * held-hydration directives), which the build takes out of the HTML too. Until they run, the
 * starter holds taps on the islands' buttons and links (early-taps.ts). A script that fails to
 * load is asked for once more on the visitor's next touch.
 *
 * The lists are attributes of the starter's own element: a CSP hash covers a script's text,
 * so every page shares one hash however its lists differ.
 */
import { afterFirstPaint } from "./after-first-paint.ts";
import { holdEarlyTaps } from "./early-taps.ts";

/** The starter's element as the page has it; `document.currentScript` while it runs. */
type StarterElement = Pick<Element, "getAttribute">;

function listed(starter: StarterElement | null, attribute: string): string[] {
  return (starter?.getAttribute(attribute) ?? "").split(" ").filter(Boolean);
}

/**
 * How many of the new elements one task adds. Each request started costs the main thread a
 * few milliseconds on a slow phone (about 5 ms with 4× CPU throttling); a page with a dozen
 * chunks added them in one 75 ms task, a long task right after the first paint (decision 080).
 */
const ELEMENTS_PER_TASK = 4;

/**
 * Starts the scripts listed in `data-run` (module scripts, in order) after first paint, with a
 * `modulepreload` for each chunk listed in `data-preload`: the scripts first, a few elements
 * per task, so that no task of the start is long.
 */
export function startPageScripts(starter: StarterElement | null): void {
  const openLinks = holdEarlyTaps(document);
  const addScript = (src: string, mayRetry: boolean) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    script.onerror = () => {
      openLinks();
      // A module address that failed stays failed for the page, so the retry asks anew.
      const again = () => addScript(`${src}?retry`, false);
      if (mayRetry) document.addEventListener("pointerdown", again, { once: true, capture: true });
    };
    document.body.append(script);
  };
  const run = listed(starter, "data-run").map((src) => () => addScript(src, true));
  const preload = listed(starter, "data-preload").map((href) => () => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  });
  const queue = [...run, ...preload];
  const addSome = (): void => {
    for (const add of queue.splice(0, ELEMENTS_PER_TASK)) add();
    if (queue.length > 0) setTimeout(addSome);
  };
  afterFirstPaint(addSome);
}
