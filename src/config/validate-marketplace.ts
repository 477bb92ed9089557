/**
 * Checks a marketplace configuration (host file or the shared catalogue) when the build
 * starts: every product a page would show must be complete, compliant and safe to link to.
 */
import { claimsIn, MAX_ANNUAL_RATE } from "./compliance.ts";
import type { MarketplaceConfig } from "./host-schema.ts";
import type { CatalogueProduct, Range } from "./marketplace.ts";

/** Reports one problem: the field (relative to the checked value) and a message. */
type Add = (field: string, message: string) => void;

const NAME_MAX = 20;
const TAG_MAX = 8;
const TAGS_MAX = 4;
/** A file of public/: letters, digits, - _ . / only, no "..", an image extension. */
const PUBLIC_IMAGE = /^\/(?!\/)(?!.*\.\.)[\w./-]+\.(svg|png|webp|jpe?g)$/;
/** A service phone: 95xxx(x), 400/800 numbers, a landline with area code, or a mobile number. */
export const PHONE = /^(95\d{3,4}|[48]00-?\d{3}-?\d{4}|0\d{2,3}-?\d{7,8}|1\d{10})$/;
const API_PATH = /^\/(?!.*\.\.)(?!\/)[\w./-]{1,200}$/;

/** True for an https URL with a host and without credentials. */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

function checkRange(
  add: Add,
  field: string,
  range: Range | undefined,
  low: number,
  high: number,
  integer: boolean,
) {
  const numbers = [range?.min, range?.max];
  if (
    !numbers.every((n) => typeof n === "number" && Number.isFinite(n) && (!integer || Number.isInteger(n)))
  ) {
    add(field, `needs ${integer ? "whole" : ""} numbers min and max`.replace("  ", " "));
    return;
  }
  const [min, max] = numbers as [number, number];
  if (min > max) add(field, `min ${min} is above max ${max}`);
  if (min < low || max > high) add(field, `must lie within ${low}-${high}`);
}

function checkProduct(add: Add, field: string, product: CatalogueProduct): void {
  if (!Number.isInteger(product.id) || product.id < 1) add(`${field}.id`, "must be a positive whole number");
  const name = typeof product.name === "string" ? product.name.trim() : "";
  if (name === "" || name.length > NAME_MAX) add(`${field}.name`, `needs 1-${NAME_MAX} characters`);
  if (!PUBLIC_IMAGE.test(product.logo ?? "") && !isHttpsUrl(product.logo)) {
    add(
      `${field}.logo`,
      `"${product.logo}" is neither an image of public/ (/products/x.svg) nor an https URL`,
    );
  }
  checkRange(add, `${field}.amount`, product.amount, 100, 10_000_000, true);
  checkRange(add, `${field}.annualRate`, product.annualRate, 0, MAX_ANNUAL_RATE, false);
  checkRange(add, `${field}.termMonths`, product.termMonths, 1, 360, true);
  const tags = product.tags ?? [];
  if (tags.length > TAGS_MAX) add(`${field}.tags`, `at most ${TAGS_MAX} tags`);
  tags.forEach((tag, i) => {
    if (typeof tag !== "string" || tag.trim() === "" || tag.length > TAG_MAX)
      add(`${field}.tags[${i}]`, `needs 1-${TAG_MAX} characters`);
  });
  for (const [where, text] of [["name", name], ...tags.map((t, i) => [`tags[${i}]`, String(t)])]) {
    for (const claim of claimsIn(String(text))) {
      add(`${field}.${where}`, `says "${claim.words}", a claim loan pages must not make (${claim.rule})`);
    }
  }
  if (!isHttpsUrl(product.applyUrl)) add(`${field}.applyUrl`, `"${product.applyUrl}" is not an https URL`);
  // Matchmaking ads name the lender (Beijing financial advertising guidance, 2024).
  const lender = typeof product.lender === "string" ? product.lender.trim() : "";
  if (lender.length < 4 || lender.length > 40) {
    add(`${field}.lender`, "needs the lending institution's registered name (4-40 characters)");
  }
  if (!PHONE.test(product.lenderPhone ?? "")) {
    add(
      `${field}.lenderPhone`,
      `"${product.lenderPhone}" is not a phone number (95xxx, 400-xxx-xxxx, 0xx-xxxxxxxx)`,
    );
  }
}

/** Problems of a product list: each product, and ids used twice. */
export function checkCatalogue(add: Add, field: string, products: readonly CatalogueProduct[]): void {
  if (!Array.isArray(products)) {
    add(field, "must be a list of products");
    return;
  }
  const seen = new Map<number, number>();
  products.forEach((product, i) => {
    checkProduct(add, `${field}[${i}]`, product);
    const earlier = seen.get(product.id);
    if (earlier !== undefined)
      add(`${field}[${i}].id`, `${product.id} is also the id of ${field}[${earlier}]`);
    seen.set(product.id, i);
  });
}

/** Problems of a host's `marketplace` field. */
export function checkMarketplace(add: Add, marketplace: MarketplaceConfig | undefined): void {
  if (marketplace === undefined) return;
  if (marketplace.products !== undefined) checkCatalogue(add, "marketplace.products", marketplace.products);
  const { livePath, liveTimeoutMs } = marketplace;
  if (livePath !== undefined && !API_PATH.test(livePath)) {
    add("marketplace.livePath", `"${livePath}" is not an API path such as /v3/product/list`);
  }
  if (
    liveTimeoutMs !== undefined &&
    !(Number.isInteger(liveTimeoutMs) && liveTimeoutMs >= 500 && liveTimeoutMs <= 30_000)
  ) {
    add("marketplace.liveTimeoutMs", "must be a whole number of milliseconds within 500-30000");
  }
  if (liveTimeoutMs !== undefined && livePath === undefined) {
    add("marketplace.liveTimeoutMs", "only applies with a livePath");
  }
}
