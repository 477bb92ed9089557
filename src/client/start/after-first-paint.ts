/**
 * The moment a page's scripts may start without touching its first paint (decisions 004 and
 * 080), shared by the starter, the held hydration and the trackers.
 */

/**
 * How long after `load` to start even if no paint or frame comes: a page in a cross-origin
 * iframe out of view (the preview studio's second phone) paints nothing while it stays visible.
 */
const FRAMELESS_START_MS = 500;

/** Calls `then` once the first contentful paint has been presented; false if not reported. */
function onContentfulPaint(then: () => void): boolean {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  // Buffered: the paint may have come before this runs (it usually has, at load).
  observer.observe({ type: "paint", buffered: true });
  return true;
}

/**
 * Calls `then` once the page has loaded and its first contentful paint has been presented, a
 * frame and a task later (frames alone do not prove it: CJK text may paint frames after load).
 * Without paint reports: two frames and a task; a hidden page waits for `load` only.
 */
export function afterFirstPaint(then: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  const frame = (next: () => void) => requestAnimationFrame(() => next());
  const task = () => setTimeout(start);
  const afterLoad = () => {
    if (document.visibilityState === "hidden") return void setTimeout(start);
    const painted = onContentfulPaint(() => frame(task));
    if (!painted) frame(() => frame(task));
    setTimeout(start, FRAMELESS_START_MS);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** Calls `then` once the browser is idle, `timeoutMs` at the latest; Safari has no requestIdleCallback. */
export function whenIdle(then: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => then(), { timeout: timeoutMs });
  } else window.setTimeout(then, 50);
}
