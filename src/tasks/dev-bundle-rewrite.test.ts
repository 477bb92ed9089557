import { expect, test } from "vitest";
import { devBundleRewrite } from "./dev-bundle-rewrite.mjs";

/** The address the bundle "b"'s dev server answers `url` with. */
function rewritten(url: string): string | undefined {
  let middleware: ((req: { url?: string }, res: unknown, next: () => void) => void) | undefined;
  const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
  (devBundleRewrite("b")?.configureServer as (s: unknown) => void)(server);
  const req = { url };
  middleware?.(req, undefined, () => {});
  return req.url;
}

test.each([
  ["/m/v1-ks5218/index.html", "/m/v1-ks5218"],
  ["/m/v1-ks5218/index.html?c=5265", "/m/v1-ks5218?c=5265"],
  ["/a8k2.html", "/a8k2"],
  ["/login", "/login"],
  ["/form-package?x=index.html", "/form-package?x=index.html"],
  ["/index.html", ""],
  ["/?c=5265", "?c=5265"],
])("%s is the dev route %s", (url, route) => {
  expect(rewritten(url)).toBe(`/b${route}`);
});

test("the rewrite adds the bundle prefix to the dev route", () => {
  let middleware: ((req: { url?: string }, res: unknown, next: () => void) => void) | undefined;
  const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
  (devBundleRewrite("token")?.configureServer as (s: unknown) => void)(server);
  expect(devBundleRewrite(undefined)).toBeUndefined();
  for (const [url, rewritten] of [
    ["/a8k2.html?c=1", "/token/a8k2?c=1"],
    ["/login", "/token/login"],
    ["/token/login", "/token/login"],
    ["/_astro/x.js", "/_astro/x.js"],
  ]) {
    const req = { url };
    middleware?.(req, undefined, () => {});
    expect(req.url).toBe(rewritten);
  }
});
