/**
 * The network half of the guard: the calls it asks for (channel info, user info, IP city,
 * markcode exchange, channel activation, tracking record) and the rules that come with them.
 * Loaded with import() only when a navigation needs a call or one of those rules, so pages that
 * need none do not download the API client; the chunk is shared with the islands that use the API.
 */
import * as api from "../contract/calls.ts";
import type { Fetched, TrackingRecord } from "../core/guard-state.ts";
import { withoutSpentLogin } from "../core/incoming-login.ts";
import { opaqueValue } from "../core/opaque.ts";
import { request } from "./api.ts";
import { exchangeLogin, type LoginAnswer } from "./login.ts";
import { closeAppView } from "./native-bridge.ts";
import { IP_ADDRESS_INFO } from "./storage-keys.ts";
import { writeStored } from "./session.ts";

/** The guard's rules only some navigations need: loaded with this chunk (guard-lazy-rules.ts). */
export { GUARD_LAZY_RULES } from "../core/guard-lazy-rules.ts";
/** The login module's channel activation, for the guard's state step. */
export { activateChannel } from "./login.ts";

const fetched = <T>(reply: { ok: true; data: T } | { ok: false }): Fetched<T> =>
  reply.ok ? { ok: true, data: reply.data } : { ok: false };

/** POST /v3/channel/info: the stored channel's settings (code 200 with any data counts). */
export async function channelInfo(): Promise<Fetched<unknown>> {
  return fetched(await request(api.channelInfo, {}));
}

let userInfoAnswer: Promise<Fetched<unknown>> | undefined;

/**
 * POST /v3/user/get: succeeds only with body code 200. Made once per page: the form reads the
 * guard's answer (src/client/forms/profile.ts) instead of asking again.
 */
export function userInfo(): Promise<Fetched<unknown>> {
  userInfoAnswer ??= request(api.userGet, {}).then(fetched);
  return userInfoAnswer;
}

/** POST /v3/app/ipInfo: the city name, also kept as ipAddressInfo. */
export async function ipCity(): Promise<Fetched<string>> {
  const reply = await request(api.ipInfo, {});
  if (!reply.ok || !reply.data) return { ok: false };
  writeStored(IP_ADDRESS_INFO, reply.data);
  return { ok: true, data: reply.data.name };
}

/** A used (or refused) mark or markcode leaves the address bar: it must not be shared or reused. */
function forgetSpentLogin(): void {
  const cleaned = withoutSpentLogin(new URL(location.href));
  if (cleaned !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(history.state, "", cleaned);
  }
}

/**
 * POST /v3/user/loginMarkCode for a markcode, or with `byMark` POST /v1/user/loginMark for a
 * login mark: the token and user id, read by the one login reader. The value is opaque: only
 * an empty, overlong or control-character value is kept from the backend. Whatever the answer,
 * the mark then leaves the address bar.
 */
export async function markcodeToken(value: string, byMark = false): Promise<Fetched<LoginAnswer>> {
  try {
    const mark = opaqueValue(value);
    if (mark === undefined) return { ok: false };
    const login = byMark
      ? await exchangeLogin("mark", { mark })
      : await exchangeLogin("markcode", { markcode: mark });
    return { ok: true, data: login };
  } finally {
    forgetSpentLogin();
  }
}

/** Spec: "a tracking record is sent and the app view is closed". */
export async function recordAndClose(record: TrackingRecord): Promise<void> {
  await request(api.record, {
    source: record.source,
    title: record.title,
    _user_id: record._user_id,
    attr: JSON.stringify(record.attr),
  }).catch(() => undefined);
  // Outside the app there is nothing to close: the download page stays usable.
  await closeAppView().catch((error: unknown) => console.warn("closeAppView:", (error as Error).message));
}
