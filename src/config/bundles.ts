/**
 * Bundles: every host bundle of hosts/*.ts plus one default bundle per brand for
 * unmatched hosts (`default` under the default brand, `default-<brand>` under the others).
 */
import DEFAULT_SETTINGS from "../../hosts/defaults.ts";
import { HOST_FILES } from "../../hosts/index.ts";
import { BRAND_IDS, DEFAULT_BRAND_ID, type BrandId } from "./brands.ts";
import type { EntryPage, HostConfig, LandingDesign } from "./host-schema.ts";
import { DEFAULT_LIVE_TIMEOUT_MS } from "./marketplace.ts";
import { ANY_TOKEN_PATH, hasTokenPages, tokenPagesOf } from "./token-pages.ts";

/** A bundle is a host configuration plus whether it serves unmatched hosts. */
export interface Bundle extends HostConfig {
  /** True for the default-entry-set bundles that serve hosts no host file names. */
  isDefault: boolean;
}

/** Spec "Entry routes, default set", each with its landing design. */
const DEFAULT_ENTRIES: EntryPage[] = [
  { path: "/login", design: "classic" },
  { path: "/v2/login", design: "video" },
  { path: "/v3/login", design: "amount" },
  { path: "/v4/login", design: "compact" },
  { path: "/m/kssczh/tengxun/shanxin/index.html", design: "compact" },
];

function defaultBundle(brand: BrandId): Bundle {
  return {
    id: brand === DEFAULT_BRAND_ID ? "default" : `default-${brand}`,
    hostnames: [],
    brand,
    root: "/login",
    entries: DEFAULT_ENTRIES,
    ...DEFAULT_SETTINGS,
    isDefault: true,
  };
}

export const HOST_BUNDLES: readonly Bundle[] = Object.values(HOST_FILES).map((host) => ({
  ...host,
  api: host.api ?? DEFAULT_SETTINGS.api,
  ...((host.fieldReport ?? DEFAULT_SETTINGS.fieldReport)
    ? { fieldReport: host.fieldReport ?? DEFAULT_SETTINGS.fieldReport }
    : {}),
  isDefault: false,
}));

export const BUNDLES: readonly Bundle[] = [...BRAND_IDS.map(defaultBundle), ...HOST_BUNDLES];

const bundlesById = new Map(BUNDLES.map((bundle) => [bundle.id, bundle]));

/** The bundle with this id; throws for an unknown id (a build-time programming error). */
export function getBundle(id: string): Bundle {
  const bundle = bundlesById.get(id);
  if (!bundle) throw new Error(`Unknown bundle "${id}". Known: ${[...bundlesById.keys()].join(", ")}`);
  return bundle;
}

/** Path of the page that `/` sends the visitor to. */
export function rootTargetPath(bundle: HostConfig): string {
  return typeof bundle.root === "string" ? bundle.root : `/${bundle.root.token}.html`;
}

/** Every entry page the bundle builds, the listed `{token}.html` pages included. */
export function entryPathsOf(bundle: HostConfig): string[] {
  return [
    ...bundle.entries.map((entry) => entry.path),
    ...tokenPagesOf(bundle).map((page) => `/${page.token}.html`),
  ];
}

/** The dark look's header: the short-video landing's background (VideoLanding.astro). */
export const DARK_HEADER = "#0f1115";

type LookSource = Pick<HostConfig, "root" | "entries" | "tokens" | "tokenDesign" | "look">;

/** The design of the page `/` opens. */
function rootDesign({ root, entries, tokens, tokenDesign }: LookSource): LandingDesign | undefined {
  if (typeof root === "string") return entries.find((entry) => entry.path === root)?.design;
  return (
    tokenPagesOf({ tokens, tokenDesign }).find((page) => page.token === root.token)?.design ?? tokenDesign
  );
}

/**
 * Which look a bundle's pages after the landing take (issue 18, decision 090). A visitor who
 * landed on the dark short-video page with its accent-coloured call to action should not meet
 * a different-looking form: where that landing is the host's first page, the other pages take
 * a dark header and the accent colour for their actions. A host file's `look` decides instead.
 */
export function funnelLook(host: LookSource): NonNullable<HostConfig["look"]> {
  return host.look ?? (rootDesign(host) === "video" ? "dark" : "light");
}

export type RuntimeConfig = ReturnType<typeof runtimeConfigOf>;

/**
 * What the browser needs to know about its bundle, written into every page as a JSON data
 * block (no executable inline script, so a strict CSP keeps working).
 */
export function runtimeConfigOf(bundle: Bundle) {
  const { offer = false, regions = false, timeoutMs = DEFAULT_LIVE_TIMEOUT_MS } = bundle.liveData ?? {};
  return {
    bundle: bundle.id,
    /** Entry (login) paths this bundle serves; `/{token}.html` stands for any campaign token page. */
    entryPaths: [...entryPathsOf(bundle), ...(hasTokenPages(bundle) ? [ANY_TOKEN_PATH] : [])],
    /** Path `/` redirects to. */
    rootPath: rootTargetPath(bundle),
    /** One of the event hosts whose login pages clear the token. */
    eventHost: bundle.eventHost === true,
    /** API base URL ("" = same origin). */
    apiBase: bundle.api?.base ?? "",
    /** Tracking host base URL ("" = same origin). */
    trackBase: bundle.api?.trackBase ?? "",
    /** Partner hosts an external return link (zhijieBackUrl) may point to (src/core/partner-return.ts). */
    returnHosts: [...(bundle.partnerHosts ?? [])],
    // The live sources the host enabled (host file `liveData`), which calls may refresh built data
    // after load and how long they may take; none enabled: no bytes on its pages.
    ...(offer || regions ? { live: { offer, regions, timeoutMs } } : {}),
    // Field measurement (decision 445): only where an endpoint is named; the release id is the
    // build's (src/tasks/build.ts), "dev" when it has none.
    ...(bundle.fieldReport
      ? {
          field: {
            endpoint: bundle.fieldReport.endpoint,
            sampleRate: bundle.fieldReport.sampleRate ?? 1,
            release: process.env.RELEASE_ID || "dev",
          },
        }
      : {}),
  };
}
