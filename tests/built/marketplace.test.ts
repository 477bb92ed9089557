/**
 * Issue 16: every bundle's marketplace pages carry the bundle's products in the static HTML
 * (first paint, no call), under the headline of the filled state.
 */
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { catalogueOf } from "../../src/config/marketplace.ts";
import { read } from "./dist.ts";

const PAGES = [
  ["success-loan-marketplace-download.html", '<h1 id="mk-heading">为您匹配了以下产品</h1>'],
  ["ks-fail-marketplace.html", '<h2 id="mk-heading">其他可申请产品</h2>'],
  ["p4-list-download.html", '<h1 id="mk-heading">推荐产品</h1>'],
] as const;

describe.each(BUNDLES.map((bundle) => [bundle.id, bundle] as const))("bundle %s", (id, bundle) => {
  const ids = catalogueOf(bundle).map((product) => String(product.id));

  test.each(PAGES)("%s lists its products in the static HTML", (file, headline) => {
    const html = read(id, file);
    expect([...html.matchAll(/data-product-id="(\d+)"/g)].map((m) => m[1])).toEqual(ids);
    expect(html).toContain(headline);
    expect(html).not.toContain("暂无优惠券");
    expect(html).not.toContain("加载中...");
  });

  test("the product detail pages carry the catalogue for the island (no call)", () => {
    for (const file of ["product-detail.html", "product-detail-popup.html", "external-product-info.html"]) {
      const html = read(id, file);
      for (const product of catalogueOf(bundle)) expect(html, file).toContain(product.name);
    }
  });
});
