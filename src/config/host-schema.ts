import type { Brand, BrandId, OperatorContact } from "./brands.ts";
import type { CatalogueProduct } from "./marketplace.ts";
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
export type BrandOverrides = Partial<
  Pick<Brand, "name" | "companyName" | "icp" | "sourcesFunding" | "logo" | "theme" | keyof OperatorContact>
>;

/** Root redirect target: an entry path, a `{token}.html` page, or the car host's /carloan. */
/** Light pages in the brand colour, or a dark header with the landing's accent-coloured actions. */
export type FunnelLook = "light" | "dark";

export type RootTarget = EntryPath | "/carloan" | { token: string };

/** A campaign token with a landing design of its own. */
export interface TokenPage {
  token: string;
  design: LandingDesign;
}

/** Where a bundle's API calls go (spec section 7; the tracking record goes to `trackBase`). */
export interface ApiConfig {
  /** https base URL of the section 7 calls; absent: the page's own origin. */
  base?: string;
  /** https base URL of the separate tracking host; absent: the page's own origin. */
  trackBase?: string;
}

/**
 * Calls go to the page's own origin: the reference server, or a web server that forwards the
 * API paths to the backend. Written without sample() it is a deliberate production choice.
 */
export const SAME_ORIGIN_API: ApiConfig = {};

/** The loan marketplace of /success-loan-marketplace-download, /ks-fail-marketplace and /p4-list-download. */
export interface MarketplaceConfig {
  /**
   * Products in display order, rendered into the static HTML (no call needed). Absent: the
   * shared catalogue of src/config/marketplace.ts. An empty list shows the empty state.
   */
  products?: readonly CatalogueProduct[];
  /**
   * Optional live source: an API path (on `api.base`) whose answer may refresh or reorder the
   * list after load. Absent, slow or failing, the built list stays.
   */
  livePath?: string;
  /** How long the live source may take before the built list is kept (ms, default 4000). */
  liveTimeoutMs?: number;
}

/**
 * One-click login through a carrier H5 SDK (本机号码一键登录, docs/decisions/061): the script
 * is loaded only on this host's login pages, after first paint, and must define
 * `window[sdkGlobal]` with the interface of decision 061.
 */
export interface CarrierLoginConfig {
  /**
   * The SDK's script: an https URL (its origin joins the login pages' Content-Security-Policy),
   * or a path on the page's own origin (the reference server's development SDK).
   */
  scriptUrl: string;
  /** The app id the SDK provider issued for this host. */
  appId: string;
  /** Name of the global object the script defines (a JavaScript identifier). */
  sdkGlobal: string;
  /** Further https origins the SDK contacts (its gateway), added to the login pages' connect-src. */
  connectOrigins?: readonly string[];
  /**
   * How long the SDK may take to load and say whether it can vouch, and again to hand over a
   * token, before the page keeps to SMS (ms, default 5000).
   */
  timeoutMs?: number;
}

/**
 * Calls of spec section 7 that may refresh built data after load. Off unless listed: the
 * built data is complete, and a page must never wait for these.
 */
export interface LiveDataConfig {
  /** /v3/app/index may refresh the landing figures (amount, 年化利率（单利）, term). */
  offer?: boolean;
  /** /v1/region/list serves the area pickers' lists (the bundled area data when it fails). */
  regions?: boolean;
  /** How long a live call may take before the built data stays (ms, default 4000). */
  timeoutMs?: number;
}

/** Where `npm run release` puts this host's bundle when RELEASE_TARGET is not set (decision 100). */
export interface ReleaseConfig {
  /** Bucket name of the S3-compatible store. */
  bucket: string;
  /** Key prefix of the site root in the bucket, e.g. "sites/car" (absent: the bucket's root). */
  prefix?: string;
  /** Region of the bucket (AWS_REGION wins when set). */
  region?: string;
  /** https address the CDN serves the site at, for the purge list (absent: https://<hostname>). */
  publicBaseUrl?: string;
}

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
  /**
   * Campaign tokens with a page of their own (`/<token>.html`, route name login), each with
   * `tokenDesign` or its own design. Setting `tokens` or `tokenDesign` gives the host token
   * pages: then every `/<token>.html` shows the token landing page, listed or not.
   */
  tokens?: readonly (string | TokenPage)[];
  /** Landing design of the `{token}.html` pages (those listed without a design of their own, and any other token). */
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
  /**
   * Hosts of partner apps that visitors may be sent back to: an https `zhijieBackUrl` (spec
   * section 2) on one of these hostnames is remembered and used; any other is ignored.
   */
  partnerHosts?: readonly string[];
  /**
   * Backend of this bundle: `SAME_ORIGIN_API` (the reference server, or a web server that
   * forwards the API paths), or the https base URLs of the real API and tracking host.
   */
  api: ApiConfig;
  /** The marketplace pages' products and optional live source. */
  marketplace?: MarketplaceConfig;
  /** One-click login through a carrier H5 SDK on this host's login pages. */
  carrierLogin?: CarrierLoginConfig;
  /** Landing figures and area lists refreshed from the backend after load. */
  liveData?: LiveDataConfig;
  /**
   * The look of the pages after the landing (forms, results). When absent: "dark" where the
   * host's first page is the dark short-video landing, else "light" (src/config/funnel-look.ts).
   */
  look?: FunnelLook;
  /** Object storage this host's bundle is released to (`npm run release`). */
  release?: ReleaseConfig;
}

/** Settings of the default bundles, which serve hosts no host file names (hosts/defaults.ts). */
export type DefaultBundleSettings = Pick<HostConfig, "api" | "marketplace" | "carrierLogin" | "liveData">;

/** Identity helper that types a host file. */
export function defineHost(config: HostConfig): HostConfig {
  return config;
}

/** Identity helper that types hosts/defaults.ts. */
export function defineDefaults(settings: DefaultBundleSettings): DefaultBundleSettings {
  return settings;
}
