import { describe, expect, test } from "vitest";
import { getBundle } from "../config/bundles.ts";
import { TOKEN_TEMPLATE_FILE } from "../config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../core/campaign-token.ts";
import { edgeRoute, previewOf, type EdgeAnswer, type EdgeRelease } from "./edge-route.ts";
import { httpBlocks } from "./nginx.ts";

const plain: EdgeRelease = { id: "r1", root: "/login", topPages: [] };
const token: EdgeRelease = {
  id: "r2",
  root: "/spring.html",
  tokenPattern: CAMPAIGN_PATH_PCRE,
  tokenTemplate: TOKEN_TEMPLATE_FILE,
  topPages: ["spring.html", "404.html", "token-landing.html"],
};
const page = (key: string): EdgeAnswer => ({ key, asset: false });

// Each row: the nginx location that answers the address, and the edge's answer to it.
const ROUTES: [string, string, string, EdgeRelease, EdgeAnswer][] = [
  ["= / (302, query kept)", "/", "from=ad&x=1", plain, { redirect: "/login?from=ad&x=1" }],
  ["= / (302)", "/", "", plain, { redirect: "/login" }],
  ["= / of a token host", "/", "", token, { redirect: "/spring.html" }],
  ["/_astro/ (immutable)", "/_astro/SmsLogin.Ab12.js", "", plain, { key: "SmsLogin.Ab12.js", asset: true }],
  ["/ try_files $uri", "/login.html", "", plain, page("login.html")],
  ["/ try_files $uri.html (the alias object)", "/login", "", plain, page("login")],
  [
    "/ legacy /m/…/ without a trailing slash",
    "/m/kssczh/tengxun/shanxin",
    "",
    plain,
    page("m/kssczh/tengxun/shanxin"),
  ],
  [
    "/ legacy /m/…/ with a trailing slash",
    "/m/kssczh/tengxun/shanxin/",
    "",
    plain,
    page("m/kssczh/tengxun/shanxin/index.html"),
  ],
  ["/ public file", "/brands/shanxin/logo.svg", "", plain, page("brands/shanxin/logo.svg")],
  ["{token}.html: a listed token's own page", "/spring.html", "", token, page("spring.html")],
  [
    "{token}.html: any other token → the template",
    "/summer-2026.html",
    "",
    token,
    page("token-landing.html"),
  ],
  [
    "{token}.html on a host without token pages: the object or 404",
    "/summer-2026.html",
    "",
    plain,
    page("summer-2026.html"),
  ],
  ["{token}.html: a dot-file is never a token", "/.env.html", "", token, page(".env.html")],
  [
    "nothing outside the release: dot segments",
    "/a/../../_records/default/lock.json",
    "",
    plain,
    { notFound: true },
  ],
  ["nothing outside the release: empty segments", "//_records/x", "", plain, { notFound: true }],
  ["nothing outside the release: backslashes", "/a\\..\\b", "", plain, { notFound: true }],
  ["no release serving yet", "/login", "", undefined as unknown as EdgeRelease, { notFound: true }],
];

describe("the edge's routes, row by row as nginx serves them", () => {
  test.each(ROUTES)("%s: %s?%s", (_location, uri, query, release, answer) => {
    expect(edgeRoute(uri, query, release)).toEqual(answer);
  });

  test("every location kind of the nginx configuration has a row", () => {
    const block = httpBlocks([getBundle("default")], { distDir: "/nonexistent", listen: "80" });
    const kinds = [...block.matchAll(/\n {2}location (= \/ |\/_astro\/|\/ |~ )/g)].map((match) => match[1]);
    expect(kinds).toEqual(["= / ", "/_astro/", "/ "]);
    for (const kind of ["= /", "/_astro/", "/ try_files", "{token}.html"])
      expect(ROUTES.some(([location]) => location.startsWith(kind))).toBe(true);
  });
});

describe("preview hosts: <release id>--<bundle>.<suffix>", () => {
  test.each([
    [
      "20261129-011500-abc1234--default.preview.example",
      { id: "20261129-011500-abc1234", bundle: "default" },
    ],
    [
      "20261129-011500-abc1234-dirty--ks5218.Preview.Example:443",
      { id: "20261129-011500-abc1234-dirty", bundle: "ks5218" },
    ],
    ["default.preview.example", undefined],
    ["--default.preview.example", undefined],
    ["r1--.preview.example", undefined],
    ["r1--default.preview.example.evil.example", undefined],
    ["r1--default.site.example", undefined],
  ])("%s", (host, preview) => {
    expect(previewOf(host, "preview.example")).toEqual(preview);
  });

  test("no suffix set: no host is a preview host", () => {
    expect(previewOf("r1--default.preview.example", "")).toBeUndefined();
  });
});
