/**
 * The moment a page's scripts may start without touching its first paint: the document and
 * everything it loads before `load` (the above-the-fold images) are in, and the frame showing
 * them has been presented. Lighthouse's simulated throttling puts every request and script run
 * that starts before the largest paint on that paint's path (decision 004); what starts after
 * it costs the paint nothing. Used by the inline starter of the page scripts
 * (paint-starter.ts) and the held hydration of islands (held-hydration.ts), so both wait for
 * the same moment.
 */

/** What the wait needs from the page, so tests can drive it with fakes. */
export interface PaintClock {
  readyState: DocumentReadyState;
  isHidden(): boolean;
  onLoad(then: () => void): void;
  nextFrame(then: () => void): void;
  nextTask(then: () => void, delayMs?: number): void;
}

/**
 * How long after `load` to start even if no frame comes: a page in a cross-origin iframe out of
 * view (the preview studio's second phone) runs no animation frames while it stays visible.
 */
export const FRAMELESS_START_MS = 500;

function browserClock(): PaintClock {
  return {
    readyState: document.readyState,
    isHidden: () => document.visibilityState === "hidden",
    onLoad: (then) => window.addEventListener("load", () => then(), { once: true }),
    nextFrame: (then) => requestAnimationFrame(() => then()),
    nextTask: (then, delayMs = 0) => setTimeout(then, delayMs),
  };
}

/**
 * Calls `then` once the page has loaded and the frame after `load` has been presented: two
 * animation frames, then a task (a frame's callbacks run before it paints). A hidden page
 * (a background tab, a prerender) paints nothing and runs no frames, so it only waits for
 * `load`; a page whose frames do not come starts FRAMELESS_START_MS after `load`.
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
    clock.nextFrame(() => clock.nextFrame(() => clock.nextTask(start)));
    clock.nextTask(start, FRAMELESS_START_MS);
  };
  if (clock.readyState === "complete") afterLoad();
  else clock.onLoad(afterLoad);
}
