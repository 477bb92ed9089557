/**
 * The path of every call of spec section 7 (and the few the reference server adds), apart from
 * the server's validators in requests.ts so that the browser's calls carry paths only.
 */

export const API_PATHS = {
  sendLoginSms: "/v1/user/sendLoginSms",
  loginSmsCode: "/v1/user/loginSmsCode",
  loginH5: "/v1/user/loginh5",
  loginMark: "/v1/user/loginMark",
  loginMarkCode: "/v3/user/loginMarkCode",
  userGet: "/v3/user/get",
  userSave: "/v3/user/save",
  formSave: "/v3/user/formSave",
  realname: "/v2/user/realname",
  regionList: "/v1/region/list",
  geocoder: "/v3/app/geocoder",
  ipInfo: "/v3/app/ipInfo",
  appIndex: "/v3/app/index",
  channelInfo: "/v3/channel/info",
  activeChannel: "/v1/user/activeChannel",
  productList: "/v3/product/list",
  record: "/app/record/shanqian",
  baiduConvert: "/oapi/baidu/uploadConvertData",
  kuaishouReport: "/oapi/kuaishou/report",
} as const;

export type ApiName = keyof typeof API_PATHS;
