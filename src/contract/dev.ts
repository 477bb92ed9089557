/**
 * Development-only endpoints of the reference server, for end-to-end tests and previews.
 * In production mode every path under /__dev answers 404.
 */
import type { ChannelInfo } from "./app.ts";

export const DEV_PATHS = {
  /** GET ?path=&limit= : recent API requests, newest first (server/dev/routes.ts). */
  requests: "/__dev/requests",
  /** GET ?phone= : the latest SMS code sent to the phone. */
  smsLatest: "/__dev/sms/latest",
  /** GET: event records and conversion relays ({@link DevEvents}). */
  events: "/__dev/events",
  /** POST phone=&kind=markcode|mark : issues a one-time markcode (default) or mark. */
  markcode: "/__dev/markcode",
  /** GET: the development carrier SDK of one-click login ({@link DEV_CARRIER_SDK}), JavaScript. */
  carrierSdk: "/__dev/carrier-sdk.js",
  /** POST: the development carrier SDK's token request, its stand-in for a carrier gateway. */
  carrierGateway: "/__dev/carrier-gateway",
} as const;

/**
 * The development carrier SDK (decision 061): a script on the reference server that defines
 * `window[global]` with the interface a host's carrier SDK must have, vouching for the number
 * in the {@link DEV_COOKIES.carrier} cookie (default {@link defaultPhone}) with `dev:<mobile>`
 * tokens, which /v1/user/loginh5 accepts in development mode only.
 */
export const DEV_CARRIER_SDK = {
  global: "DevCarrierAuth",
  defaultPhone: "13800138000",
} as const;

/** Cookies the reference server reads in development mode only. */
export const DEV_COOKIES = {
  /** URL-encoded city name answered by /v3/app/ipInfo, e.g. %E4%B8%8A%E6%B5%B7%E5%B8%82 (上海市). */
  city: "__dev_city",
  /** `empty` forces an empty product list, `error` an HTTP 500 answer. */
  products: "__dev_products",
  /**
   * Channel settings /v3/channel/info answers instead of the channel's own row, so that a
   * test shows chosen flow settings: `web.<input_form>.<succ_todo>.<fail_todo>` or
   * `app.<ios|android>.<h5_bd_type_for_p4>` ({@link parseDevFlow}).
   */
  flow: "__dev_flow",
  /**
   * The development carrier SDK's behaviour: a mobile number to vouch for, `unavailable` (it
   * cannot vouch), `fail` (the token step fails) or `timeout` (the token never comes).
   */
  carrier: "__dev_carrier",
  /** URL-encoded JSON answered as `data` of /v3/app/index, or `error` for an HTTP 500 answer. */
  appIndex: "__dev_app_index",
} as const;

/** Flow settings a test chooses instead of the channel's own (see {@link DEV_COOKIES}.flow). */
export type DevFlow =
  | { kind: "web"; input_form: 0 | 1; succ_todo: number; fail_todo: number }
  | { kind: "app"; app: "ios" | "android"; h5_bd_type_for_p4: 1 | 2 | 3 };

const DEV_APPS = { ios: "APP-IOS", android: "APP-安卓" } as const;

/** Reads a flow cookie value (`web.1.4.3`, `app.ios.2`); undefined when it is not one. */
export function parseDevFlow(value: string | undefined): DevFlow | undefined {
  const web = /^web\.([01])\.(\d{1,2})\.(\d{1,2})$/.exec(value ?? "");
  if (web)
    return {
      kind: "web",
      input_form: Number(web[1]) as 0 | 1,
      succ_todo: Number(web[2]),
      fail_todo: Number(web[3]),
    };
  const app = /^app\.(ios|android)\.([123])$/.exec(value ?? "");
  if (app)
    return { kind: "app", app: app[1] as "ios" | "android", h5_bd_type_for_p4: Number(app[2]) as 1 | 2 | 3 };
  return undefined;
}

/**
 * The channel-info answer of a chosen flow: a web flow carries its values in h5_flow_info; an
 * app flow carries only its type (spec section 4: app channels read h5_bd_type_for_p4).
 */
export function channelInfoOfDevFlow(flow: DevFlow): ChannelInfo {
  const none = { application: "", my_app_name: "", nid: 0 };
  if (flow.kind === "web") {
    const { input_form, succ_todo, fail_todo } = flow;
    return { ...none, h5_bd_type_for_p4: 1, h5_flow_info: { input_form, succ_todo, fail_todo } };
  }
  return {
    ...none,
    application: DEV_APPS[flow.app],
    h5_bd_type_for_p4: flow.h5_bd_type_for_p4,
    h5_flow_info: { input_form: 0, succ_todo: 0, fail_todo: 0 },
  };
}

export interface DevEventRecord {
  id: number;
  kind: "record" | "baidu" | "kuaishou";
  user_id: number | null;
  payload: Record<string, unknown>;
  time: number;
}

export interface DevEvents {
  records: DevEventRecord[];
  conversions: DevEventRecord[];
}
