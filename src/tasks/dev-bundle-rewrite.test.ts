import { describe, expect, test } from "vitest";
import { getBundle } from "../config/bundles.ts";
import { devBundleRewrite, devRoute, devTarget } from "./dev-bundle-rewrite.mjs";
import { devTokenPages } from "./dev-token-routes.ts";

test.each([
  ["/m/v1-ks5218/index.html", "/m/v1-ks5218"],
  ["/m/v1-ks5218/index.html?c=5265", "/m/v1-ks5218?c=5265"],
  ["/a8k2.html", "/a8k2"],
  ["/login", "/login"],
  ["/form-package?x=index.html", "/form-package?x=index.html"],
  ["/index.html", ""],
  ["/?c=5265", "?c=5265"],
])("%s is the dev route %s", (url, route) => {
  expect(devRoute(url)).toBe(route);
});

describe("token pages in the dev server (a bundle with token pages)", () => {
  const tokenPages = devTokenPages(getBundle("token"));

  test.each([
    // request                            dev route (the bundle prefix is added by the rewrite)
    ["/zz-new-campaign.html", "/token-landing"], // a token no host file lists
    ["/zz-new-campaign.html?c=5265", "/token-landing?c=5265"], // with its query
    [`/${encodeURIComponent("秋季活动")}.html`, "/token-landing"],
    ["/a8k2.html", "/a8k2"], // a listed token keeps its own page
    ["/q7m3.html?c=1", "/q7m3?c=1"],
    ["/login.html", "/login"], // the bundle's own pages are not tokens
    ["/download.html", "/download"],
    ["/404.html", "/404"],
    ["/index.html", ""],
    ["/m/zz.html", "/m/zz"], // one segment only: stays a plain (missing) route
    ["/.env.html", "/.env"], // unsafe tokens are left to the router's 404
    ["/%E4%B8.html", "/%E4%B8"], // a broken escape too
    ["/no/such/page", "/no/such/page"],
  ])("%s -> %s", (url, target) => {
    expect(devTarget(url, tokenPages)).toBe(target);
  });

  test("a bundle without token pages routes every path as it is", () => {
    expect(devTokenPages(getBundle("default"))).toBeUndefined();
    expect(devTarget("/zz-new-campaign.html", undefined)).toBe("/zz-new-campaign");
  });

  test("the rewrite adds the bundle prefix to the token route", () => {
    const integration = devBundleRewrite("token", tokenPages);
    let middleware: ((req: { url?: string }, res: unknown, next: () => void) => void) | undefined;
    integration.hooks["astro:config:setup"]({
      updateConfig: (config) => {
        const plugin = (config as { vite: { plugins: { configureServer: (s: unknown) => void }[] } }).vite
          .plugins[0];
        plugin?.configureServer({ middlewares: { use: (fn: typeof middleware) => (middleware = fn) } });
      },
    });
    const req = { url: "/zz-new-campaign.html?c=1" };
    middleware?.(req, undefined, () => {});
    expect(req.url).toBe("/token/token-landing?c=1");
  });
});
