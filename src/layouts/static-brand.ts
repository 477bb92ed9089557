/**
 * The brand as known at build time: the bundle's base brand with its host overrides
 * (src/core/brand.ts). Channel and stored-app overrides are applied in the browser.
 */
import type { Bundle } from "../config/bundles.ts";
import { pageTitle as titleRule, resolveBrand, type ResolvedBrand } from "../core/brand.ts";

export function staticBrand(bundle: Bundle): ResolvedBrand {
  return resolveBrand({
    brandId: bundle.brand,
    ...(bundle.overrides ? { hostOverrides: bundle.overrides } : {}),
  });
}

/** Title of the static HTML: the route title, else the brand name (no stored app name at build time). */
export function pageTitle(input: { routeTitle?: string | undefined; brandName: string }): string {
  return titleRule({ routeTitle: input.routeTitle ?? null, brandName: input.brandName });
}
