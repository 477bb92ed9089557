/**
 * Spec section 8: "A failed load of a page script or style raises a preload-error event and,
 * if unhandled, is rethrown." After a deployment the old hashed chunks are gone, so the first
 * failure reloads the page once to pick up the new HTML; a second failure soon after is a real
 * outage and is rethrown (visible in the console and error monitoring) instead of looping.
 */
import { PRELOAD_ERROR_EVENT } from "./lazy-import.ts";
import { preloadReloadMark } from "./session.ts";

/** A reload older than this no longer counts: a later deployment may reload again. */
const PRELOAD_RELOAD_WINDOW_MS = 60_000;

/**
 * Marks a reload at `now`; false when the page already reloaded within the window, or when
 * storage is blocked (without a mark a loop cannot be told from a first failure).
 */
function markReload(mark: ReturnType<typeof preloadReloadMark>, now: number): boolean {
  try {
    const age = now - Number(mark.read() ?? Number.NaN);
    if (age >= 0 && age < PRELOAD_RELOAD_WINDOW_MS) return false;
    mark.write(now);
    return true;
  } catch {
    return false;
  }
}

/** Handles Vite's vite:preloadError (`payload` is the load error): reload once, otherwise rethrow. */
export function installPreloadErrorHandler(win: Window = window): void {
  const mark = preloadReloadMark(win);
  win.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (!markReload(mark, Date.now())) {
      throw payload instanceof Error ? payload : new Error("页面资源加载失败，请刷新重试");
    }
    event.preventDefault();
    win.location.reload();
  });
}
