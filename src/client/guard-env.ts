/**
 * The browser side of the guard: reads the persistent stores and the address into the
 * decision's input, answers the guard's fetches through the API client (guard-network.ts,
 * loaded on demand) and writes its state steps back to the stores (spec section 4, "Global
 * navigation guard").
 */
import { parseQuery } from "../core/query.ts";
import { bundleConfig } from "./bundle-config.ts";
import { isPlainObject } from "./codecs.ts";
import type { GuardEnvironment, StateStep } from "./guard-runner.ts";
import * as s from "./stores.ts";

/** The network half, loaded on the first call the guard asks for. */
const network = () => import("./guard-network.ts");

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

function setFlow(settings: { input_form: number; succ_todo: number; fail_todo: number }): void {
  s.$inputForm.set(settings.input_form);
  s.$succTodo.set(settings.succ_todo);
  s.$failTodo.set(settings.fail_todo);
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
      s.$channelInfo.set({
        channel: step.channel,
        info: isPlainObject(step.channelInfo) ? step.channelInfo : {},
      });
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
      await (await network()).markChannelActive(step.channel, step.at);
      return;
  }
}

/** The guard environment of the current page. */
export function browserGuardEnvironment(): GuardEnvironment {
  const facts = pageFacts();
  const config = bundleConfig();
  return {
    read: () => ({
      path: logicalPath(facts, location.pathname),
      query: parseQuery(location.search),
      bundle: {
        routeName: facts.routeName || undefined,
        isEventHost: config.eventHost,
        entryPaths: config.entryPaths,
      },
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
    fetchChannelInfo: async () => (await network()).channelInfo(),
    fetchUserInfo: async () => (await network()).userInfo(),
    fetchIpCity: async () => (await network()).ipCity(),
    fetchMarkcodeToken: async (markcode, byMark) => (await network()).markcodeToken(markcode, byMark),
    apply: applyStep,
    clearSession: s.clearSession,
    currentPath: () => logicalPath(facts, location.pathname),
    replace: (href) => location.replace(href),
    closeAppView: async (record) => (await network()).recordAndClose(record),
    logError: (error) => console.error("guard:", error),
  };
}
