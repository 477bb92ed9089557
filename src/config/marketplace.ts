/**
 * The loan marketplace's products (issue 16): a catalogue in configuration, rendered into the
 * static HTML of the marketplace pages, so the list is part of the first paint and needs no
 * call (the product list is not among the calls of spec section 7). A host file may give its
 * own list (`marketplace.products`) and an optional live source that refreshes it after load.
 *
 * Rates are 年化利率（单利） in percent per year (PBoC announcement 2021 No. 3).
 */
import type { CatalogueProduct, HostConfig } from "./host-schema.ts";
import { sample } from "./sample.ts";

/** The four partner products most hosts show. */
export const SHARED_CATALOGUE: readonly CatalogueProduct[] = sample(
  [
    {
      id: 1,
      name: "信用易贷",
      logo: "/products/p1.svg",
      amount: { min: 1000, max: 200000 },
      annualRate: { min: 7.2, max: 23.9 },
      termMonths: { min: 3, max: 36 },
      tags: ["持牌机构", "按日计息"],
      applyUrl: "https://apply.example.com/xinyong",
      lender: "示例消费金融股份有限公司",
      lenderPhone: "400-000-1001",
    },
    {
      id: 2,
      name: "安心借",
      logo: "/products/p2.svg",
      amount: { min: 2000, max: 50000 },
      annualRate: { min: 10.8, max: 24 },
      termMonths: { min: 3, max: 12 },
      tags: ["随借随还"],
      applyUrl: "https://apply.example.com/anxin",
      lender: "示例网络小额贷款有限公司",
      lenderPhone: "400-000-1002",
    },
    {
      id: 3,
      name: "工薪分期",
      logo: "/products/p3.svg",
      amount: { min: 5000, max: 100000 },
      annualRate: { min: 8.5, max: 18 },
      termMonths: { min: 6, max: 24 },
      tags: ["上班族专享"],
      applyUrl: "https://apply.example.com/gongxin",
      lender: "示例银行股份有限公司",
      lenderPhone: "95000",
    },
    {
      id: 4,
      name: "车主周转",
      logo: "/products/p4.svg",
      amount: { min: 10000, max: 300000 },
      annualRate: { min: 6.8, max: 15.6 },
      termMonths: { min: 12, max: 36 },
      tags: ["车主可申请", "不押车"],
      applyUrl: "https://apply.example.com/chezhu",
      lender: "示例汽车金融有限公司",
      lenderPhone: "400-000-1004",
    },
  ],
  "the partner products this brand really offers: names, logos, amount, 年化利率（单利） and term ranges as the partners state them, their https application links, and each lending institution's registered name and customer-service phone",
);

/** How long a live source (the product list, the landing figures, the areas) may take (ms). */
export const DEFAULT_LIVE_TIMEOUT_MS = 4000;

/** The products a bundle's marketplace pages are built with. */
export function catalogueOf(bundle: Pick<HostConfig, "marketplace">): readonly CatalogueProduct[] {
  return bundle.marketplace?.products ?? SHARED_CATALOGUE;
}

/** The live source of a bundle's marketplace, if it has one. */
export function liveSourceOf(
  bundle: Pick<HostConfig, "marketplace">,
): { path: string; timeoutMs: number } | undefined {
  const path = bundle.marketplace?.livePath;
  return path ? { path, timeoutMs: bundle.marketplace?.liveTimeoutMs ?? DEFAULT_LIVE_TIMEOUT_MS } : undefined;
}

/**
 * Image sources the marketplace pages need besides the bundle's own files, for the CSP's
 * img-src: the origins of the catalogue's https logos, and any https image when a live source
 * may bring logos from hosts unknown at build time.
 */
export function productImageSources(bundle: Pick<HostConfig, "marketplace">): string[] {
  if (liveSourceOf(bundle)) return ["https:"];
  const origins = catalogueOf(bundle)
    .map((product) => product.logo)
    .filter((logo) => logo.startsWith("https://"))
    .map((logo) => new URL(logo).origin);
  return [...new Set(origins)].sort();
}
