/**
 * The one road of a submitted form: log in with the SMS code when the visitor is anonymous,
 * check the real name where an ID number was entered (/v2/user/realname), save (/v3/user/formSave
 * or /v3/user/save), and where to go next. Every failure becomes an outcome with a Chinese
 * message, never a throw. The returning visitor's answers (issue 18) are read here too.
 */
import { ANSWER_FIELDS } from "../../config/answer-fields.ts";
import { ApiError, messageOf, request } from "../api.ts";
import { bundleConfig } from "../bundle-config.ts";
import { userInfo } from "../guard.ts";
import { logInWithSms } from "../login.ts";
import { $sentApplications, $zhijieBackUrl, type SentApplication } from "../page-stores.ts";
import { $channel, $failTodo, $inputForm, $succTodo, $userId } from "../stores.ts";
import * as api from "../../contract/calls.ts";
import { readUserProfile, type UserProfile } from "../../contract/answers.ts";
import { isSpentCodeRefusal } from "../../core/login/sms-countdown.ts";
import { fieldsOf } from "../../config/forms/registry.ts";
import type { FormSpec } from "../../config/forms/types.ts";
import { failureDestination, successDestination } from "../../core/flow-destinations.ts";
import { partnerReturnUrl } from "../../core/partner-return.ts";
import { buildHref, parseQuery } from "../../core/query.ts";
import { submissionBody, type SubmissionBody } from "../../core/forms/submit-body.ts";
import { SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../../core/login/sms-fields.ts";
import type { FormValues } from "../../core/forms/form-rules.ts";

const REALNAME_FAILED = "实名认证未通过，请核对姓名与身份证号";

export type SubmitOutcome =
  | { kind: "saved"; accepted: boolean }
  /** `newCodeNeeded`: the SMS code was spent, so the resend countdown must end now. */
  | { kind: "field"; field: string; message: string; newCodeNeeded?: true }
  | { kind: "error"; message: string };

const asError = (error: unknown): SubmitOutcome => ({ kind: "error", message: messageOf(error) });

/** A refused login (the backend answered, with a code other than 200) is about the code typed. */
const loginError = (error: unknown): SubmitOutcome =>
  error instanceof ApiError && error.kind === "server"
    ? {
        kind: "field",
        field: SMS_CODE_FIELD,
        message: error.message,
        ...(isSpentCodeRefusal(error.code, error.message) ? { newCodeNeeded: true as const } : {}),
      }
    : asError(error);

/**
 * Runs the sequence for validated `values`; an `anonymous` visitor logs in with the SMS fields.
 * Answers are read tolerantly (decision 025 in docs/decisions/contract-and-answer-reading.md): the
 * real-name check passes unless its code is not 200 or it says no; an application saved with code
 * 200 is accepted, with another code declined.
 */
export async function submitForm(
  spec: FormSpec,
  values: FormValues,
  anonymous: boolean,
): Promise<SubmitOutcome> {
  const body = submissionBody(spec, values);
  if (anonymous) {
    const login = logInWithSms(values[SMS_PHONE_FIELD] ?? "", values[SMS_CODE_FIELD] ?? "");
    const refused = await login.then(() => undefined, loginError);
    if (refused) return refused;
  }
  if (fieldsOf(spec).some((field) => field.kind === "idNumber") && body.id_number) {
    const fields = { name: body.name ?? "", id_number: body.id_number };
    // A failure that threw is an outcome already (a reply has no `kind`).
    const check = await request(api.realname, fields).catch(asError);
    if ("kind" in check) return check;
    if (!check.ok || !check.data) {
      const message = (!check.ok && check.message) || REALNAME_FAILED;
      return { kind: "field", field: "id_number", message };
    }
  }
  const call = spec.endpoint === "userSave" ? api.userSave : api.formSave;
  const saved = await request<SubmissionBody, boolean | undefined>(call, body).catch(asError);
  if ("kind" in saved) return saved;
  // /v3/user/save stores information and has no verdict: a refusal is an error to retry. For
  // formSave, a code other than 200 below formSaveErrorCodeMin (or a verdict field an operator
  // names) declines the application: the failure destination follows (decision 025 in
  // docs/decisions/contract-and-answer-reading.md).
  if (saved.ok) return { kind: "saved", accepted: saved.data !== false };
  if (spec.endpoint === "formSave" && saved.code < ANSWER_FIELDS.formSaveErrorCodeMin) {
    return { kind: "saved", accepted: false };
  }
  return { kind: "error", message: saved.message ?? messageOf(new ApiError("server")) };
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
export function destinationAfterSave(spec: FormSpec, accepted: boolean): string {
  const { next } = spec;
  const result = { result: accepted ? "success" : "fail" };
  switch (next.kind) {
    case "flow":
      return buildHref(
        accepted
          ? successDestination($succTodo.get() ?? 0, "formSubmit")
          : failureDestination(
              { fail_todo: $failTodo.get() ?? 0, input_form: $inputForm.get() ?? 0, channel: $channel.get() },
              "formSubmit",
            ),
      );
    case "paths":
      return buildHref(accepted ? next.success : next.failure);
    case "zhijie":
      return (accepted && returnUrl()) || buildHref(next.path, {}, result);
    case "result":
      return buildHref(next.path, {}, result);
  }
}

/** Records that the visitor logged in now sent form `formId` (the backend accepted it or not). */
export function recordApplication(formId: string, accepted: boolean): void {
  $sentApplications.set({
    ...$sentApplications.get(),
    [formId]: { userId: $userId.get(), at: Date.now(), accepted },
  });
}

/**
 * Form `formId` as the visitor logged in now sent it before from this device, if they did: a
 * record of another account on a shared phone is not theirs.
 */
export function sentBefore(formId: string): SentApplication | undefined {
  const sent = $sentApplications.get()[formId];
  return sent && sent.userId === $userId.get() ? sent : undefined;
}

/**
 * A returning visitor's answers for the fields `names`: the /v3/user/get answer, the guard's own
 * call where the guard made one on this page (spec 4: on form-package paths), not a second. Any
 * failure means "nothing known": the form simply shows as it is. Never rejects.
 */
export async function fetchUserProfile(names: readonly string[]): Promise<UserProfile> {
  try {
    const reply = await userInfo();
    if (reply.ok) return readUserProfile(reply.data, names);
  } catch {
    // Nothing known, as below.
  }
  return { values: {}, complete: false };
}
