/**
 * When the trackers start: after the page has loaded and the browser is idle. Its own module,
 * because the script every page runs needs only this and not the loader.
 */

/** What {@link afterFirstPaint} needs of the window. */
export interface IdleHost {
  document: { readyState: string };
  addEventListener(type: "load", listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Longest wait for an idle moment after load before the trackers start anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded (so first paint and the page's own scripts come first)
 * and the browser is idle; browsers without requestIdleCallback wait one macrotask instead.
 */
export function afterFirstPaint(host: IdleHost, work: () => void): void {
  const whenIdle = () => {
    if (typeof host.requestIdleCallback === "function")
      host.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else host.setTimeout(work, 1);
  };
  if (host.document.readyState === "complete") whenIdle();
  else host.addEventListener("load", whenIdle, { once: true });
}
