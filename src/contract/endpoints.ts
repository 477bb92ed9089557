/**
 * The API of spec section 7 as one table: path, who may call it and the request check, with the
 * request types of requests.ts. The reference server answers by this table; its handlers type
 * the answers (server/api/handlers.ts), and the pages read answers tolerantly (answers.ts).
 */
import type { z } from "zod";
import {
  REQUEST_SCHEMAS,
  check,
  checkFormSubmission,
  type FormBody,
  type FormSubmission,
  type Validation,
} from "./requests.ts";

/**
 * - `none`: no user needed (a token, if any, is ignored).
 * - `optional`: a valid token attaches the user; a bad one is ignored.
 * - `soft`: a bad token answers HTTP 200 with body code 401 (/v3/user/get only).
 * - `required`: a bad token answers HTTP 401.
 */
type AuthMode = "none" | "optional" | "soft" | "required";

export { API_PATHS, type ApiName, type ApiPath } from "./paths.ts";
import { API_PATHS, type ApiName } from "./paths.ts";

/** Prefix under which the tracking paths are also answered (a tracking host behind a path). */
const TRACKING_PATH_ALIAS_PREFIX = "/track";

/** Request fields of each endpoint, besides the common fields (requests.ts). */
export type ApiRequests = { [N in keyof typeof REQUEST_SCHEMAS]: z.output<(typeof REQUEST_SCHEMAS)[N]> } & {
  userSave: FormSubmission;
  formSave: FormSubmission;
};

/** One row of the endpoint table. */
export interface EndpointSpec<N extends ApiName = ApiName> {
  name: N;
  path: (typeof API_PATHS)[N];
  auth: AuthMode;
  validate: (body: FormBody) => Validation<ApiRequests[N]>;
}

/** Who may call each endpoint; endpoints not listed need no user. */
const AUTH: Partial<Record<ApiName, AuthMode>> = {
  logout: "required",
  userGet: "soft",
  userSave: "required",
  formSave: "required",
  realname: "required",
  activeChannel: "optional",
  baiduConvert: "optional",
  kuaishouReport: "optional",
};

const spec = (name: ApiName): EndpointSpec => ({
  name,
  path: API_PATHS[name],
  auth: AUTH[name] ?? "none",
  validate: (body) =>
    name === "userSave" || name === "formSave"
      ? checkFormSubmission(body)
      : check(REQUEST_SCHEMAS[name] as z.ZodType<ApiRequests[ApiName]>, body),
});

const byPath = new Map<string, EndpointSpec>(
  (Object.keys(API_PATHS) as ApiName[]).map((name) => [API_PATHS[name], spec(name)]),
);
byPath.set(`${TRACKING_PATH_ALIAS_PREFIX}${API_PATHS.record}`, spec("record"));

/** The endpoint answering `path` (tracking aliases included), or undefined. */
export function findEndpoint(path: string): EndpointSpec | undefined {
  return byPath.get(path);
}
