/**
 * Where the marketplace's products come from (decision 041): the catalogue built into the page,
 * optionally refreshed by a live source beyond spec section 7, read tolerantly; whenever it is
 * absent, slow, failing or unusable, the built list stays. Lists are kept alive (spec section 2,
 * decision 310): when the back/forward cache cannot restore a page, its products' ids and scroll
 * position come back from the tab's state.
 */
import { fetchLiveProductData } from "../../../client/products.ts";
import { marketplaceMemory } from "../../../client/tab-state.ts";
import type { liveSourceOf } from "../../../config/marketplace.ts";
import { toProductView, type ProductView } from "./product-view.ts";

/** A host's live source: API path and how long it may take. */
export type LiveSource = NonNullable<ReturnType<typeof liveSourceOf>>;

/** Most products a live answer may put on a page. */
const LIVE_LIST_MAX = 50;

/** A saved list older than this is fetched again (products and limits change). */
const SAVED_MAX_AGE_MS = 30 * 60 * 1000;

const KEY_PREFIX = "marketplace:";
/** The last usable live answer on any page, for product detail pages opened from it. */
const LIVE_DATA_KEY = `${KEY_PREFIX}products`;

/** Keeps `value` for the tab, with the time it was saved. */
function save(key: string, value: object): void {
  marketplaceMemory.write(key, JSON.stringify({ ...value, savedAt: Date.now() }));
}

/** A saved value, or undefined when missing, corrupted, from the future or too old. */
function readSaved(key: string, now: number): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(marketplaceMemory.read(key) ?? "");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { savedAt } = value as { savedAt?: unknown };
  const fresh = typeof savedAt === "number" && savedAt <= now && now - savedAt <= SAVED_MAX_AGE_MS;
  return fresh ? (value as Record<string, unknown>) : undefined;
}

/**
 * Saves the list a marketplace page shows (its products' ids, in order) and the scroll position.
 * Only ids: the products are found again where they came from, so a value written by anyone
 * else never reaches the page as is.
 */
export function saveListState(path: string, products: readonly ProductView[], scrollY: number): void {
  if (products.length === 0) return;
  save(`${KEY_PREFIX}list:${path}`, { ids: products.map((product) => product.id), scrollY });
}

/** The list and scroll position saved for the page at `path`, or undefined. */
export function restoredList(
  path: string,
  catalogue: readonly ProductView[],
  now = Date.now(),
): { products: ProductView[]; scrollY: number } | undefined {
  const saved = readSaved(`${KEY_PREFIX}list:${path}`, now);
  if (!saved || !Array.isArray(saved.ids)) return undefined;
  const known = knownProducts(catalogue, now);
  const products = saved.ids
    .map((id) => known.find((product) => product.id === id))
    .filter((product): product is ProductView => product !== undefined);
  const { scrollY } = saved;
  if (products.length === 0) return undefined;
  return {
    products,
    scrollY: typeof scrollY === "number" && Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0,
  };
}

/** The list inside a live answer's `data`: an array, `{ list }` or `{ products }`. */
function itemsOf(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (typeof data !== "object" || data === null) return undefined;
  const { list, products } = data as { list?: unknown; products?: unknown };
  if (Array.isArray(list)) return list;
  return Array.isArray(products) ? products : undefined;
}

/**
 * A product named by id (a live item naming a catalogue product, a detail page's ?id=): a
 * positive number, a numeric string or `{ id }` without details.
 */
export function productIdOf(item: unknown): number | undefined {
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
    const id = productIdOf(item);
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
    if (!reply.ok) return undefined;
    const list = liveListFrom(reply.data, catalogue);
    // The answer itself is kept: read again, it passes the same checks.
    if (list) save(LIVE_DATA_KEY, { data: reply.data });
    return list;
  } catch {
    // Network, timeout or HTTP failure: the page keeps the list it was built with.
    return undefined;
  }
}

/** The products of the last live answer while fresh, then the built catalogue. */
function knownProducts(catalogue: readonly ProductView[], now: number): readonly ProductView[] {
  const live = readSaved(LIVE_DATA_KEY, now);
  return [...((live && liveListFrom(live.data, catalogue)) ?? []), ...catalogue];
}

/** The product with `id`: from the last live list while fresh, else from the built catalogue. */
export function findProduct(
  id: number,
  catalogue: readonly ProductView[],
  now = Date.now(),
): ProductView | undefined {
  return knownProducts(catalogue, now).find((product) => product.id === id);
}
