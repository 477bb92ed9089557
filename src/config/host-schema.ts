/**
 * The host files (hosts/*.ts), hosts/defaults.ts and the marketplace catalogue as zod schemas:
 * each schema is at once the type (`z.output`), the check the build runs when it starts and the
 * message naming the field, rules between fields and between host files included
 * (decision 260 in docs/decisions/configuration-and-hosts.md). Imported by the build and the tasks
 * only; pages import the types.
 */
import { z } from "zod";
import { BRAND_IDS, CONTACT_FIELDS, ICP_PATTERN } from "./brands.ts";
import { claimsIn, MAX_ANNUAL_RATE } from "./compliance.ts";
import { CHANNEL_PATTERN, type Channel } from "./channels.ts";
import { ENTRY_PATHS, type EntryPath } from "./routes.ts";
import { tokenPagesOf } from "./token-pages.ts";
import { TRACE_KINDS } from "./trackers.ts";

/** Visual designs of a landing/login page (spec: each entry channel has its own landing). */
const LANDING_DESIGNS = ["classic", "video", "amount", "compact"] as const;
export type LandingDesign = (typeof LANDING_DESIGNS)[number];

/** A message naming the value that broke a rule: `"<value>" <what>`. */
const naming = (what: string) => ({
  error: (issue: { input?: unknown }) => `"${String(issue.input)}" ${what}`,
});
/** Text matching `pattern`; the message names the value. */
const matching = (pattern: RegExp, what: string) => z.string(naming(what)).regex(pattern, naming(what));
/** Text passing `test`; the message names the value. */
const passing = (test: (value: string) => boolean, what: string) =>
  z.string(naming(what)).refine(test, naming(what));

/** True for an https URL with a host and without credentials. */
function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}
export const httpsUrl = passing(isHttpsUrl, "is not an https URL");
const hostname = matching(
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
  "is not a lower-case hostname",
);
const design = z.enum(LANDING_DESIGNS, naming("is an unknown design"));
/** Listed tokens become file names at build time: a conservative alphabet. */
const token = matching(/^[A-Za-z0-9_-]{1,40}$/, "is not a page token (A-Z, a-z, 0-9, _, -)");
/** A whole number of milliseconds a page may wait for something optional. */
const waitMs = (min: number, max: number) => {
  const message = `must be a whole number of milliseconds within ${min}-${max}`;
  return z.number(message).int(message).min(min, message).max(max, message).optional();
};

/** A service phone: 95xxx(x), 400/800 numbers, a landline with area code, or a mobile number. */
const PHONE = /^(95\d{3,4}|[48]00-?\d{3}-?\d{4}|0\d{2,3}-?\d{7,8}|1\d{10})$/;

/**
 * Brand fields a host may override (spec section 4, "Several hosts change the ICP number or
 * company"), and how a visitor reaches the company it names (PIPL art. 17).
 */
const overridesSchema = z.object({
  /** Display name, shown in the header and used as the fallback page title. */
  name: z.string().min(1).optional(),
  /** Lending company named in the footer. */
  companyName: z.string().min(1).optional(),
  /** ICP licence number, e.g. 京ICP备2021039950号-1. */
  icp: matching(ICP_PATTERN, "is not an ICP number").optional(),
  /** Funding-source text, shown in the footer when present. */
  sourcesFunding: z.string().optional(),
  /** Path of the logo inside the bundle (files in public/brands/). */
  logo: z.string().optional(),
  /** A brand whose theme colours replace the bundle's (a channel rename with its own logo). */
  theme: z.enum(BRAND_IDS).optional(),
  /** How a visitor reaches the operator (PIPL art. 17): footer, legal pages (address: 联系我们). */
  servicePhone: matching(PHONE, "is not a usable phone number a visitor can use").optional(),
  serviceEmail: matching(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "is not a usable e-mail address a visitor can use",
  ).optional(),
  serviceAddress: matching(/^\S.{3,}$/u, "is not a usable postal address a visitor can use").optional(),
});
export type BrandOverrides = z.output<typeof overridesSchema>;

/** An inclusive range within [low, high]: whole numbers where `integer`, min at most max. */
const range = (low: number, high: number, integer: boolean) => {
  const shape = `needs ${integer ? "whole " : ""}numbers min and max`;
  const end = integer ? z.int(shape) : z.number(shape);
  return z
    .object({ min: end, max: end }, shape)
    .refine((r) => r.min <= r.max, {
      error: (issue) => {
        const r = issue.input as { min: number; max: number };
        return `min ${r.min} is above max ${r.max}`;
      },
      abort: true,
    })
    .refine((r) => r.min >= low && r.max <= high, `must lie within ${low}-${high}`);
};

/** Text shown on a loan page must not make a claim the rules ban (src/config/compliance.ts). */
const shownText = (min: number, max: number) =>
  z
    .string(`needs ${min}-${max} characters`)
    .refine((text) => text.trim().length >= min && text.length <= max, `needs ${min}-${max} characters`)
    .check((ctx) => {
      for (const claim of claimsIn(ctx.value)) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `says "${claim.words}", a claim loan pages must not make (${claim.rule})`,
        });
      }
    });

/** A problem at `path` of the value being checked. */
const problem = (ctx: z.RefinementCtx, path: PropertyKey[], message: string) =>
  ctx.addIssue({ code: "custom", path, message });

/** A file of public/: letters, digits, - _ . / only, no "..", an image extension. */
const PUBLIC_IMAGE = /^\/(?!\/)(?!.*\.\.)[\w./-]+\.(svg|png|webp|jpe?g)$/;

const POSITIVE = "must be a positive whole number";

/** One product of a marketplace catalogue (issue 16; rates are 年化利率（单利）, percent a year). */
const productSchema = z.object({
  /** Positive integer, unique in its catalogue: the `?id=` of the product detail pages. */
  id: z.number(POSITIVE).int(POSITIVE).min(1, POSITIVE),
  /** Shown as the card's heading. */
  name: shownText(1, 20),
  /** A file of public/ (`/products/p1.svg`) or an https URL. */
  logo: passing(
    (logo) => PUBLIC_IMAGE.test(logo) || isHttpsUrl(logo),
    "is neither an image of public/ (/products/x.svg) nor an https URL",
  ),
  /** Amount in yuan. */
  amount: range(100, 10_000_000, true),
  annualRate: range(0, MAX_ANNUAL_RATE, false),
  /** Term in months. */
  termMonths: range(1, 360, true),
  /** Up to four short features. */
  tags: z.array(shownText(1, 8)).max(4, "at most 4 tags").readonly().optional(),
  /** The partner's https application page; tracking parameters are added per visitor. */
  applyUrl: httpsUrl,
  /** The licensed institution that lends, as registered (Beijing financial advertising guidance, 2024). */
  lender: z
    .string()
    .refine(
      (lender) => lender.trim().length >= 4 && lender.trim().length <= 40,
      "needs the lending institution's registered name (4-40 characters)",
    ),
  /** The lender's customer-service phone, named where the visitor agrees to share data with it. */
  lenderPhone: matching(PHONE, "is not a phone number (95xxx, 400-xxx-xxxx, 0xx-xxxxxxxx)"),
});
export type CatalogueProduct = z.output<typeof productSchema>;

/** A catalogue: its products, each id once. */
export const catalogueSchema = z
  .array(productSchema, "must be a list of products")
  .readonly()
  .superRefine((products, ctx) => {
    const seen = new Map<number, number>();
    products.forEach((product, i) => {
      const earlier = seen.get(product.id);
      if (earlier !== undefined) {
        problem(ctx, [i, "id"], `${product.id} is also the id of the product at [${earlier}]`);
      }
      seen.set(product.id, i);
    });
  });

const API_PATH = /^\/(?!.*\.\.)(?!\/)[\w./-]{1,200}$/;

/** The loan marketplace of /success-loan-marketplace-download, /ks-fail-marketplace, /p4-list-download. */
const marketplaceSchema = z
  .object({
    /** Products in display order, rendered into the static HTML. Absent: the shared catalogue. */
    products: catalogueSchema.optional(),
    /** An API path (on `api.base`) whose answer may refresh or reorder the list after load. */
    livePath: matching(API_PATH, "is not an API path such as /v3/product/list").optional(),
    /** How long the live source may take before the built list is kept (ms, default 4000). */
    liveTimeoutMs: waitMs(500, 30_000),
  })
  .refine((m) => m.liveTimeoutMs === undefined || m.livePath !== undefined, {
    message: "only applies with a livePath",
    path: ["liveTimeoutMs"],
  });

/**
 * One-click login through a carrier H5 SDK (本机号码一键登录, decision 061 in docs/decisions/login.md): the
 * script is loaded only on the host's login pages, after first paint, and defines
 * `window[sdkGlobal]`.
 */
const carrierLoginSchema = z.object(
  {
    /** An https URL (its origin joins the login pages' CSP), or a .js path on the page's own origin. */
    scriptUrl: passing(
      (url) => isHttpsUrl(url) || /^\/(?!\/)(?!.*\.\.)[\w./-]{1,200}\.js$/.test(url),
      "is neither an https URL nor a path ending in .js",
    ),
    /** The app id the SDK provider issued for this host. */
    appId: z
      .string()
      .regex(
        /^[\w.:@+=/-]{1,128}$/,
        "must be the app id the SDK provider issued (1-128 characters, no spaces)",
      ),
    /** Name of the global object the script defines (a JavaScript identifier). */
    sdkGlobal: matching(/^[A-Za-z_$][\w$]{0,63}$/, "is not the name of a global object"),
    /** Further https origins the SDK contacts (its gateway), added to the login pages' connect-src. */
    connectOrigins: z
      .array(
        passing(
          (origin) => isHttpsUrl(origin) && new URL(origin).origin === origin.replace(/\/$/, ""),
          "is not an https origin (https://host)",
        ),
        "must be a list of https origins",
      )
      .optional(),
    /** How long the SDK may take before the page keeps to SMS (ms, default 5000). */
    timeoutMs: waitMs(500, 15_000),
  },
  "must be { scriptUrl, appId, sdkGlobal }",
);

/** Calls of spec section 7 that may refresh built data after load; off unless listed. */
const liveDataSchema = z.object(
  {
    /** /v3/app/index may refresh the landing figures (amount, 年化利率（单利）, term). */
    offer: z.boolean("must be true or false").optional(),
    /** /v1/region/list serves the area pickers' lists (the bundled area data when it fails). */
    regions: z.boolean("must be true or false").optional(),
    timeoutMs: waitMs(500, 15_000),
  },
  "must be { offer?, regions?, timeoutMs? }",
);

/** The reference server's endpoint for field figures (server/field.ts, decision 445). */
export const FIELD_REPORT_PATH = "/field-report";

/**
 * Field measurement (issue 54, decision 445): where the pages send what they measured of real
 * visits, and the share of page views that do. Absent: the pages measure and send nothing.
 */
const fieldReportSchema = z.object(
  {
    /** An https URL (its origin joins the pages' connect-src), or a path on the page's own origin. */
    endpoint: passing(
      (url) => isHttpsUrl(url) || API_PATH.test(url),
      "is neither an https URL nor a path such as /field-report",
    ),
    /** Share of page views that report, from 0 (none) to 1 (every one); default 1. */
    sampleRate: z
      .number("must be a share from 0 to 1")
      .min(0, "must be a share from 0 to 1")
      .max(1, "must be a share from 0 to 1")
      .optional(),
  },
  "must be { endpoint, sampleRate? }",
);

/** Where a bundle's API calls go (spec section 7; the tracking record goes to `trackBase`). */
const apiSchema = z.object(
  { base: httpsUrl.optional(), trackBase: httpsUrl.optional() },
  "is required: SAME_ORIGIN_API, or { base, trackBase } with the https URLs of the backend",
);

/**
 * Calls go to the page's own origin: the reference server, or a web server that forwards the
 * API paths to the backend. Written without sample() it is a deliberate production choice.
 */
export const SAME_ORIGIN_API: z.output<typeof apiSchema> = {};

/** Where `npm run release` puts the host's bundle when RELEASE_TARGET is not set (decision 100). */
const releaseSchema = z.object({
  bucket: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "is not a bucket name"),
  /** Key prefix of the site root in the bucket, e.g. "sites/car" (absent: the bucket's root). */
  prefix: matching(/^[\w.-]+(\/[\w.-]+)*$/, "is not a key prefix (a/b, no leading or trailing /)").optional(),
  /** Region of the bucket (AWS_REGION wins when set). */
  region: matching(/^[a-z0-9-]{2,40}$/, "is not a region name").optional(),
  /** https address the CDN serves the site at, for the purge list (absent: https://<hostname>). */
  publicBaseUrl: httpsUrl.optional(),
});

/** A campaign token with a landing design of its own. */
const tokenPageSchema = z.object({ token, design });
export type TokenPage = z.output<typeof tokenPageSchema>;
/** A listed token: alone (it takes `tokenDesign`) or with its own design. */
const tokenEntry = z.custom<string | TokenPage>().check((ctx) => {
  const result = (typeof ctx.value === "string" ? token : tokenPageSchema).safeParse(ctx.value);
  for (const issue of result.error?.issues ?? []) {
    ctx.issues.push({ ...issue, input: ctx.value } as z.core.$ZodRawIssue);
  }
});

const channel = matching(CHANNEL_PATTERN, "is not a channel (channel_NNNN)").transform(
  (value) => value as Channel,
);
const trackerId = (what: string) =>
  matching(/^[A-Za-z0-9_-]{1,64}$/, `is not a ${what} (A-Z, a-z, 0-9, _, -)`);
const channelList = z.array(channel).readonly();
const traceKind = z.enum(TRACE_KINDS);

/**
 * The ad-tracker registry (src/config/trackers.ts): spec section 9's four groups of about 2 to
 * 12 channels, each naming a tracker kind that has scripts, and the search-engine lists. A
 * channel belongs to at most one group or list, so a page loads exactly one set of scripts.
 */
export const trackerRegistrySchema = z
  .object({
    vendors: z.partialRecord(traceKind, z.object({ scriptUrls: z.array(httpsUrl).readonly() })),
    groups: z
      .array(
        z.object({
          /** Short name for logs and tests. */
          name: z.string(),
          kind: traceKind,
          /** Kuaishou `convertId`, Ocean Engine `convert_id`, Tencent GDT init key. */
          conversionId: trackerId("conversion id"),
          channels: channelList.refine((list) => list.length >= 2 && list.length <= 12, {
            error: (issue) => `has ${(issue.input as unknown[]).length} channels, expected 2-12`,
          }),
        }),
      )
      .readonly(),
    searchLists: z
      .array(
        z.object({
          name: z.string(),
          /** Registered first: `_agl.push(['production', id])`, and part of the script URL. */
          productionId: trackerId("production id"),
          channels: channelList,
        }),
      )
      .readonly(),
  })
  .superRefine(({ vendors, groups, searchLists }, ctx) => {
    const owner = new Map<string, string>();
    const claim = (entry: string, path: PropertyKey[], channels: readonly string[]) =>
      channels.forEach((c, i) => {
        const earlier = owner.get(c);
        if (earlier) problem(ctx, [...path, i], `${c} is also in ${earlier}`);
        owner.set(c, earlier ?? entry);
      });
    groups.forEach((group, i) => {
      if (!vendors[group.kind]?.scriptUrls.length) {
        problem(ctx, ["groups", i, "kind"], `${group.kind} has no script URL in vendors`);
      }
      claim(`trace group ${group.name}`, ["groups", i, "channels"], group.channels);
    });
    searchLists.forEach((list, i) =>
      claim(`search list ${list.name}`, ["searchLists", i, "channels"], list.channels),
    );
  });
export type TrackerRegistry = z.output<typeof trackerRegistrySchema>;

/** Ids the default bundles take (src/config/bundles.ts). */
const RESERVED_IDS = new Set(["default", ...BRAND_IDS.map((brand) => `default-${brand}`)]);

/** Rules between fields and between files run even while a field is wrong, so one build lists all. */
const always = { when: () => true };

/**
 * One host bundle (spec section 2, "Entry routes per host"), built to dist/<id>/ and served for
 * every hostname listed.
 */
const hostFields = z.object({
  /** Bundle id: the folder under dist/ and the `<id>.localhost` preview name. */
  id: matching(/^[a-z][a-z0-9-]{0,30}$/, "is not a bundle id (a-z, 0-9, -)").refine(
    (id) => !RESERVED_IDS.has(id),
    naming("is reserved for a default bundle"),
  ),
  /** Base brand of the bundle. */
  brand: z.enum(BRAND_IDS, {
    error: (issue) => `unknown brand "${String(issue.input)}"; known: ${BRAND_IDS.join(", ")}`,
  }),
  /** Hostnames that select this bundle. Reserved example domains: operators replace them. */
  hostnames: z.array(hostname).min(1, "at least one hostname is required"),
  /** Entry pages of this host's entry set, each with its landing design. */
  entries: z.array(
    z.object({
      path: z.custom<EntryPath>(
        (path) => ENTRY_PATHS.includes(path as string),
        naming("is not an entry page"),
      ),
      design,
    }),
  ),
  /**
   * Campaign tokens with a page of their own (`/<token>.html`, route name login). Setting
   * `tokens` or `tokenDesign` gives the host token pages: every `/<token>.html` shows the token
   * landing page, listed or not.
   */
  tokens: z.array(tokenEntry).optional(),
  /** Landing design of the `{token}.html` pages without a design of their own. */
  tokenDesign: design.optional(),
  /** Where `/` sends the visitor (query and hash kept): an entry path, a token page, or /carloan. */
  root: z.union([z.custom<EntryPath | "/carloan">((root) => typeof root === "string"), z.object({ token })]),
  /** Host overrides applied after channel overrides (spec section 4, brand resolution). */
  overrides: overridesSchema.optional(),
  /** An event host: its login pages clear the token and show the login page (spec section 4). */
  eventHost: z.boolean().optional(),
  /** Hosts of partner apps an https `zhijieBackUrl` (spec section 2) may send visitors back to. */
  partnerHosts: z.array(hostname).optional(),
  /**
   * SAME_ORIGIN_API, or the https base URLs of the real API and tracking host; absent: the one of
   * hosts/defaults.ts (decision 370).
   */
  api: apiSchema.optional(),
  marketplace: marketplaceSchema.optional(),
  carrierLogin: carrierLoginSchema.optional(),
  liveData: liveDataSchema.optional(),
  /** Field measurement; absent: the one of hosts/defaults.ts (decision 445). */
  fieldReport: fieldReportSchema.optional(),
  /**
   * The look of the pages after the landing (forms, results). When absent: "dark" where the
   * host's first page is the dark short-video landing, else "light" (funnelLook in src/config/bundles.ts).
   */
  look: z.enum(["light", "dark"]).optional(),
  /** Object storage this host's bundle is released to (`npm run release`). */
  release: releaseSchema.optional(),
});

export type HostConfig = z.input<typeof hostFields>;

/** Rules between the fields of one host file. */
const hostSchema = hostFields.superRefine((host, ctx) => {
  const entries = Array.isArray(host.entries) ? host.entries : [];
  const tokens = Array.isArray(host.tokens) ? host.tokens : [];
  if (entries.length === 0 && tokens.length === 0 && !host.tokenDesign) {
    problem(ctx, ["entries"], "a host needs at least one entry page");
  }
  if (tokens.length > 0 && !host.tokenDesign)
    problem(ctx, ["tokenDesign"], "required when tokens are listed");
  const root = typeof host.root === "object" && host.root ? `/${host.root.token}.html` : host.root;
  const pages = [
    ...entries.map((entry) => entry.path),
    ...tokenPagesOf({ tokens }).map((p) => `/${p.token}.html`),
  ];
  if (root !== "/carloan" && !pages.includes(root as string)) {
    problem(ctx, ["root"], `"${root}" is not one of this host's entry pages`);
  }
  // A host that names another company names how to reach it (PIPL art. 17).
  for (const field of CONTACT_FIELDS) {
    if (host.overrides?.companyName !== undefined && host.overrides[field] === undefined) {
      problem(
        ctx,
        ["overrides", field],
        "is required with overrides.companyName (the operator's contact, PIPL art. 17)",
      );
    }
  }
}, always);

/**
 * Every host file, keyed by its name (hosts/index.ts), and what one file cannot say: its id
 * matches its name, and no id, hostname or release site is used twice.
 */
export const hostFilesSchema = z.record(z.string(), hostSchema).superRefine((files, ctx) => {
  const idOwner = new Map<string, string>();
  const hostnameOwner = new Map<string, string>();
  const sites: { file: string; site: string }[] = [];
  for (const [file, host] of Object.entries(files)) {
    if (!RESERVED_IDS.has(host.id) && file !== `hosts/${host.id}.ts`) {
      problem(ctx, [file, "id"], `"${host.id}" must match the file name`);
    }
    const earlierId = idOwner.get(host.id);
    if (earlierId) problem(ctx, [file, "id"], `"${host.id}" is also the id in ${earlierId}`);
    idOwner.set(host.id, file);
    (Array.isArray(host.hostnames) ? host.hostnames : []).forEach((name, i) => {
      const owner = hostnameOwner.get(name);
      if (owner) problem(ctx, [file, "hostnames", i], `"${name}" is also listed in ${owner}`);
      hostnameOwner.set(name, file);
    });
    // A release, rollback or prune of one host touches only keys under its own site root,
    // `bucket/prefix/`.
    const site =
      host.release && `${host.release.bucket}/${host.release.prefix ? `${host.release.prefix}/` : ""}`;
    const other = site && sites.find((s) => s.site.startsWith(site) || site.startsWith(s.site));
    if (other) problem(ctx, [file, "release", "prefix"], `its site overlaps the one of ${other.file}`);
    if (site) sites.push({ file, site });
  }
}, always);
export type EntryPage = HostConfig["entries"][number];

/** Settings of the default bundles, which serve hosts no host file names (hosts/defaults.ts). */
export const defaultsSchema = hostFields
  .pick({ marketplace: true, carrierLogin: true, liveData: true, fieldReport: true })
  .extend({ api: apiSchema });
type DefaultBundleSettings = z.input<typeof defaultsSchema>;

/** Identity helper that types a host file. */
export function defineHost(config: HostConfig): HostConfig {
  return config;
}

/** Identity helper that types hosts/defaults.ts. */
export function defineDefaults(settings: DefaultBundleSettings): DefaultBundleSettings {
  return settings;
}
