/**
 * The submission sequence of every form: log in with the SMS code when the visitor is anonymous,
 * check the real name where an ID number was entered (/v2/user/realname), then save
 * (/v3/user/formSave or /v3/user/save). Effects come in through `deps`, so the sequence is tested
 * without a browser; every failure becomes an outcome with a Chinese message, never a throw.
 */
import { ANSWER_FIELDS } from "../../config/answer-fields.ts";
import { ApiError, messageOf } from "../api-error.ts";
import type { Reply } from "../api.ts";
import * as api from "../../contract/calls.ts";
import { isSpentCodeRefusal } from "../../core/login/sms-countdown.ts";
import { fieldsOf } from "../../config/forms/registry.ts";
import type { FormSpec } from "../../config/forms/types.ts";
import { SMS_CODE_FIELD, submissionBody } from "../../core/forms/submit-body.ts";
import type { FormValues } from "../../core/forms/validate-field.ts";

const REALNAME_FAILED = "实名认证未通过，请核对姓名与身份证号";

export type SubmitOutcome =
  | { kind: "saved"; accepted: boolean }
  /** `newCodeNeeded`: the SMS code was spent, so the resend countdown must end now. */
  | { kind: "field"; field: string; message: string; newCodeNeeded?: true }
  | { kind: "error"; message: string };

export interface SubmitDeps {
  /** One call of the contract, answered as read (client/api.ts request). */
  request: <F, A>(call: api.ApiCall<F, A>, fields: F) => Promise<Reply<A>>;
  /** Logs in with phone + SMS code through the one login module (client/login.ts logIn). */
  logIn: (phone: string, code: string) => Promise<unknown>;
}

async function step<T>(
  run: () => Promise<T>,
  onError: (error: unknown) => SubmitOutcome,
): Promise<T | SubmitOutcome> {
  try {
    return await run();
  } catch (error) {
    return onError(error);
  }
}

const isOutcome = (value: unknown): value is SubmitOutcome =>
  typeof value === "object" &&
  value !== null &&
  "kind" in value &&
  typeof (value as { kind: unknown }).kind === "string";

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
 * Runs the sequence for validated `values`; `login` is given when the visitor is anonymous.
 * Answers are read tolerantly (docs/decisions/025-answer-reading.md): the real-name check
 * passes unless its code is not 200 or it says no; an application saved with code 200 is
 * accepted, with another code declined.
 */
export async function submitForm(
  spec: FormSpec,
  values: FormValues,
  login: { phone: string; code: string } | undefined,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const body = submissionBody(spec, values);
  if (login) {
    const loggedIn = await step(() => deps.logIn(login.phone, login.code), loginError);
    if (isOutcome(loggedIn)) return loggedIn;
  }
  if (fieldsOf(spec).some((field) => field.kind === "idNumber") && body.id_number) {
    const fields = { name: body.name ?? "", id_number: body.id_number };
    const check = await step(() => deps.request(api.realname, fields), asError);
    if (isOutcome(check)) return check;
    if (!check.ok || !check.data) {
      const message = (!check.ok && check.message) || REALNAME_FAILED;
      return { kind: "field", field: "id_number", message };
    }
  }
  const call = spec.endpoint === "userSave" ? api.userSave : api.formSave;
  const saved = await step(() => deps.request<api.FormFields, boolean | undefined>(call, body), asError);
  if (isOutcome(saved)) return saved;
  // /v3/user/save stores information and has no verdict: a refusal is an error to retry. For
  // formSave, a code other than 200 below formSaveErrorCodeMin (or a verdict field an operator
  // names) declines the application: the failure destination follows (docs/decisions/025).
  if (saved.ok) return { kind: "saved", accepted: saved.data !== false };
  if (spec.endpoint === "formSave" && saved.code < ANSWER_FIELDS.formSaveErrorCodeMin) {
    return { kind: "saved", accepted: false };
  }
  return { kind: "error", message: saved.message ?? messageOf(new ApiError("server")) };
}
