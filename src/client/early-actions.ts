/**
 * Actions a page script takes without React (decision 200): tapped before it runs, the starter
 * holds the tap and shows it busy (early-taps.ts); the listener acts on each once when it
 * starts. Apart from the starter's module, so that every page's runtime carries only this.
 */

/**
 * On a button or link a page script acts on without React: the name of that script's listener
 * ("login", "calc", "agreement"). `<html>` carries `data-live-<name>` once the listener runs.
 */
export const EARLY_ACTION = "data-early";

/** Set by the starter and the held hydration on what shows a held tap busy, until it is acted on. */
export const TAP_HELD = "data-tap-held";

/** The mark on `<html>` that says the listener `name` runs. */
export const liveMark = (name: string | null) => `data-live-${name ?? ""}`;

/** Ends the busy state of a held tap. */
export function unmark(element: Element): void {
  element.removeAttribute("aria-busy");
  element.removeAttribute(TAP_HELD);
}

/**
 * Called by a page script's listener when it starts (`name` as in its elements' `data-early`):
 * from then on the starter leaves its taps to it. Returns the taps held for it before, no
 * longer marked busy, for the listener to act on once each; none when it already runs.
 */
export function takeEarlyTaps(name: string): HTMLElement[] | undefined {
  const html = document.documentElement;
  if (html.hasAttribute(liveMark(name))) return undefined;
  html.setAttribute(liveMark(name), "");
  const held = [...document.querySelectorAll<HTMLElement>(`[${EARLY_ACTION}="${name}"][${TAP_HELD}]`)];
  for (const element of held) unmark(element);
  return held;
}

/** A request the starter sent before the page's scripts ran, until the client takes its answer. */
interface HeldRequest {
  url: string;
  body: string;
  response: Promise<Response>;
}

/** On `window`: the starter is built inline, the client into the page's chunks. */
const HELD_REQUESTS = "funnelHeldRequests";

type WithHeldRequests = typeof globalThis & { [HELD_REQUESTS]?: HeldRequest[] };

const heldRequests = (): HeldRequest[] => ((globalThis as WithHeldRequests)[HELD_REQUESTS] ??= []);

/**
 * Sends a request now, for the client to read its answer when it makes the same call; not while
 * one sent to `url` still waits (a second tap).
 */
export function sendHeld(url: string, body: URLSearchParams): void {
  if (heldRequests().some((held) => held.url === url)) return;
  const response = fetch(url, { method: "POST", body });
  // The client reads a failure when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  heldRequests().push({ url, body: String(body), response });
}

/**
 * The request the starter sent to `url`, taken: the client will not find it again. For the
 * starter itself, when the page's scripts did not come (early-login.ts acknowledgeSentCode).
 */
export function takeHeldRequestTo(url: string): { body: string; response: Promise<Response> } | undefined {
  const held = heldRequests();
  const index = held.findIndex((request) => request.url === url);
  return index < 0 ? undefined : held.splice(index, 1)[0];
}

/**
 * The answer of the request the starter already sent with this address and body, once; undefined
 * when it sent none (the client then sends its own).
 */
export function takeHeldRequest(url: string, body: unknown): Promise<Response> | undefined {
  const held = heldRequests();
  const index = held.findIndex((request) => request.url === url && request.body === String(body));
  return index < 0 ? undefined : held.splice(index, 1)[0]?.response;
}
