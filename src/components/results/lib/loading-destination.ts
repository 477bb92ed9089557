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
import { carriedQuery } from "./browser-context.ts";

export type LoadingKind = "success" | "fail";

/** The result-loading pages and the table each follows. */
export const LOADING_PAGES: Record<string, LoadingKind> = {
  "/success-loading": "success",
  "/success-loading-old": "success",
  "/fail-loading": "fail",
};

/** How long the progress shows before moving on: long enough to read, short enough not to annoy. */
export const LOADING_DELAY_MS = 1200;

/** Moves on from a loading page to the destination of the flow values stored now. */
export function leaveForDestination(kind: LoadingKind): void {
  const to =
    kind === "success"
      ? successDestination(toFlowNumber($succTodo.get()), "loadingPage")
      : failureDestination(
          {
            fail_todo: toFlowNumber($failTodo.get()),
            input_form: toFlowNumber($inputForm.get()),
            channel: $channel.get(),
          },
          "loadingPage",
        );
  // replace(): Back from the destination must not land on this page and bounce again.
  location.replace(buildHref(to, carriedQuery(location.search)));
}
