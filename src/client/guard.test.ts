import { describe, expect, it, vi } from "vitest";
import * as GUARD_LAZY_RULES from "../core/guard-lazy-rules.ts";
import type { Fetched, GuardInput } from "../core/guard-decide.ts";
import { parseQuery } from "../core/query.ts";
import { runGuard, type GuardEnvironment } from "./guard.ts";

interface FakeOptions {
  path: string;
  search?: string;
  routeName?: string;
  stored?: GuardInput["stored"];
  channelInfo?: Fetched<unknown> | "throws";
  userInfo?: Fetched<unknown>;
  ipCity?: Fetched<string>;
  markcode?: Fetched<{ token: string; userId: string }>;
  /** "fails": the chunk with the lazy rules cannot be loaded. */
  rules?: "fails";
}

/** A guard environment over plain objects: records every effect. */
function fakeEnv(options: FakeOptions) {
  const stored: GuardInput["stored"] = {
    channel: "channel_5818",
    cachedChannel: "channel_5818",
    ...options.stored,
  };
  const session = { firstVisit: false };
  const applied: Parameters<GuardEnvironment["apply"]>[0][] = [];
  const replaced: string[] = [];
  const closed: unknown[] = [];
  const errors: unknown[] = [];
  const ruleLoads: number[] = [];
  const env: GuardEnvironment = {
    read: () => ({
      path: options.path,
      query: parseQuery(options.search ?? ""),
      bundle: { routeName: options.routeName, isEventHost: false, entryPaths: ["/login", "/v2/login"] },
      stored: { ...stored },
      session: { ...session },
      now: 10_000_000,
    }),
    fetch: async ({ what }) => {
      if (what === "userInfo") return options.userInfo ?? { ok: true, data: { id: 1 } };
      if (what === "ipCity") return options.ipCity ?? { ok: false };
      if (what === "markcodeToken") return options.markcode ?? { ok: false };
      if (options.channelInfo === "throws") throw new Error("network");
      return options.channelInfo ?? { ok: false };
    },
    loadRules: async () => {
      ruleLoads.push(1);
      if (options.rules === "fails") throw new Error("Failed to fetch dynamically imported module");
      return GUARD_LAZY_RULES;
    },
    apply: (step) => {
      applied.push(step);
      if (step.type === "storeChannel") stored.channel = step.channel;
      if (step.type === "rememberLoginAddress") stored.loginAddress = step.address;
      if (step.type === "setFirstVisit") session.firstVisit = true;
      if (step.type === "applyChannelInfo")
        Object.assign(stored, step.settings, { cachedChannel: step.channel });
      if (step.type === "applyFlowSettings") Object.assign(stored, step.settings);
      if (step.type === "clearSession") Object.assign(stored, { token: "", userId: "" });
      if (step.type === "storeLogin") Object.assign(stored, { token: step.token, userId: step.userId });
    },
    replace: (href) => void replaced.push(href),
    closeAppView: async (record) => void closed.push(record),
    logError: (error) => void errors.push(error),
  };
  return { env, stored, applied, replaced, closed, errors, ruleLoads };
}

const types = (steps: { type: string }[]) => steps.map((step) => step.type);

describe("runGuard", () => {
  it("sends a protected result page without a token to the download page with the query", async () => {
    const f = fakeEnv({ path: "/success-download", routeName: "successDownload", search: "?x=1" });
    const outcome = await runGuard(f.env);
    expect(f.replaced).toEqual(["/download-page?x=1"]);
    expect(outcome.final?.rule.id).toBe("protected-to-download");
  });

  it("stores c, fetches the channel info, applies it and stays", async () => {
    const info = {
      application: "",
      h5_bd_type_for_p4: 1,
      h5_flow_info: { input_form: 1, succ_todo: 4, fail_todo: 5 },
    };
    const f = fakeEnv({
      path: "/v2/login",
      routeName: "loginV2",
      search: "?c=5265",
      channelInfo: { ok: true, data: info },
    });
    const outcome = await runGuard(f.env);
    expect(types(f.applied)).toEqual(["storeChannel", "rememberLoginAddress", "applyChannelInfo"]);
    expect(f.stored).toMatchObject({
      channel: "channel_5265",
      loginAddress: "/v2/login",
      input_form: 1,
      succ_todo: 4,
    });
    expect(outcome.final?.type).toBe("stay");
    expect(f.replaced).toEqual([]);
  });

  it("continues without channel info when the call fails or throws", async () => {
    const f = fakeEnv({
      path: "/download",
      routeName: "download",
      stored: { cachedChannel: null },
      channelInfo: "throws",
    });
    const outcome = await runGuard(f.env);
    expect(outcome.final?.type).toBe("stay");
    expect(f.errors).toEqual([]);
  });

  it("token on a login page: input_form 0 goes to the form, 1 to the failure destination", async () => {
    const zero = fakeEnv({
      path: "/login",
      routeName: "login",
      stored: { token: "t", loginAddress: "/login", input_form: 0 },
    });
    await runGuard(zero.env);
    expect(zero.replaced).toEqual(["/form-package"]);
    const one = fakeEnv({
      path: "/login",
      routeName: "login",
      stored: { token: "t", loginAddress: "/login", input_form: 1, fail_todo: 3 },
    });
    await runGuard(one.env);
    expect(one.replaced).toHaveLength(1);
    const target = new URL(one.replaced[0] ?? "", "http://x");
    expect(target.pathname).toBe("/download-page");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      previousPage: "跳过表单",
      sd_plat_fr: "channel_5818",
      successType: "1",
    });
  });

  it("a failing user-info call clears the session and goes to the login address with the query", async () => {
    const f = fakeEnv({
      path: "/form-package",
      routeName: "formPackage",
      search: "?a=1",
      stored: { token: "t", userId: "9", loginAddress: "/v2/login" },
      userInfo: { ok: false },
    });
    await runGuard(f.env);
    expect(f.stored.token).toBe("");
    expect(f.replaced).toEqual(["/v2/login?a=1"]);
  });

  it("stays instead of redirecting a page to itself (corrupted login address)", async () => {
    const f = fakeEnv({
      path: "/form-package",
      routeName: "formPackage",
      stored: { loginAddress: "/form-package" },
    });
    const outcome = await runGuard(f.env);
    expect(outcome.final?.rule.id).toBe("protected-to-login");
    expect(f.replaced).toEqual([]);
  });

  it("exchanges a markcode on /city, stores the login, activates the channel and goes to the form", async () => {
    const f = fakeEnv({
      path: "/city",
      routeName: "city",
      search: "?markcode=abcdefgh12",
      markcode: { ok: true, data: { token: "tok", userId: "7" } },
    });
    await runGuard(f.env);
    expect(types(f.applied)).toEqual(["setFirstVisit", "storeLogin", "markChannelActive"]);
    expect(f.stored).toMatchObject({ token: "tok", userId: "7" });
    expect(f.replaced).toEqual(["/form-package"]);
  });

  it("closes the app view on /download?from=4 with a stored app name", async () => {
    const f = fakeEnv({
      path: "/download",
      routeName: "download",
      search: "?from=4",
      stored: { appname: "闪信", os: "2" },
    });
    await runGuard(f.env);
    expect(f.closed).toEqual([{ source: "闪信", title: "p3回调", _user_id: "", attr: { terminal: 2 } }]);
  });

  it("logs and never rejects when reading the state fails", async () => {
    const f = fakeEnv({ path: "/login" });
    f.env.read = vi.fn(() => {
      throw new Error("storage exploded");
    });
    const outcome = await runGuard(f.env);
    expect(outcome.final).toBeUndefined();
    expect(f.errors).toHaveLength(1);
  });
});

describe("the rules only some navigations need", () => {
  it("are not loaded for a page view that needs none of them", async () => {
    const f = fakeEnv({ path: "/success-download", routeName: "successDownload", stored: { token: "t" } });
    const outcome = await runGuard(f.env);
    expect(outcome.final?.rule.id).toBe("default-stay");
    expect(f.ruleLoads).toEqual([]);
  });

  it("are loaded once per navigation, when first needed", async () => {
    const f = fakeEnv({
      path: "/city",
      routeName: "city",
      search: "markcode=abc",
      stored: { channel: "channel_7", cachedChannel: "channel_5818" },
      channelInfo: { ok: true, data: { h5_flow_info: { input_form: 0, succ_todo: 2, fail_todo: 1 } } },
      markcode: { ok: true, data: { token: "tok", userId: "7" } },
    });
    await runGuard(f.env);
    expect(f.applied.map((step) => step.rule.id).slice(0, 2)).toEqual(["first-visit", "channel-info-apply"]);
    expect(f.ruleLoads).toHaveLength(1);
    expect(f.replaced).toEqual(["/form-package"]);
  });

  it("that cannot be loaded leave the page as it is, with the error logged", async () => {
    const f = fakeEnv({ path: "/download", routeName: "download", search: "from=4", rules: "fails" });
    const outcome = await runGuard(f.env);
    expect(outcome.final?.rule.id).toBe("rules-unavailable");
    expect(f.replaced).toEqual([]);
    expect(f.closed).toEqual([]);
    expect(String(f.errors[0])).toMatch(/dynamically imported module/);
  });
});
