/**
 * The marketplace list (an island): loading, error (with retry), empty (暂无优惠券) and the
 * products. Kept alive: the bfcache restores it as it was; otherwise a Back navigation
 * restores the list and scroll position saved in sessionStorage (lib/list-state.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { messageOf } from "../../client/api-error.ts";
import { buildHref } from "../../core/query.ts";
import { applyTrackingOf, isBackForwardLoad } from "./lib/browser-context.ts";
import {
  decodeListState,
  encodeListState,
  listStateKey,
  readSession,
  writeSession,
} from "./lib/list-state.ts";
import { fetchProducts } from "./lib/product-source.ts";
import { useClientSnapshot } from "./lib/client-snapshot.ts";
import { applyHref, type ProductView } from "./lib/product-view.ts";
import { ProductCard } from "./ProductCard.tsx";

interface Props {
  /** Path of this page: the key of its saved list state. */
  path: string;
  /** Route name of this page, sent with apply links (from_page). */
  routeName: string;
  /** Product detail page the cards link to. */
  detailPath: string;
  heading: string;
}

type ListStatus =
  | { kind: "initial" }
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; products: ProductView[] };

export default function ProductMarketplace({ path, routeName, detailPath, heading }: Props) {
  const key = listStateKey(path);
  const tracking = useClientSnapshot(`tracking:${routeName}`, () => applyTrackingOf(routeName));
  // A Back navigation that reloads the page (no bfcache): the list as the visitor left it.
  const restored = useClientSnapshot(`restore:${key}`, () => {
    const saved = decodeListState(readSession(key), Date.now());
    return saved && saved.products.length > 0 && isBackForwardLoad() ? saved : null;
  });
  const [fetched, setFetched] = useState<ListStatus>({ kind: "initial" });
  const status = useMemo<ListStatus>(() => {
    if (fetched.kind !== "initial") return fetched;
    return restored ? { kind: "ready", products: restored.products } : { kind: "loading" };
  }, [fetched, restored]);
  const productsRef = useRef<ProductView[]>([]);
  const scrolled = useRef(false);

  const save = useCallback(() => {
    if (productsRef.current.length === 0) return;
    writeSession(
      key,
      encodeListState({ products: productsRef.current, scrollY: window.scrollY, savedAt: Date.now() }),
    );
  }, [key]);

  const request = useCallback(() => {
    fetchProducts().then(
      (products) => setFetched({ kind: "ready", products }),
      (error: unknown) => setFetched({ kind: "error", message: messageOf(error) }),
    );
  }, []);

  const retry = useCallback(() => {
    setFetched({ kind: "loading" });
    request();
  }, [request]);

  useEffect(() => {
    // undefined while hydrating; null when there is nothing to restore.
    if (restored === null) request();
  }, [restored, request]);

  useEffect(() => {
    // pagehide, not unload: an unload handler would keep the page out of the bfcache.
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [save]);

  useEffect(() => {
    if (status.kind !== "ready") return;
    productsRef.current = status.products;
    if (restored && !scrolled.current) {
      scrolled.current = true;
      window.scrollTo(0, restored.scrollY);
    }
  }, [status, restored]);

  return (
    <section className="mk" aria-labelledby="mk-heading" aria-busy={status.kind === "loading"}>
      <h2 id="mk-heading">{heading}</h2>
      {status.kind === "loading" && (
        <p className="mk-state" role="status">
          加载中...
        </p>
      )}
      {status.kind === "error" && (
        <div className="mk-state" role="alert">
          <p>产品加载失败：{status.message}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            重新加载
          </button>
        </div>
      )}
      {status.kind === "ready" && status.products.length === 0 && <p className="mk-state">暂无优惠券</p>}
      {status.kind === "ready" && status.products.length > 0 && (
        <ul className="mk-list">
          {status.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              detailHref={buildHref(detailPath, tracking?.carried ?? {}, { id: String(product.id) })}
              applyHref={tracking ? applyHref(product, tracking) : ""}
              onOpenDetail={save}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
