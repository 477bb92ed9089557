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
  nextTask(then: () => void): void;
}

function browserClock(): PaintClock {
  return {
    readyState: document.readyState,
    isHidden: () => document.visibilityState === "hidden",
    onLoad: (then) => window.addEventListener("load", () => then(), { once: true }),
    nextFrame: (then) => requestAnimationFrame(() => then()),
    nextTask: (then) => setTimeout(then, 0),
  };
}

/**
 * Calls `then` once the page has loaded and the frame after `load` has been presented: two
 * animation frames, then a task (a frame's callbacks run before it paints). A hidden page
 * (a background tab, a prerender) paints nothing and runs no frames, so it only waits for
 * `load`.
 */
export function afterFirstPaint(then: () => void, clock: PaintClock = browserClock()): void {
  const afterLoad = () => {
    if (clock.isHidden()) return clock.nextTask(then);
    clock.nextFrame(() => clock.nextFrame(() => clock.nextTask(then)));
  };
  if (clock.readyState === "complete") afterLoad();
  else clock.onLoad(afterLoad);
}
