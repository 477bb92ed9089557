/**
 * The facts of a page's start that only the inline starter sees, kept for the field reporter
 * (field-report.ts, decision 445) that loads long after: the times of the visitor's taps (a tap
 * held before the scripts ran is acted on later, by a replayed click) and the script files that
 * failed to load (the rescue sees them, script-rescue.ts). On `window`: the starter is built
 * inline, the reporter into its own chunk.
 */

/** What the starter keeps for the reporter. */
export interface FieldEarly {
  /** Event times (the page's clock) of the latest taps made by the visitor, newest last. */
  taps: number[];
  /** Script files of the page that failed to load. */
  failures: number;
  /** Set once the reporter runs: it reports the failures itself, none need carrying across a reload. */
  reporting?: true;
}

const KEY = "funnelField";

/**
 * The key of the page's own history entry that carries the count of failed scripts across
 * 重新加载 (script-rescue.ts), for the reporter of the reloaded page: the page whose scripts
 * never came could not report it.
 */
export const FAILED_KEY = "funnelFailed";
/** Taps kept: the reporter needs the latest before each request. */
const TAPS_KEPT = 8;

/** The page's record, made on first use. */
export const fieldEarly = (): FieldEarly =>
  ((globalThis as typeof globalThis & { [KEY]?: FieldEarly })[KEY] ??= { taps: [], failures: 0 });

/** Notes a click: only the visitor's own (a replayed held tap is no new tap). */
export function noteTap(event: Event): void {
  if (!event.isTrusted || event.type !== "click") return;
  const taps = fieldEarly().taps;
  taps.push(event.timeStamp);
  if (taps.length > TAPS_KEPT) taps.shift();
}
