/**
 * The marketplace's live product source: /v3/product/list, a call the reference server offers
 * beyond spec section 7 (the company's backend may not). Resolves with the answer's `data` as it
 * came, for the page's own product reader; rejects with ApiError (a Chinese message) on failure.
 */
import * as api from "../contract/calls.ts";
import { requestOk } from "./api.ts";

/** The product list answer's `data`, unread. */
export function fetchProductData(): Promise<unknown> {
  return requestOk(api.productList, {});
}
