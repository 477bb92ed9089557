/**
 * Which bundles use a sample value: a host file's samples belong to its bundle, the defaults
 * file's to the default bundles, a sample in a table keyed by brand or by bundle to the
 * bundles of that key, and every other sample (tracker ids, legal dates, ...) to all bundles.
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
