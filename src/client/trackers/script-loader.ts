/**
 * Loads tracker scripts without ever blocking the page: each is an async <script> appended to
 * <head> (after the page has loaded and the browser is idle, see after-first-paint.ts), its
 * URLs tried in order (the next only when one fails), and every outcome reported as a settled
 * promise, never a rejection.
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
