/**
 * Hostile links (issue 10): generated query strings on the pages a link can open — script in
 * every parameter, off-site URLs, broken percent-encoding, prototype keys, unfilled macros, very
 * long values. One seeded generator for two checks (issue 56): the pure decisions the pages take
 * on an address walk thousands of them without a browser (src/core/hostile-links.test.ts), and
 * Chromium opens a few per page (tests/e2e/fuzz.spec.ts), where only a browser can tell that
 * nothing threw, ran or left the site.
 */
import fc from "fast-check";

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

/** The parameters the pages read (spec section 2), the app hand-over's and the ad networks'. */
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

/** Entry, transit, result, form and tool pages of the default bundle. */
export const HOSTILE_PATHS = [
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
] as const;

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

/** A page of the default bundle and the raw query string a link gives it (no leading "?"). */
export interface HostileLink {
  path: (typeof HOSTILE_PATHS)[number];
  search: string;
}

/** `count` hostile links, the same for the same seed. */
export function hostileLinks(count: number, seed = 20261122): HostileLink[] {
  return fc
    .sample(fc.tuple(fc.constantFrom(...HOSTILE_PATHS), query, fc.boolean()), { numRuns: count, seed })
    .map(([path, params, broken]) => ({
      path,
      search: Object.entries(params)
        .map(([key, text]) => `${key}=${encode(text, broken)}`)
        .join("&"),
    }));
}
