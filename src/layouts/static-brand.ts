/**
 * The brand as known at build time: the bundle's base brand with its host overrides
 * (src/core/brand.ts). Channel and stored-app overrides are applied in the browser.
 */
import type { Bundle } from "../config/bundles.ts";
import { resolveBrand, type ResolvedBrand } from "../core/brand.ts";

export function staticBrand(bundle: Bundle): ResolvedBrand {
  return resolveBrand({
    brandId: bundle.brand,
    ...(bundle.overrides ? { hostOverrides: bundle.overrides } : {}),
  });
}
