/**
 * Spec section 8: "A failed load of a page script or style raises a preload-error event and,
 * if unhandled, is rethrown." After a deployment the old hashed chunks are gone, so the first
 * failure reloads the page once to pick up the new HTML; a second failure soon after is a real
 * outage and is rethrown (visible in the console and error monitoring) instead of looping.
 */

import { preloadReloadMark } from "./session.ts";

/** A reload older than this no longer counts: a later deployment may reload again. */
const PRELOAD_RELOAD_WINDOW_MS = 60_000;

/** What the handler needs (tests pass fakes). */
export interface PreloadErrorDeps {
  /** The time of the last such reload, kept for the tab (session.ts); may throw when storage is blocked. */
  mark: { read(): string | null; write(at: number): void };
  reload(): void;
  now(): number;
}

/** The event Vite dispatches on window: `payload` is the load error. */
export interface PreloadErrorEvent {
  payload?: unknown;
  preventDefault(): void;
}

/** True when the page was already reloaded for a preload error within the window. */
function reloadedRecently(deps: PreloadErrorDeps): boolean {
  let raw: string | null;
  try {
    raw = deps.mark.read();
  } catch {
    // Storage blocked: treat as "already reloaded" so a blocked storage cannot cause a loop.
    return true;
  }
  const at = Number(raw);
  if (raw === null || !Number.isFinite(at)) return false;
  const age = deps.now() - at;
  return age >= 0 && age < PRELOAD_RELOAD_WINDOW_MS;
}

/** Handles one vite:preloadError: reload once, otherwise rethrow the load error. */
export function handlePreloadError(event: PreloadErrorEvent, deps: PreloadErrorDeps): void {
  const failure = () =>
    event.payload instanceof Error ? event.payload : new Error("页面资源加载失败，请刷新重试");
  if (reloadedRecently(deps)) throw failure();
  try {
    deps.mark.write(deps.now());
  } catch {
    // Without a marker we cannot tell a loop from a first failure: do not reload.
    throw failure();
  }
  event.preventDefault();
  deps.reload();
}

/** Installs the handler on the page's window. */
export function installPreloadErrorHandler(win: Window = window): void {
  win.addEventListener("vite:preloadError", (event) =>
    handlePreloadError(event as unknown as PreloadErrorEvent, {
      mark: preloadReloadMark(win),
      reload: () => win.location.reload(),
      now: () => Date.now(),
    }),
  );
}
