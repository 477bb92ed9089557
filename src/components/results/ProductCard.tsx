/** One marketplace product: logo, name, amount, 年化利率（单利）, term, tags, detail and apply links. */
import type { ProductView } from "./lib/product-view.ts";

interface Props {
  product: ProductView;
  /** Same-bundle link to the product detail page; none on the detail page itself. */
  detailHref?: string;
  /** Partner apply link with tracking parameters; "" when the product has none. */
  applyHref: string;
  onOpenDetail?: () => void;
  /** Heading level of the product name. */
  headingLevel?: 2 | 3;
}

export function ProductLogo({ product, size }: { product: ProductView; size: number }) {
  return product.logo ? (
    <img className="mk-logo" src={product.logo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="mk-logo mk-logo-text" aria-hidden="true" style={{ width: size, height: size }}>
      {product.name.slice(0, 1)}
    </span>
  );
}

/** The last amount with its unit, kept on one line: "200,000元" never breaks before 元. */
const TAIL_WITH_UNIT = /(\d[\d,.]*元)$/;

function KeptWithUnit({ text }: { text: string }) {
  const match = TAIL_WITH_UNIT.exec(text);
  if (!match?.[1]) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <span className="mk-nowrap">{match[1]}</span>
    </>
  );
}

export function ProductFacts({ product }: { product: ProductView }) {
  return (
    <dl className="mk-facts">
      <div>
        <dt>可借额度</dt>
        <dd>
          <KeptWithUnit text={product.amountText} />
        </dd>
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
  );
}

/*
 * Both links are held when tapped before the island has hydrated (held-hydration.ts): the
 * static HTML cannot know the visitor's channel, user or carried query, so a tap then would
 * reach the partner untracked, or the detail page without the query and the saved list.
 */
export function ApplyLink({ href, name }: { href: string; name: string }) {
  return href ? (
    <a
      className="btn mk-apply"
      href={href}
      rel="noopener noreferrer"
      aria-label={`申请${name}`}
      data-held-tap=""
    >
      立即申请
    </a>
  ) : (
    <span className="btn mk-apply" aria-disabled="true">
      暂停申请
    </span>
  );
}

export function ProductCard({ product, detailHref, applyHref, onOpenDetail, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="mk-card" data-product-id={product.id}>
      <div className="mk-head">
        <ProductLogo product={product} size={44} />
        <Heading className="mk-name">
          {detailHref ? (
            <a href={detailHref} onClick={onOpenDetail} data-held-tap="">
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </Heading>
      </div>
      {product.tags.length > 0 && (
        <ul className="mk-tags" aria-label="产品特点">
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <ProductFacts product={product} />
      <ApplyLink href={applyHref} name={product.name} />
    </li>
  );
}
