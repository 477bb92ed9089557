/**
 * The network half of the guard: the calls it asks for (channel info, user info, IP city,
 * markcode exchange, channel activation, tracking record) and the rules that come with them.
 * Loaded with import() only when a navigation needs a call or one of those rules, so pages that
 * need none do not download the API client; the chunk is shared with the islands that use the API.
 */
import { validateLoginMark, validateLoginMarkCode } from "../contract/auth.ts";
import { API_PATHS } from "../contract/endpoints.ts";
import type { Fetched, TrackingRecord } from "../core/guard-state.ts";
import { post, postTracking } from "./api.ts";
import { isPlainObject } from "./codecs.ts";
import { closeAppView } from "./native-bridge.ts";
import * as s from "./stores.ts";

/** The guard's rules only some navigations need: loaded with this chunk (guard-lazy-rules.ts). */
export { GUARD_LAZY_RULES } from "../core/guard-lazy-rules.ts";

function ok<T>(data: T): Fetched<T> {
  return { ok: true, data };
}

/** POST /v3/channel/info: the stored channel's settings. */
export async function channelInfo(): Promise<Fetched<unknown>> {
  const body = await post(API_PATHS.channelInfo);
  return body.code === 200 && isPlainObject(body.data) ? ok(body.data) : { ok: false };
}

/** POST /v3/user/get: succeeds only with body code 200. */
export async function userInfo(): Promise<Fetched<unknown>> {
  const body = await post(API_PATHS.userGet);
  return body.code === 200 ? ok(body.data) : { ok: false };
}

/** POST /v3/app/ipInfo: the city name, also kept as ipAddressInfo. */
export async function ipCity(): Promise<Fetched<string>> {
  const body = await post<{ code?: unknown; name?: unknown }>(API_PATHS.ipInfo);
  const name = body.code === 200 && isPlainObject(body.data) ? body.data.name : undefined;
  if (typeof name !== "string" || name.trim() === "") return { ok: false };
  const code = typeof body.data.code === "string" ? body.data.code : "";
  s.$ipAddressInfo.set({ code, name });
  return ok(name);
}

/**
 * POST /v3/user/loginMarkCode: the token and user id for a markcode; with `byMark`, POST
 * /v1/user/loginMark for a login mark (both answer access_token and userinfo.id).
 */
export async function markcodeToken(
  value: string,
  byMark = false,
): Promise<Fetched<{ token: string; userId: string }>> {
  // A value the server would refuse as malformed (e.g. from a hostile link) is not sent.
  const valid = byMark
    ? validateLoginMark({ mark: value }).ok
    : validateLoginMarkCode({ markcode: value }).ok;
  if (!valid) return { ok: false };
  const body = await post<{ access_token?: unknown; userinfo?: { id?: unknown } }>(
    byMark ? API_PATHS.loginMark : API_PATHS.loginMarkCode,
    byMark ? { mark: value } : { markcode: value },
  );
  const token = body.data?.access_token;
  const id = body.data?.userinfo?.id;
  if (body.code !== 200 || typeof token !== "string" || token === "") return { ok: false };
  if (typeof id !== "number" && typeof id !== "string") return { ok: false };
  return ok({ token, userId: String(id) });
}

/** Spec: "if the channel was not activated in the last 30 minutes the channel is marked active". */
export async function markChannelActive(channel: string, at: number): Promise<void> {
  const body = await post(API_PATHS.activeChannel).catch(() => undefined);
  if (body?.code === 200) s.$activeChannelTime.set({ ...s.$activeChannelTime.get(), [channel]: at });
}

/** Spec: "a tracking record is sent and the app view is closed". */
export async function recordAndClose(record: TrackingRecord): Promise<void> {
  await postTracking(API_PATHS.record, {
    source: record.source,
    title: record.title,
    _user_id: record._user_id,
    attr: JSON.stringify(record.attr),
  }).catch(() => undefined);
  // Outside the app there is nothing to close: the download page stays usable.
  await closeAppView().catch((error: unknown) => console.warn("closeAppView:", (error as Error).message));
}
