/**
 * The preview simulator (pure apart from awaiting in-memory answers): runs the navigation guard
 * for one visit exactly as the browser does — the browser's own loop (src/client/guard.ts)
 * over in-memory state (guard-memory.ts) — and returns the trace with the configuration row
 * behind each rule, the final destination, the destinations of the resulting flow settings, the
 * resolved brand and the tracker events that would fire.
 */
import { runGuard as runBrowserGuard, type GuardEnvironment } from "../client/guard.ts";
import { GUARD_LAZY_RULES } from "../core/guard-lazy-rules.ts";
import { getBundle, type Bundle } from "../config/bundles.ts";
import { findRoute } from "../config/routes.ts";
import { runtimeConfigOf } from "../config/runtime-config.ts";
import { ANY_TOKEN_PATH, hasTokenPages } from "../config/token-pages.ts";
import { campaignTokenOf } from "../core/campaign-token.ts";
import { brandDocumentTitle, brandRowsFor, resolveBrand } from "../core/brand.ts";
import { toFlowNumber, type FlowValues } from "../core/flow-settings.ts";
import { channelOf } from "../core/guard-paths.ts";
import { describeRule } from "../core/guard-rules.ts";
import type { Fetched, GuardAction, GuardResults, TrackingRecord } from "../core/guard-state.ts";
import { buildHref, type Query } from "../core/query.ts";
import { channelInfoOfSeed, channelNumber, seedChannel } from "./channels.ts";
import { destinationsFor } from "./destinations.ts";
import { describeAction, firedRow, readableHref } from "./explain.ts";
import { applyStep, type MemoryState } from "../core/guard-memory.ts";
import type { FlowChoice, SimulationInput, SimulationResult, TraceStep } from "./simulation-types.ts";
import { trackerEventsFor } from "./tracker-events.ts";

export type { FlowChoice, SimulationInput, SimulationResult } from "./simulation-types.ts";

/** A fixed instant (2024-01-01 12:00 Asia/Shanghai) so that repeated runs give the same trace. */
const DEFAULT_NOW = 1_704_081_600_000;
const PREVIEW_TOKEN = "preview-token";
const PREVIEW_USER = "10001";

function channelInfoFor(flow: FlowChoice, channel: string): { answer: Fetched<unknown>; source: string } {
  if (flow.kind === "web") {
    return {
      answer: { ok: true, data: { application: "", h5_flow_info: { ...flow.values } } },
      source: "预览参数 preview: web h5_flow_info",
    };
  }
  if (flow.kind === "app") {
    const data = { application: flow.application, h5_bd_type_for_p4: flow.h5_bd_type_for_p4 };
    return {
      answer: { ok: true, data },
      source: `预览参数 preview: ${flow.application} h5_bd_type_for_p4 ${flow.h5_bd_type_for_p4}`,
    };
  }
  const row = seedChannel(channel);
  if (!row)
    return { answer: { ok: false }, source: `参考服务没有 ${channel} / no server row for ${channel}` };
  return {
    answer: { ok: true, data: channelInfoOfSeed(row) },
    source: `参考服务 seed ${channel}（${row.note}）`,
  };
}

/**
 * The path the page's guard reasons about: an unlisted campaign token page is answered by the
 * token template, whose logical path is `/{token}.html` (src/config/token-pages.ts).
 */
function logicalPathOf(bundle: Bundle, path: string, entryPaths: readonly string[]): string {
  const unlistedToken =
    hasTokenPages(bundle) && !entryPaths.includes(path) && !findRoute(path) && campaignTokenOf(path);
  return unlistedToken ? ANY_TOKEN_PATH : path;
}

/** Runs the guard for one visit and explains it. Never throws for a known bundle id. */
export async function simulate(input: SimulationInput): Promise<SimulationResult> {
  const bundle = getBundle(input.bundleId);
  const root = typeof bundle.root === "string" ? bundle.root : `/${bundle.root.token}.html`;
  const path = input.path ?? root;
  const entryPaths = runtimeConfigOf(bundle).entryPaths;
  const logical = logicalPathOf(bundle, path, entryPaths);
  const routeName = findRoute(logical)?.name ?? (entryPaths.includes(logical) ? "login" : undefined);
  const query: Query = { ...input.query, ...(input.channel ? { c: channelNumber(input.channel) } : {}) };
  const landingHref = buildHref(path, query);
  const now = input.now ?? DEFAULT_NOW;

  let state: MemoryState = {
    stored: {
      token: input.loggedIn ? PREVIEW_TOKEN : null,
      userId: input.loggedIn ? PREVIEW_USER : null,
      appname: query.appname ?? null,
    },
    session: {},
  };
  const answers: Partial<Record<keyof GuardResults, Fetched<unknown>>> = {};
  let channelInfoSource = "未请求 / not fetched";
  const answer = <T>(what: keyof GuardResults, value: Fetched<T>): Promise<Fetched<T>> => {
    answers[what] = value;
    return Promise.resolve(value);
  };
  const records: TrackingRecord[] = [];
  let error: string | undefined;
  const env: GuardEnvironment = {
    read: () => ({
      path: logical,
      query,
      bundle: { routeName, isEventHost: bundle.eventHost === true, entryPaths },
      stored: state.stored,
      session: state.session,
    }),
    now: () => now,
    fetchChannelInfo: () => {
      const info = channelInfoFor(input.flow, channelOf(state.stored.channel));
      channelInfoSource = info.source;
      return answer("channelInfo", info.answer);
    },
    fetchUserInfo: () =>
      answer("userInfo", input.loggedIn ? { ok: true, data: { id: PREVIEW_USER } } : { ok: false }),
    fetchIpCity: () => answer("ipCity", input.city ? { ok: true, data: input.city } : { ok: false }),
    loadRules: () => Promise.resolve(GUARD_LAZY_RULES),
    fetchMarkcodeToken: () =>
      answer("markcodeToken", { ok: true, data: { token: PREVIEW_TOKEN, userId: PREVIEW_USER } }),
    apply: (step) => {
      state = applyStep(state, step);
    },
    clearSession: () => {
      state = { ...state, stored: { ...state.stored, token: null, userId: null } };
    },
    currentPath: () => logical,
    replace: () => undefined,
    closeAppView: (record) => {
      records.push(record);
      return Promise.resolve();
    },
    logError: (cause) => {
      error = cause instanceof Error ? cause.message : String(cause);
    },
  };
  const outcome = await runBrowserGuard(env);

  const channel = channelOf(state.stored.channel);
  const flow: FlowValues = {
    input_form: toFlowNumber(state.stored.input_form),
    succ_todo: toFlowNumber(state.stored.succ_todo),
    fail_todo: toFlowNumber(state.stored.fail_todo),
  };
  const city = answers.ipCity?.ok ? String(answers.ipCity.data) : undefined;
  const rowContext = { flow, channelInfoSource, city };
  // Loading the browser's lazy rules is plumbing, not a rule of the funnel: left out of the trace.
  const ruleSteps = outcome.trace.filter((action) => action.rule.id !== "rules-load");
  const steps = ruleSteps.map((action, index): TraceStep => {
    const row = firedRow(action, rowContext);
    const fetched = action.type === "fetch" && action.what !== "rules" ? answers[action.what] : undefined;
    return {
      index: index + 1,
      rule: describeRule(action.rule.id),
      type: action.type,
      action: describeAction(action, fetched),
      ...(row ? { row } : {}),
    };
  });
  const brand = resolveBrand({ brandId: bundle.brand, channel, hostOverrides: bundle.overrides });
  return {
    bundle: { id: bundle.id, brand: bundle.brand, hostnames: bundle.hostnames, isDefault: bundle.isDefault },
    path,
    routeName,
    landingHref,
    channel,
    city: input.city,
    loggedIn: input.loggedIn,
    channelInfoSource,
    steps,
    final: finalOf(outcome.final, outcome.navigatedTo, path),
    flow,
    application: state.application,
    destinations: destinationsFor(flow, channel),
    brand: {
      resolved: brand,
      rows: brandRowsFor(channel).map((row) => row.id),
      title: brandDocumentTitle(brand, channel),
    },
    trackers: trackerEventsFor({ channel, query, landingUrl: `http://${bundle.id}.localhost${landingHref}` }),
    records,
    ...(error ? { error } : {}),
  };
}

function finalOf(
  action: GuardAction | undefined,
  navigatedTo: string | undefined,
  path: string,
): SimulationResult["final"] {
  const rule = action ? describeRule(action.rule.id) : undefined;
  if (action?.type === "closeAppView") {
    return { rule, to: "(close app view)", zh: "关闭 App 页面", en: "The app view closes" };
  }
  if (navigatedTo) {
    const shown = readableHref(navigatedTo);
    return { rule, to: navigatedTo, zh: `跳转到 ${shown}`, en: `Goes to ${shown}` };
  }
  return { rule, to: path, zh: `停留在 ${path}`, en: `Stays on ${path}` };
}
