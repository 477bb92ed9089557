/**
 * The loader behind every lazy `import()` of the client build. Vite wraps each one as
 * `__vitePreload(load, deps)` and ships a 1 KB helper for it on every page; the build points
 * that name here instead (src/vite/runtime-chunk.mjs), keeping what the funnel relies on:
 *
 * - the chunks a lazy module imports are requested in parallel (`modulepreload`), not one
 *   after another as the browser discovers them;
 * - a stylesheet the module needs is loaded before the module runs;
 * - a failure raises `vite:preloadError` on window (spec section 8, handled by
 *   `installPreloadErrorHandler` below) and is rethrown unless a listener prevents it.
 */
import { preloadReloadMark } from "../session.ts";

/** Event Vite's own helper dispatches; its `payload` is the load error. */
const PRELOAD_ERROR_EVENT = "vite:preloadError";

const requested = new Set<string>();

/** Adds the <link> for one dependency; for a stylesheet, resolves once it has loaded. */
function request(dep: string): Promise<unknown> | undefined {
  if (requested.has(dep)) return undefined;
  requested.add(dep);
  const link = document.createElement("link");
  const stylesheet = dep.endsWith(".css");
  link.rel = stylesheet ? "stylesheet" : "modulepreload";
  // Every bundle is served under "/" (the build sets no `base`); under a shared asset prefix
  // (decision 102) Vite lists the chunks by absolute URL.
  link.href = dep.includes("://") ? dep : `/${dep}`;
  const loaded = stylesheet
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(`Unable to preload CSS for ${dep}`));
      })
    : undefined;
  document.head.append(link);
  return loaded;
}

function report(error: unknown): undefined {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  Object.assign(event, { payload: error });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

/** The build's `__vitePreload`: loads `deps` (stylesheets first), then the module. */
export function lazyImport<T>(load: () => Promise<T>, deps: readonly string[] = []): Promise<T | undefined> {
  const stylesheets = deps.map(request).filter((loaded) => loaded !== undefined);
  return Promise.all(stylesheets).then(load).catch(report);
}

/** A load that fails this soon after the page began to unload was cut off by the navigation. */
const LEAVING_MS = 5_000;

/** A reload older than this no longer counts: a later deployment may reload again. */
const PRELOAD_RELOAD_WINDOW_MS = 60_000;

/**
 * Spec section 8: after a deployment the old hashed chunks are gone, so the first failed load
 * reloads the page once to pick up the new HTML; a second failure within the window is a real
 * outage and is rethrown (visible in the console and error monitoring) instead of looping. Where
 * storage is blocked it is rethrown too: without a mark a loop cannot be told from a first failure.
 */
export function installPreloadErrorHandler(): void {
  const mark = preloadReloadMark(window);
  // Firefox fails the imports still loading when the visitor leaves the page; that is no stale
  // chunk, and a reload then would fight the visitor's own navigation (decision 410).
  let leftAt = Number.NEGATIVE_INFINITY;
  window.addEventListener("beforeunload", () => (leftAt = Date.now()));
  window.addEventListener("pageshow", () => (leftAt = Number.NEGATIVE_INFINITY));
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    if (Date.now() - leftAt < LEAVING_MS) return event.preventDefault();
    try {
      const now = Date.now();
      const age = now - Number(mark.read() ?? Number.NaN);
      if (!(age >= 0 && age < PRELOAD_RELOAD_WINDOW_MS)) {
        mark.write(now);
        event.preventDefault();
        return window.location.reload();
      }
    } catch {
      // Blocked storage: rethrown below.
    }
    const payload = (event as Event & { payload?: unknown }).payload;
    throw payload instanceof Error ? payload : new Error("页面资源加载失败，请刷新重试");
  });
}
