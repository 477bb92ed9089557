/**
 * The inline starter of a page's scripts (decision 080; README "How a page starts"): the build
 * lists them on its element (src/vite/deferred-scripts.mjs), and it requests them once the first
 * frame is painted. Until they run, it holds taps (held-taps.ts); when they fail, the rescue
 * answers the visitor (script-rescue.ts). The lists are attributes, not code: a CSP hash covers
 * a script's text, so every page shares one hash.
 */
import { isInAppBrowser } from "../../core/platform.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
import { holdTaps, openLinks } from "./held-taps.ts";
import { restoreTyped, scriptRescue } from "./script-rescue.ts";

/** What an entry page's starter adds for its SMS login (early-login.ts, decision 405). */
interface EarlyLogin {
  /** Told of each held tap of a named action: may send the code request before the scripts ran. */
  action?: (name: string, target: HTMLElement) => void;
  /** When the scripts did not come: true once that early request was answered with a success. */
  acknowledge?: () => Promise<boolean>;
}

/** The starter's element as the page has it; `document.currentScript` while it runs. */
type StarterElement = Pick<Element, "getAttribute">;

function listed(starter: StarterElement | null, attribute: string): string[] {
  return (starter?.getAttribute(attribute) ?? "").split(" ").filter(Boolean);
}

/**
 * Astro's island runtime, like our answer reader, calls `Object.hasOwn`, which iOS Safari before
 * 15.4 and Chrome before 93 lack: every island would throw there. The pages serve iOS 15 and
 * Android WebView 90 (decision 410), so the starter supplies it before any script runs.
 */
function supplyObjectHasOwn(): void {
  if (typeof Object.hasOwn === "function") return;
  Object.defineProperty(Object, "hasOwn", {
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    writable: true,
    configurable: true,
  });
}

/** How many of the new elements one task adds: all at once made a long task (decision 080). */
const ELEMENTS_PER_TASK = 4;

/**
 * Starts the scripts listed in `data-run` (module scripts, in order) after first paint, with a
 * `modulepreload` for each chunk listed in `data-preload`: the scripts first, a few elements
 * per task, so that no task of the start is long. Scripts that fail or do not come while a tap
 * waits are rescued (script-rescue.ts).
 */
export function startPageScripts(starter: StarterElement | null, early: EarlyLogin = {}): void {
  supplyObjectHasOwn();
  restoreTyped();
  const lost: string[] = [];
  const rescue = scriptRescue({
    // A module address that failed stays failed for the page, so the retry asks anew.
    retry: () => lost.splice(0).forEach((src) => addScript(`${src}?retry`)),
    ...(early.acknowledge ? { acknowledge: early.acknowledge } : {}),
  });
  holdTaps({
    inAppBrowser: isInAppBrowser(navigator.userAgent),
    held: rescue.held,
    ...(early.action ? { action: early.action } : {}),
  });
  const addScript = (src: string) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    rescue.added();
    script.onload = rescue.loaded;
    script.onerror = () => {
      openLinks();
      lost.push(src);
      rescue.failed();
    };
    document.body.append(script);
  };
  const run = listed(starter, "data-run").map((src) => () => addScript(src));
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
