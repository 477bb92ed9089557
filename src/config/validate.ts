/**
 * Checks hosts/*.ts when the build (or the server) starts, so that a wrong host file
 * stops everything with a message that names the file and the field.
 */
import { BRAND_IDS, CONTACT_FIELDS, ICP_PATTERN } from "./brands.ts";
import {
  LANDING_DESIGNS,
  type ApiConfig,
  type BrandOverrides,
  type DefaultBundleSettings,
  type HostConfig,
} from "./host-schema.ts";
import { SHARED_CATALOGUE } from "./marketplace.ts";
import { ENTRY_PATHS } from "./routes.ts";
import { tokenPagesOf } from "./token-pages.ts";
import { checkCarrierLogin, checkLiveData } from "./validate-live.ts";
import { checkCatalogue, checkMarketplace, isHttpsUrl, PHONE } from "./validate-marketplace.ts";

/** One problem found in a host file. */
export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

const BUNDLE_ID = /^[a-z][a-z0-9-]{0,30}$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Listed tokens become file names at build time: a conservative alphabet. */
const TOKEN = /^[A-Za-z0-9_-]{1,40}$/;
/** Ids the default bundles take (src/config/bundles.ts). */
const RESERVED_IDS = new Set(["default", ...BRAND_IDS.map((brand) => `default-${brand}`)]);
/** The file of the shared catalogue, named in its problems. */
const CATALOGUE_FILE = "src/config/marketplace.ts";

type Add = (field: string, message: string) => void;

function collector(file: string, problems: ConfigProblem[]): Add {
  return (field, message) => problems.push({ file, field, message });
}

function checkApi(add: Add, api: ApiConfig | undefined): void {
  if (typeof api !== "object" || api === null) {
    add("api", "is required: SAME_ORIGIN_API, or { base, trackBase } with the https URLs of the backend");
    return;
  }
  for (const key of ["base", "trackBase"] as const) {
    const value = api[key];
    if (value !== undefined && !isHttpsUrl(value)) add(`api.${key}`, `"${value}" is not an https URL`);
  }
}

function checkHostnames(add: Add, host: HostConfig): void {
  if (!Array.isArray(host.hostnames) || host.hostnames.length === 0) {
    add("hostnames", "at least one hostname is required");
  }
  (host.hostnames ?? []).forEach((name, i) => {
    if (!HOSTNAME.test(name)) add(`hostnames[${i}]`, `"${name}" is not a lower-case hostname`);
  });
  (host.partnerHosts ?? []).forEach((name, i) => {
    if (!HOSTNAME.test(name)) add(`partnerHosts[${i}]`, `"${name}" is not a lower-case hostname`);
  });
}

function checkEntries(add: Add, host: HostConfig): void {
  const entries = Array.isArray(host.entries) ? host.entries : [];
  const tokens = host.tokens ?? [];
  if (entries.length === 0 && tokens.length === 0 && !host.tokenDesign) {
    add("entries", "a host needs at least one entry page");
  }
  entries.forEach((entry, i) => {
    if (!ENTRY_PATHS.includes(entry.path)) add(`entries[${i}].path`, `"${entry.path}" is not an entry page`);
    if (!LANDING_DESIGNS.includes(entry.design))
      add(`entries[${i}].design`, `unknown design "${entry.design}"`);
  });
  tokens.forEach((item, i) => {
    const token = typeof item === "string" ? item : item?.token;
    const field = typeof item === "string" ? `tokens[${i}]` : `tokens[${i}].token`;
    if (!TOKEN.test(token ?? "")) add(field, `"${token}" is not a page token (A-Z, a-z, 0-9, _, -)`);
    if (typeof item === "object" && !LANDING_DESIGNS.includes(item.design))
      add(`tokens[${i}].design`, `unknown design "${item.design}"`);
  });
  if (tokens.length > 0 && !host.tokenDesign) add("tokenDesign", "required when tokens are listed");
  if (host.tokenDesign !== undefined && !LANDING_DESIGNS.includes(host.tokenDesign))
    add("tokenDesign", `unknown design "${host.tokenDesign}"`);

  const servedPaths = [
    ...entries.map((e) => e.path as string),
    ...tokenPagesOf(host).map((page) => `/${page.token}.html`),
  ];
  const root = typeof host.root === "object" && host.root ? `/${host.root.token}.html` : host.root;
  if (root !== "/carloan" && !servedPaths.includes(root)) {
    add("root", `"${root}" is not one of this host's entry pages`);
  }
}

const CONTACT_NAMES = {
  servicePhone: "phone number",
  serviceEmail: "e-mail address",
  serviceAddress: "postal address",
};
const CONTACT_PATTERNS: Record<(typeof CONTACT_FIELDS)[number], RegExp> = {
  servicePhone: PHONE,
  serviceEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  serviceAddress: /^\S.{3,}$/u,
};

/** A host that names another company names how to reach it (PIPL art. 17), each value well formed. */
function checkContact(add: Add, overrides?: BrandOverrides): void {
  for (const field of CONTACT_FIELDS) {
    const value = overrides?.[field];
    if (value === undefined && overrides?.companyName !== undefined) {
      add(
        `overrides.${field}`,
        "is required with overrides.companyName (the operator's contact, PIPL art. 17)",
      );
    } else if (value !== undefined && !CONTACT_PATTERNS[field].test(value)) {
      add(`overrides.${field}`, `"${value}" is not a usable ${CONTACT_NAMES[field]} a visitor can use`);
    }
  }
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KEY_PREFIX = /^[\w.-]+(\/[\w.-]+)*$/;

function checkRelease(add: Add, release: HostConfig["release"]): void {
  if (release === undefined) return;
  if (!BUCKET.test(release.bucket ?? "")) add("release.bucket", `"${release.bucket}" is not a bucket name`);
  if (release.prefix !== undefined && !KEY_PREFIX.test(release.prefix))
    add("release.prefix", `"${release.prefix}" is not a key prefix (a/b, no leading or trailing /)`);
  if (release.region !== undefined && !/^[a-z0-9-]{2,40}$/.test(release.region))
    add("release.region", `"${release.region}" is not a region name`);
  if (release.publicBaseUrl !== undefined && !isHttpsUrl(release.publicBaseUrl))
    add("release.publicBaseUrl", `"${release.publicBaseUrl}" is not an https URL`);
}

function checkHost(file: string, host: HostConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = collector(file, problems);

  if (!BUNDLE_ID.test(host.id ?? "")) add("id", `"${host.id}" is not a bundle id (a-z, 0-9, -)`);
  else if (RESERVED_IDS.has(host.id)) add("id", `"${host.id}" is reserved for a default bundle`);
  else if (file !== `hosts/${host.id}.ts`) add("id", `"${host.id}" must match the file name`);

  if (!(BRAND_IDS as readonly string[]).includes(host.brand)) {
    add("brand", `unknown brand "${host.brand}"; known: ${BRAND_IDS.join(", ")}`);
  }
  checkHostnames(add, host);
  checkEntries(add, host);
  const icp = host.overrides?.icp;
  if (icp !== undefined && !ICP_PATTERN.test(icp)) add("overrides.icp", `"${icp}" is not an ICP number`);
  checkContact(add, host.overrides);
  checkApi(add, host.api);
  checkMarketplace(add, host.marketplace);
  checkCarrierLogin(add, host.carrierLogin);
  checkLiveData(add, host.liveData);
  checkRelease(add, host.release);
  return problems;
}

/** Every problem of every host file, including hostnames and ids used twice. */
export function findConfigProblems(files: Record<string, HostConfig>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const hostnameOwner = new Map<string, string>();
  const idOwner = new Map<string, string>();
  const sites: { file: string; site: string }[] = [];
  for (const [file, host] of Object.entries(files)) {
    // A release, rollback or prune of one host touches only keys under its own site root.
    const site =
      host.release && `${host.release.bucket}/${host.release.prefix ? `${host.release.prefix}/` : ""}`;
    const other = sites.find((s) => site && (s.site.startsWith(site) || site.startsWith(s.site)));
    if (site && other)
      problems.push({ file, field: "release.prefix", message: `its site overlaps the one of ${other.file}` });
    if (site) sites.push({ file, site });
    problems.push(...checkHost(file, host));
    const earlierId = idOwner.get(host.id);
    if (earlierId)
      problems.push({ file, field: "id", message: `"${host.id}" is also the id in ${earlierId}` });
    idOwner.set(host.id, file);
    (host.hostnames ?? []).forEach((name, i) => {
      const owner = hostnameOwner.get(name);
      if (owner)
        problems.push({ file, field: `hostnames[${i}]`, message: `"${name}" is also listed in ${owner}` });
      hostnameOwner.set(name, file);
    });
  }
  return problems;
}

/** Problems of hosts/defaults.ts and of the shared catalogue. */
export function findSharedProblems(
  defaults: DefaultBundleSettings,
  catalogue = SHARED_CATALOGUE,
  defaultsFile = "hosts/defaults.ts",
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = collector(defaultsFile, problems);
  checkApi(add, defaults.api);
  checkMarketplace(add, defaults.marketplace);
  checkCarrierLogin(add, defaults.carrierLogin);
  checkLiveData(add, defaults.liveData);
  checkCatalogue(collector(CATALOGUE_FILE, problems), "SHARED_CATALOGUE", catalogue);
  return problems;
}

/**
 * Things a host may mean on purpose but usually forgot: a car-loan host (its `/` leads to the
 * car-loan pages, where partner apps send visitors) without partner hosts never sends a
 * visitor back to the partner app.
 */
export function findConfigWarnings(files: Record<string, HostConfig>): ConfigProblem[] {
  return Object.entries(files)
    .filter(([, host]) => host.root === "/carloan" && (host.partnerHosts ?? []).length === 0)
    .map(([file]) => ({
      file,
      field: "partnerHosts",
      message:
        "a car-loan host without partner hosts never returns visitors to a partner app (zhijieBackUrl)",
    }));
}

/** Throws one readable error listing every problem; returns quietly when the config is sound. */
export function assertValidConfig(files: Record<string, HostConfig>, defaults?: DefaultBundleSettings): void {
  const problems = [...findConfigProblems(files), ...(defaults ? findSharedProblems(defaults) : [])];
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.file} › ${p.field}: ${p.message}`);
  throw new Error(`Host configuration is invalid:\n${lines.join("\n")}`);
}
