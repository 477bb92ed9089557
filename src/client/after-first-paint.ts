/**
 * The moment a page's scripts may start without touching its first paint: the document and
 * everything it loads before `load` (the above-the-fold images) are in, and the frame showing
 * them has been presented. Lighthouse's simulated throttling puts every request and script run
 * that starts before the largest paint on that paint's path (decision 004); what starts after
 * it costs the paint nothing. Used by the inline starter of the page scripts
 * (paint-starter.ts) and the held hydration of islands (held-hydration.ts), so both wait for
 * the same moment; and the idle moment after it that the held hydration and the trackers wait for.
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
 * frame and a task later. Animation frames alone do not prove it: the text of a page may be
 * painted frames after load (system CJK fonts are slow to open), and scripts started in those
 * frames count towards the largest paint. A browser that does not report paints waits for two
 * frames, then a task (a frame's callbacks run before it paints). A hidden page (a background
 * tab, a prerender) paints nothing and runs no frames, so it only waits for `load`; a page
 * whose paint does not come starts FRAMELESS_START_MS after `load`.
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
