/**
 * The browser side of the guard: reads the stored keys and the address into the decision's
 * input, answers the guard's fetches through the API client (guard-network.ts, loaded on
 * demand) and writes its state steps back to storage (spec section 4, "Global navigation
 * guard"). It reads and writes through session.ts, not the stores, so that the script
 * every page runs does not carry the store library.
 */
import { parseQuery } from "../core/query.ts";
import { bundleConfig } from "./bundle-config.ts";
import { isPlainObject } from "./codecs.ts";
import type { GuardEnvironment, StateStep } from "./guard-runner.ts";
import { applyFlowSettings, clearSession, readStored, storeLogin, writeStored } from "./session.ts";
import * as k from "./storage-keys.ts";

/** The network half, loaded on the first call the guard asks for. */
const network = () => import("./guard-network.ts");

/** Facts of the page the shell writes on <body> (src/layouts/Shell.astro). */
interface PageFacts {
  /** Path the page was built for ("/404" for the fallback page). */
  path: string;
  /** Route name of the page, "" when it has none. */
  routeName: string;
}

/** Reads the page facts from <body data-path data-route-name>. */
function pageFacts(doc: Document = document): PageFacts {
  return { path: doc.body?.dataset.path ?? "", routeName: doc.body?.dataset.routeName ?? "" };
}

/**
 * The path the guard reasons about: the page's own route path, except on the fallback page,
 * which answers for any address (then the address's path counts).
 */
function logicalPath(facts: PageFacts, pathname: string): string {
  return facts.path && facts.path !== "/404" ? facts.path : pathname || "/";
}

/** Writes one state step of the guard to storage. */
async function applyStep(step: StateStep): Promise<void> {
  switch (step.type) {
    case "storeChannel":
      writeStored(k.CHANNEL, step.channel);
      return;
    case "rememberLoginAddress":
      writeStored(k.LOGIN_ADDRESS, step.address);
      return;
    case "setFirstVisit":
      writeStored(k.FIRST_VISIT, "1");
      return;
    case "applyChannelInfo":
      writeStored(k.CHANNEL_INFO, {
        channel: step.channel,
        info: isPlainObject(step.channelInfo) ? step.channelInfo : {},
      });
      applyFlowSettings(step.settings);
      writeStored(k.APPLICATION, String(step.application));
      return;
    case "applyFlowSettings":
      applyFlowSettings(step.settings);
      return;
    case "clearSession":
      clearSession();
      return;
    case "storeLogin":
      storeLogin(step);
      return;
    case "markChannelActive":
      await (await network()).activateChannel(step.channel, step.at);
      return;
  }
}

/** True inside the native app's web view: the app injects its bridge object before any script. */
export function inAppWebView(): boolean {
  return "flutter_inappwebview" in window;
}

/** The guard environment of the current page. */
export function browserGuardEnvironment(): GuardEnvironment {
  const facts = pageFacts();
  const config = bundleConfig();
  return {
    read: () => ({
      path: logicalPath(facts, location.pathname),
      query: parseQuery(location.search),
      inAppWebView: inAppWebView(),
      bundle: {
        routeName: facts.routeName || undefined,
        isEventHost: config.eventHost,
        entryPaths: config.entryPaths,
      },
      stored: {
        token: readStored(k.ACCESS_TOKEN),
        userId: readStored(k.USER_ID),
        channel: readStored(k.CHANNEL),
        cachedChannel: readStored(k.CHANNEL_INFO)?.channel ?? null,
        loginAddress: readStored(k.LOGIN_ADDRESS),
        appname: readStored(k.APPNAME),
        os: readStored(k.OS),
        input_form: readStored(k.INPUT_FORM),
        succ_todo: readStored(k.SUCC_TODO),
        fail_todo: readStored(k.FAIL_TODO),
        activations: readStored(k.ACTIVE_CHANNEL_TIME),
        ipCity: readStored(k.IP_ADDRESS_INFO)?.name ?? null,
      },
      session: { firstVisit: readStored(k.FIRST_VISIT) === "1" },
    }),
    now: () => Date.now(),
    fetchChannelInfo: async () => (await network()).channelInfo(),
    fetchUserInfo: async () => (await network()).userInfo(),
    fetchIpCity: async () => (await network()).ipCity(),
    loadRules: async () => (await network()).GUARD_LAZY_RULES,
    fetchMarkcodeToken: async (markcode, byMark) => (await network()).markcodeToken(markcode, byMark),
    apply: applyStep,
    clearSession,
    currentPath: () => logicalPath(facts, location.pathname),
    replace: (href) => location.replace(href),
    closeAppView: async (record) => (await network()).recordAndClose(record),
    logError: (error) => console.error("guard:", error),
  };
}
