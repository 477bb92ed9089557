/**
 * Brand resolution and page titles (spec sections 2 and 4).
 * "Order: base brand by name, then channel overrides, then host overrides, then stored appname
 * plus appcompany overrides (both must be present)."
 */
import { BRANDS, DEFAULT_BRAND_ID, type Brand, type BrandId } from "../config/brands.ts";
import { BRAND_CHANNEL_ROWS } from "../config/channels-brand.ts";
import { HOME_TITLE, HOME_TITLE_CHANNEL } from "../config/channels.ts";
import type { BrandOverrides } from "../config/host-schema.ts";
import { nonEmpty } from "./guard-decide.ts";

/** The legacy `brandObj` (spec section 3): the brand plus `oldInfo`, a copy of the defaults. */
export interface ResolvedBrand extends Brand {
  oldInfo: Brand;
}

/** Input of {@link resolveBrand}. */
export interface BrandInput {
  /** Base brand of the bundle; an unknown id falls back to the default brand. */
  brandId: BrandId | string;
  channel?: string;
  /** The bundle's host overrides (hosts/*.ts `overrides`). */
  hostOverrides?: BrandOverrides;
  /** Stored `appname` (hand-over from the native app). */
  appname?: string | null;
  /** Stored `appcompany`. */
  appcompany?: string | null;
}

/** Only defined string fields override: an undefined field in an override keeps the value. */
function apply(brand: Brand, overrides: BrandOverrides | undefined): Brand {
  const next = { ...brand };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === "string") (next as unknown as Record<string, string>)[key] = value;
  }
  return next;
}

/** Resolves the brand in the spec's order. Never throws; the inputs are not modified. */
export function resolveBrand(input: BrandInput): ResolvedBrand {
  const id = Object.hasOwn(BRANDS, input.brandId) ? (input.brandId as BrandId) : DEFAULT_BRAND_ID;
  const base: Brand = { ...BRANDS[id] };
  let brand = base;
  // Channel rows in table order.
  for (const row of BRAND_CHANNEL_ROWS) {
    if ((row.channels as readonly string[]).includes(input.channel ?? ""))
      brand = apply(brand, row.overrides);
  }
  brand = apply(brand, input.hostOverrides);
  const appname = nonEmpty(input.appname);
  const appcompany = nonEmpty(input.appcompany);
  if (appname && appcompany) brand = apply(brand, { name: appname.trim(), companyName: appcompany.trim() });
  return { ...brand, oldInfo: { ...base } };
}

/** Spec section 4: "the document title is the brand name (for channel_5262 the title is 首页)". */
export function brandDocumentTitle(brand: Pick<Brand, "name">, channel: string | undefined): string {
  return channel === HOME_TITLE_CHANNEL ? HOME_TITLE : brand.name;
}

/** Input of {@link pageTitle}. */
export interface PageTitleInput {
  routeTitle?: string | null;
  appname?: string | null;
  brandName: string;
}

/** Spec section 2: "The page title comes from the route meta title, then the stored app name, then the brand name." */
export function pageTitle(input: PageTitleInput): string {
  return nonEmpty(input.routeTitle) ?? nonEmpty(input.appname) ?? input.brandName;
}
