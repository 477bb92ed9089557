/**
 * Marketplace products as the pages show them: the configured catalogue (src/config/marketplace.ts,
 * converted at build time, so the pages carry ready-made views and the list is in the static
 * HTML) and items of a live source's answer pass the same defensive decoding (the API item shape
 * of src/contract/app.ts) and formatting. Rates are shown only as 年化利率（单利） (PBoC
 * announcement 2021 No. 3).
 */
import type { CatalogueProduct } from "../../../config/host-schema.ts";
import { productOfCatalogue, type Product } from "../../../contract/app.ts";
import { formatThousands } from "../../../core/format.ts";
import { nonEmpty } from "../../../core/guard-decide.ts";
import { exampleSentence, representativeExample } from "../../../core/loan-math.ts";
import { isSafePath, type Query } from "../../../core/query.ts";

export interface ProductView {
  id: number;
  name: string;
  /** Same-origin path or https URL; "" when the given logo is unusable. */
  logo: string;
  /** "1,000-200,000元" */
  amountText: string;
  /** "7.2%-23.9%" (label it 年化利率（单利）). */
  rateText: string;
  /** "3-36个月" */
  termText: string;
  tags: string[];
  /** The partner's https apply URL, "" when the given one is unusable. */
  applyUrl: string;
  /** The institution that lends; a product without one is not shown. */
  lender: string;
  /** Its customer-service phone, "" when not given. */
  lenderPhone: string;
  /** "示例：借10,000元分12期，…" at the range's highest rate; "" when the figures make no loan. */
  exampleText: string;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

interface Range {
  min: number;
  max: number;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function range({ min, max }: Range, format: (n: number) => string, unit: string): string {
  return min === max ? `${format(min)}${unit}` : `${format(min)}-${format(max)}${unit}`;
}

/** Percent with at most two decimals, trailing zeros dropped: 24 → "24%", 7.25 → "7.25%". */
function percent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

/** A product view of one API item, or undefined when the item lacks what a card needs. */
export function toProductView(item: unknown): ProductView | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const p = item as Partial<Record<keyof Product, unknown>>;
  const numbers = [p.id, p.amount_min, p.amount_max, p.rate_min, p.rate_max, p.term_min, p.term_max];
  const name = nonEmpty(p.name);
  const lender = nonEmpty(p.lender);
  if (!numbers.every(isFiniteNumber) || !name || !lender) return undefined;
  const [id = 0, amountMin = 0, amountMax = 0, rateMin = 0, rateMax = 0, termMin = 0, termMax = 0] =
    numbers as number[];
  const logo = typeof p.logo === "string" && (isSafePath(p.logo) || isHttpsUrl(p.logo)) ? p.logo : "";
  const applyUrl = typeof p.apply_url === "string" && isHttpsUrl(p.apply_url) ? p.apply_url : "";
  const span = (a: number, b: number): Range => ({ min: Math.min(a, b), max: Math.max(a, b) });
  const [amount, rate, term] = [span(amountMin, amountMax), span(rateMin, rateMax), span(termMin, termMax)];
  // The representative repayment example (src/core/loan-math.ts) as one sentence.
  const example = representativeExample({ amount, annualRatePercent: rate, termMonths: term });
  return {
    id,
    name: name.trim().slice(0, 40),
    logo,
    amountText: range(amount, formatThousands, "元"),
    rateText: range(rate, percent, ""),
    termText: range(term, String, "个月"),
    tags: Array.isArray(p.tags) ? p.tags.filter((t): t is string => typeof t === "string").slice(0, 4) : [],
    applyUrl,
    lender: lender.trim().slice(0, 40),
    lenderPhone: typeof p.lender_phone === "string" ? p.lender_phone.trim().slice(0, 20) : "",
    exampleText: example ? exampleSentence(example) : "",
  };
}

/** The views of a catalogue, in its order (the build validated every product already). */
export function catalogueViews(products: readonly CatalogueProduct[]): ProductView[] {
  return products
    .map((product) => toProductView(productOfCatalogue(product)))
    .filter((view): view is ProductView => view !== undefined);
}

/** Who is applying and from where: appended to the partner's apply URL. */
export interface ApplyTracking {
  channel: string;
  userId: string;
  /** Route name of the page the visitor applies from. */
  fromPage: string;
  /** previousPage, successType and sd_plat_fr when the page received them. */
  carried: Query;
}

/** The apply link: the partner URL plus tracking parameters; "" when the product has none. */
export function applyHref(product: ProductView, tracking: ApplyTracking): string {
  if (!product.applyUrl) return "";
  const url = new URL(product.applyUrl);
  const params: Query = {
    product_id: String(product.id),
    _channel: tracking.channel,
    _user_id: tracking.userId,
    from_page: tracking.fromPage,
    sd_plat_fr: tracking.carried.sd_plat_fr ?? tracking.channel,
    ...(tracking.carried.previousPage ? { previousPage: tracking.carried.previousPage } : {}),
    ...(tracking.carried.successType ? { successType: tracking.carried.successType } : {}),
  };
  for (const [name, value] of Object.entries(params)) if (value !== "") url.searchParams.set(name, value);
  return url.toString();
}
