/**
 * Product detail (an island) for /product-detail, /product-detail-popup and
 * /external-product-info: the product named by ?id=, from the live list the visitor came from
 * or from the host's catalogue built into the page (no call). "Back" returns to that list
 * (restored by the browser or from the tab's state, src/client/tab-state.ts).
 */
import { buildHref, parseQuery } from "../../core/query.ts";
import { carriedQuery } from "./lib/browser-context.ts";
import { findProduct, productIdOf } from "./lib/product-source.ts";
import { useClientSnapshot } from "./lib/client-snapshot.ts";
import type { ProductView } from "./lib/product-view.ts";
import type { DetailPage } from "./lib/result-pages.ts";
import { ApplyLink, ProductFacts, ProductLogo } from "./ProductCard.tsx";

interface Props extends DetailPage {
  /** The host's catalogue, as built. */
  products: ProductView[];
  routeName: string;
}

export default function ProductDetailView({ variant, products, routeName, listPath }: Props) {
  // The address is read after hydration (undefined until then: the static HTML cannot know which
  // product it shows); null when not found.
  const product = useClientSnapshot(`detail:${routeName}`, () => {
    // A missing or malformed id reads as "not found", like an unknown one.
    const id = productIdOf(parseQuery(location.search).id);
    return (id === undefined ? undefined : findProduct(id, products)) ?? null;
  });

  const back = () => {
    // Back restores the list page (bfcache or saved state); without history, open the list.
    let cameFromHere = false;
    try {
      cameFromHere = document.referrer !== "" && new URL(document.referrer).origin === location.origin;
    } catch {
      // An unreadable referrer counts as another site.
    }
    if (cameFromHere && history.length > 1) history.back();
    else location.assign(buildHref(listPath, carriedQuery(location.search)));
  };

  const body = (
    <>
      {!product && <h1 className="visually-hidden">产品详情</h1>}
      {product === undefined && <p role="status">加载中...</p>}
      {product === null && (
        <div role="alert">
          <p>
            <strong>未找到该产品</strong>
          </p>
          <p className="muted">产品可能已下线，请返回列表查看其他产品。</p>
        </div>
      )}
      {product && (
        <article className="mk-detail">
          <div className="mk-head">
            <ProductLogo product={product} size={56} />
            <h1 className="mk-name">{product.name}</h1>
          </div>
          {variant === "external" && (
            <p className="muted">本产品由合作机构提供，点击申请将前往合作机构页面。</p>
          )}
          <ProductFacts product={product} />
          <p className="muted">
            实际额度、年化利率（单利）与期限以合作机构审批结果为准。借款前请仔细阅读借款合同。
          </p>
          <ApplyLink product={product} routeName={routeName} />
        </article>
      )}
      <button type="button" className="btn btn-secondary mk-back" onClick={back}>
        返回产品列表
      </button>
    </>
  );

  if (variant !== "popup") return <section className="card">{body}</section>;
  return (
    <div className="mk-sheet-backdrop">
      <section className="mk-sheet" role="dialog" aria-modal="false" aria-label="产品详情">
        <button type="button" className="mk-close" onClick={back} aria-label="关闭">
          ×
        </button>
        {body}
      </section>
    </div>
  );
}
