/**
 * Every sample value of the project — the `sample(value, "what to replace it with")` calls
 * (src/config/sample.ts) in hosts/ and src/, read from the source so that each is named by file
 * and field exactly as an operator finds it — and which bundles use each: a host file's samples
 * belong to its bundle, the defaults file's to the default bundles, a sample in a table keyed by
 * brand or by bundle to the bundles of that key, every other sample (tracker ids, legal dates,
 * ...) to all bundles. Two forms of the list: the short per-bundle summary that ends
 * `npm run build`, and the list of each sample a bundle uses, naming file, line and field, which
 * stops a production build and a release and is the operator's go-live checklist
 * (`npm run samples`).
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Bundle } from "../config/bundles.ts";
import { findSampleCalls } from "../vite/sample-calls.mjs";

/** One sample value still in the configuration. */
export interface SampleEntry {
  /** Path from the project root, with forward slashes (hosts/car.ts). */
  file: string;
  line: number;
  /** Where the value goes: `hostnames`, `BRAND_DOWNLOADS.shanxin`, `TRACE_GROUPS[0].conversionId`. */
  field: string;
  /** The value as written, on one line and shortened. */
  value: string;
  /** What to replace it with (the marker's note). */
  replaceWith: string;
}

/** The scan: the entries, and markers written wrongly (a note that is not a plain string). */
export interface SampleScan {
  entries: SampleEntry[];
  problems: string[];
}

/** What the attribution needs of a bundle. */
export type BundleRef = Pick<Bundle, "id" | "brand" | "isDefault">;

const PROJECT_ROOT = join(import.meta.dirname, "../..");
/** Configuration and code the bundles are built from, tests aside. */
const SOURCES = "{hosts,src}/**/*.{ts,tsx,mjs}";
const TESTS = /\.(test|spec)\.tsx?$/;
const VALUE_MAX = 80;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The sample entries and marker problems of one file's text. */
function scanSource(scan: SampleScan, file: string, text: string): void {
  for (const call of findSampleCalls(text, file)) {
    if (call.note === undefined || call.note.trim() === "") {
      scan.problems.push(
        `${file}:${call.line} › ${call.field}: sample() needs two arguments, the value and a plain string saying what to replace it with`,
      );
      continue;
    }
    const value = oneLine(call.valueText);
    scan.entries.push({
      file,
      line: call.line,
      field: call.field,
      value: value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1)}…` : value,
      replaceWith: oneLine(call.note),
    });
  }
}

/** Scans hosts/ and src/ of the project (or of `root`, for tests). */
export function scanSamples(root = PROJECT_ROOT): SampleScan {
  const scan: SampleScan = { entries: [], problems: [] };
  for (const file of globSync(SOURCES, { cwd: root })
    .map((path) => path.replaceAll("\\", "/"))
    .sort())
    if (!TESTS.test(file)) scanSource(scan, file, readFileSync(join(root, file), "utf8"));
  scan.entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return scan;
}

/**
 * Tables whose first key is a brand id or a bundle id (`file table` → key kind). A sample in
 * any other table is used by every bundle.
 */
const KEYED_TABLES: Readonly<Record<string, "brand" | "bundle">> = {
  "src/config/downloads.ts BRAND_DOWNLOADS": "brand",
  "src/config/downloads.ts PUBLIC_ACCOUNTS": "brand",
  "src/config/downloads.ts HOST_DOWNLOAD_OVERRIDES": "bundle",
  "src/config/brands.ts BRANDS": "brand",
};

/** The bundles that use a sample: a test on a bundle, or undefined when every bundle does. */
function usersOf(entry: SampleEntry): ((bundle: BundleRef) => boolean) | undefined {
  if (entry.file === "hosts/defaults.ts") return (bundle) => bundle.isDefault;
  const host = /^hosts\/([^/]+)\.ts$/.exec(entry.file)?.[1];
  if (host) return (bundle) => bundle.id === host;
  const [table = "", key = ""] = entry.field.split(/[.[\]]/);
  const keyed = key ? KEYED_TABLES[`${entry.file} ${table}`] : undefined;
  if (keyed === "brand") return (bundle) => bundle.brand === key;
  if (keyed === "bundle") return (bundle) => bundle.id === key;
  return undefined;
}

const usedBy = (entry: SampleEntry, bundle: BundleRef) => usersOf(entry)?.(bundle) ?? true;

/** Fields grouped by file: `hosts/car.ts › hostnames, api; src/config/downloads.ts › …`. */
function byFile(entries: readonly SampleEntry[]): string {
  const files = Map.groupBy(entries, (entry) => entry.file);
  return [...files].map(([file, list]) => `${file} › ${list.map((e) => e.field).join(", ")}`).join("; ");
}

/**
 * The summary printed at the end of a build: the samples every bundle shares on one line,
 * then one line per built bundle with its own. Empty when nothing is a sample any more.
 */
export function buildSummary(entries: readonly SampleEntry[], bundles: readonly BundleRef[]): string[] {
  const used = bundles.map((bundle) => [bundle, entries.filter((entry) => usedBy(entry, bundle))] as const);
  if (used.every(([, list]) => list.length === 0)) return [];
  const shared = entries.filter((entry) => !usersOf(entry));
  const counts = [...Map.groupBy(shared, (entry) => entry.file)].map(
    ([file, list]) => `${file} (${list.length})`,
  );
  const width = Math.max(...bundles.map((bundle) => bundle.id.length));
  const lines = [
    "示例值 Sample values still in use — replace them before going live (npm run samples lists them);",
    "a production build (npm run build -- --production) refuses them:",
  ];
  if (shared.length > 0) lines.push(`  every bundle: ${shared.length} in ${counts.join(", ")}`);
  for (const [bundle, list] of used) {
    const own = list.filter((entry) => usersOf(entry));
    lines.push(
      `  ${bundle.id.padEnd(width)}  ${list.length} — ${own.length > 0 ? byFile(own) : "none of its own"}`,
    );
  }
  return lines;
}

/** One line per sample `bundles` use (what a production build refuses), naming file, line and field. */
export function productionProblems(entries: readonly SampleEntry[], bundles: readonly BundleRef[]): string[] {
  return entries
    .filter((entry) => bundles.some((bundle) => usedBy(entry, bundle)))
    .map(
      (entry) =>
        `  ${entry.file}:${entry.line} › ${entry.field} is a sample (${entry.value}); replace it with ${entry.replaceWith}`,
    );
}
