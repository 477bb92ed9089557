import { expect, test } from "vitest";
import { devRoute } from "./dev-bundle-rewrite.mjs";

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
