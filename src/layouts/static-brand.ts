/** Brand and title as known at build time (base brand plus host overrides). */
import { BRANDS, type Brand } from "../config/brands.ts";
import type { Bundle } from "../config/bundles.ts";

export function staticBrand(bundle: Bundle): Brand {
  return { ...BRANDS[bundle.brand], ...bundle.overrides };
}

export function pageTitle(input: { routeTitle?: string | undefined; brandName: string }): string {
  return input.routeTitle || input.brandName;
}
