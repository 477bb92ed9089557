/**
 * The tracker controller wired to the real page: window, document, the session's flag storage, the stores
 * and the API. Loaded on demand by ./index.ts (after first paint, or when a form reports), so
 * the registry and the loader never weigh on the page's first load.
 */
import * as api from "../../contract/calls.ts";
import { TRACKER_REGISTRY } from "../../config/trackers.ts";
import { terminalOf } from "../../core/guard-lazy-rules.ts";
import { request } from "../api.ts";
import { flagStorage } from "../session.ts";
import { $bdVidUrl, $kuaishoumaidian } from "../page-stores.ts";
import * as s from "../stores.ts";
import { createTrackerController, type TrackerController } from "./controller.ts";
import type { TrackerWindow } from "./queues.ts";
import { createScriptLoader, type ScriptDocument } from "./script-loader.ts";

/**
 * POSTs a conversion relay through the API client with `keepalive`, because the form navigates
 * right after reporting and an ordinary request would be cancelled, and without the client's
 * 401/403 redirect: a tracker never moves the visitor.
 */
async function relay<F>(call: api.ApiCall<F, unknown>, fields: F): Promise<boolean> {
  try {
    return (await request(call, fields, { keepalive: true })).ok;
  } catch {
    return false;
  }
}

let controller: TrackerController | undefined;

/** The page's one controller. */
export function pageTrackers(): TrackerController {
  controller ??= createTrackerController({
    win: window as unknown as TrackerWindow,
    registry: TRACKER_REGISTRY,
    loader: createScriptLoader(document as unknown as ScriptDocument),
    storage: flagStorage,
    now: () => Date.now(),
    state: () => ({
      userId: s.$userId.get(),
      channel: s.$channel.get(),
      bdVidUrl: $bdVidUrl.get(),
      kuaishou: $kuaishoumaidian.get(),
    }),
    relay,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return controller;
}

/** Fields of an event record besides source and title; `terminal` is always set from _os. */
export type RecordAttr = Record<string, string | number | boolean>;

/**
 * Sends an event record to the tracking host (spec: /app/record/shanqian with source, title,
 * _user_id and attr JSON whose terminal is 1 or 2 from _os, default 3). Resolves true when the
 * host answered code 200; never rejects.
 */
export async function sendRecord(source: string, title: string, attr: RecordAttr = {}): Promise<boolean> {
  try {
    const reply = await request(api.record, {
      source,
      title,
      _user_id: s.$userId.get(),
      attr: JSON.stringify({ ...attr, terminal: terminalOf(s.$os.get()) }),
    });
    return reply.ok;
  } catch {
    return false;
  }
}
