/**
 * Hostile links against the built pages (issue 10): generated query strings — script in every
 * parameter, off-site URLs, broken percent-encoding, very long values — never throw, never run
 * injected script, and never navigate off-site. The generator (tests/hostile-links.ts) gives
 * thousands of links to the pure decisions the pages take on an address
 * (src/core/hostile-links.test.ts, no browser); here Chromium opens three on every page, the
 * first ones the same generator gives for that page (issue 56).
 */
import type { Page } from "@playwright/test";
import { HOSTILE_PATHS, hostileLinks } from "../hostile-links.ts";
import { bundleUrl, e2ePort, expect, test } from "./support.ts";

const PER_PAGE = 3;
const generated = hostileLinks(240);
const cases = HOSTILE_PATHS.flatMap((path) =>
  generated.filter((link) => link.path === path).slice(0, PER_PAGE),
);

/** Links per test: small tests share the two workers evenly. */
const BATCH = 12;
/** What a hostile link left behind, read once the page has settled (guard redirects included). */
async function inspect(page: Page) {
  await page.waitForLoadState("networkidle");
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(() => ({
        pwned: (window as { __pwned?: unknown }).__pwned,
        polluted: ({} as { polluted?: unknown }).polluted,
        host: location.hostname,
        port: location.port,
        text: document.body?.innerText.length ?? 0,
      }));
    } catch (error) {
      // A late client-side redirect replaced the document: read the new one.
      if (attempt >= 3) throw error;
      await page.waitForLoadState("networkidle");
    }
  }
}

for (let start = 0; start < cases.length; start += BATCH) {
  test(`hostile links ${start + 1}-${start + BATCH}`, async ({ page }) => {
    test.setTimeout(90_000);
    const offSite: string[] = [];
    await page.route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
      if (route.request().isNavigationRequest()) offSite.push(route.request().url());
      return route.abort();
    });
    let errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("dialog", (dialog) => {
      offSite.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const { path, search } of cases.slice(start, start + BATCH)) {
      // A blank page between links: the previous link's document, with any redirect it still
      // had on a timer, is gone before the next one opens (one page: a new one per link costs
      // a renderer, decision 500).
      await page.goto("about:blank");
      errors = [];
      await page
        .goto(bundleUrl("default", `${path}?${search}`), { waitUntil: "load" })
        .catch((error: Error) => {
          // The page's own redirect (guard) may replace the navigation before "load": fine.
          if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
        });
      const state = await inspect(page);
      const label = `${path}?${search.slice(0, 200)}`;
      expect(state.pwned, label).toBeUndefined();
      expect(state.polluted, label).toBeUndefined();
      expect(state.host, label).toMatch(/(^|\.)localhost$/);
      expect(state.port, label).toBe(String(e2ePort()));
      expect(state.text, `${label}: the page shows content`).toBeGreaterThan(0);
      expect(errors, label).toEqual([]);
    }
    expect(offSite).toEqual([]);
  });
}
