/**
 * Hostile links against the built pages (issue 10): hundreds of generated query strings —
 * script in every parameter, off-site URLs, broken percent-encoding, very long values —
 * never throw, never run injected script, and never navigate off-site.
 */
import fc from "fast-check";
import type { Page } from "@playwright/test";
import { bundleUrl, e2ePort, expect, test } from "./support.ts";

const PAYLOADS = [
  `<script>window.__pwned=1</script>`,
  `"><img src=x onerror="window.__pwned=1">`,
  `javascript:window.__pwned=1`,
  `https://evil.example/steal`,
  `//evil.example/x`,
  `/\\evil.example`,
  `%E0%A4%A`,
  `%`,
  `%00`,
  `{"__proto__":{"polluted":1}}`,
  `channel_5813`,
  `4`,
  `__CALLBACK__`,
  `'-alert(1)-'`,
];
const PARAMS = [
  "c",
  "zhijieBackUrl",
  "_token",
  "_channel",
  "_user_id",
  "_os",
  "appname",
  "mark",
  "markcode",
  "from",
  "utm_source",
  "callback",
  "bd_vid",
  "previousPage",
  "successType",
  "sd_plat_fr",
  "h5face",
  "id",
];
const PATHS = [
  "/",
  "/login",
  "/v2/login",
  "/download",
  "/form-package",
  "/success-loading",
  "/fail-loading",
  "/city",
  "/product-detail",
  "/loan-calculator",
  "/single-sign",
  "/carloan-zhijie-app",
];

const value = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string({ maxLength: 20 }),
  // Long but within what servers accept on one request line (Node: 16 KB).
  fc.constantFrom("x".repeat(2000), "中".repeat(300)),
);
const query = fc.dictionary(fc.constantFrom(...PARAMS), value, { minKeys: 1, maxKeys: 5 });
/** Raw encodings: mostly proper, sometimes left broken on purpose. */
const encode = (text: string, broken: boolean) =>
  broken ? text.replaceAll("#", "%23") : encodeURIComponent(text);
const cases = fc.sample(fc.tuple(fc.constantFrom(...PATHS), query, fc.boolean()), {
  numRuns: 240,
  seed: 20261122,
});

const BATCH = 40;
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
  test(`hostile links ${start + 1}-${start + BATCH}`, async ({ context }) => {
    test.setTimeout(180_000);
    const offSite: string[] = [];
    await context.route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
      if (route.request().isNavigationRequest()) offSite.push(route.request().url());
      return route.abort();
    });
    for (const [path, params, broken] of cases.slice(start, start + BATCH)) {
      const search = Object.entries(params)
        .map(([key, v]) => `${key}=${encode(v, broken)}`)
        .join("&");
      // A fresh page per link: a delayed redirect of the previous page cannot interfere.
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("dialog", (dialog) => {
        offSite.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
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
      await page.close();
    }
    expect(offSite).toEqual([]);
  });
}
