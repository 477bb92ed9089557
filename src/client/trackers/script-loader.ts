/**
 * Loads tracker scripts without ever blocking the page: each is an async <script> appended to
 * <head> after the page has loaded and the browser is idle, its URLs tried in order (the next
 * only when one fails), and every outcome reported as a settled promise, never a rejection.
 */
import type { ScriptPlan } from "./plan.ts";

/** What the loader needs of a <script> element. */
export interface ScriptElementLike {
  async: boolean;
  src: string;
  addEventListener(type: "load" | "error", listener: () => void, options?: { once?: boolean }): void;
}

/** What the loader needs of the document. */
export interface ScriptDocument {
  createElement(tag: "script"): ScriptElementLike;
  head: { appendChild(node: ScriptElementLike): unknown } | null;
}

/** How one script ended: loaded from one of its URLs, or every URL failed. */
export type ScriptOutcome = "loaded" | "failed";

/** Loads each script once per page; asking again returns the same promise. */
export interface ScriptLoader {
  load(script: ScriptPlan): Promise<ScriptOutcome>;
}

function loadOne(doc: ScriptDocument, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const element = doc.createElement("script");
      element.async = true;
      element.addEventListener("load", () => resolve(true), { once: true });
      element.addEventListener("error", () => resolve(false), { once: true });
      element.src = url;
      if (!doc.head) return resolve(false);
      doc.head.appendChild(element);
    } catch {
      resolve(false);
    }
  });
}

/** A loader appending scripts to `doc`. */
export function createScriptLoader(doc: ScriptDocument): ScriptLoader {
  const started = new Map<string, Promise<ScriptOutcome>>();
  return {
    load(script) {
      const key = script.urls.join(" ");
      const existing = started.get(key);
      if (existing) return existing;
      const outcome = (async (): Promise<ScriptOutcome> => {
        for (const url of script.urls) {
          if (await loadOne(doc, url)) return "loaded";
        }
        return "failed";
      })();
      started.set(key, outcome);
      return outcome;
    },
  };
}

/** What {@link afterFirstPaint} needs of the window. */
export interface IdleHost {
  document: { readyState: string };
  addEventListener(type: "load", listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Longest wait for an idle moment after load before the trackers start anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded (so first paint and the page's own scripts come first)
 * and the browser is idle; browsers without requestIdleCallback wait one macrotask instead.
 */
export function afterFirstPaint(host: IdleHost, work: () => void): void {
  const whenIdle = () => {
    if (typeof host.requestIdleCallback === "function")
      host.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else host.setTimeout(work, 1);
  };
  if (host.document.readyState === "complete") whenIdle();
  else host.addEventListener("load", whenIdle, { once: true });
}
