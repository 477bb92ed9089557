/**
 * Answer shapes that the pages and the reference server both name: channel settings and
 * products (areas are the core's `AreaOption`). The server's other answers are typed by its
 * handlers (server/api.ts).
 */
import type { CatalogueProduct } from "../config/host-schema.ts";

/** POST /v3/channel/info: settings of the body's `_channel`; unknown channel: body code 404. */
export interface ChannelInfo {
  /** APP-IOS, APP-安卓, otherwise a web flow (empty string). */
  application: string;
  h5_bd_type_for_p4: 1 | 2 | 3;
  /** Web flow settings (spec section 4). */
  h5_flow_info: { succ_todo: number; fail_todo: number; input_form: 0 | 1 };
  my_app_name: string;
  nid: number;
}

/** POST /v3/product/list (added to the spec's list): marketplace products. */
export interface Product {
  id: number;
  name: string;
  /** Path inside the bundle, e.g. /products/p1.svg. */
  logo: string;
  amount_min: number;
  amount_max: number;
  /** 年化利率（单利）, percent per year. */
  rate_min: number;
  rate_max: number;
  term_min: number;
  term_max: number;
  apply_url: string;
  tags: string[];
  /** The institution that lends (required: an item without it is not shown). */
  lender: string;
  /** The lender's customer-service phone, named in the data-sharing consent (PIPL art. 23). */
  lender_phone: string;
}

/**
 * A configured catalogue product (src/config/marketplace.ts) in the list answer's shape: the
 * reference server answers the catalogue this way, and the build renders it through the same
 * reader and formatting as a live answer.
 */
export function productOfCatalogue(product: CatalogueProduct): Product {
  return {
    id: product.id,
    name: product.name,
    logo: product.logo,
    amount_min: product.amount.min,
    amount_max: product.amount.max,
    rate_min: product.annualRate.min,
    rate_max: product.annualRate.max,
    term_min: product.termMonths.min,
    term_max: product.termMonths.max,
    apply_url: product.applyUrl,
    tags: [...(product.tags ?? [])],
    lender: product.lender,
    lender_phone: product.lenderPhone,
  };
}
