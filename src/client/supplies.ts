/**
 * What a chunk needs that the oldest engines visitors bring lack (decision 410), supplied by the
 * chunk that needs it rather than on every page. (`Object.hasOwn`, which Astro's island runtime
 * calls on every page, is supplied by the inline starter, src/client/start/starter.ts.)
 */

/**
 * `Array.prototype.at` (Safari 15.4, Chrome 92; missing on iOS 15.0–15.3 and Android WebView
 * 90–91), defined on `prototype` when it has none: web-vitals calls it (src/client/field-report.ts).
 */
export function supplyArrayAt(prototype: unknown[]): void {
  if (typeof prototype.at === "function") return;
  Object.defineProperty(prototype, "at", {
    value(this: unknown[], index: number) {
      const whole = Math.trunc(index) || 0;
      return this[whole < 0 ? this.length + whole : whole];
    },
    writable: true,
    configurable: true,
  });
}
