/**
 * The marketplace list (an island, decision 041): the built catalogue is in the static HTML, so
 * the first paint needs no call; a live source may refresh it after load. The headline follows
 * the list. A Back navigation without the bfcache restores the saved list (lib/product-source.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { buildHref, type Query } from "../../core/query.ts";
import { applyTrackingOf, isBackForwardLoad } from "./lib/browser-context.ts";
import { useClientSnapshot } from "./lib/client-snapshot.ts";
import { fetchLiveProducts, restoredList, saveListState, type LiveSource } from "./lib/product-source.ts";
import type { ProductView } from "./lib/product-view.ts";
import type { MarketplacePage } from "./lib/result-pages.ts";
import { ApplyLink, ProductFacts, ProductLogo } from "./ProductCard.tsx";
import { ResultHeader } from "./ResultHeader.tsx";

interface Props extends Omit<MarketplacePage, "header" | "download"> {
  /** The host's catalogue, as built. */
  products: ProductView[];
  live?: LiveSource | undefined;
  /** Path of this page: the key of its saved list state. */
  path: string;
  /** Route name of this page, sent with apply links (from_page). */
  routeName: string;
  /** 1: the section's heading is the page's headline; 2: a section under the page's headline. */
  headingLevel: 1 | 2;
}

export default function ProductMarketplace(props: Props) {
  const { path, routeName, detailPath, live } = props;
  const tracking = useClientSnapshot(`tracking:${routeName}`, () => applyTrackingOf(routeName));
  // A Back navigation that reloads the page (no bfcache): the list as the visitor left it.
  const restored = useClientSnapshot(`restore:${path}`, () =>
    isBackForwardLoad() ? (restoredList(path, props.products) ?? null) : null,
  );
  const [refreshed, setRefreshed] = useState<ProductView[] | undefined>(undefined);
  const products = refreshed ?? restored?.products ?? props.products;
  const productsRef = useRef(products);
  const scrolled = useRef(false);

  const detailHref = (product: ProductView, carried: Query) =>
    buildHref(detailPath, carried, { id: String(product.id) });
  const save = useCallback(() => saveListState(path, productsRef.current, window.scrollY), [path]);

  useEffect(() => {
    // undefined while hydrating; a restored list is the one the visitor saw, kept as it was.
    if (restored !== null || !live) return;
    let current = true;
    void fetchLiveProducts(live, props.products).then((list) => {
      if (current && list) setRefreshed(list);
    });
    return () => {
      current = false;
    };
  }, [restored, live, props.products]);

  useEffect(() => {
    // pagehide, not unload: an unload handler would keep the page out of the bfcache.
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [save]);

  useEffect(() => {
    productsRef.current = products;
    if (restored && !scrolled.current) {
      scrolled.current = true;
      window.scrollTo(0, restored.scrollY);
    }
  }, [products, restored]);

  const filled = products.length > 0;
  const tone = props.tone && (filled ? props.tone : "info");
  const CardHeading = props.headingLevel === 1 ? "h2" : "h3";
  return (
    <section className="mk" aria-labelledby="mk-heading" data-state={filled ? "filled" : "empty"}>
      <ResultHeader
        level={props.headingLevel}
        tone={tone}
        id="mk-heading"
        {...(filled ? props.filled : props.empty)}
      />
      {filled && (
        <>
          <ul className="mk-list">
            {products.map((product) => (
              <li className="mk-card" key={product.id} data-product-id={product.id}>
                <div className="mk-head">
                  <ProductLogo product={product} size={44} />
                  <CardHeading className="mk-name">
                    <a
                      href={detailHref(product, tracking?.carried ?? {})}
                      onClick={(event) => {
                        save();
                        // A tap held before hydration may act before the render that carries the query.
                        event.currentTarget.href = detailHref(product, applyTrackingOf(routeName).carried);
                      }}
                      data-held-tap=""
                    >
                      {product.name}
                    </a>
                  </CardHeading>
                </div>
                <ProductFacts product={product} />
                <ApplyLink product={product} routeName={routeName} />
              </li>
            ))}
          </ul>
          <p className="muted mk-notice">以上产品由合作机构提供，额度与年化利率（单利）以审批结果为准。</p>
        </>
      )}
    </section>
  );
}
