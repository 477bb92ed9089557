/**
 * Backend profiles of the reference server. The company's backend, not this server, is the
 * authority on answer shapes (spec section 7 leaves most "not shown"), so the front end must
 * work with the leanest answers the spec allows. `full` answers rich shapes (the reference
 * server's own); `lean` answers the barest ones, so end-to-end runs prove that the pages do not
 * lean on this server's guesses (docs/decisions/025-answer-reading.md).
 *
 * | call                         | full                                    | lean                              |
 * |------------------------------|-----------------------------------------|-----------------------------------|
 * | sendLoginSms                 | { expires_in, resend_after }            | bare { code: 200 }                |
 * | logins (SMS, h5, marks)      | { access_token, userinfo: { id, phone } } | { token, user_id: "<string>" } |
 * | userGet, saves, activation   | rich data                               | bare { code: 200 }                |
 * | realname refused             | code 200, { passed: false }             | code 400 with a message           |
 * | ipInfo                       | { code, name }                          | { name }                          |
 * | regionList                   | { list: [{ code, name }] }              | the list itself                   |
 * | geocoder                     | { province, city } (each code, name)    | { name } (the city's)             |
 * | appIndex                     | amount, rate with label, terms, ...     | bare { code: 200 }                |
 * | productList (not in spec 7)  | the list                                | HTTP 404                          |
 * | SMS codes, tokens, marks     | 6 digits, 43 chars, 32 chars            | 4 digits, 7 chars, 6 chars        |
 */
import { API_CODE, type ApiName } from "../src/contract/index.ts";
import type { ApiData } from "./api/handlers.ts";
import { refusal } from "./http/answer.ts";

export const SERVER_PROFILES = ["full", "lean"] as const;
export type ServerProfile = (typeof SERVER_PROFILES)[number];

/** Sizes of what the server issues, per profile: SMS code digits, random bytes of tokens and marks (base64url). */
export const ISSUE_SIZES: Record<
  ServerProfile,
  Record<"smsCodeDigits" | "tokenBytes" | "markBytes", number>
> = {
  full: { smsCodeDigits: 6, tokenBytes: 32, markBytes: 24 },
  lean: { smsCodeDigits: 4, tokenBytes: 5, markBytes: 4 },
};

/** "No data": the answer is the bare `{ code: 200 }`. */
export const BARE = Symbol("bare answer");

type LeanShape = { [N in ApiName]?: (data: ApiData[N]) => unknown };

const bare = () => BARE;
const leanLogin = (login: ApiData["loginSmsCode"]) => ({
  token: login.access_token,
  user_id: String(login.userinfo.id),
});

/** How the lean profile reshapes each answer; calls not listed answer as in the full profile. */
const LEAN_SHAPES: LeanShape = {
  sendLoginSms: bare,
  loginSmsCode: leanLogin,
  loginH5: leanLogin,
  loginMark: leanLogin,
  loginMarkCode: leanLogin,
  userGet: bare,
  userSave: bare,
  formSave: bare,
  realname: (check) => {
    if (!check.passed) throw refusal(API_CODE.BAD_REQUEST, "实名认证未通过：姓名与身份证号不一致");
    return BARE;
  },
  activeChannel: bare,
  ipInfo: (city) => ({ name: city.name }),
  regionList: (regions) => regions.list,
  geocoder: (place) => ({ name: place.city.name }),
  appIndex: bare,
  record: bare,
  baiduConvert: bare,
  kuaishouReport: bare,
};

/** The answer's `data` as the profile sends it ({@link BARE} for none). */
export function shapeAnswer(profile: ServerProfile, name: ApiName, data: unknown): unknown {
  if (profile === "full") return data;
  const reshape = LEAN_SHAPES[name] as ((data: unknown) => unknown) | undefined;
  return reshape ? reshape(data) : data;
}

/** Calls the lean profile does not answer (checked before any work is done). */
export function answersCall(profile: ServerProfile, name: ApiName): boolean {
  return !(profile === "lean" && name === "productList");
}
