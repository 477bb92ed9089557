/**
 * "Kept alive" marketplace lists (spec section 2: product detail pages are kept alive). The
 * browser's back/forward cache restores the page as it was; when it cannot (memory pressure,
 * an old WebView), the list and its scroll position come back from the tab's state, saved on
 * `pagehide` and before opening a product (never in an unload handler, which would disable
 * the back/forward cache).
 */
import { productListFrom, type ProductView } from "./product-view.ts";

/** What is saved per marketplace page. */
export interface ListState {
  products: ProductView[];
  scrollY: number;
  savedAt: number;
}

/** A saved list older than this is fetched again (products and limits change). */
const LIST_STATE_MAX_AGE_MS = 30 * 60 * 1000;

const KEY_PREFIX = "marketplace:";
/** The last list fetched on any page, for product detail pages opened from it. */
export const PRODUCTS_CACHE_KEY = `${KEY_PREFIX}products`;

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
  const fresh = productListFrom({
    list: [
      {
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
      },
    ],
  })[0];
  if (!fresh) return undefined;
  return {
    ...fresh,
    amountText: String(v.amountText),
    rateText: String(v.rateText),
    termText: String(v.termText),
    exampleText: typeof v.exampleText === "string" ? v.exampleText : "",
  };
}
