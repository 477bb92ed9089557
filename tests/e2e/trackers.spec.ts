/**
 * Ad trackers on a phone (issue 9), against the built bundle and the reference server. The
 * third-party hosts never see a request: Playwright answers them with small fake SDKs (or
 * aborts them) and records what was asked for.
 */
import type { Page, Request } from "@playwright/test";
import { searchEngineScriptUrl, TRACKER_REGISTRY, trackerScriptOrigins } from "../../src/config/trackers.ts";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

const BUNDLE = "default";
const TRACKER_SCRIPT_ORIGINS = trackerScriptOrigins();
const TRACKER_HOSTS = new RegExp(
  `^(${TRACKER_SCRIPT_ORIGINS.map((o) => o.replaceAll(".", "\\.")).join("|")})/`,
);

/** Fake ks-trace SDK: drains the queue, then keeps recording; calls each event's cb like the SDK. */
const FAKE_KS = `(function(){var seen=window.__ksSeen=[];function take(e){seen.push(e.event+':'+e.convertId);if(typeof e.cb==='function')e.cb();}
var q=window._ks_trace||[];for(var i=0;i<q.length;i++)take(q[i]);window._ks_trace={push:take};})();`;
/** Fake search-engine script: drains `_agl` and keeps recording. */
const FAKE_AGL = `(function(){var seen=window.__aglSeen=[];var q=window._agl||[];for(var i=0;i<q.length;i++)seen.push(q[i]);
window._agl={push:function(e){seen.push(e);}};})();`;

interface Tracked {
  /** Third-party script URLs the page asked for, in order. */
  requested: string[];
}

/** Answers (or aborts) every tracker host and records the requests. */
async function interceptTrackers(page: Page, mode: "serve" | "abort"): Promise<Tracked> {
  const tracked: Tracked = { requested: [] };
  await page.route(TRACKER_HOSTS, async (route) => {
    const url = route.request().url();
    tracked.requested.push(url);
    if (mode === "abort") return route.abort("blockedbyclient");
    const body = url.includes("fcagl.js") ? FAKE_AGL : FAKE_KS;
    return route.fulfill({ status: 200, contentType: "application/javascript", body });
  });
  return tracked;
}

/** Resolves once the page has started its trackers (their on-demand module was fetched). */
function trackersStarted(page: Page): Promise<Request> {
  return page.waitForRequest((request) => /\/_astro\/controller\.[\w-]+\.js$/.test(request.url()));
}

const channelNumber = (channel: string) => channel.replace("channel_", "");
const { vendors, groups: TRACE_GROUPS, searchLists: SEARCH_ENGINE_LISTS } = TRACKER_REGISTRY;
const ksUrls = vendors.kuaishou?.scriptUrls ?? [];

test.describe("scripts by channel group (loaded after first paint, exactly the group's scripts)", () => {
  for (const group of TRACE_GROUPS) {
    test(`trace group ${group.name} loads the ${group.kind} SDK and reports nothing on its own`, async ({
      page,
    }) => {
      const tracked = await interceptTrackers(page, "serve");
      const started = trackersStarted(page);
      await page.goto(bundleUrl(BUNDLE, `/login?c=${channelNumber(group.channels[0]!)}`));
      await started;
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __ksSeen?: string[] }).__ksSeen))
        .toEqual([]);
      expect(tracked.requested).toEqual([ksUrls[0]]);
      expect(await page.evaluate(() => "_agl" in window)).toBe(false);
    });
  }

  for (const list of SEARCH_ENGINE_LISTS.filter((entry) => entry.channels.length > 0)) {
    test(`search list ${list.name} registers production ${list.productionId} and loads its script`, async ({
      page,
    }) => {
      const tracked = await interceptTrackers(page, "serve");
      const started = trackersStarted(page);
      await page.goto(bundleUrl(BUNDLE, `/login?c=${channelNumber(list.channels.at(-1)!)}`));
      await started;
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __aglSeen?: unknown[] }).__aglSeen))
        .toEqual([["production", list.productionId]]);
      expect(tracked.requested).toEqual([searchEngineScriptUrl(list.productionId)]);
    });
  }

  test("a channel in no group (the default channel) loads no tracker script", async ({ page }) => {
    const tracked = await interceptTrackers(page, "serve");
    const started = trackersStarted(page);
    await page.goto(bundleUrl(BUNDLE, "/login"));
    await started;
    await page.waitForLoadState("networkidle");
    expect(tracked.requested).toEqual([]);
  });

  test("tracker scripts start only after the page has loaded and painted; none is in the HTML", async ({
    page,
    request,
  }) => {
    // The page's own policy names the trackers' origins (allowed, not loaded); no script does.
    const html = (
      await (
        await request.get(`${serverUrl()}/login?c=5218`, { headers: { Host: `${BUNDLE}.localhost` } })
      ).text()
    ).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
    expect(html).toContain("<main");
    for (const origin of TRACKER_SCRIPT_ORIGINS) expect(html).not.toContain(origin);

    const tracked = await interceptTrackers(page, "serve");
    await page.goto(bundleUrl(BUNDLE, `/login?c=${channelNumber(TRACE_GROUPS[0]!.channels[0]!)}`));
    await expect.poll(() => tracked.requested.length).toBe(1);
    // The resource entry is recorded when the response has arrived, a moment after the request.
    const timingOf = () =>
      page.evaluate(
        (hosts) => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          const scripts = performance
            .getEntriesByType("resource")
            .filter((entry) => hosts.some((host) => entry.name.startsWith(host)))
            .map((entry) => entry.startTime);
          return { loadEnd: navigation.loadEventEnd, paint: paint?.startTime ?? null, scripts };
        },
        [...TRACKER_SCRIPT_ORIGINS],
      );
    await expect.poll(async () => (await timingOf()).scripts.length).toBe(1);
    const timing = await timingOf();
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts[0]!).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.scripts[0]!).toBeGreaterThan(timing.paint!);
  });
});

test("nothing is reported before a confirmed form save, even with ad attribution", async ({
  page,
  request,
}) => {
  const tag = `e2e${Date.now()}`;
  const searchChannel = SEARCH_ENGINE_LISTS[0]!.channels[0]!;
  const tracked = await interceptTrackers(page, "serve");
  const started = trackersStarted(page);
  await page.goto(
    bundleUrl(
      BUNDLE,
      `/login?c=${channelNumber(searchChannel)}&bd_vid=${tag}&utm_source=kuaishou&callback=${tag}`,
    ),
  );
  await started;
  await expect.poll(() => tracked.requested.length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __aglSeen?: unknown[] }).__aglSeen?.length))
    .toBe(1);
  await page.waitForLoadState("networkidle");
  const seen = await page.evaluate(() => (window as unknown as { __aglSeen: unknown[] }).__aglSeen);
  expect(seen).toEqual([["production", SEARCH_ENGINE_LISTS[0]!.productionId]]);
  const events = (await (await request.get(`${serverUrl()}/__dev/events`)).json()) as {
    data: { conversions: { payload: Record<string, unknown> }[] };
  };
  expect(Array.isArray(events.data.conversions)).toBe(true);
  expect(JSON.stringify(events.data.conversions)).not.toContain(tag);
});

test.describe("a blocked tracker host changes nothing for the visitor", () => {
  /** What the visitor sees and where they are, once the trackers had their chance. */
  async function visit(page: Page, mode: "serve" | "abort") {
    const tracked = await interceptTrackers(page, mode);
    const started = trackersStarted(page);
    await page.goto(bundleUrl(BUNDLE, `/login?c=${channelNumber(TRACE_GROUPS[0]!.channels[0]!)}`));
    await started;
    await expect
      .poll(() => tracked.requested.length)
      .toBeGreaterThanOrEqual(mode === "abort" ? ksUrls.length : 1);
    await page.waitForLoadState("networkidle");
    const phone = page.getByLabel("手机号码");
    await phone.fill("13800138000");
    return {
      tracked,
      url: page.url(),
      title: await page.title(),
      heading: await page.getByRole("heading").first().textContent(),
      phone: await phone.inputValue(),
    };
  }

  test("same page, same address, same form as with the trackers working; no uncaught error", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const blocked = await visit(page, "abort");
    // Both ks-trace hosts were tried, each refused.
    expect(blocked.tracked.requested).toEqual([...ksUrls]);
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const working = await visit(await context.newPage(), "serve");
    await context.close();
    expect(working.tracked.requested).toEqual([ksUrls[0]]);
    expect({ ...blocked, tracked: undefined }).toEqual({ ...working, tracked: undefined });
    expect(blocked.phone).toBe("13800138000");
    // The browser logs each refused script as a failed resource; nothing else may be logged.
    const others = consoleErrors.filter(
      (text) => !/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(text),
    );
    expect(others).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });
});
