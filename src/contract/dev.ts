/**
 * Development-only endpoints of the reference server, for end-to-end tests and previews.
 * In production mode every path under /__dev answers 404.
 */
export const DEV_PATHS = {
  /** GET ?path=&limit= : recent API requests, newest first (server/dev/routes.ts). */
  requests: "/__dev/requests",
  /** GET ?phone= : the latest SMS code sent to the phone. */
  smsLatest: "/__dev/sms/latest",
  /** GET: event records and conversion relays ({@link DevEvents}). */
  events: "/__dev/events",
  /** POST phone=&kind=markcode|mark : issues a one-time markcode (default) or mark. */
  markcode: "/__dev/markcode",
  /** GET: the development carrier SDK of one-click login (JavaScript, decision 061). */
  carrierSdk: "/__dev/carrier-sdk.js",
  /** POST: the development carrier SDK's token request, its stand-in for a carrier gateway. */
  carrierGateway: "/__dev/carrier-gateway",
  /** GET: the field figures kept (server/field.ts) and the latest batches as they came. */
  fieldFigures: "/__dev/field-figures",
} as const;

/** Cookies the reference server reads in development mode only. */
export const DEV_COOKIES = {
  /** URL-encoded city name answered by /v3/app/ipInfo, e.g. %E4%B8%8A%E6%B5%B7%E5%B8%82 (上海市). */
  city: "__dev_city",
  /** `empty` forces an empty product list, `error` an HTTP 500 answer. */
  products: "__dev_products",
  /**
   * The development carrier SDK's behaviour: a mobile number to vouch for, `unavailable` (it
   * cannot vouch), `fail` (the token step fails) or `timeout` (the token never comes).
   */
  carrier: "__dev_carrier",
  /** `1`: every SMS send without a solved challenge is answered with one (decision 440). */
  smsChallenge: "__dev_sms_challenge",
  /**
   * Milliseconds (at most ten minutes) this browser's SMS sends and code checks run ahead of the
   * server's clock: a test moving the page's clock past the resend minute (decision 460).
   */
  smsClockAhead: "__dev_sms_clock_ahead",
  /** URL-encoded JSON answered as `data` of /v3/app/index, or `error` for an HTTP 500 answer. */
  appIndex: "__dev_app_index",
  /**
   * Bundle id served to an IP-address host (a phone on the local network opens a preview by the
   * studio's LAN address, where `<bundle>.localhost` does not resolve); set by the preview start.
   */
  bundle: "__dev_bundle",
  /**
   * `1`: this browser opened a preview (the preview start sets it), so pages are served with the
   * preview's user-agent script first (server/dev/preview.ts, decision 450).
   */
  preview: "__dev_preview",
} as const;

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
