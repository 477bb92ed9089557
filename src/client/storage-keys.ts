/**
 * Every key the funnel keeps in the browser, with the legacy names of the previous front
 * end (spec section 3) so that returning visitors keep their login and channel. Values are
 * plain strings; objects are JSON. A value that does not decode falls back to its default.
 *
 * | key                 | storage | type / shape                                   | default        |
 * |---------------------|---------|------------------------------------------------|----------------|
 * | access_token        | local   | string                                         | ""             |
 * | user_id             | local   | string                                         | ""             |
 * | _did                | local   | string (device id)                             | random on init |
 * | _os                 | local   | "1" iOS, "2" Android, "" unknown               | ""             |
 * | _ua                 | local   | string (app user agent from hand-over)         | ""             |
 * | _oa_id              | local   | string                                         | ""             |
 * | _channel            | local   | channel_NNNN                                   | channel_5818   |
 * | appname, appcompany | local   | string (app hand-over)                         | ""             |
 * | phone               | local   | string                                         | ""             |
 * | input_form          | local   | "0" / "1"                                      | ""             |
 * | succ_todo, fail_todo| local   | "0".."7"                                       | ""             |
 * | loginAddress        | local   | same-origin path + query                       | ""             |
 * | zhijieBackUrl       | local   | http(s) URL of an allowed host                 | ""             |
 * | h5face              | local   | string                                         | ""             |
 * | brandObj            | local   | JSON Brand & { oldInfo: Brand }                | null           |
 * | activeChannelTime   | local   | JSON { [channel]: ms of last activation }      | {}             |
 * | <user_id><_channel> | local   | JSON daily flag { name, value, expiry, start } | none           |
 * | application         | session | "1" iOS app, "2" Android app, "3" web          | ""             |
 * | bd_vidUrl           | session | landing URL carrying bd_vid                    | ""             |
 * | firstVisit          | session | "1" when set                                   | ""             |
 * | kuaishoumaidian     | session | JSON short-video attribution fields            | null           |
 * | channel_info        | session | JSON { channel, info } cached channel settings | null           |
 * | ipAddressInfo       | session | JSON { code, name } (name is a city)           | null           |
 * | smsCountdownUntil   | session | ms when the SMS resend countdown ends          | ""             |
 */
export const SESSION_KEYS: ReadonlySet<string> = new Set([
  "application",
  "bd_vidUrl",
  "firstVisit",
  "kuaishoumaidian",
  "channel_info",
  "ipAddressInfo",
  "smsCountdownUntil",
]);

/** Default channel (spec section 9). */
export const DEFAULT_CHANNEL = "channel_5818";

/** Form of a stored channel: channel_ plus the number (spec section 2, query c). */
export const CHANNEL_PATTERN = /^channel_\d{1,9}$/;

/** Key of the per-channel activation timestamps. */
export const ACTIVE_CHANNEL_TIME_KEY = "activeChannelTime";

/** Key of the daily tracker flag of a user and channel: "stored under user_id concatenated with _channel". */
export function dailyFlagKey(userId: string, channel: string): string {
  return `${userId}${channel}`;
}
