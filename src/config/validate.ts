/**
 * Checks hosts/*.ts when the build (or the server) starts, so that a wrong host file
 * stops everything with a message that names the file and the field.
 */
import { BRAND_IDS, ICP_PATTERN } from "./brands.ts";
import { LANDING_DESIGNS, type HostConfig } from "./host-schema.ts";
import { ENTRY_PATHS } from "./routes.ts";

/** One problem found in a host file. */
export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

const BUNDLE_ID = /^[a-z][a-z0-9-]{0,30}$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,40}$/;
/** Ids the default bundles take (src/config/bundles.ts). */
const RESERVED_IDS = new Set(["default", ...BRAND_IDS.map((brand) => `default-${brand}`)]);

function checkHost(file: string, host: HostConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file, field, message });

  if (!BUNDLE_ID.test(host.id ?? "")) add("id", `"${host.id}" is not a bundle id (a-z, 0-9, -)`);
  else if (RESERVED_IDS.has(host.id)) add("id", `"${host.id}" is reserved for a default bundle`);
  else if (file !== `hosts/${host.id}.ts`) add("id", `"${host.id}" must match the file name`);

  if (!(BRAND_IDS as readonly string[]).includes(host.brand)) {
    add("brand", `unknown brand "${host.brand}"; known: ${BRAND_IDS.join(", ")}`);
  }
  if (!Array.isArray(host.hostnames) || host.hostnames.length === 0) {
    add("hostnames", "at least one hostname is required");
  }
  (host.hostnames ?? []).forEach((name, i) => {
    if (!HOSTNAME.test(name)) add(`hostnames[${i}]`, `"${name}" is not a lower-case hostname`);
  });

  const entries = Array.isArray(host.entries) ? host.entries : [];
  if (entries.length === 0 && (host.tokens ?? []).length === 0) {
    add("entries", "a host needs at least one entry page");
  }
  entries.forEach((entry, i) => {
    if (!ENTRY_PATHS.includes(entry.path)) add(`entries[${i}].path`, `"${entry.path}" is not an entry page`);
    if (!LANDING_DESIGNS.includes(entry.design))
      add(`entries[${i}].design`, `unknown design "${entry.design}"`);
  });
  (host.tokens ?? []).forEach((token, i) => {
    if (!TOKEN.test(token)) add(`tokens[${i}]`, `"${token}" is not a page token (A-Z, a-z, 0-9, _, -)`);
  });
  if (host.tokens?.length && !host.tokenDesign) add("tokenDesign", "required when tokens are listed");

  const servedPaths = [
    ...entries.map((e) => e.path as string),
    ...(host.tokens ?? []).map((t) => `/${t}.html`),
  ];
  const root = typeof host.root === "object" && host.root ? `/${host.root.token}.html` : host.root;
  if (root !== "/carloan" && !servedPaths.includes(root)) {
    add("root", `"${root}" is not one of this host's entry pages`);
  }

  for (const field of ["icp"] as const) {
    const value = host.overrides?.[field];
    if (value !== undefined && !ICP_PATTERN.test(value))
      add(`overrides.${field}`, `"${value}" is not an ICP number`);
  }
  return problems;
}

/** Every problem of every host file, including hostnames and ids used twice. */
export function findConfigProblems(files: Record<string, HostConfig>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const hostnameOwner = new Map<string, string>();
  const idOwner = new Map<string, string>();
  for (const [file, host] of Object.entries(files)) {
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

/** Throws one readable error listing every problem; returns quietly when the config is sound. */
export function assertValidConfig(files: Record<string, HostConfig>): void {
  const problems = findConfigProblems(files);
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.file} › ${p.field}: ${p.message}`);
  throw new Error(`Host configuration is invalid:\n${lines.join("\n")}`);
}
