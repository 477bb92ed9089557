/**
 * The one hand-over from a page's start to its chunks (issue 56). The starter is built inline
 * into every page (starter.ts) and the chunks by Vite, so what one gives the other lives in this
 * one record on `window`: the taps held until their owner takes them (held-taps.ts), the request
 * the starter sent for a held 获取验证码 (early-login.ts), and the facts the field reporter reads
 * long after (tap times, failed scripts; decision 445). What the start gives the page it reloads
 * (the typed values and the failed-script count, script-rescue.ts) rides in the page's own
 * history entry, read and written only here.
 */

/** Who takes a held tap: a named page action (`data-early`), or an island or panel element. */
export type Claim = string | Element;

/** A claim that stands for every island: their scripts failed, their links open natively. */
export const EVERY_ISLAND = "*";

/** One held tap: what was tapped (a button, a link, a form submitted) and what shows it busy. */
export interface HeldTap {
  target: HTMLElement;
  shown: Element | null;
}

/** A request the starter sent before the page's scripts ran, until the client takes its answer. */
interface EarlyRequest {
  url: string;
  /** The fields that say what is asked (the phone a code goes to): the request's identity. */
  identity: Record<string, string>;
  response: Promise<Response>;
}

/** What the start hands over. */
interface StartRecord {
  /** The taps held for each claim, oldest first. */
  held: Map<Claim, HeldTap[]>;
  /** Claims whose owner took its taps: their taps pass from then on. */
  taken: Set<Claim>;
  /** Told when a tap is held for the claim (an island then starts to load). */
  watchers: Map<Claim, () => void>;
  /** Claims whose scripts failed to load: their links open natively ({@link EVERY_ISLAND}: all). */
  linksOpen: Set<Claim>;
  /** Set once the page listens for taps to hold (the starter, or the first island without it). */
  holding?: true;
  requests: EarlyRequest[];
  /** Event times (the page's clock) of the latest taps made by the visitor, newest last. */
  taps: number[];
  /** Script files of the page that failed to load. */
  failures: number;
  /** Set once the field reporter runs: it reports the failures itself. */
  reporting?: true;
}

const KEY = "funnelStart";

/** The page's record, made on first use. */
export const handOver = (): StartRecord =>
  ((globalThis as typeof globalThis & { [KEY]?: StartRecord })[KEY] ??= {
    held: new Map(),
    taken: new Set(),
    watchers: new Map(),
    linksOpen: new Set(),
    requests: [],
    taps: [],
    failures: 0,
  });

/** Taps kept for the field figures: the reporter needs the latest before each request. */
const TAPS_KEPT = 8;

/** Notes a click for the field figures: only the visitor's own (a replayed held tap is no new tap). */
export function noteTap(event: Event): void {
  if (!event.isTrusted || event.type !== "click") return;
  const taps = handOver().taps;
  taps.push(event.timeStamp);
  if (taps.length > TAPS_KEPT) taps.shift();
}

/**
 * Sends a request now, for the client to read its answer when it makes the same call (the same
 * address and `identity`); not while one sent to `url` still waits (a second tap).
 */
export function sendEarly(url: string, identity: Record<string, string>, body: URLSearchParams): void {
  const { requests } = handOver();
  if (requests.some((held) => held.url === url)) return;
  const response = fetch(url, { method: "POST", body });
  // The client reads a failure when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  requests.push({ url, identity, response });
}

/**
 * The request the starter sent to `url` that `body` (the client's, form-encoded) asks the same
 * of, taken: its identity fields agree, whatever the common fields now hold (a device id a
 * tracker set meanwhile must not send a second SMS). Without `body`, the one sent to `url`
 * (the starter's own acknowledgement when the scripts did not come).
 */
export function takeEarlyRequest(url: string, body?: unknown): Omit<EarlyRequest, "url"> | undefined {
  const { requests } = handOver();
  const fields =
    body instanceof URLSearchParams ? body : typeof body === "string" ? new URLSearchParams(body) : undefined;
  const index = requests.findIndex(
    (held) =>
      held.url === url &&
      (body === undefined ||
        (fields !== undefined &&
          Object.entries(held.identity).every(([name, value]) => fields.get(name) === value))),
  );
  return index < 0 ? undefined : requests.splice(index, 1)[0];
}

/** What the start carries across 重新加载, in the page's own history entry. */
interface Carried {
  /** Text fields the visitor typed in, by element id. */
  typed: Record<string, string>;
  /** Script files that failed to load on the pages before, not yet reported. */
  failed: number;
}

const CARRIED_KEY = "funnelCarried";

const historyState = (): Record<string, unknown> =>
  typeof history.state === "object" && history.state !== null
    ? (history.state as Record<string, unknown>)
    : {};

const carried = (): Partial<Record<keyof Carried, unknown>> => {
  const value = historyState()[CARRIED_KEY];
  return typeof value === "object" && value !== null ? value : {};
};

/** Writes what the page carries across the reload it is about to do. */
export function carryAcrossReload(values: Carried): void {
  history.replaceState({ ...historyState(), [CARRIED_KEY]: values }, "");
}

/**
 * Takes one part of what the page before carried (unread: another hand wrote the history entry),
 * leaving the rest for its reader; the entry keeps nothing once both are taken.
 */
export function takeCarried(part: keyof Carried): unknown {
  const { [part]: value, ...rest } = carried();
  if (value === undefined) return undefined;
  const { [CARRIED_KEY]: _taken, ...state } = historyState();
  history.replaceState(Object.keys(rest).length > 0 ? { ...state, [CARRIED_KEY]: rest } : state, "");
  return value;
}
