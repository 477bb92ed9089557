/**
 * Where the marketplace's products come from and how a list is kept: the catalogue built into
 * the page, optionally refreshed after load by a live source (a host's `marketplace.livePath`,
 * beyond spec section 7, src/client/products.ts). The live answer is read tolerantly;
 * whenever it is absent, slow, failing or unusable, the built list stays. The last live list is
 * kept for the product detail pages.
 *
 * "Kept alive" lists (spec section 2: product detail pages are kept alive): the browser's
 * back/forward cache restores the page as it was; when it cannot (memory pressure, an old
 * WebView), the list and its scroll position come back from the tab's state, saved on
 * `pagehide` and before opening a product (never in an unload handler, which would disable
 * the back/forward cache).
 */
import { fetchLiveProductData } from "../../../client/products.ts";
import { marketplaceMemory } from "../../../client/tab-state.ts";
import { toProductView, type ProductView } from "./product-view.ts";

/** A host's live source: API path and how long it may take. */
export interface LiveSource {
  path: string;
  timeoutMs: number;
}

/** What is saved per marketplace page. */
interface ListState {
  products: ProductView[];
  scrollY: number;
  savedAt: number;
}

/** Most products a live answer may put on a page. */
const LIVE_LIST_MAX = 50;

/** A saved list older than this is fetched again (products and limits change). */
const LIST_STATE_MAX_AGE_MS = 30 * 60 * 1000;

const KEY_PREFIX = "marketplace:";
/** The last list fetched on any page, for product detail pages opened from it. */
const PRODUCTS_CACHE_KEY = `${KEY_PREFIX}products`;

/** Storage key of a marketplace page's list state. */
export function listStateKey(path: string): string {
  return `${KEY_PREFIX}list:${path}`;
}

/** Serialised state (product views keep their display fields). */
export function encodeListState(state: ListState): string {
  return JSON.stringify(state);
}

/**
 * The saved state, or undefined when missing, corrupted, from the future or too old. Product
 * items are validated again: a value written by anyone else never reaches the page as is.
 */
export function decodeListState(raw: string | null | undefined, now: number): ListState | undefined {
  if (typeof raw !== "string" || raw === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { products, scrollY, savedAt } = value as Record<string, unknown>;
  if (typeof savedAt !== "number" || savedAt > now || now - savedAt > LIST_STATE_MAX_AGE_MS) return undefined;
  if (!Array.isArray(products)) return undefined;
  return {
    products: products.map(fromSavedView).filter((p): p is ProductView => p !== undefined),
    scrollY: typeof scrollY === "number" && Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0,
    savedAt,
  };
}

/** A saved view re-validated field by field. */
function fromSavedView(item: unknown): ProductView | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const v = item as Record<string, unknown>;
  const strings = ["name", "logo", "amountText", "rateText", "termText", "applyUrl", "lender"] as const;
  if (typeof v.id !== "number" || !strings.every((k) => typeof v[k] === "string")) return undefined;
  // Logo and apply URL pass the same checks as fresh API data.
  const fresh = toProductView({
    id: v.id,
    name: v.name,
    logo: v.logo,
    apply_url: v.applyUrl,
    amount_min: 0,
    amount_max: 0,
    rate_min: 0,
    rate_max: 0,
    term_min: 0,
    term_max: 0,
    tags: v.tags,
    lender: v.lender,
    lender_phone: v.lenderPhone,
  });
  if (!fresh) return undefined;
  return {
    ...fresh,
    amountText: String(v.amountText),
    rateText: String(v.rateText),
    termText: String(v.termText),
    exampleText: typeof v.exampleText === "string" ? v.exampleText : "",
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
