import type { Brand, BrandId } from "./brands.ts";
import type { EntryPath } from "./routes.ts";

/** Visual design of a landing/login page (spec: each entry channel has its own landing). */
export type LandingDesign = "classic" | "video" | "amount" | "compact";

export const LANDING_DESIGNS: readonly LandingDesign[] = ["classic", "video", "amount", "compact"];

/** One entry (login) page served by a bundle. */
export interface EntryPage {
  path: EntryPath;
  design: LandingDesign;
}

/** Brand fields a host may override (spec section 4, "Several hosts change the ICP number or company"). */
export type BrandOverrides = Partial<Pick<Brand, "name" | "companyName" | "icp" | "sourcesFunding" | "logo">>;

/** Root redirect target: an entry path, a `{token}.html` page, or the car host's /carloan. */
export type RootTarget = EntryPath | "/carloan" | { token: string };

/**
 * One host bundle (spec section 2, "Entry routes per host"). Built to dist/<id>/ and
 * served for every hostname listed.
 */
export interface HostConfig {
  /** Bundle id: the folder under dist/ and the `<id>.localhost` preview name. */
  id: string;
  /** Hostnames that select this bundle. Reserved example domains: operators replace them. */
  hostnames: string[];
  /** Base brand of the bundle. */
  brand: BrandId;
  /** Entry pages of this host's entry set, each with its landing design. */
  entries: EntryPage[];
  /** Tokens of `{token}.html` login pages this host serves (route name login). */
  tokens?: string[];
  /** Landing design of the `{token}.html` pages. */
  tokenDesign?: LandingDesign;
  /** Where `/` sends the visitor (query and hash kept). */
  root: RootTarget;
  /** Host overrides applied after channel overrides (spec section 4, brand resolution). */
  overrides?: BrandOverrides;
  /**
   * One of the event hosts whose login pages clear the token and user id and show the
   * login page even when a token exists (spec section 4, global navigation guard).
   */
  eventHost?: boolean;
  /** Extra hosts that zhijieBackUrl may point to (besides this bundle's own hostnames). */
  allowedReturnHosts?: string[];
  /**
   * Backend of this bundle. Default: the same origin (the reference server). Production
   * points `base` at the real API and `trackBase` at the separate tracking host.
   */
  api?: { base?: string; trackBase?: string };
}

/** Identity helper that types a host file. */
export function defineHost(config: HostConfig): HostConfig {
  return config;
}
