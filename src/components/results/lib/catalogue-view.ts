/**
 * The configured catalogue (src/config/marketplace.ts) as the product views the marketplace
 * islands render: converted at build time, so the pages carry ready-made views and the list
 * is in the static HTML.
 */
import type { CatalogueProduct } from "../../../config/marketplace.ts";
import { productOfCatalogue } from "../../../contract/app.ts";
import { toProductView, type ProductView } from "./product-view.ts";

/** The views of a catalogue, in its order (the build validated every product already). */
export function catalogueViews(products: readonly CatalogueProduct[]): ProductView[] {
  return products
    .map((product) => toProductView(productOfCatalogue(product)))
    .filter((view): view is ProductView => view !== undefined);
}
