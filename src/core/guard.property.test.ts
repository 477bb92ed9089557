import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ENTRY_PATHS } from "../config/routes.ts";
import { decideGuardWith, type GuardAction, type GuardInput, type GuardLazyRules } from "./guard-decide.ts";
import * as GUARD_LAZY_RULES from "./guard-lazy-rules.ts";
import { decideGuard, isTerminal, perform, runGuard } from "./guard-test-kit.ts";

// The entry pages and the common pages the guard's rules name (spec sections 2 and 4).
const knownPaths = [
  ...ENTRY_PATHS,
  ...["/404err", "/other/user-agreement", "/download", "/download-page", "/iosversion/ios-loading"],
  ...["/form-package", "/form-package-app", "/city", "/from", "/single-sign", "/product-detail"],
  ...["/success-download", "/success-loan-marketplace-download", "/fail-page", "/carloan"],
];
const pathArb = fc.oneof(
  fc.constantFrom(...knownPaths, "/", "/a8k2.html", "//evil.example", "/city/", "https://x.example/login"),
  fc.string(),
);
const channelArb = fc.oneof(
  fc.constantFrom("channel_5813", "channel_5265", "channel_683", "channel_5775", "channel_5818", "bad"),
  fc.string(),
  fc.constant(null),
);
const hostile = fc.constantFrom(
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "/\\evil",
  "%zz",
);
const flowArb = fc.oneof(
  fc.integer({ min: -2, max: 9 }),
  fc.constantFrom("1", "3", "x", null),
  fc.anything(),
);
const fetched = <T>(data: fc.Arbitrary<T>) =>
  fc.option(
    fc.oneof(fc.record({ ok: fc.constant(true as const), data }), fc.constant({ ok: false as const })),
    { nil: undefined },
  );

const inputArb: fc.Arbitrary<GuardInput> = fc.record({
  path: pathArb,
  query: fc.dictionary(
    fc.constantFrom("c", "mark", "markcode", "from", "x", "__proto__"),
    fc.oneof(fc.constantFrom("4", "5813", "5265", ""), hostile, fc.string()),
  ),
  bundle: fc.record({
    routeName: fc.option(
      fc.constantFrom(...knownPaths.map((p) => p), "productDetail", "failPage", "formPackage"),
      { nil: undefined },
    ),
    isEventHost: fc.boolean(),
    entryPaths: fc.constant(["/login", "/a8k2.html"]),
  }),
  stored: fc.record(
    {
      token: fc.option(fc.constantFrom("tok", "", " "), { nil: undefined }),
      userId: fc.option(fc.string(), { nil: undefined }),
      channel: channelArb,
      cachedChannel: channelArb,
      loginAddress: fc.option(fc.oneof(hostile, fc.constantFrom("/login", "/v2/login?c=1#h"), fc.string()), {
        nil: undefined,
      }),
      appname: fc.option(fc.string(), { nil: undefined }),
      os: fc.option(fc.constantFrom("1", "2", "x"), { nil: undefined }),
      input_form: flowArb,
      succ_todo: flowArb,
      fail_todo: flowArb,
      activations: fc.option(fc.dictionary(fc.string(), fc.integer()), { nil: undefined }),
      ipCity: fc.option(fc.constantFrom("上海市", "北京市", "深圳市", ""), { nil: undefined }),
    },
    { requiredKeys: [] },
  ),
  session: fc.record({ firstVisit: fc.boolean() }),
  now: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  results: fc.record(
    {
      channelInfo: fetched(fc.anything()),
      userInfo: fetched(fc.anything()),
      markcodeToken: fetched(fc.record({ token: fc.string(), userId: fc.string() })),
      ipCity: fetched(fc.constantFrom("上海市", "北京市", "杭州市")),
    },
    { requiredKeys: [] },
  ),
});

const apiArb = fc.record({
  channelInfo: fetched(fc.anything()),
  userInfo: fetched(fc.constant({})),
  markcodeToken: fetched(fc.record({ token: fc.constantFrom("t1", ""), userId: fc.constant("1") })),
  ipCity: fetched(fc.constantFrom("上海市", "北京市", "成都市")),
});

const isSameBundlePath = (href: string) =>
  href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");

describe("decideGuard properties", () => {
  test("any input yields a defined action with a rule trace, never throws", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const action = decideGuard(input);
        expect(action.type).toBeTypeOf("string");
        expect(action.rule.id).toBeTypeOf("string");
      }),
      { numRuns: 2000 },
    );
  });

  test("redirect targets always start with a single '/'", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const action = decideGuard(input);
        if (action.type === "redirect" || action.type === "clearSessionThenRedirect") {
          expect(isSameBundlePath(action.href)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("a runner loop always ends with a terminal action within the number of rules", () => {
    fc.assert(
      fc.property(inputArb, apiArb, (input, api) => {
        const actions = runGuard({ ...input, done: [] }, api, 30);
        expect(isTerminal(actions.at(-1)!)).toBe(true);
        const ids = actions.map((a) => a.rule.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 1000 },
    );
  });
});

/** The browser's loop: starts without the lazy rules and loads them when the guard asks. */
function runLazily(input: GuardInput, api: Parameters<typeof perform>[2], rulesLoad: boolean): GuardAction[] {
  const actions: GuardAction[] = [];
  let rules: GuardLazyRules | undefined;
  let current = input;
  for (let step = 0; step < 40; step += 1) {
    const action = decideGuardWith(current, rules);
    actions.push(action);
    if (isTerminal(action)) return actions;
    if (action.type === "fetch" && action.what === "rules" && rulesLoad) rules = GUARD_LAZY_RULES;
    current = perform(current, action, api);
  }
  throw new Error(`lazy guard did not finish: ${actions.map((a) => a.rule.id).join(", ")}`);
}

describe("the browser's guard with rules loaded on demand", () => {
  test("takes the same path as the full guard, plus at most one rules-load", () => {
    fc.assert(
      fc.property(inputArb, apiArb, (input, api) => {
        const start = { ...input, done: [] };
        const full = runGuard(start, api, 30);
        const lazy = runLazily(start, api, true);
        expect(lazy.filter((a) => a.rule.id !== "rules-load")).toEqual(full);
        expect(lazy.filter((a) => a.rule.id === "rules-load").length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  test("loads nothing on a navigation the full guard ends without the lazy rules", () => {
    // Logged out, cached channel, no mark, not the app callback: the common page view.
    const plain = fc.record({
      path: fc.constantFrom(...knownPaths),
      routeName: fc.constantFrom(...knownPaths),
    });
    fc.assert(
      fc.property(plain, ({ path, routeName }) => {
        fc.pre(path !== "/download");
        const input: GuardInput = {
          path,
          query: {},
          bundle: { routeName, isEventHost: false, entryPaths: ["/login"] },
          stored: { channel: "channel_5818", cachedChannel: "channel_5818" },
          session: {},
          now: 0,
        };
        expect(runLazily(input, {}, true).map((a) => a.rule.id)).not.toContain("rules-load");
      }),
    );
  });

  // A markcode is exchanged first: the rules are asked for with its answer.
  const markcodeAnswer = { markcodeToken: { ok: true as const, data: { token: "t1", userId: "1" } } };
  test.each([
    ["the app callback", "/download", { from: "4" }, {}],
    ["a markcode's answer", "/city", { markcode: "m1" }, markcodeAnswer],
  ])("%s asks for the rules before anything else it decides", (_, path, query, results) => {
    const input: GuardInput = {
      path,
      query,
      results,
      bundle: { routeName: undefined, isEventHost: false, entryPaths: ["/login"] },
      stored: { channel: "channel_5818", cachedChannel: "channel_5818" },
      session: { firstVisit: true },
      now: 0,
    };
    expect(decideGuardWith(input, undefined).rule.id).toBe("rules-load");
    expect(decideGuardWith({ ...input, done: ["rules-load"] }, undefined).rule.id).toBe("rules-unavailable");
    expect(decideGuardWith(input, GUARD_LAZY_RULES).rule.id).not.toBe("rules-load");
  });

  test("stays on the page when the lazy rules cannot be loaded", () => {
    fc.assert(
      fc.property(inputArb, apiArb, (input, api) => {
        const lazy = runLazily({ ...input, done: [] }, api, false);
        const last = lazy.at(-1)!;
        if (lazy.some((a) => a.rule.id === "rules-load")) {
          expect(last.rule.id).toBe("rules-unavailable");
          expect(last.type).toBe("stay");
        }
      }),
      { numRuns: 1000 },
    );
  });
});
