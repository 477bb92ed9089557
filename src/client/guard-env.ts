/**
 * The browser side of the guard: reads the persistent stores and the address into the
 * decision's input, answers the guard's fetches through the API client and writes its state
 * steps back to the stores (spec section 4, "Global navigation guard").
 */
import { API_PATHS } from "../contract/endpoints.ts";
import type { Fetched, TrackingRecord } from "../core/guard-state.ts";
import { parseQuery } from "../core/query.ts";
import { post, postTracking } from "./api.ts";
import { bundleConfig } from "./bundle-config.ts";
import { isPlainObject } from "./codecs.ts";
import type { GuardEnvironment, StateStep } from "./guard-runner.ts";
import { closeAppView } from "./native-bridge.ts";
import * as s from "./stores.ts";

/** Facts of the page the shell writes on <body> (src/layouts/Shell.astro). */
export interface PageFacts {
  /** Path the page was built for ("/404" for the fallback page). */
  path: string;
  /** Route name of the page, "" when it has none. */
  routeName: string;
}

/** Reads the page facts from <body data-path data-route-name>. */
export function pageFacts(doc: Document = document): PageFacts {
  return { path: doc.body?.dataset.path ?? "", routeName: doc.body?.dataset.routeName ?? "" };
}

/**
 * The path the guard reasons about: the page's own route path, except on the fallback page,
 * which answers for any address (then the address's path counts).
 */
export function logicalPath(facts: PageFacts, pathname: string): string {
  return facts.path && facts.path !== "/404" ? facts.path : pathname || "/";
}

function ok<T>(data: T): Fetched<T> {
  return { ok: true, data };
}

async function channelInfo(): Promise<Fetched<unknown>> {
  const body = await post(API_PATHS.channelInfo);
  return body.code === 200 && isPlainObject(body.data) ? ok(body.data) : { ok: false };
}

async function userInfo(): Promise<Fetched<unknown>> {
  const body = await post(API_PATHS.userGet);
  return body.code === 200 ? ok(body.data) : { ok: false };
}

async function ipCity(): Promise<Fetched<string>> {
  const body = await post<{ code?: unknown; name?: unknown }>(API_PATHS.ipInfo);
  const name = body.code === 200 && isPlainObject(body.data) ? body.data.name : undefined;
  if (typeof name !== "string" || name.trim() === "") return { ok: false };
  const code = typeof body.data.code === "string" ? body.data.code : "";
  s.$ipAddressInfo.set({ code, name });
  return ok(name);
}

async function markcodeToken(markcode: string): Promise<Fetched<{ token: string; userId: string }>> {
  const body = await post<{ access_token?: unknown; userinfo?: { id?: unknown } }>(API_PATHS.loginMarkCode, { markcode });
  const token = body.data?.access_token;
  const id = body.data?.userinfo?.id;
  if (body.code !== 200 || typeof token !== "string" || token === "") return { ok: false };
  if (typeof id !== "number" && typeof id !== "string") return { ok: false };
  return ok({ token, userId: String(id) });
}

function setFlow(settings: { input_form: number; succ_todo: number; fail_todo: number }): void {
  s.$inputForm.set(settings.input_form);
  s.$succTodo.set(settings.succ_todo);
  s.$failTodo.set(settings.fail_todo);
}

/** Spec: "if the channel was not activated in the last 30 minutes the channel is marked active". */
async function markChannelActive(channel: string, at: number): Promise<void> {
  const body = await post(API_PATHS.activeChannel).catch(() => undefined);
  if (body?.code === 200) s.$activeChannelTime.set({ ...s.$activeChannelTime.get(), [channel]: at });
}

/** Writes one state step of the guard to the stores. */
export async function applyStep(step: StateStep): Promise<void> {
  switch (step.type) {
    case "storeChannel":
      s.$channel.set(step.channel);
      return;
    case "rememberLoginAddress":
      s.$loginAddress.set(step.address);
      return;
    case "setFirstVisit":
      s.$firstVisit.set("1");
      return;
    case "applyChannelInfo":
      s.$channelInfo.set({ channel: step.channel, info: isPlainObject(step.channelInfo) ? step.channelInfo : {} });
      setFlow(step.settings);
      s.$application.set(String(step.application));
      return;
    case "applyFlowSettings":
      setFlow(step.settings);
      return;
    case "clearSession":
      s.clearSession();
      return;
    case "storeLogin":
      s.$accessToken.set(step.token);
      s.$userId.set(step.userId);
      return;
    case "markChannelActive":
      await markChannelActive(step.channel, step.at);
      return;
  }
}

/** Spec: "a tracking record is sent and the app view is closed". */
async function recordAndClose(record: TrackingRecord): Promise<void> {
  await postTracking(API_PATHS.record, {
    source: record.source,
    title: record.title,
    _user_id: record._user_id,
    attr: JSON.stringify(record.attr),
  }).catch(() => undefined);
  // Outside the app there is nothing to close: the download page stays usable.
  await closeAppView().catch((error: unknown) => console.info("closeAppView:", (error as Error).message));
}

/** The guard environment of the current page. */
export function browserGuardEnvironment(): GuardEnvironment {
  const facts = pageFacts();
  const config = bundleConfig();
  return {
    read: () => ({
      path: logicalPath(facts, location.pathname),
      query: parseQuery(location.search),
      bundle: { routeName: facts.routeName || undefined, isEventHost: config.eventHost, entryPaths: config.entryPaths },
      stored: {
        token: s.$accessToken.get(),
        userId: s.$userId.get(),
        channel: s.$channel.get(),
        cachedChannel: s.$channelInfo.get()?.channel ?? null,
        loginAddress: s.$loginAddress.get(),
        appname: s.$appname.get(),
        os: s.$os.get(),
        input_form: s.$inputForm.get(),
        succ_todo: s.$succTodo.get(),
        fail_todo: s.$failTodo.get(),
        activations: s.$activeChannelTime.get(),
        ipCity: s.$ipAddressInfo.get()?.name ?? null,
      },
      session: { firstVisit: s.$firstVisit.get() === "1" },
    }),
    now: () => Date.now(),
    fetchChannelInfo: channelInfo,
    fetchUserInfo: userInfo,
    fetchIpCity: ipCity,
    fetchMarkcodeToken: markcodeToken,
    apply: applyStep,
    clearSession: s.clearSession,
    currentPath: () => logicalPath(facts, location.pathname),
    replace: (href) => location.replace(href),
    closeAppView: recordAndClose,
    logError: (error) => console.error("guard:", error),
  };
}
