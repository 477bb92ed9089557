/**
 * Spec section 2 against the built output: every route is a page in the bundles that serve
 * it, `/` forwards with the query kept, each bundle has its fallback page, and no bundle
 * points at files outside itself.
 */
import { describe, expect, test } from "vitest";
import { BUNDLES, entryPathsOf, rootTargetPath } from "../../src/config/bundles.ts";
import { ENTRY_PATHS, findRoute } from "../../src/config/routes.ts";
import { fileFor, filesOf, read } from "./dist.ts";

/** Spec section 2, "Common routes": present in every bundle. */
const COMMON_PATHS = [
  "/iosversion/ios-form-package",
  "/iosversion/ios-person-contact",
  "/iosversion/ios-loading",
  "/iosversion/ios-result-success",
  "/iosversion/ios-result-fail",
  "/iosversion/loan-guide",
  "/form-package",
  "/form-package-app",
  "/form-package-uni",
  "/form-package-simple",
  "/form-package-test",
  "/form-app/p4infopop-app",
  "/product-detail",
  "/product-detail-popup",
  "/external-product-info",
  "/success-download",
  "/success-loan-marketplace-download",
  "/download",
  "/p4-list-download",
  "/fail-page",
  "/ks-fail-marketplace",
  "/gongzhonghao",
  "/weixin-gongzhonghao",
  "/fail-loading",
  "/success-loading",
  "/success-loading-old",
  "/single-sign",
  "/download-page",
  "/downloadpage1",
  "/only-download",
  "/openview",
  "/openview2",
  "/testpage/downaddress",
  "/carloan",
  "/carloan-app",
  "/carloan-zhijie-app",
  "/bd-carloan",
  "/kuaishou-carloan",
  "/car-loan-result",
  "/uni-carloan",
  "/uni-carloan-result",
  "/app-carloan",
  "/app-carloan-result",
  "/car-problem",
  "/car-valuation",
  "/loan-calculator",
  "/debt-optimization",
  "/debt-optimization2",
  "/debt-optimization-form",
  "/other/lianhedengluxieyi",
  "/404err",
  "/city",
  "/from",
];

test("every common route of the spec is in the route table", () => {
  expect(COMMON_PATHS.filter((path) => !findRoute(path))).toEqual([]);
});

const bundleIds = BUNDLES.map((bundle) => bundle.id);

describe.each(BUNDLES.map((bundle) => [bundle.id, bundle] as const))("bundle %s", (id, bundle) => {
  test("serves every common route", () => {
    const missing = COMMON_PATHS.filter((path) => !fileFor(id, path));
    expect(missing).toEqual([]);
  });

  test("serves exactly its entry set", () => {
    const served = ENTRY_PATHS.filter((path) => fileFor(id, path));
    const expected = bundle.entries.map((entry) => entry.path);
    expect([...served].sort()).toEqual([...expected].sort());
    for (const path of entryPathsOf(bundle)) expect(fileFor(id, path), path).toBeDefined();
  });

  test("has index.html forwarding to its entry page with query and hash, and 404.html", () => {
    const index = read(id, "index.html");
    const target = rootTargetPath(bundle);
    expect(index).toContain(`location.replace(${JSON.stringify(target)}+location.search+location.hash)`);
    expect(index).toContain(`url=${target}`);
    expect(fileFor(id, "/404.html")).toBeDefined();
    expect(read(id, "404.html")).toContain("页面不存在");
  });

  test("references only files inside itself", () => {
    const files = new Set(filesOf(id));
    const pages = [...files].filter((file) => file.endsWith(".html"));
    const outside: string[] = [];
    for (const page of pages) {
      const html = read(id, page);
      for (const match of html.matchAll(/\s(?:src|href)="(\/[^"#?]*)/g)) {
        const ref = match[1] ?? "";
        if (ref.startsWith("//")) outside.push(`${page} -> ${ref}`);
        else if (!files.has(ref) && !fileFor(id, ref)) outside.push(`${page} -> ${ref}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

test("the default bundles serve the spec's default entry set", () => {
  for (const bundle of BUNDLES.filter((b) => b.isDefault)) {
    expect(bundle.entries.map((e) => e.path)).toEqual([
      "/login",
      "/v2/login",
      "/v3/login",
      "/v4/login",
      "/m/kssczh/tengxun/shanxin/index.html",
    ]);
  }
});

test("there is one default bundle per brand plus a bundle per host file", () => {
  expect(bundleIds).toContain("default");
  expect(bundleIds.filter((id) => id.startsWith("default-"))).toHaveLength(6);
  expect(new Set(bundleIds).size).toBe(bundleIds.length);
});

test("the car host's / goes to /carloan", () => {
  const car = BUNDLES.find((bundle) => bundle.root === "/carloan");
  expect(car).toBeDefined();
  expect(read(car!.id, "index.html")).toContain('location.replace("/carloan"');
});

test("every root-redirect target of spec section 2 is used by some host", () => {
  const targets = new Set<string>(
    BUNDLES.filter((b) => !b.isDefault).map((b) => (typeof b.root === "string" ? b.root : "{token}.html")),
  );
  const spec = [
    "/m/v1-ks5218/index.html",
    "{token}.html",
    "/login",
    "/baidu/index.html",
    "/m/v1/index.html",
    "/m/kssczh/kuaishou/shanxin/index.html",
    "/v1/login",
    "/m/v1_small/index.html",
    "/m/index.html",
    "/carloan",
  ];
  expect(spec.filter((target) => !targets.has(target))).toEqual([]);
});
