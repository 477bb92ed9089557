/**
 * Hostile links through the pure decisions a page takes on its address (issue 10), without a
 * browser (issue 56): the query parser, the guard's whole run (every redirect a path of this
 * bundle), the partner return link, the opaque hand-over values, the channel and the spent-login
 * clean-up. The links are those tests/e2e/fuzz.spec.ts opens in Chromium, from the same
 * seeded generator (tests/hostile-links.ts), ten times as many: the browser keeps three a page
 * for what only it can show (nothing thrown, run or left the site).
 */
import { expect, test } from "vitest";
import { getBundle, runtimeConfigOf } from "../config/bundles.ts";
import { findRoute } from "../config/routes.ts";
import { hostileLinks, type HostileLink } from "../../tests/hostile-links.ts";
import { hasControlCharacter } from "./control-characters.ts";
import type { GuardInput } from "./guard-decide.ts";
import { runGuard, type FakeApi } from "./guard-test-kit.ts";
import { withoutSpentLogin } from "./incoming-login.ts";
import { opaqueValue } from "./opaque.ts";
import { partnerReturnUrl } from "./partner-return.ts";
import { buildHref, isSafePath, parseQuery, settledChannel } from "./query.ts";

const LINKS = hostileLinks(2400);
const DEFAULT = runtimeConfigOf(getBundle("default"));
/** The car host lists a partner host (hosts/car.ts): a return link to it may be kept. */
const PARTNER_HOSTS = runtimeConfigOf(getBundle("car")).returnHosts;

/** Who opens the link, and what the backend answers the guard's calls. */
const VISITORS: [string, GuardInput["stored"], FakeApi][] = [
  ["a new visitor; every call fails", {}, {}],
  [
    "a logged-in visitor with a channel; the backend answers",
    {
      token: "tok",
      userId: "1",
      channel: "channel_5818",
      cachedChannel: "channel_5818",
      loginAddress: "/login",
    },
    {
      channelInfo: { ok: true, data: { channel: "channel_5818" } },
      userInfo: { ok: true, data: {} },
      ipCity: { ok: true, data: "上海市" },
    },
  ],
  [
    "a visitor whose stored values are hostile too",
    { channel: "channel_<script>", cachedChannel: "x", loginAddress: "//evil.example/login", appname: "<b>" },
    { markcodeToken: { ok: true, data: { token: "t", userId: "2" } } },
  ],
];

test("the generator gives every page and many kinds of value", () => {
  expect(new Set(LINKS.map((link) => link.path)).size).toBe(12);
  expect(LINKS.some((link) => link.search.includes("%3Cscript%3E"))).toBe(true);
  expect(LINKS.some((link) => link.search.includes("=%&") || link.search.endsWith("=%"))).toBe(true);
});

const label = ({ path, search }: HostileLink) => `${path}?${search.slice(0, 200)}`;

/**
 * A path of this origin: one "/" first, no backslash or control character, so no browser reads
 * it as another host or a scheme. Its length is not bounded: a kept long query may follow.
 */
const ownPath = (href: string) =>
  /^\/(?!\/)/.test(href) && !href.includes("\\") && !hasControlCharacter(href);

test("each parses without throwing, to plain own strings, polluting nothing", () => {
  for (const link of LINKS) {
    const query = parseQuery(link.search);
    for (const value of Object.values(query)) expect(value, label(link)).toBeTypeOf("string");
    expect(Object.getPrototypeOf(query), label(link)).toBe(Object.prototype);
  }
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
});

test.each(VISITORS)("the guard, for %s, ends every run on this bundle's own paths", (_, stored, api) => {
  let redirects = 0;
  for (const link of LINKS) {
    const input: GuardInput = {
      path: link.path,
      query: parseQuery(link.search),
      bundle: {
        routeName: findRoute(link.path)?.name,
        isEventHost: DEFAULT.eventHost,
        entryPaths: DEFAULT.entryPaths,
      },
      stored,
      session: {},
      now: 1_800_000_000_000,
      results: {},
      done: [],
    };
    // runGuard throws when a run does not end within its steps.
    for (const action of runGuard(input, api)) {
      if (action.type === "redirect" || action.type === "clearSessionThenRedirect") {
        expect(ownPath(action.href), `${label(link)}: ${action.href.slice(0, 200)}`).toBe(true);
        redirects += 1;
      }
      if (action.type === "rememberLoginAddress") expect(isSafePath(action.address), label(link)).toBe(true);
      if (action.type === "storeChannel") expect(action.channel, label(link)).toMatch(/^channel_\d{1,10}$/);
    }
  }
  // The links lead somewhere: the root, a transit page, a protected page without a login.
  expect(redirects).toBeGreaterThan(LINKS.length / 10);
});

test("what the intake would keep of each is safe: the return link, the opaque values, the channel", () => {
  for (const link of LINKS) {
    const query = parseQuery(link.search);
    expect(partnerReturnUrl(query.zhijieBackUrl, DEFAULT.returnHosts), label(link)).toBeUndefined();
    // No generated value names the partner host: kept nowhere, even where partners are listed.
    expect(partnerReturnUrl(query.zhijieBackUrl, PARTNER_HOSTS), label(link)).toBeUndefined();
    for (const value of Object.values(query)) {
      expect(hasControlCharacter(opaqueValue(value) ?? ""), label(link)).toBe(false);
    }
    expect(["channel_7", `channel_${query.c}`], label(link)).toContain(settledChannel(query.c, "channel_7"));
    expect(ownPath(buildHref(link.path, query)), label(link)).toBe(true);
  }
});

test("a spent mark or markcode leaves each address; the page's path stays", () => {
  for (const link of LINKS) {
    const cleaned = withoutSpentLogin(new URL(`http://default.localhost${link.path}?${link.search}`));
    expect(cleaned.startsWith(link.path), label(link)).toBe(true);
    const names = Object.keys(parseQuery(cleaned.replace(/^[^?]*\??/, "")));
    expect(names, label(link)).not.toContain("mark");
    expect(names, label(link)).not.toContain("markcode");
  }
});
