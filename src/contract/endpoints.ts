/**
 * The API of spec section 7 as one table: path, who may call it, the request validator and
 * (through {@link ApiRequests} / {@link ApiData}) the request and answer types. The front
 * end's client and the reference server both read this table, so they cannot drift.
 */
import type { z } from "zod";
import type * as app from "./app.ts";
import type * as auth from "./auth.ts";
import type * as forms from "./forms.ts";
import {
  REQUEST_SCHEMAS,
  check,
  checkFormSubmission,
  type FormBody,
  type FormSubmission,
  type Validation,
} from "./requests.ts";
import type * as user from "./user.ts";

/**
 * - `none`: no user needed (a token, if any, is ignored).
 * - `optional`: a valid token attaches the user; a bad one is ignored.
 * - `soft`: a bad token answers HTTP 200 with body code 401 (/v3/user/get only).
 * - `required`: a bad token answers HTTP 401.
 */
export type AuthMode = "none" | "optional" | "soft" | "required";

export { API_PATHS, type ApiName, type ApiPath } from "./paths.ts";
import { API_PATHS, type ApiName } from "./paths.ts";

/** Prefix under which the tracking paths are also answered (a tracking host behind a path). */
export const TRACKING_PATH_ALIAS_PREFIX = "/track";

/** Request fields of each endpoint, besides the common fields (requests.ts). */
export type ApiRequests = { [N in keyof typeof REQUEST_SCHEMAS]: z.output<(typeof REQUEST_SCHEMAS)[N]> } & {
  userSave: FormSubmission;
  formSave: FormSubmission;
};

/** `data` of a successful answer of each endpoint. */
export interface ApiData {
  sendLoginSms: auth.SendLoginSmsData;
  loginSmsCode: auth.LoginResult;
  loginH5: auth.LoginResult;
  loginMark: auth.LoginResult;
  loginMarkCode: auth.LoginResult;
  logout: auth.LogoutData;
  userGet: user.UserInfo;
  userSave: forms.SaveData;
  formSave: forms.FormSaveData;
  realname: forms.RealnameData;
  regionList: app.RegionListData;
  geocoder: app.GeocoderData;
  ipInfo: app.IpInfoData;
  appIndex: app.AppIndexData;
  channelInfo: app.ChannelInfo;
  activeChannel: app.ActiveChannelData;
  productList: app.ProductListData;
  record: app.RecordedData;
  baiduConvert: app.RecordedData;
  kuaishouReport: app.RecordedData;
}

/** One row of the endpoint table. */
export interface EndpointSpec<N extends ApiName = ApiName> {
  name: N;
  path: (typeof API_PATHS)[N];
  auth: AuthMode;
  validate: (body: FormBody) => Validation<ApiRequests[N]>;
}

type EndpointTable = { [N in ApiName]: EndpointSpec<N> };

const row = <N extends ApiName>(name: N, authMode: AuthMode): EndpointSpec<N> => ({
  name,
  path: API_PATHS[name],
  auth: authMode,
  validate: (body) =>
    (name === "userSave" || name === "formSave"
      ? checkFormSubmission(body)
      : check(REQUEST_SCHEMAS[name as keyof typeof REQUEST_SCHEMAS] as z.ZodType, body)) as Validation<
      ApiRequests[N]
    >,
});

export const ENDPOINTS: EndpointTable = {
  sendLoginSms: row("sendLoginSms", "none"),
  loginSmsCode: row("loginSmsCode", "none"),
  loginH5: row("loginH5", "none"),
  loginMark: row("loginMark", "none"),
  loginMarkCode: row("loginMarkCode", "none"),
  logout: row("logout", "required"),
  userGet: row("userGet", "soft"),
  userSave: row("userSave", "required"),
  formSave: row("formSave", "required"),
  realname: row("realname", "required"),
  regionList: row("regionList", "none"),
  geocoder: row("geocoder", "none"),
  ipInfo: row("ipInfo", "none"),
  appIndex: row("appIndex", "none"),
  channelInfo: row("channelInfo", "none"),
  activeChannel: row("activeChannel", "optional"),
  productList: row("productList", "none"),
  record: row("record", "none"),
  baiduConvert: row("baiduConvert", "optional"),
  kuaishouReport: row("kuaishouReport", "optional"),
};

const byPath = new Map<string, EndpointSpec>(
  Object.values(ENDPOINTS).map((spec) => [spec.path, spec as EndpointSpec]),
);
for (const name of ["record"] as const)
  byPath.set(`${TRACKING_PATH_ALIAS_PREFIX}${API_PATHS[name]}`, ENDPOINTS[name] as EndpointSpec);

/** The endpoint answering `path` (tracking aliases included), or undefined. */
export function findEndpoint(path: string): EndpointSpec | undefined {
  return byPath.get(path);
}
