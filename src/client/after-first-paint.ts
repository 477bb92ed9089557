/**
 * The moment a page's scripts may start without touching its first paint: the document and
 * everything it loads before `load` (the above-the-fold images) are in, and the frame showing
 * them has been presented. Lighthouse's simulated throttling puts every request and script run
 * that starts before the largest paint on that paint's path (decision 004); what starts after
 * it costs the paint nothing. Used by the inline starter of the page scripts
 * (paint-starter.ts) and the held hydration of islands (held-hydration.ts), so both wait for
 * the same moment; and the idle moment after it that the held hydration and the trackers wait for.
 */

/** What the wait needs from the page, so tests can drive it with fakes. */
export interface PaintClock {
  readyState: DocumentReadyState;
  isHidden(): boolean;
  onLoad(then: () => void): void;
  nextFrame(then: () => void): void;
  nextTask(then: () => void, delayMs?: number): void;
  /** Calls `then` once the first contentful paint has been presented; false if not reported. */
  onContentfulPaint(then: () => void): boolean;
}

/**
 * How long after `load` to start even if no paint or frame comes: a page in a cross-origin
 * iframe out of view (the preview studio's second phone) paints nothing while it stays visible.
 */
const FRAMELESS_START_MS = 500;

function browserClock(): PaintClock {
  return {
    readyState: document.readyState,
    isHidden: () => document.visibilityState === "hidden",
    onLoad: (then) => window.addEventListener("load", () => then(), { once: true }),
    nextFrame: (then) => requestAnimationFrame(() => then()),
    nextTask: (then, delayMs = 0) => setTimeout(then, delayMs),
    onContentfulPaint: (then) => {
      if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return false;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        then();
      });
      // Buffered: the paint may have come before this runs (it usually has, at load).
      observer.observe({ type: "paint", buffered: true });
      return true;
    },
  };
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
export function afterFirstPaint(then: () => void, clock: PaintClock = browserClock()): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  const afterLoad = () => {
    if (clock.isHidden()) return clock.nextTask(start);
    const painted = clock.onContentfulPaint(() => clock.nextFrame(() => clock.nextTask(start)));
    if (!painted) clock.nextFrame(() => clock.nextFrame(() => clock.nextTask(start)));
    clock.nextTask(start, FRAMELESS_START_MS);
  };
  if (clock.readyState === "complete") afterLoad();
  else clock.onLoad(afterLoad);
}

/** Calls `then` once the browser is idle, `timeoutMs` at the latest; Safari has no requestIdleCallback. */
export function whenIdle(then: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => then(), { timeout: timeoutMs });
  } else window.setTimeout(then, 50);
}
