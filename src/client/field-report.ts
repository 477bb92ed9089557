/**
 * Field measurement (issue 54, decision 445): what a real visit measured, sent to the endpoint
 * the host names (`fieldReport`, hosts/*.ts). Its own chunk, imported by the page runtime once
 * the page has loaded, painted and gone idle, for the sampled page views only: nothing of it runs
 * before the first paint or the first tap. It gathers
 *
 * - LCP, INP, CLS and TTFB (the web-vitals library, final values only);
 * - per main action, the time from the visitor's tap to the request it causes (the bench's time
 *   to act, decision 130): the tap times come from the starter (start/hand-over.ts), the requests
 *   from the browser's resource timing (the starter's own early 获取验证码 included), a
 *   download tap from its link;
 * - script files that failed to load (the starter's rescue counts them; a count carried across
 *   重新加载 in the page's history entry) and lazy chunks that failed, and uncaught errors;
 *
 * and sends them as one batch when the page is hidden (sendBeacon, else fetch keepalive).
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { API_PATHS } from "../contract/paths.ts";
import { fieldCollector, tapToAct, type FieldMetric } from "../core/field-payload.ts";
import { inAppKind } from "../core/platform.ts";
import { bundleConfig } from "./bundle-config.ts";
import { handOver, takeCarried } from "./start/hand-over.ts";
import { supplyArrayAt } from "./supplies.ts";
import { $channel } from "./stores.ts";

/** The main actions by the request they cause. */
const ACTION_REQUESTS: ReadonlyMap<string, FieldMetric> = new Map([
  [API_PATHS.sendLoginSms, "ACT_CODE"],
  [API_PATHS.loginSmsCode, "ACT_LOGIN"],
  [API_PATHS.formSave, "ACT_FORM"],
]);

/** A download link of a result page (src/components/results/DownloadPanel.astro). */
const DOWNLOAD_LINK = "[data-download-panel] a";

/** The path of a request's address ("" for none); URL.parse is too new for the oldest engines. */
function pathOf(address: string): string {
  try {
    return new URL(address, location.href).pathname;
  } catch {
    return "";
  }
}

/** Sends `body` to `endpoint` as the page goes: a beacon, else a request that outlives the page. */
function send(endpoint: string, body: string): void {
  try {
    // A string goes as text/plain: no preflight for a collector on another origin.
    if (navigator.sendBeacon?.(endpoint, body)) return;
    void fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(
      () => undefined,
    );
  } catch {
    // A browser that takes neither: this view's figures are lost, the page is not touched.
  }
}

/** Starts measuring this page view for `endpoint`, tagged with `release`. */
export function startFieldReport(endpoint: string, release: string): void {
  // web-vitals reads its entries with Array.prototype.at: supplied before any observer can call it.
  supplyArrayAt(Array.prototype);
  const early = handOver();
  early.reporting = true;
  const collected = fieldCollector();
  // Script failures carried across 重新加载 by the rescue (script-rescue.ts), taken once.
  let failures = Number(takeCarried("failed")) || 0;
  const vital = (metric: Metric) => collected.metric(metric.name as FieldMetric, metric.value);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);

  // Each main action's first request after a tap (a retry is no new tap).
  const acted = new Set<FieldMetric>();
  const act = (action: FieldMetric, at: number) => {
    if (acted.has(action)) return;
    acted.add(action);
    collected.metric(action, tapToAct(early.taps, at));
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const action = ACTION_REQUESTS.get(pathOf(entry.name));
      if (action) act(action, entry.startTime);
    }
  });
  // Buffered: the starter's early 获取验证码 may have left before this ran.
  observer.observe({ type: "resource", buffered: true });
  document.addEventListener("click", (event) => {
    // The link opens (or its in-app mask shows) once this click's handlers are done.
    if (event.target instanceof Element && event.target.closest(DOWNLOAD_LINK))
      act("ACT_DOWNLOAD", performance.now());
  });
  window.addEventListener("error", collected.error);
  window.addEventListener("unhandledrejection", collected.error);
  window.addEventListener("vite:preloadError", () => (failures += 1));

  const config = bundleConfig();
  const flush = () => {
    const tags = {
      host: location.hostname,
      bundle: config.bundle,
      page: document.body.dataset.path,
      channel: $channel.get(),
      release,
      inApp: inAppKind(navigator.userAgent),
    };
    const batch = collected.take(tags, failures + early.failures);
    if (batch) send(endpoint, JSON.stringify(batch));
  };
  // After web-vitals' own listeners, which report the final values as the page is hidden.
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  window.addEventListener("pagehide", flush);
}
