/**
 * Bridge to the native host app (spec section 7; REFERENCE.md "Native app bridge"):
 * flutter_inappwebview's `callHandler(name, ...args)` returns a Promise of the handler's
 * result. The bridge may appear after the page started: then the one-off window event
 * `flutterInAppWebViewPlatformReady` announces it. Outside the app nothing announces it, so
 * the call gives up after a timeout.
 */
import { sample } from "../config/sample.ts";

/** Spec section 8: "Bridge failure message". */
const BRIDGE_UNAVAILABLE = "flutter_inappwebview is not available";

/** The event flutter_inappwebview fires once its JavaScript side is ready. */
const PLATFORM_READY_EVENT = "flutterInAppWebViewPlatformReady";

/**
 * How long a call waits for the bridge when it is not there yet. A cheap Android phone under
 * load can take several seconds to start the app's JavaScript side after the page; a plain
 * browser only pays this wait on the rare pages that ask the app for something.
 */
const BRIDGE_WAIT_MS = 5000;

/**
 * Handler that closes the app's web view. The spec does not name handlers ("Handler names and
 * payloads: not shown"); this is the name the app registers for the p3 callback page.
 */
const CLOSE_VIEW_HANDLER = sample(
  "closeWebView",
  "the handler name the native app registers with flutter_inappwebview to close its web view",
);

/**
 * Handler through which the app vouches for the visitor's number in one-click login. Called
 * with `{ step: "prepare" }` (can the app vouch; the masked number and carrier if it knows)
 * and `{ step: "token" }` (a one-time phone token for /v1/user/loginh5), decision 060 in
 * docs/decisions/login.md.
 */
export const PHONE_TOKEN_HANDLER = sample(
  "getPhoneToken",
  "the handler name the native app registers with flutter_inappwebview to hand over a phone token for one-click login, called with { step: prepare } and { step: token } (decision 060)",
);

type CallHandler = (name: string, ...args: unknown[]) => Promise<unknown>;

function readyHandler(): CallHandler | undefined {
  const bridge = (window as { flutter_inappwebview?: { callHandler?: unknown } }).flutter_inappwebview;
  const call = bridge?.callHandler;
  return typeof call === "function"
    ? (name, ...args) => call.call(bridge, name, ...args) as Promise<unknown>
    : undefined;
}

/** Resolves with the bridge once ready; rejects with {@link BRIDGE_UNAVAILABLE} after {@link BRIDGE_WAIT_MS}. */
function whenBridgeReady(): Promise<CallHandler> {
  if (typeof window === "undefined") return Promise.reject(new Error(BRIDGE_UNAVAILABLE));
  const now = readyHandler();
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      const handler = readyHandler();
      if (handler) resolve(handler);
      else reject(new Error(BRIDGE_UNAVAILABLE));
    };
    const timer = setTimeout(() => {
      window.removeEventListener(PLATFORM_READY_EVENT, onReady);
      reject(new Error(BRIDGE_UNAVAILABLE));
    }, BRIDGE_WAIT_MS);
    window.addEventListener(PLATFORM_READY_EVENT, onReady, { once: true });
  });
}

/**
 * Calls a handler of the native app. Rejects with "flutter_inappwebview is not available" in
 * a plain browser, and with the handler's own error when the handler fails.
 */
export async function callHandler(name: string, ...args: unknown[]): Promise<unknown> {
  const call = await whenBridgeReady();
  return call(name, ...args);
}

/** Asks the app to close its web view (used on /download?from=4). */
export function closeAppView(): Promise<unknown> {
  return callHandler(CLOSE_VIEW_HANDLER);
}
