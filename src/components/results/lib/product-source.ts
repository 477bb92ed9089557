/**
 * Where the marketplace's products come from: the catalogue built into the page, optionally
 * refreshed after load by a live source (a host's `marketplace.livePath`, called through the
 * API client). The live answer is read tolerantly; whenever it is absent, slow, failing or
 * unusable, the built list stays. The last live list is kept for the product detail pages.
 */
import { marketplaceMemory } from "../../../client/tab-state.ts";
import { fetchLiveProductData } from "../../../client/products.ts";
import { decodeListState, encodeListState, PRODUCTS_CACHE_KEY } from "./list-state.ts";
import { toProductView, type ProductView } from "./product-view.ts";

/** A host's live source: API path and how long it may take. */
export interface LiveSource {
  path: string;
  timeoutMs: number;
}

/** Most products a live answer may put on a page. */
const LIVE_LIST_MAX = 50;

/** The list inside a live answer's `data`: an array, `{ list }` or `{ products }`. */
function itemsOf(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (typeof data !== "object" || data === null) return undefined;
  const { list, products } = data as { list?: unknown; products?: unknown };
  if (Array.isArray(list)) return list;
  return Array.isArray(products) ? products : undefined;
}

/** A catalogue product named by id: a number, a numeric string or `{ id }` without details. */
function referencedId(item: unknown): number | undefined {
  const raw = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : item;
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The list a live answer's `data` gives: full products as they are, items naming a catalogue
 * product by id as that product (the live source may only reorder), the rest left out.
 * Undefined when nothing usable remains, so the built list stays.
 */
function liveListFrom(data: unknown, catalogue: readonly ProductView[]): ProductView[] | undefined {
  const items = itemsOf(data);
  if (!items) return undefined;
  const seen = new Set<number>();
  const list: ProductView[] = [];
  for (const item of items.slice(0, LIVE_LIST_MAX * 2)) {
    const id = referencedId(item);
    const view = toProductView(item) ?? catalogue.find((product) => product.id === id);
    if (!view || seen.has(view.id)) continue;
    seen.add(view.id);
    list.push(view);
  }
  return list.length > 0 ? list.slice(0, LIVE_LIST_MAX) : undefined;
}

/** Asks the live source; undefined whenever the built list should stay. Never rejects. */
export async function fetchLiveProducts(
  source: LiveSource,
  catalogue: readonly ProductView[],
): Promise<ProductView[] | undefined> {
  try {
    const reply = await fetchLiveProductData(source.path, source.timeoutMs);
    const list = reply.ok ? liveListFrom(reply.data, catalogue) : undefined;
    if (list) {
      marketplaceMemory.write(
        PRODUCTS_CACHE_KEY,
        encodeListState({ products: list, scrollY: 0, savedAt: Date.now() }),
      );
    }
    return list;
  } catch {
    // Network, timeout or HTTP failure: the page keeps the list it was built with.
    return undefined;
  }
}

/** The product with `id`: from the last live list while fresh, else from the built catalogue. */
export function findProduct(
  id: number,
  catalogue: readonly ProductView[],
  now = Date.now(),
): ProductView | undefined {
  const live = decodeListState(marketplaceMemory.read(PRODUCTS_CACHE_KEY), now);
  return (
    live?.products.find((product) => product.id === id) ?? catalogue.find((product) => product.id === id)
  );
}
