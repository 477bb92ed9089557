import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../deploy/security-headers.ts";
import { BUNDLES, getBundle } from "./bundles.ts";
import { catalogueOf, DEFAULT_LIVE_TIMEOUT_MS, liveSourceOf, SHARED_CATALOGUE } from "./marketplace.ts";

const product = SHARED_CATALOGUE[0]!;
const imgSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("img-src "));

describe("a bundle's marketplace", () => {
  test("every bundle has products to build into its pages", () => {
    for (const bundle of BUNDLES) expect(catalogueOf(bundle).length, bundle.id).toBeGreaterThan(0);
  });

  test("a host's own list wins over the shared catalogue; an empty list stays empty", () => {
    expect(catalogueOf({}).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(catalogueOf(getBundle("baidu")).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(catalogueOf({ marketplace: { products: [] } })).toEqual([]);
  });

  test("the live source is optional and has a default timeout", () => {
    expect(liveSourceOf(getBundle("default"))).toBeUndefined();
    expect(liveSourceOf(getBundle("baidu"))).toEqual({
      path: "/v3/product/list",
      timeoutMs: DEFAULT_LIVE_TIMEOUT_MS,
    });
    expect(liveSourceOf({ marketplace: { livePath: "/p", liveTimeoutMs: 900 } })?.timeoutMs).toBe(900);
  });
});

describe("product logos load under the page's CSP", () => {
  test.each([
    ["logos of the bundle's own files", {}, "img-src 'self' data: blob:"],
    [
      "https logos of the catalogue: their origins",
      {
        marketplace: {
          products: [
            { ...product, logo: "https://cdn.partner.example/a.png" },
            { ...product, id: 2, logo: "https://cdn.partner.example/b.png" },
            { ...product, id: 3, logo: "https://img.other.example/c.svg" },
          ],
        },
      },
      "img-src 'self' data: blob: https://cdn.partner.example https://img.other.example",
    ],
    [
      "a live source may bring any https logo",
      { marketplace: { livePath: "/v3/product/list" } },
      "img-src 'self' data: blob: https:",
    ],
  ])("%s", (_name, bundle, expected) => {
    expect(imgSrc(contentSecurityPolicy(bundle, []))).toBe(expected);
  });
});
