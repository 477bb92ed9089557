/**
 * Which bundles use a sample value — a host file's samples belong to its bundle, the defaults
 * file's to the default bundles, a sample in a table keyed by brand or by bundle to the bundles
 * of that key, and every other sample (tracker ids, legal dates, ...) to all bundles — and what
 * the sample list says, in two forms: the short per-bundle summary that ends
 * `npm run build`, and the list of each sample a bundle uses, naming file, line and field, which
 * stops a production build and a release and is the operator's go-live checklist
 * (`npm run samples`). Both come from the same scan (samples-scan.ts).
 */
import type { SampleEntry } from "./samples-scan.ts";

/** What the attribution needs of a bundle. */
export interface BundleRef {
  id: string;
  brand: string;
  isDefault: boolean;
}

export type SampleScope =
  { kind: "all" } | { kind: "defaults" } | { kind: "bundle"; id: string } | { kind: "brand"; brand: string };

/** The file of the default bundles' settings (unmatched hosts). */
const DEFAULTS_FILE = "hosts/defaults.ts";

/**
 * Tables whose first key is a brand id or a bundle id (`file table` → key kind). A sample in
 * any other table is used by every bundle.
 */
const KEYED_TABLES: Readonly<Record<string, "brand" | "bundle">> = {
  "src/config/downloads.ts BRAND_DOWNLOADS": "brand",
  "src/config/downloads.ts PUBLIC_ACCOUNTS": "brand",
  "src/config/downloads.ts HOST_DOWNLOAD_OVERRIDES": "bundle",
  "src/config/downloads.ts HOST_ACCOUNT_OVERRIDES": "bundle",
  "src/config/brands.ts BRANDS": "brand",
};

/** The scope of one sample entry. */
export function scopeOf(entry: Pick<SampleEntry, "file" | "field">): SampleScope {
  if (entry.file === DEFAULTS_FILE) return { kind: "defaults" };
  const host = /^hosts\/([^/]+)\.ts$/.exec(entry.file);
  if (host?.[1]) return { kind: "bundle", id: host[1] };
  const [table = "", key = ""] = entry.field.split(/[.[\]]/);
  const keyed = KEYED_TABLES[`${entry.file} ${table}`];
  if (keyed === "brand" && key) return { kind: "brand", brand: key };
  if (keyed === "bundle" && key) return { kind: "bundle", id: key };
  return { kind: "all" };
}

/** True when `bundle` uses a sample of this scope. */
function inScope(scope: SampleScope, bundle: BundleRef): boolean {
  switch (scope.kind) {
    case "all":
      return true;
    case "defaults":
      return bundle.isDefault;
    case "bundle":
      return bundle.id === scope.id;
    case "brand":
      return bundle.brand === scope.brand;
  }
}

/** The sample entries a bundle uses. */
export function samplesOfBundle(entries: readonly SampleEntry[], bundle: BundleRef): SampleEntry[] {
  return entries.filter((entry) => inScope(scopeOf(entry), bundle));
}

/** Fields grouped by file: `hosts/car.ts › hostnames, api; src/config/downloads.ts › …`. */
function byFile(entries: readonly SampleEntry[]): string {
  const files = new Map<string, string[]>();
  for (const entry of entries) files.set(entry.file, [...(files.get(entry.file) ?? []), entry.field]);
  return [...files].map(([file, fields]) => `${file} › ${fields.join(", ")}`).join("; ");
}

/** Files and how many samples each holds: `src/config/trackers.ts (12), …`. */
function countsByFile(entries: readonly SampleEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.file, (counts.get(entry.file) ?? 0) + 1);
  return [...counts].map(([file, count]) => `${file} (${count})`).join(", ");
}

/**
 * The summary printed at the end of a build: the samples every bundle shares on one line,
 * then one line per built bundle with its own. Empty when nothing is a sample any more.
 */
export function buildSummary(entries: readonly SampleEntry[], bundles: readonly BundleRef[]): string[] {
  const used = bundles.map((bundle) => [bundle, samplesOfBundle(entries, bundle)] as const);
  if (used.every(([, list]) => list.length === 0)) return [];
  const shared = entries.filter((entry) => scopeOf(entry).kind === "all");
  const width = Math.max(...bundles.map((bundle) => bundle.id.length));
  const lines = [
    "示例值 Sample values still in use — replace them before going live (npm run samples lists them);",
    "a production build (npm run build -- --production) refuses them:",
  ];
  if (shared.length > 0) lines.push(`  every bundle: ${shared.length} in ${countsByFile(shared)}`);
  for (const [bundle, list] of used) {
    const own = list.filter((entry) => scopeOf(entry).kind !== "all");
    const text = own.length > 0 ? byFile(own) : "none of its own";
    lines.push(`  ${bundle.id.padEnd(width)}  ${list.length} — ${text}`);
  }
  return lines;
}

/** One line per sample `bundles` use (what a production build refuses), naming file, line and field. */
export function productionProblems(entries: readonly SampleEntry[], bundles: readonly BundleRef[]): string[] {
  return entries
    .filter((entry) => bundles.some((bundle) => samplesOfBundle([entry], bundle).length > 0))
    .map(
      (entry) =>
        `  ${entry.file}:${entry.line} › ${entry.field} is a sample (${entry.value}); replace it with ${entry.replaceWith}`,
    );
}
