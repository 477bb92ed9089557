/**
 * Checks hosts/*.ts, hosts/defaults.ts and the shared catalogue when the build starts, so that a
 * wrong file stops everything with a message that names the file and the field (the build's
 * preflight, src/tasks/build-checks.ts). The schemas of host-schema.ts say what one value may
 * be; this module adds what they cannot: rules between fields of a host, and between host files
 * (ids, hostnames and release sites used twice).
 */
import type { z } from "zod";
import { BRAND_IDS, CONTACT_FIELDS } from "./brands.ts";
import { DOWNLOAD_TABLES, downloadTablesSchema } from "./downloads.ts";
import { entryPathsOf, rootTargetPath } from "./bundles.ts";
import {
  catalogueSchema,
  defaultsSchema,
  hostSchema,
  trackerRegistrySchema,
  type DefaultBundleSettings,
  type HostConfig,
} from "./host-schema.ts";
import { SHARED_CATALOGUE } from "./marketplace.ts";
import { TRACKER_REGISTRY } from "./trackers.ts";

/** One problem found in a configuration file. */
export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

/** Ids the default bundles take (src/config/bundles.ts). */
const RESERVED_IDS = new Set(["default", ...BRAND_IDS.map((brand) => `default-${brand}`)]);

/** A zod issue path as the field a person reads: `entries[0].path`. */
function fieldOf(path: readonly PropertyKey[], prefix = ""): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === "number" ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key),
    prefix,
  );
}

/** The problems of one value checked with `schema`, each naming `file` and the field. */
function schemaProblems(file: string, schema: z.ZodType, value: unknown, prefix = ""): ConfigProblem[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => ({
    file,
    field: fieldOf(issue.path, prefix),
    message: issue.message,
  }));
}

/** Rules between the fields of one host file. */
function crossFieldProblems(file: string, host: HostConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file, field, message });
  if (RESERVED_IDS.has(host.id)) add("id", `"${host.id}" is reserved for a default bundle`);
  else if (file !== `hosts/${host.id}.ts`) add("id", `"${host.id}" must match the file name`);

  const entries = Array.isArray(host.entries) ? host.entries : [];
  const tokens = Array.isArray(host.tokens) ? host.tokens : [];
  if (entries.length === 0 && tokens.length === 0 && !host.tokenDesign) {
    add("entries", "a host needs at least one entry page");
  }
  if (tokens.length > 0 && !host.tokenDesign) add("tokenDesign", "required when tokens are listed");
  const root = host.root ? rootTargetPath(host) : host.root;
  if (root !== "/carloan" && !entryPathsOf({ ...host, entries, tokens }).includes(root))
    add("root", `"${root}" is not one of this host's entry pages`);

  // A host that names another company names how to reach it (PIPL art. 17).
  for (const field of CONTACT_FIELDS) {
    if (host.overrides?.companyName !== undefined && host.overrides[field] === undefined) {
      add(
        `overrides.${field}`,
        "is required with overrides.companyName (the operator's contact, PIPL art. 17)",
      );
    }
  }
  return problems;
}

/** The site root of a host's release: `bucket/prefix/`. */
const siteOf = (host: HostConfig) =>
  host.release && `${host.release.bucket}/${host.release.prefix ? `${host.release.prefix}/` : ""}`;

/** Every problem of every host file, including ids, hostnames and release sites used twice. */
export function findConfigProblems(files: Record<string, HostConfig>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const idOwner = new Map<string, string>();
  const hostnameOwner = new Map<string, string>();
  const sites: { file: string; site: string }[] = [];
  for (const [file, host] of Object.entries(files)) {
    problems.push(...schemaProblems(file, hostSchema, host), ...crossFieldProblems(file, host));
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
    // A release, rollback or prune of one host touches only keys under its own site root.
    const site = siteOf(host);
    const other = site && sites.find((s) => s.site.startsWith(site) || site.startsWith(s.site));
    if (other)
      problems.push({ file, field: "release.prefix", message: `its site overlaps the one of ${other.file}` });
    if (site) sites.push({ file, site });
  }
  return problems;
}

/** Problems of hosts/defaults.ts, of the shared catalogue, the tracker registry and the download tables. */
export function findSharedProblems(
  defaults: DefaultBundleSettings,
  catalogue: unknown = SHARED_CATALOGUE,
  trackers: unknown = TRACKER_REGISTRY,
  downloads: unknown = DOWNLOAD_TABLES,
): ConfigProblem[] {
  return [
    ...schemaProblems("hosts/defaults.ts", defaultsSchema, defaults),
    ...schemaProblems("src/config/marketplace.ts", catalogueSchema, catalogue, "SHARED_CATALOGUE"),
    ...schemaProblems("src/config/trackers.ts", trackerRegistrySchema, trackers, "TRACKER_REGISTRY"),
    ...schemaProblems("src/config/downloads.ts", downloadTablesSchema, downloads),
  ];
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
