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
import { parseQuery } from "../../core/query.ts";
import { nextDestination, type Destination } from "../../core/forms/next-destination.ts";
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

/** Where to go after the server saved the form. */
export function destinationAfterSave(spec: FormSpec, accepted: boolean): Destination {
  const flow = {
    succ_todo: $succTodo.get(),
    fail_todo: $failTodo.get(),
    input_form: $inputForm.get(),
    channel: $channel.get(),
  };
  return nextDestination(spec.next, accepted, flow, spec.next.kind === "zhijie" ? returnUrl() : undefined);
}

/** YYYY-MM of the visitor's clock (month inputs' max). */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}
