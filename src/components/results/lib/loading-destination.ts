/**
 * Where the result-loading pages go (spec section 4, flow settings): /success-loading and
 * /success-loading-old use the success table, /fail-loading the failure table, both with the
 * loading-page variants of src/core/flow-destinations.ts, carrying previousPage, successType
 * and sd_plat_fr along.
 */
import { $channel, $failTodo, $inputForm, $succTodo } from "../../../client/stores.ts";
import { failureDestination, successDestination } from "../../../core/flow-destinations.ts";
import { toFlowNumber } from "../../../core/flow-settings.ts";
import { buildHref } from "../../../core/query.ts";
import { carriedQuery } from "./result-query.ts";

export type LoadingKind = "success" | "fail";

/** The result-loading pages and the table each follows. */
export const LOADING_PAGES: Record<string, LoadingKind> = {
  "/success-loading": "success",
  "/success-loading-old": "success",
  "/fail-loading": "fail",
};

/** How long the progress shows before moving on: long enough to read, short enough not to annoy. */
export const LOADING_DELAY_MS = 1200;

/** Stored flow values as the stores hold them (null when never set). */
interface StoredFlow {
  succ_todo: number | null;
  fail_todo: number | null;
  input_form: number | null;
  channel: string;
}

/** The same-bundle href a loading page moves on to. */
function loadingDestination(kind: LoadingKind, stored: StoredFlow, search: string): string {
  const to =
    kind === "success"
      ? successDestination(toFlowNumber(stored.succ_todo), "loadingPage")
      : failureDestination(
          {
            fail_todo: toFlowNumber(stored.fail_todo),
            input_form: toFlowNumber(stored.input_form),
            channel: stored.channel,
          },
          "loadingPage",
        );
  return buildHref(to, carriedQuery(search));
}

/** Moves on from a loading page to the destination of the flow values stored now. */
export function leaveForDestination(kind: LoadingKind): void {
  const stored = {
    succ_todo: $succTodo.get(),
    fail_todo: $failTodo.get(),
    input_form: $inputForm.get(),
    channel: $channel.get(),
  };
  // replace(): Back from the destination must not land on this page and bounce again.
  location.replace(loadingDestination(kind, stored, location.search));
}
