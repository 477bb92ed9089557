/**
 * The browser's guard through its one entry, runGuard, over the real stores: a page is opened
 * (address, <body data-*>, stored values), the guard runs, and the stores, the address bar and
 * the calls show what it did. The API client, the login module and the app bridge are faked;
 * each test gets fresh modules (the user-info answer is kept once per page).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as GuardDecide from "../core/guard-decide.ts";
import type { GuardAction, GuardStateStep } from "../core/guard-decide.ts";
import type * as Guard from "./guard.ts";
import type * as Stores from "./stores.ts";

const fake = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  sent: [] as { call: string; fields: unknown }[],
  actions: [] as GuardAction[],
  /** What closing the app view does: at once by default; outside the app it never answers. */
  closing: undefined as Promise<void> | undefined,
}));
vi.mock("./api.ts", () => ({
  request: async (call: { name: string }, fields: unknown) => {
    fake.sent.push({ call: call.name, fields });
    const answer = fake.answers[call.name] ?? { ok: false };
    if (answer instanceof Error) throw answer;
    return answer;
  },
}));
vi.mock("./login.ts", () => ({
  exchangeLogin: async (method: string) => {
    const answer = fake.answers[method] as { ok: boolean; data?: unknown } | undefined;
    if (!answer?.ok) throw new Error("no login");
    return answer.data;
  },
  activateChannel: async () => {},
}));
vi.mock("./native-bridge.ts", () => ({
  closeAppView: () => {
    fake.sent.push({ call: "closeAppView", fields: {} });
    return fake.closing ?? Promise.resolve();
  },
}));
vi.mock("./bundle-config.ts", () => ({
  bundleConfig: () => ({ eventHost: false, entryPaths: ["/login", "/v2/login"] }),
}));
vi.mock("../core/guard-decide.ts", async (original) => {
  const decide = await original<typeof GuardDecide>();
  return {
    ...decide,
    decideGuardWith: (...args: Parameters<typeof decide.decideGuardWith>) => {
      const action = decide.decideGuardWith(...args);
      fake.actions.push(action);
      return action;
    },
  };
});
interface Visit {
  path: string;
  search?: string;
  routeName?: string;
  stored?: {
    token?: string;
    userId?: string;
    channel?: string;
    cachedChannel?: string | null;
    loginAddress?: string;
    input_form?: number;
    fail_todo?: number;
    appname?: string;
    os?: string;
  };
  answers?: Record<string, unknown>;
}

let guard: typeof Guard;
let s: typeof Stores;
const replaced: string[] = [];
const errors: unknown[] = [];

/** A new page: fresh modules, imported before `window` is stubbed (the stores keep values in memory). */
async function newPage(): Promise<void> {
  vi.unstubAllGlobals();
  vi.resetModules();
  replaced.length = 0;
  guard = await import("./guard.ts");
  s = await import("./stores.ts");
}

beforeEach(async () => {
  Object.assign(fake, { answers: {}, sent: [], actions: [], closing: undefined });
  errors.length = 0;
  vi.spyOn(console, "error").mockImplementation((_label, error) => void errors.push(error));
  await newPage();
});
afterEach(() => {
  vi.doUnmock("../core/guard-lazy-rules.ts");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Opens a page with the given stored values and runs the guard over it: whether the page stays,
 * and the rule named on <html data-guard>.
 */
function visit({ path, search = "", routeName, stored = {}, answers = {} }: Visit) {
  const query = search === "" || search.startsWith("?") ? search : `?${search}`;
  vi.stubGlobal("window", {});
  vi.stubGlobal("location", {
    href: `http://default.localhost${path}${query}`,
    pathname: path,
    search: query,
    hash: "",
    replace: (href: string) => void replaced.push(href),
  });
  vi.stubGlobal("history", { state: null, replaceState: () => {} });
  const html = { dataset: {} as DOMStringMap };
  vi.stubGlobal("document", {
    documentElement: html,
    body: { dataset: { path, ...(routeName ? { routeName } : {}) } },
  });
  s.$accessToken.set(stored.token ?? "");
  s.$userId.set(stored.userId ?? "");
  s.$channel.set(stored.channel ?? "channel_5818");
  const cached = stored.cachedChannel === undefined ? "channel_5818" : stored.cachedChannel;
  s.$channelInfo.set(cached === null ? null : { channel: cached, info: {} });
  s.$loginAddress.set(stored.loginAddress ?? "");
  s.$inputForm.set(stored.input_form ?? null);
  s.$failTodo.set(stored.fail_todo ?? null);
  s.$appname.set(stored.appname ?? "");
  s.$os.set(stored.os ?? "");
  Object.assign(fake.answers, { userGet: { ok: true, data: { id: 1 } } }, answers);
  return guard.runGuard().then((stays) => ({ stays, guard: html.dataset.guard }));
}

const STATE_STEPS = new Set<string>([
  "storeChannel",
  "rememberLoginAddress",
  "setFirstVisit",
  "applyChannelInfo",
  "applyFlowSettings",
  "clearSession",
  "storeLogin",
  "markChannelActive",
]);
/** The state steps the guard applied, in order. */
const applied = () => fake.actions.filter((a): a is GuardStateStep => STATE_STEPS.has(a.type));
const types = (steps: { type: string }[]) => steps.map((step) => step.type);
/** How many times the guard loaded the rules only some navigations need. */
const ruleLoads = () => fake.actions.filter((a) => a.rule.id === "rules-load").length;

describe("runGuard", () => {
  it("sends a protected result page without a token to the download page with the query", async () => {
    const page = await visit({ path: "/success-download", routeName: "successDownload", search: "?x=1" });
    expect(replaced).toEqual(["/download-page?x=1"]);
    expect(page).toEqual({ stays: false, guard: undefined });
    expect(fake.actions.at(-1)?.rule.id).toBe("protected-to-download");
  });

  it("stores c, fetches the channel info, applies it and stays", async () => {
    const info = {
      application: "",
      h5_bd_type_for_p4: 1,
      h5_flow_info: { input_form: 1, succ_todo: 4, fail_todo: 5 },
    };
    const page = await visit({
      path: "/v2/login",
      routeName: "loginV2",
      search: "?c=5265",
      answers: { channelInfo: { ok: true, data: info } },
    });
    expect(types(applied())).toEqual(["storeChannel", "rememberLoginAddress", "applyChannelInfo"]);
    expect(s.$channel.get()).toBe("channel_5265");
    expect(s.$loginAddress.get()).toBe("/v2/login");
    expect([s.$inputForm.get(), s.$succTodo.get()]).toEqual([1, 4]);
    expect(s.$channelInfo.get()?.channel).toBe("channel_5265");
    expect(page).toEqual({ stays: true, guard: "default-stay" });
    expect(replaced).toEqual([]);
  });

  it("continues without channel info when the call fails or throws", async () => {
    const page = await visit({
      path: "/download",
      routeName: "download",
      stored: { cachedChannel: null },
      answers: { channelInfo: new Error("network") },
    });
    expect(page).toEqual({ stays: true, guard: "default-stay" });
    expect(errors).toEqual([]);
  });

  it("token on a login page: input_form 0 goes to the form, 1 to the failure destination", async () => {
    await visit({
      path: "/login",
      routeName: "login",
      stored: { token: "t", loginAddress: "/login", input_form: 0 },
    });
    expect(replaced).toEqual(["/form-package"]);
    await newPage();
    await visit({
      path: "/login",
      routeName: "login",
      stored: { token: "t", loginAddress: "/login", input_form: 1, fail_todo: 3 },
    });
    expect(replaced).toHaveLength(1);
    const target = new URL(replaced[0] ?? "", "http://x");
    expect(target.pathname).toBe("/download-page");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      previousPage: "跳过表单",
      sd_plat_fr: "channel_5818",
      successType: "1",
    });
  });

  it("a failing user-info call clears the session and goes to the login address with the query", async () => {
    await visit({
      path: "/form-package",
      routeName: "formPackage",
      search: "?a=1",
      stored: { token: "t", userId: "9", loginAddress: "/v2/login" },
      answers: { userGet: { ok: false } },
    });
    expect([s.$accessToken.get(), s.$userId.get()]).toEqual(["", ""]);
    expect(replaced).toEqual(["/v2/login?a=1"]);
  });

  it("stays instead of redirecting a page to itself (corrupted login address)", async () => {
    const page = await visit({
      path: "/form-package",
      routeName: "formPackage",
      stored: { loginAddress: "/form-package" },
    });
    expect(page).toEqual({ stays: true, guard: "protected-to-login" });
    expect(replaced).toEqual([]);
  });

  it("exchanges a markcode on /city, stores the login, activates the channel and goes to the form", async () => {
    await visit({
      path: "/city",
      routeName: "city",
      search: "?markcode=abcdefgh12",
      answers: { markcode: { ok: true, data: { token: "tok", userId: "7" } } },
    });
    expect(types(applied())).toEqual(["setFirstVisit", "storeLogin", "markChannelActive"]);
    expect([s.$accessToken.get(), s.$userId.get()]).toEqual(["tok", "7"]);
    expect(replaced).toEqual(["/form-package"]);
  });

  it("closes the app view on /download?from=4 with a stored app name", async () => {
    await visit({
      path: "/download",
      routeName: "download",
      search: "?from=4",
      stored: { appname: "闪信", os: "2" },
    });
    expect(fake.sent).toEqual([
      {
        call: "record",
        fields: { source: "闪信", title: "p3回调", _user_id: "", attr: JSON.stringify({ terminal: 2 }) },
      },
      { call: "closeAppView", fields: {} },
    ]);
  });

  it("stays on /download?from=4 once the record is sent, while the app view is still closing", async () => {
    fake.closing = new Promise(() => {});
    const visited = await visit({
      path: "/download",
      routeName: "download",
      search: "?from=4",
      stored: { appname: "闪信", os: "2" },
    });
    expect(visited).toEqual({ stays: true, guard: "download-callback-close" });
    expect(fake.sent.map((sent) => sent.call)).toEqual(["record", "closeAppView"]);
  });

  it("logs and never rejects when reading the state fails", async () => {
    const html = { dataset: {} as DOMStringMap };
    vi.stubGlobal("document", {
      documentElement: html,
      get body(): never {
        throw new Error("storage exploded");
      },
    });
    vi.stubGlobal("location", { search: "", pathname: "/login" });
    vi.stubGlobal("window", {});
    expect(await guard.runGuard()).toBe(true);
    expect(html.dataset.guard).toBe("error");
    expect(errors).toHaveLength(1);
  });
});

describe("the rules only some navigations need", () => {
  it("are not loaded for a page view that needs none of them", async () => {
    const page = await visit({
      path: "/success-download",
      routeName: "successDownload",
      stored: { token: "t" },
    });
    expect(page).toEqual({ stays: true, guard: "default-stay" });
    expect(ruleLoads()).toBe(0);
  });

  it("are loaded once per navigation, when first needed", async () => {
    await visit({
      path: "/city",
      routeName: "city",
      search: "markcode=abc",
      stored: { channel: "channel_7", cachedChannel: "channel_5818" },
      answers: {
        channelInfo: { ok: true, data: { h5_flow_info: { input_form: 0, succ_todo: 2, fail_todo: 1 } } },
        markcode: { ok: true, data: { token: "tok", userId: "7" } },
      },
    });
    expect(
      applied()
        .map((step) => step.rule.id)
        .slice(0, 2),
    ).toEqual(["first-visit", "channel-info-apply"]);
    expect(ruleLoads()).toBe(1);
    expect(replaced).toEqual(["/form-package"]);
  });

  it("that cannot be loaded leave the page as it is, with the error logged", async () => {
    vi.doMock("../core/guard-lazy-rules.ts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    await newPage();
    const page = await visit({ path: "/download", routeName: "download", search: "from=4" });
    expect(page).toEqual({ stays: true, guard: "rules-unavailable" });
    expect(replaced).toEqual([]);
    expect(fake.sent.filter((sent) => sent.call === "closeAppView")).toEqual([]);
    expect(String((errors[0] as Error).cause)).toMatch(/dynamically imported module/);
  });
});
