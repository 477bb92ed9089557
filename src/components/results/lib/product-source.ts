/**
 * Loads the marketplace products: POST /v3/product/list through the API client, decoded into
 * product views; every fetched list is also kept for the product detail pages.
 */
import { fetchProductData } from "../../../client/products.ts";
import {
  decodeListState,
  encodeListState,
  PRODUCTS_CACHE_KEY,
  readSession,
  writeSession,
} from "./list-state.ts";
import { productListFrom, type ProductView } from "./product-view.ts";

/** Fetches the product list; rejects with ApiError (Chinese message) on failure. */
export async function fetchProducts(): Promise<ProductView[]> {
  const products = productListFrom(await fetchProductData());
  writeSession(PRODUCTS_CACHE_KEY, encodeListState({ products, scrollY: 0, savedAt: Date.now() }));
  return products;
}

/** The product with `id`: from the last fetched list when fresh, otherwise fetched again. */
export async function findProduct(id: number): Promise<ProductView | undefined> {
  const cached = decodeListState(readSession(PRODUCTS_CACHE_KEY), Date.now());
  const hit = cached?.products.find((product) => product.id === id);
  if (hit) return hit;
  return (await fetchProducts()).find((product) => product.id === id);
}
