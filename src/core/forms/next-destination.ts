/**
 * Where a form goes after the server answered: the channel's flow destinations
 * (src/core/flow-destinations.ts, place "formSubmit"), the fixed pages of the iOS flow, a car
 * result page, or the partner app's return address when its host is allowed.
 */
import { failureDestination, successDestination } from "../flow-destinations.ts";
import { buildHref } from "../query.ts";
import type { FormNext } from "../../config/forms/types.ts";

/** Stored flow values and channel (the stores hold null when never set). */
export interface FlowState {
  succ_todo: number | null;
  fail_todo: number | null;
  input_form: number | null;
  channel: string;
}

/** A same-bundle path, or an external address already checked against the allowed hosts. */
export type Destination = { kind: "path"; href: string } | { kind: "external"; href: string };

/**
 * The destination after a save. `accepted` is false when the server refused the application.
 * `returnUrl` is the partner's return address, already checked (undefined when not allowed).
 */
export function nextDestination(
  next: FormNext,
  accepted: boolean,
  flow: FlowState,
  returnUrl?: string,
): Destination {
  switch (next.kind) {
    case "flow": {
      const to = accepted
        ? successDestination(flow.succ_todo ?? 0, "formSubmit")
        : failureDestination(
            { fail_todo: flow.fail_todo ?? 0, input_form: flow.input_form ?? 0, channel: flow.channel },
            "formSubmit",
          );
      return { kind: "path", href: buildHref(to) };
    }
    case "paths":
      return { kind: "path", href: buildHref(accepted ? next.success : next.failure) };
    case "zhijie":
      if (accepted && returnUrl) return { kind: "external", href: returnUrl };
      return { kind: "path", href: buildHref(next.path, {}, { result: accepted ? "success" : "fail" }) };
    case "result":
      return { kind: "path", href: buildHref(next.path, {}, { result: accepted ? "success" : "fail" }) };
  }
}
