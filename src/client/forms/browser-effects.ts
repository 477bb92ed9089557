/**
 * The browser side of a submission: the stores the forms read and write, and where to go next.
 * Kept apart from the island so the island only wires state to the rules.
 */
import { request } from "../api.ts";
import { logInWithSms } from "../login.ts";
import { bundleConfig } from "../bundle-config.ts";
import { $zhijieBackUrl } from "../page-stores.ts";
import { $channel, $failTodo, $inputForm, $succTodo } from "../stores.ts";
import type { FormSpec } from "../../config/forms/types.ts";
import { partnerReturnUrl } from "../../core/partner-return.ts";
import { failureDestination, successDestination } from "../../core/flow-destinations.ts";
import { buildHref, parseQuery } from "../../core/query.ts";
import type { SubmitDeps } from "./submit-flow.ts";

/** Effects of the submit sequence; `onLogin` lets the island hide the SMS fields afterwards. */
export function browserSubmitDeps(onLogin: () => void): SubmitDeps {
  return {
    request: (call, fields) => request(call, fields),
    logIn: async (phone, code) => {
      await logInWithSms(phone, code);
      onLogin();
    },
  };
}

/** The partner app's return address: from this page's query, else the stored one; only a partner host. */
function returnUrl(): string | undefined {
  const partners = bundleConfig().returnHosts;
  return (
    partnerReturnUrl(parseQuery(location.search).zhijieBackUrl, partners) ??
    partnerReturnUrl($zhijieBackUrl.get(), partners)
  );
}

/**
 * Where to go after the server saved the form (`accepted` is false when it refused the
 * application): the channel's flow destinations (src/core/flow-destinations.ts, place
 * "formSubmit"; stores never set count as 0), the fixed pages of the iOS flow, a car result
 * page, or the partner app's return address when its host is allowed. A same-bundle path, or an
 * external address already checked against the allowed hosts.
 */
export function destinationAfterSave(spec: FormSpec, accepted: boolean): { href: string } {
  const { next } = spec;
  const result = { result: accepted ? "success" : "fail" };
  switch (next.kind) {
    case "flow": {
      const to = accepted
        ? successDestination($succTodo.get() ?? 0, "formSubmit")
        : failureDestination(
            { fail_todo: $failTodo.get() ?? 0, input_form: $inputForm.get() ?? 0, channel: $channel.get() },
            "formSubmit",
          );
      return { href: buildHref(to) };
    }
    case "paths":
      return { href: buildHref(accepted ? next.success : next.failure) };
    case "zhijie":
      return { href: (accepted && returnUrl()) || buildHref(next.path, {}, result) };
    case "result":
      return { href: buildHref(next.path, {}, result) };
  }
}

/** YYYY-MM of the visitor's clock (month inputs' max). */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}
