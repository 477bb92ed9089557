import { describe, expect, test } from "vitest";
import { LOGIN_REQUIRED_ROUTE_NAMES, TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES } from "../config/routes.ts";
import { LOGIN_CLEARING_CHANNELS } from "../config/channels.ts";
import { terminalOf } from "./guard-lazy-rules.ts";
import { parseQuery } from "./query.ts";
import { baseInput, decideGuard, isTerminal, runGuard, ruleIds } from "./guard-test-kit.ts";
import type { GuardInput } from "./guard-decide.ts";

const NOW = 1_700_000_000_000;
const loggedIn = (extra: Partial<GuardInput["stored"]> = {}): GuardInput["stored"] => ({
  channel: "channel_5818",
  cachedChannel: "channel_5818",
  loginAddress: "/login",
  token: "tok",
  userId: "42",
  ...extra,
});
const on = (path: string, routeName: string | undefined, extra: Partial<GuardInput> = {}) =>
  baseInput({
    path,
    bundle: { routeName, isEventHost: false, entryPaths: ["/login", "/a8k2.html"] },
    ...extra,
  });

describe("query channel (spec 2: 'c: channel number, stored as channel_ plus the number')", () => {
  test("stores channel_ plus the number", () => {
    const action = decideGuard(baseInput({ query: { c: "5265" } }));
    expect(action).toMatchObject({
      type: "storeChannel",
      channel: "channel_5265",
      rule: { id: "query-channel" },
    });
  });
  test.each(["", "abc", "12a", "-1", "12345678901"])("ignores c=%j", (c) => {
    expect(decideGuard(baseInput({ query: { c } })).rule.id).toBe("default-stay");
  });
  test("ignores c equal to the stored channel", () => {
    expect(decideGuard(baseInput({ query: { c: "5818" } })).rule.id).toBe("default-stay");
  });
});

describe("channel_5813 (spec 2: 'Channel channel_5813 is always sent to /404err')", () => {
  test.each(["/login", "/form-package", "/download"])("%s → /404err", (path) => {
    const action = decideGuard(
      on(path, undefined, { stored: { channel: "channel_5813", cachedChannel: "channel_5813" } }),
    );
    expect(action).toMatchObject({
      type: "redirect",
      href: "/404err",
      rule: { id: "channel-404" },
    });
  });
  test("stays on /404err", () => {
    const input = on("/404err", "404err", {
      stored: { channel: "channel_5813", cachedChannel: "channel_5813" },
    });
    expect(decideGuard(input).type).toBe("stay");
  });
  test.each(["/other/user-agreement", "/other/privacy-policy", "/other/lianhedengluxieyi"])(
    "the legal text %s stays readable",
    (path) => {
      const input = on(path, undefined, {
        stored: { channel: "channel_5813", cachedChannel: "channel_5813" },
      });
      expect(runGuard(input).at(-1)?.type).toBe("stay");
    },
  );
  test("a ?c=5813 visitor is stored first, then sent to /404err", () => {
    expect(ruleIds(runGuard(baseInput({ query: { c: "5813" } })))).toEqual(["query-channel", "channel-404"]);
  });
});

describe("login address (spec 2: 'Paths containing /login or /index.html are remembered as the login address')", () => {
  test.each(["/v2/login", "/m/v1/index.html", "/m/kssczh/kuaishou/index.html"])("remembers %s", (path) => {
    const action = decideGuard(on(path, "login"));
    expect(action).toMatchObject({ type: "rememberLoginAddress", address: path });
  });
  test("does not re-remember the same path", () => {
    expect(decideGuard(on("/login", "login")).rule.id).toBe("default-stay");
  });
  test.each(["/download", "/a8k2.html"])("does not remember %s", (path) => {
    expect(decideGuard(on(path, undefined)).rule.id).toBe("default-stay");
  });
  test("never remembers an unsafe path", () => {
    expect(decideGuard(on("//evil.example/login", undefined)).rule.id).not.toBe("remember-login-address");
  });
});

describe("first visit (spec 4: 'When mark or markcode is present, firstVisit is set')", () => {
  test.each<Record<string, string>>([{ mark: "m1" }, { markcode: "mc" }])(
    "sets firstVisit for %j",
    (query) => {
      const action = decideGuard(on("/single-sign", "singleSign", { query, session: { firstVisit: false } }));
      expect(action).toMatchObject({ type: "setFirstVisit", rule: { id: "first-visit" } });
    },
  );
  test("not when already set (the mark is then exchanged)", () => {
    const input = on("/single-sign", "singleSign", { query: { mark: "m" }, session: { firstVisit: true } });
    expect(decideGuard(input).rule.id).toBe("markcode-fetch");
  });
});

describe("channel info (spec 4: 'fetched when the stored channel differs from the cached one, except on /iosversion/ paths')", () => {
  const stale = { channel: "channel_5265", cachedChannel: "channel_5818", loginAddress: "/login" };
  test("fetches when the channel differs", () => {
    expect(decideGuard(baseInput({ stored: stale }))).toMatchObject({ type: "fetch", what: "channelInfo" });
  });
  test("fetches when nothing is cached", () => {
    expect(decideGuard(baseInput({ stored: { loginAddress: "/login" } })).rule.id).toBe("channel-info-fetch");
  });
  test("not on /iosversion/ paths", () => {
    expect(decideGuard(on("/iosversion/ios-loading", "iosLoading", { stored: stale })).rule.id).toBe(
      "default-stay",
    );
  });
  test("applies the flow settings of a successful call", () => {
    const data = { application: "APP-IOS", h5_bd_type_for_p4: 2 };
    const action = decideGuard(baseInput({ stored: stale, results: { channelInfo: { ok: true, data } } }));
    expect(action).toMatchObject({
      type: "applyChannelInfo",
      channel: "channel_5265",
      application: 1,
      settings: { input_form: 0, succ_todo: 2, fail_todo: 1 },
    });
  });
  test("'If the code is not 200, navigation continues without it'", () => {
    const input = baseInput({ stored: stale, results: { channelInfo: { ok: false } } });
    expect(decideGuard(input).rule.id).toBe("default-stay");
  });
});

describe("login channels and event hosts (spec 4: token cleared, login page shown even if a token exists)", () => {
  test.each(LOGIN_CLEARING_CHANNELS)("%s clears the session on its login page", (channel) => {
    const actions = runGuard(
      on("/login", "login", { stored: loggedIn({ channel, cachedChannel: channel }) }),
    );
    expect(ruleIds(actions)).toEqual(["login-channel-clear", "default-stay"]);
  });
  test("an event host clears the session on its login page", () => {
    const input = baseInput({
      stored: loggedIn(),
      bundle: { routeName: "login", isEventHost: true, entryPaths: ["/v1/login"] },
    });
    expect(ruleIds(runGuard(input))).toEqual(["event-host-clear", "default-stay"]);
  });
  test("an event host does not clear the session elsewhere", () => {
    const input = on("/product-detail", "productDetail", { stored: loggedIn() });
    input.bundle.isEventHost = true;
    expect(decideGuard(input).rule.id).toBe("default-stay");
  });
});

describe("markcode (spec 4: 'A markcode is exchanged for a token ...')", () => {
  const api = {
    markcodeToken: { ok: true as const, data: { token: "t9", userId: "9" } },
    userInfo: { ok: true as const, data: {} },
  };
  test("/city: exchange, store, activate, then /form-package", () => {
    const actions = runGuard(on("/city", "city", { query: { markcode: "mc1" } }), api);
    expect(ruleIds(actions)).toEqual([
      "markcode-fetch",
      "markcode-store",
      "markcode-activate",
      "markcode-to-form",
    ]);
    expect(actions[0]).toMatchObject({ type: "fetch", what: "markcodeToken", markcode: "mc1" });
    expect(actions[1]).toMatchObject({ type: "storeLogin", token: "t9", userId: "9" });
    expect(actions[2]).toMatchObject({ type: "markChannelActive", channel: "channel_5818", at: NOW });
    expect(actions[3]).toMatchObject({ type: "redirect", href: "/form-package" });
  });
  // Spec 2: "mark and markcode: one-click login marks"; a mark goes to /v1/user/loginMark.
  test("a login mark is exchanged the same way, flagged byMark", () => {
    const actions = runGuard(on("/city", "city", { query: { mark: "mk1" } }), api);
    expect(actions[0]).toMatchObject({ type: "fetch", what: "markcodeToken", markcode: "mk1", byMark: true });
    expect(ruleIds(actions).at(-1)).toBe("markcode-to-form");
  });
  test("a markcode wins over a mark when both are present", () => {
    const first = runGuard(on("/city", "city", { query: { mark: "mk1", markcode: "mc1" } }), api)[0];
    expect(first).toMatchObject({ markcode: "mc1" });
    expect(first).not.toHaveProperty("byMark");
  });
  test("/from goes to /form-package too", () => {
    expect(runGuard(on("/from", "from", { query: { markcode: "m" } }), api).at(-1)).toMatchObject({
      href: expect.stringMatching(/^\/form-package(\?|$)/),
    });
  });
  test("/single-sign stays", () => {
    expect(
      ruleIds(runGuard(on("/single-sign", "singleSign", { query: { markcode: "m" } }), api)).at(-1),
    ).toBe("markcode-single-sign");
  });
  test.each([
    ["activated 29 min 59 s ago: not again", NOW - 1_799_999, false],
    ["activated exactly 30 min ago: again", NOW - 1_800_000, true],
    ["activation time in the future: again", NOW + 5, true],
  ])("%s", (_label, last, activates) => {
    const input = on("/single-sign", "singleSign", {
      query: { markcode: "m" },
      stored: { channel: "channel_5818", cachedChannel: "channel_5818", activations: { channel_5818: last } },
    });
    expect(ruleIds(runGuard(input, api)).includes("markcode-activate")).toBe(activates);
  });
  test("a failed exchange falls through to the other rules", () => {
    const actions = runGuard(on("/form-package", "formPackage", { query: { markcode: "m" } }), {});
    expect(ruleIds(actions)).toEqual(["markcode-fetch", "protected-to-login"]);
  });
  test("an exchange already asked for without a result falls through", () => {
    const input = on("/single-sign", "singleSign", { query: { markcode: "m" }, done: ["markcode-fetch"] });
    expect(decideGuard(input).rule.id).toBe("default-stay");
  });
  test("an ok answer without a token counts as a failure", () => {
    const results = { markcodeToken: { ok: true as const, data: { token: "", userId: "1" } } };
    expect(decideGuard(on("/single-sign", "singleSign", { query: { markcode: "m" }, results })).rule.id).toBe(
      "default-stay",
    );
  });
  test("on another path a successful exchange continues with the other rules", () => {
    const actions = runGuard(on("/product-detail", "productDetail", { query: { markcode: "m" } }), api);
    expect(ruleIds(actions).at(-1)).toBe("default-stay");
  });
  // decision 026 in docs/decisions/login.md: a mark for another user never replaces the session the
  // visitor holds.
  test.each([
    ["another user, plain browser", "9", false, false],
    ["the same user (the answer names user 42)", "42", false, true],
    ["the answer names no user", "", false, false],
    ["another user inside the app's web view", "9", true, true],
  ] as const)("logged in as 42, a mark of %s: stored = %s", (_case, answeredUser, inAppWebView, stores) => {
    const markApi = {
      ...api,
      markcodeToken: { ok: true as const, data: { token: "t9", userId: answeredUser } },
    };
    const input = on("/single-sign", "singleSign", {
      query: { mark: "m" },
      stored: loggedIn(),
      inAppWebView,
    });
    const actions = runGuard(input, markApi);
    expect(ruleIds(actions).includes("markcode-store")).toBe(stores);
    expect(ruleIds(actions).includes("markcode-activate")).toBe(stores);
  });
  test("a mark that left the address after its exchange still decides the rest", () => {
    const results = { markcodeToken: { ok: true as const, data: { token: "t9", userId: "9" } } };
    const input = on("/single-sign", "singleSign", { results, done: ["first-visit", "markcode-fetch"] });
    expect(runGuard(input, api).map((a) => a.rule.id)).toEqual([
      "markcode-store",
      "markcode-activate",
      "markcode-single-sign",
    ]);
  });
});

describe("/download?from=4 (spec 4: third-party callback)", () => {
  test("with a stored app name: tracking record and close the app view", () => {
    const input = on("/download", "download", {
      query: { from: "4" },
      stored: loggedIn({ appname: "闪信", os: "2" }),
    });
    expect(decideGuard(input)).toMatchObject({
      type: "closeAppView",
      record: { source: "闪信", title: "p3回调", _user_id: "42", attr: { terminal: 2 } },
    });
  });
  test.each([
    [0, "/success-download"],
    [2, "/success-loan-marketplace-download"],
    [99, "/download-page"],
  ])("otherwise succ_todo %i → %s with previousPage p3回调, successType 1, sd_plat_fr", (succ_todo, to) => {
    const input = on("/download", "download", {
      query: { from: "4", x: "1" },
      stored: loggedIn({ succ_todo }),
    });
    const action = decideGuard(input);
    expect(action).toMatchObject({
      type: "redirect",
      href: `${to}?previousPage=p3%E5%9B%9E%E8%B0%83&successType=1&sd_plat_fr=channel_5818`,
    });
  });
  test("from other than 4 does nothing", () => {
    expect(decideGuard(on("/download", "download", { query: { from: "3" } })).rule.id).toBe("default-stay");
  });
});

describe("city override in the guard (spec 4: 'Applies after the IP city is known, only when logged in')", () => {
  const city = (extra: Partial<GuardInput> = {}) =>
    on("/login", "login", {
      stored: loggedIn({ channel: "channel_5265", cachedChannel: "channel_5265" }),
      ...extra,
    });
  test("looks up the IP city for a city channel", () => {
    expect(decideGuard(city())).toMatchObject({ type: "fetch", what: "ipCity" });
  });
  test("applies the row, then the form-skip rule uses the new values", () => {
    const api = { ipCity: { ok: true as const, data: "上海市" }, userInfo: { ok: true as const, data: {} } };
    const actions = runGuard(city(), api);
    expect(ruleIds(actions)).toEqual(["city-fetch", "city-apply", "user-info-fetch", "user-info-form-skip"]);
    expect(actions[1]).toMatchObject({
      settings: { input_form: 1, succ_todo: 4, fail_todo: 3 },
      cityRow: "5265-big-cities",
    });
    expect(actions[3]).toMatchObject({ href: expect.stringMatching(/^\/download-page(\?|$)/) });
  });
  test("uses a stored city without fetching", () => {
    const input = city({
      stored: loggedIn({ channel: "channel_5265", cachedChannel: "channel_5265", ipCity: "北京市" }),
    });
    expect(decideGuard(input).rule.id).toBe("city-apply");
  });
  test("no override when the values already match", () => {
    const stored = loggedIn({
      channel: "channel_5265",
      cachedChannel: "channel_5265",
      ipCity: "北京市",
      input_form: 1,
      succ_todo: 4,
      fail_todo: 3,
    });
    expect(decideGuard(city({ stored })).rule.id).toBe("user-info-fetch");
  });
  test("a failed lookup continues", () => {
    expect(decideGuard(city({ results: { ipCity: { ok: false } } })).rule.id).toBe("user-info-fetch");
  });
  test("not when logged out, even with a city known", () => {
    const input = city({
      stored: {
        channel: "channel_5265",
        cachedChannel: "channel_5265",
        loginAddress: "/login",
        ipCity: "北京市",
      },
    });
    expect(decideGuard(input).rule.id).toBe("default-stay");
  });
});

describe("user info (spec 4: 'With a token on a login or index path, a city/from path, or a form-package path, user info is fetched')", () => {
  test.each([
    "/login",
    "/m/v1/index.html",
    "/a8k2.html",
    "/city",
    "/from",
    "/form-package",
    "/form-package-app",
  ])("fetches on %s", (path) => {
    expect(decideGuard(on(path, undefined, { stored: loggedIn({ loginAddress: path }) }))).toMatchObject({
      type: "fetch",
      what: "userInfo",
    });
  });
  test("not on other paths", () => {
    expect(decideGuard(on("/product-detail", "productDetail", { stored: loggedIn() })).rule.id).toBe(
      "default-stay",
    );
  });
  const ok = { userInfo: { ok: true as const, data: {} } };
  test.each([
    [0, "/fail-page"],
    [3, "/download-page"],
    [42, "/success-loan-marketplace-download"],
  ])(
    "input_form 1, fail_todo %i → %s with previousPage 跳过表单, sd_plat_fr, successType 1",
    (fail_todo, to) => {
      const input = on("/form-package", "formPackage", {
        stored: loggedIn({ input_form: "1", fail_todo }),
        results: ok,
      });
      const action = decideGuard(input);
      expect(action).toMatchObject({ type: "redirect", rule: { id: "user-info-form-skip" } });
      if (action.type !== "redirect") throw new Error("not a redirect");
      const [path, search = ""] = action.href.split("?");
      expect(path).toBe(to);
      expect(parseQuery(search)).toMatchObject({
        previousPage: "跳过表单",
        sd_plat_fr: "channel_5818",
        successType: "1",
      });
    },
  );
  test("fail_todo 3 on channel_5775 gives /only-download", () => {
    const stored = loggedIn({
      channel: "channel_5775",
      cachedChannel: "channel_5775",
      input_form: 1,
      fail_todo: 3,
    });
    expect(decideGuard(on("/login", "login", { stored, results: ok }))).toMatchObject({
      href: expect.stringMatching(/^\/only-download(\?|$)/),
    });
  });
  test("already on a form-package path: proceeds", () => {
    expect(
      decideGuard(on("/form-package", "formPackage", { stored: loggedIn(), results: ok })),
    ).toMatchObject({
      type: "stay",
      rule: { id: "user-info-form-stay" },
    });
  });
  test("otherwise goes to /form-package", () => {
    expect(decideGuard(on("/login", "login", { stored: loggedIn(), results: ok }))).toMatchObject({
      type: "redirect",
      href: "/form-package",
    });
  });
  test("failure: clears the session, saved login address with the query", () => {
    const input = on("/city", "city", {
      query: { c: "5818", a: "b" },
      stored: loggedIn({ loginAddress: "/v2/login" }),
      results: { userInfo: { ok: false } },
    });
    expect(decideGuard(input)).toMatchObject({
      type: "clearSessionThenRedirect",
      href: "/v2/login?c=5818&a=b",
    });
  });
  test.each(["https://evil.example/login", "//evil.example", "javascript:alert(1)", "", null])(
    "an unsafe saved login address %j falls back to /",
    (loginAddress) => {
      const input = on("/city", "city", {
        stored: loggedIn({ loginAddress }),
        results: { userInfo: { ok: false } },
      });
      expect(decideGuard(input)).toMatchObject({ href: "/" });
    },
  );
  test("a fetch already performed without a result falls through", () => {
    const input = on("/product-detail", "productDetail", { stored: loggedIn(), done: ["user-info-fetch"] });
    expect(decideGuard({ ...input, path: "/city" }).rule.id).toBe("default-stay");
  });
});

describe("protected routes (spec 2: 'Route names that require login')", () => {
  test.each(TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES)("%s without a token → download page, query kept", (name) => {
    const action = decideGuard(on("/x", name, { query: { c: "5818", k: "v" } }));
    expect(action).toMatchObject({
      type: "redirect",
      href: "/download-page?c=5818&k=v",
    });
  });
  const others = LOGIN_REQUIRED_ROUTE_NAMES.filter(
    (n) => !(TOKENLESS_TO_DOWNLOAD_ROUTE_NAMES as readonly string[]).includes(n),
  );
  test.each(others)("%s without a token → saved login address", (name) => {
    const input = on("/x", name, {
      query: { k: "v" },
      stored: { channel: "channel_5818", cachedChannel: "channel_5818", loginAddress: "/v3/login" },
    });
    expect(decideGuard(input)).toMatchObject({
      type: "redirect",
      href: "/v3/login",
      rule: { id: "protected-to-login" },
    });
  });
  test("… or to / if none is saved", () => {
    const input = on("/x", "productDetail", {
      stored: { channel: "channel_5818", cachedChannel: "channel_5818" },
    });
    expect(decideGuard(input)).toMatchObject({ href: expect.stringMatching(/^\/(\?|$)/) });
  });
  test.each(LOGIN_REQUIRED_ROUTE_NAMES)("%s with a token is allowed", (name) => {
    const action = decideGuard(on("/x", name, { stored: loggedIn() }));
    expect(action.type).toBe("stay");
  });
});

describe("guard plumbing", () => {
  test("the test runner reports a guard that does not finish", () => {
    expect(() => runGuard(baseInput({ query: { c: "5265" } }), {}, 1)).toThrow(
      /did not finish in 1 steps: query-channel/,
    );
  });
  test("trailing slashes are ignored", () => {
    expect(decideGuard(on("/city/", "city", { stored: loggedIn() })).rule.id).toBe("user-info-fetch");
  });
  test("missing optional parts default safely", () => {
    const bare = { path: 5, now: NOW } as unknown as GuardInput;
    const action = decideGuard(bare);
    expect(isTerminal(action) || action.type === "fetch").toBe(true);
  });
});

describe("terminal (spec 9: 'Default terminal value 3; 1 and 2 come from the stored _os')", () => {
  test.each([
    ["1", 1],
    ["2", 2],
    [2, 2],
    [" 1 ", 1],
    ["3", 3],
    [null, 3],
    ["ios", 3],
  ])("%j → %i", (os, terminal) => expect(terminalOf(os)).toBe(terminal));
});
