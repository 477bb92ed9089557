/**
 * The configured catalogue (src/config/marketplace.ts) as the product views the marketplace
 * islands render: converted at build time, so the pages carry ready-made views and the list
 * is in the static HTML.
 */
import type { CatalogueProduct } from "../../../config/marketplace.ts";
import { toProductView, type ProductView } from "./product-view.ts";

/** One catalogue product in the API's item shape, so both pass the same checks and formatting. */
function catalogueItem(product: CatalogueProduct): Record<string, unknown> {
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
    tags: product.tags ?? [],
    apply_url: product.applyUrl,
    lender: product.lender,
    lender_phone: product.lenderPhone,
  };
}

/** The views of a catalogue, in its order (the build validated every product already). */
export function catalogueViews(products: readonly CatalogueProduct[]): ProductView[] {
  return products
    .map((product) => toProductView(catalogueItem(product)))
    .filter((view): view is ProductView => view !== undefined);
}
