/**
 * The API of spec section 7 as one table: path, who may call it, the request validator and
 * (through {@link ApiRequests} / {@link ApiData}) the request and answer types. The front
 * end's client and the reference server both read this table, so they cannot drift.
 */
import * as app from "./app.ts";
import * as auth from "./auth.ts";
import * as forms from "./forms.ts";
import * as tracking from "./tracking.ts";
import * as user from "./user.ts";
import type { Validator } from "./validator.ts";

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

/** Request fields of each endpoint, besides the common fields. */
export interface ApiRequests {
  sendLoginSms: auth.SendLoginSmsRequest;
  loginSmsCode: auth.LoginSmsCodeRequest;
  loginH5: auth.LoginH5Request;
  loginMark: auth.LoginMarkRequest;
  loginMarkCode: auth.LoginMarkCodeRequest;
  logout: auth.LogoutRequest;
  userGet: user.UserGetRequest;
  userSave: forms.FormSubmission;
  formSave: forms.FormSubmission;
  realname: forms.RealnameRequest;
  regionList: app.RegionListRequest;
  geocoder: app.GeocoderRequest;
  ipInfo: app.EmptyRequest;
  appIndex: app.EmptyRequest;
  channelInfo: app.EmptyRequest;
  activeChannel: app.EmptyRequest;
  productList: app.EmptyRequest;
  record: tracking.RecordRequest;
  baiduConvert: tracking.BaiduConvertRequest;
  kuaishouReport: tracking.KuaishouReportRequest;
}

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
  record: tracking.RecordedData;
  baiduConvert: tracking.RecordedData;
  kuaishouReport: tracking.RecordedData;
}

/** One row of the endpoint table. */
export interface EndpointSpec<N extends ApiName = ApiName> {
  name: N;
  path: (typeof API_PATHS)[N];
  auth: AuthMode;
  validate: Validator<ApiRequests[N]>;
}

type EndpointTable = { [N in ApiName]: EndpointSpec<N> };

const row = <N extends ApiName>(
  name: N,
  authMode: AuthMode,
  validate: Validator<ApiRequests[N]>,
): EndpointSpec<N> => ({
  name,
  path: API_PATHS[name],
  auth: authMode,
  validate,
});

export const ENDPOINTS: EndpointTable = {
  sendLoginSms: row("sendLoginSms", "none", auth.validateSendLoginSms),
  loginSmsCode: row("loginSmsCode", "none", auth.validateLoginSmsCode),
  loginH5: row("loginH5", "none", auth.validateLoginH5),
  loginMark: row("loginMark", "none", auth.validateLoginMark),
  loginMarkCode: row("loginMarkCode", "none", auth.validateLoginMarkCode),
  logout: row("logout", "required", auth.validateLogout),
  userGet: row("userGet", "soft", user.validateUserGet),
  userSave: row("userSave", "required", forms.validateFormSubmission),
  formSave: row("formSave", "required", forms.validateFormSubmission),
  realname: row("realname", "required", forms.validateRealname),
  regionList: row("regionList", "none", app.validateRegionList),
  geocoder: row("geocoder", "none", app.validateGeocoder),
  ipInfo: row("ipInfo", "none", app.validateEmpty),
  appIndex: row("appIndex", "none", app.validateEmpty),
  channelInfo: row("channelInfo", "none", app.validateEmpty),
  activeChannel: row("activeChannel", "optional", app.validateEmpty),
  productList: row("productList", "none", app.validateEmpty),
  record: row("record", "none", tracking.validateRecord),
  baiduConvert: row("baiduConvert", "optional", tracking.validateBaiduConvert),
  kuaishouReport: row("kuaishouReport", "optional", tracking.validateKuaishouReport),
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
