import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SHARED_CATALOGUE } from "../../config/marketplace.ts";
import { catalogueViews } from "./lib/product-view.ts";
import ProductMarketplace from "./ProductMarketplace.tsx";

const COPY = {
  filled: { heading: "为您匹配了以下产品", lead: "选择适合您的产品申请" },
  empty: { heading: "暂未匹配到合适的产品", lead: "合作机构的产品会不定期更新" },
};

/** The server render: what the static HTML (the first paint) shows. */
function staticHtml(products = catalogueViews(SHARED_CATALOGUE), level: 1 | 2 = 1) {
  return renderToString(
    <ProductMarketplace
      products={products}
      live={{ path: "/v3/product/list", timeoutMs: 4000 }}
      path="/success-loan-marketplace-download"
      routeName="successLoanMarketplaceDownload"
      detailPath="/product-detail"
      headingLevel={level}
      tone="success"
      {...COPY}
    />,
  );
}

describe("the marketplace's static HTML", () => {
  test("holds every built product with its figures and an apply link, under the matching headline", () => {
    const html = staticHtml();
    expect(html.match(/data-product-id="\d+"/g)).toHaveLength(4);
    expect(html).toContain('<h1 id="mk-heading">为您匹配了以下产品</h1>');
    expect(html).toContain("7.2%-23.9%");
    expect(html).toContain("<dd>1,000-200,000元</dd>");
    expect(html).toContain(
      'href="https://apply.example.com/xinyong?product_id=1&amp;from_page=successLoanMarketplaceDownload"',
    );
    expect(html).toContain('href="/product-detail?id=1"');
    expect(html).not.toContain("加载中");
  });

  test("an empty catalogue shows the marketplace's empty state with its own headline", () => {
    const html = staticHtml([]);
    expect(html).toContain('<h1 id="mk-heading">暂未匹配到合适的产品</h1>');
    expect(html).toContain('class="result-header info"');
    expect(html).toContain("合作机构的产品会不定期更新");
    expect(html).not.toContain("为您匹配了以下产品");
    expect(html).not.toContain("暂无优惠券");
    expect(html).not.toContain("mk-list");
  });

  test("a section under the page's headline uses h2", () => {
    const html = staticHtml(undefined, 2);
    expect(html).toContain('<h2 id="mk-heading">为您匹配了以下产品</h2>');
    expect(html).not.toContain("<h1");
  });
});
