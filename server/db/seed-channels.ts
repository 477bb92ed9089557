/**
 * Sample channels, the rows /v3/channel/info answers from. Together they cover every web flow
 * value (succ_todo 0-7, fail_todo 0-7, input_form 0 and 1) and every app flow (APP-IOS and
 * APP-安卓 with h5_bd_type_for_p4 1, 2, 3), so each destination of spec section 4 can be
 * reached in an end-to-end test by picking a channel. Flow values of real channels are not
 * shown by the spec: these are samples, each row says what it is there to exercise.
 */

import type { ChannelInfo } from "../../src/contract/index.ts";

/** One sample channel: its number, why the row exists and its answer (spec section 3). */
type SeedChannel = { channel: string; note: string; info: ChannelInfo };

const web = (number: number, succ_todo: number, fail_todo: number, input_form: 0 | 1, note: string) => {
  const info: ChannelInfo = {
    application: "",
    h5_bd_type_for_p4: 1,
    h5_flow_info: { succ_todo, fail_todo, input_form },
    my_app_name: "闪信借钱",
    nid: number,
  };
  return { channel: `channel_${number}`, note, info };
};

// Spec section 4: app channels take their flow from h5_bd_type_for_p4, not h5_flow_info.
const app = (number: number, application: "APP-IOS" | "APP-安卓", p4: 1 | 2 | 3, note: string) => {
  const seed = web(number, 0, 0, 0, note);
  return { ...seed, info: { ...seed.info, application, h5_bd_type_for_p4: p4, my_app_name: "闪信借钱APP" } };
};

export const SEED_CHANNELS: readonly SeedChannel[] = [
  // channel succ fail form
  web(5818, 0, 0, 0, "default channel (spec section 9): /success-download, /fail-page, no form"),
  web(5265, 2, 1, 0, "city channel (7 cities -> 1,4,3); base flow marketplace on success and failure"),
  web(5626, 1, 2, 0, "city channel (上海市 -> 1,4,3); succ 1, fail 2; funding-source brand override"),
  web(5320, 3, 3, 0, "city channel (北京市 -> 1,4,3); fail 3 -> /download-page; 青岛凡金 company override"),
  web(963, 4, 4, 1, "login-clearing channel and city channel (4 cities); succ/fail 4, form shown"),
  web(683, 5, 5, 0, "login-clearing channel and city channel (北京市 -> 0,5,5); /gongzhonghao both ways"),
  web(5775, 6, 3, 0, "fail 3 -> /only-download for this channel (spec section 4); succ 6 -> /downloadpage1"),
  web(5030, 7, 3, 1, "the other /only-download channel; succ 7; form shown"),
  web(5813, 0, 0, 0, "always sent to /404err by the client (spec section 2)"),
  web(5262, 2, 6, 1, "document title 首页 (spec section 4); fail 6 -> /downloadpage1; form shown"),
  web(5589, 2, 7, 0, "brand renamed 马上借钱花 (spec section 4); fail 7 -> /downloadpage1"),
  web(675, 0, 0, 1, "Shanxi micro-loan company override (spec section 4); form shown with default results"),
  web(5483, 0, 0, 0, "city channel (杭州/上海/北京/重庆 -> 0,4,3)"),
  app(7101, "APP-IOS", 1, "iOS app, p4 1 -> succ 0, fail 0"),
  app(7102, "APP-IOS", 2, "iOS app, p4 2 -> succ 2, fail 1"),
  app(7103, "APP-IOS", 3, "iOS app, p4 3 -> succ 2, fail 1"),
  app(7201, "APP-安卓", 1, "Android app, p4 1 -> succ 0, fail 0"),
  app(7202, "APP-安卓", 2, "Android app, p4 2 -> succ 2, fail 1"),
  app(7203, "APP-安卓", 3, "Android app, p4 3 -> succ 2, fail 1"),
];
