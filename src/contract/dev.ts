/**
 * Development-only endpoints of the reference server, for end-to-end tests and previews.
 * In production mode every path under /__dev answers 404.
 */

export const DEV_PATHS = {
  /** GET ?path=&limit= : recent API requests, newest first ({@link DevRequestLogEntry}[]). */
  requests: "/__dev/requests",
  /** GET ?phone= : the latest SMS code sent to the phone ({@link DevSmsEntry}). */
  smsLatest: "/__dev/sms/latest",
  /** GET: event records and conversion relays ({@link DevEvents}). */
  events: "/__dev/events",
  /** POST phone=&kind=markcode|mark : issues a one-time markcode (default) or mark. */
  markcode: "/__dev/markcode",
} as const;

/** Cookies the reference server reads in development mode only. */
export const DEV_COOKIES = {
  /** URL-encoded city name answered by /v3/app/ipInfo, e.g. %E4%B8%8A%E6%B5%B7%E5%B8%82 (上海市). */
  city: "__dev_city",
  /** `empty` forces an empty product list, `error` an HTTP 500 answer. */
  products: "__dev_products",
} as const;

export interface DevRequestLogEntry {
  id: number;
  path: string;
  /** Unix time in milliseconds. */
  time: number;
  status: number;
  /** The decoded body; `_token`, marks, phone tokens and ID numbers are masked. */
  body: Record<string, string>;
  /** Common fields of spec section 7 absent from the body. */
  missing_common: string[];
}

export interface DevSmsEntry {
  phone: string;
  code: string;
  sent_at: number;
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

export interface DevMarkData {
  kind: "mark" | "markcode";
  value: string;
}
