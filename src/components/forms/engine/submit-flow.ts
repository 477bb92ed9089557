/**
 * The submission sequence of every form: log in with the SMS code when the visitor is anonymous,
 * check the real name where an ID number was entered (/v2/user/realname), then save
 * (/v3/user/formSave or /v3/user/save). Effects come in through `deps`, so the sequence is tested
 * without a browser; every failure becomes an outcome with a Chinese message, never a throw.
 */
import { ApiError, messageOf } from "../../../client/api-error.ts";
import { API_PATHS } from "../../../contract/endpoints.ts";
import type { LoginResult } from "../../../contract/auth.ts";
import type { FormSaveData, RealnameData } from "../../../contract/forms.ts";
import { fieldsOf } from "../../../config/forms/registry.ts";
import type { FormSpec } from "../../../config/forms/types.ts";
import { submissionBody } from "./submit-body.ts";
import type { FormValues } from "./validate-field.ts";

export const SMS_PHONE_FIELD = "sms_phone";
export const SMS_CODE_FIELD = "sms_code";
export const REALNAME_FAILED = "实名认证未通过，请核对姓名与身份证号";

export type SubmitOutcome =
  | { kind: "saved"; accepted: boolean }
  | { kind: "field"; field: string; message: string }
  | { kind: "error"; message: string };

export interface SubmitDeps {
  /** POST returning `data` of a 200 answer, rejecting with ApiError otherwise (client/api.ts postOk). */
  postOk: <T>(path: string, fields: Record<string, string>) => Promise<T>;
  /** Stores the login (token, user id, phone). */
  storeLogin: (result: LoginResult, phone: string) => void;
}

/** Login codes that mean "the SMS code is wrong or used up": shown at the code field. */
const CODE_PROBLEMS = new Set([400, 410, 422]);

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

/** Runs the sequence for validated `values`; `login` is given when the visitor is anonymous. */
export async function submitForm(
  spec: FormSpec,
  values: FormValues,
  login: { phone: string; code: string } | undefined,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const body = submissionBody(spec, values);
  if (login) {
    const result = await step(
      () => deps.postOk<LoginResult>(API_PATHS.loginSmsCode, { phone: login.phone, code: login.code }),
      (error) =>
        error instanceof ApiError && error.code !== undefined && CODE_PROBLEMS.has(error.code)
          ? { kind: "field", field: SMS_CODE_FIELD, message: error.message }
          : asError(error),
    );
    if (isOutcome(result)) return result;
    deps.storeLogin(result, login.phone);
  }
  if (fieldsOf(spec).some((field) => field.kind === "idNumber") && body.id_number) {
    const check = await step(
      () =>
        deps.postOk<RealnameData>(API_PATHS.realname, {
          name: body.name ?? "",
          id_number: body.id_number ?? "",
        }),
      asError,
    );
    if (isOutcome(check)) return check;
    if (!check.passed) return { kind: "field", field: "id_number", message: REALNAME_FAILED };
  }
  const path = spec.endpoint === "userSave" ? API_PATHS.userSave : API_PATHS.formSave;
  const saved = await step(() => deps.postOk<FormSaveData | { saved: true }>(path, body), asError);
  if (isOutcome(saved)) return saved;
  // /v3/user/save stores information and has no verdict; formSave says whether it was accepted.
  return { kind: "saved", accepted: "accepted" in saved ? saved.accepted === true : true };
}
