/**
 * The route table every edge is tested against (decisions 455, 456): each row names the nginx
 * location that answers the address and what the route function answers. The CloudFront
 * Function and the Aliyun rule list are checked row by row against the same rows.
 */
import { TOKEN_TEMPLATE_FILE } from "../src/config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../src/core/campaign-token.ts";
import type { EdgeAnswer, EdgeRelease } from "../src/deploy/edge-route.ts";

export const plainRelease: EdgeRelease = { id: "r1", root: "/login", topPages: [] };
export const tokenRelease: EdgeRelease = {
  id: "r2",
  root: "/spring.html",
  tokenPattern: CAMPAIGN_PATH_PCRE,
  tokenTemplate: TOKEN_TEMPLATE_FILE,
  topPages: ["spring.html", "404.html", "token-landing.html"],
};
const page = (key: string): EdgeAnswer => ({ key, asset: false });
const plain = plainRelease;
const token = tokenRelease;

export const ROUTES: [string, string, string, EdgeRelease, EdgeAnswer][] = [
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
