/**
 * What the marketplace's cards and the detail page both draw of a product: logo, its lender,
 * amount, 年化利率（单利）, term, a repayment example, tags and the apply link; applying asks
 * separate consent to share data with the named lender (PIPL art. 23).
 */
import { useId, useState, type MouseEvent } from "react";
import { ConsentCheckbox } from "../ui/ConsentCheckbox.tsx";
import { applyTrackingOf } from "./lib/browser-context.ts";
import { useClientSnapshot } from "./lib/client-snapshot.ts";
import { applyHref, type ProductView } from "./lib/product-view.ts";
import "./marketplace.css";

export function ProductLogo({ product, size }: { product: ProductView; size: number }) {
  return product.logo ? (
    <img className="mk-logo" src={product.logo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="mk-logo mk-logo-text" aria-hidden="true" style={{ width: size, height: size }}>
      {product.name.slice(0, 1)}
    </span>
  );
}

/** Tags, lender, amount, 年化利率（单利）, term and the repayment example. */
export function ProductFacts({ product }: { product: ProductView }) {
  return (
    <>
      {product.tags.length > 0 && (
        <ul className="mk-tags" aria-label="产品特点">
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="mk-lender">放款机构：{product.lender}</p>
      <dl className="mk-facts">
        <div>
          <dt>可借额度</dt>
          <dd>{product.amountText}</dd>
        </div>
        <div>
          <dt>年化利率（单利）</dt>
          <dd>{product.rateText}</dd>
        </div>
        <div>
          <dt>借款期限</dt>
          <dd>{product.termText}</dd>
        </div>
      </dl>
      {product.exampleText && <p className="mk-example">{product.exampleText}</p>}
    </>
  );
}

/**
 * The apply link: the partner URL with tracking parameters, leaving only once the visitor has
 * agreed to share data with this lender. The static HTML's carries the product and page (no
 * channel or user yet); the visitor's own are read after hydration. Both links of a card are held
 * when tapped before the island has hydrated (src/client/start/held-hydration.ts), else the tap would reach the
 * partner untracked, or the detail page without the query and the saved list; the address is
 * completed again at the tap, as React may own the card before the render that puts the
 * visitor's channel and user into `href`.
 */
export function ApplyLink({ product, routeName }: { product: ProductView; routeName: string }) {
  const boxId = `mk-share${useId()}`;
  const tracking = useClientSnapshot(`tracking:${routeName}`, () => applyTrackingOf(routeName));
  const href = applyHref(product, tracking ?? { channel: "", userId: "", fromPage: routeName, carried: {} });
  // The box is the visitor's (uncontrolled: a tick before hydration stays); this only tells the
  // message when to go.
  const [agreed, setAgreed] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!href) {
    return (
      <span className="btn mk-apply" aria-disabled="true">
        暂停申请
      </span>
    );
  }
  const hold = (event: MouseEvent<HTMLAnchorElement>) => {
    const box = document.getElementById(boxId);
    if (box instanceof HTMLInputElement && box.checked) {
      event.currentTarget.href = applyHref(product, applyTrackingOf(routeName));
      return;
    }
    event.preventDefault();
    setAgreed(false);
    setAsked(true);
  };
  const phone = product.lenderPhone ? `（客服电话${product.lenderPhone}）` : "";
  return (
    <>
      <ConsentCheckbox
        id={boxId}
        onChange={setAgreed}
        error={asked && !agreed ? `请先勾选同意向${product.lender}提供信息` : undefined}
      >
        我单独同意将手机号码、本平台用户编号和渠道编号提供给{product.lender}
        {phone}，仅用于其为我注册账户和审批本次借款申请
      </ConsentCheckbox>
      <a
        className="btn mk-apply"
        href={href}
        rel="noopener noreferrer"
        aria-label={`申请${product.name}`}
        data-held-tap=""
        onClick={hold}
      >
        立即申请
      </a>
    </>
  );
}
