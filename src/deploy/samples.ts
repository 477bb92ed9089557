/**
 * Every `sample(value, "what to replace it with")` call (src/config/sample.ts) in hosts/ and src/,
 * read with the TypeScript parser because only the source names the field as an operator finds it
 * (decisions 040 and 345); which bundles use each; the build's summary and the go-live checklist
 * that stops a production build and a release; and the Vite plugin that removes the calls.
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";
import type { Bundle } from "../config/bundles.ts";

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
export type BundleRef = Pick<Bundle, "id" | "brand">;

const PROJECT_ROOT = join(import.meta.dirname, "../..");
/** Configuration and code the bundles are built from, tests aside. */
const SOURCES = "{hosts,src}/**/*.{ts,tsx,mjs}";
const TESTS = /\.(test|spec)\.tsx?$/;
/** Only a file that imports the marker module has marker calls (fast-check has a `sample` too). */
const MARKER_IMPORT = /\bfrom\s+["'][^"']*\/sample\.ts["']/;
const VALUE_MAX = 80;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every `sample(...)` call of a source file (the script kind follows its extension). */
function markerCalls(text: string, file: string): ts.CallExpression[] {
  if (!MARKER_IMPORT.test(text)) return [];
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "sample")
      calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return calls;
}

/**
 * The field a value lands in, from the declarations and object keys around it:
 * `TRACE_GROUPS[0].conversionId`, `api` (inside a host file's defineHost({...})).
 */
function fieldOf(node: ts.Node): string {
  const parts: string[] = [];
  let child = node;
  let parent = node.parent;
  while (!ts.isSourceFile(parent)) {
    if (ts.isPropertyAssignment(parent))
      parts.unshift(`.${ts.isStringLiteral(parent.name) ? parent.name.text : parent.name.getText()}`);
    else if (ts.isArrayLiteralExpression(parent)) {
      parts.unshift(`[${parent.elements.indexOf(child as ts.Expression)}]`);
    } else if (ts.isVariableDeclaration(parent)) {
      parts.unshift(parent.name.getText());
      break;
    }
    child = parent;
    parent = parent.parent;
  }
  return parts.join("").replace(/^\./, "") || "(value)";
}

/** Scans hosts/ and src/ of the project (or of `root`, for tests), by file and then line. */
export function scanSamples(root = PROJECT_ROOT): SampleScan {
  const scan: SampleScan = { entries: [], problems: [] };
  const files = globSync(SOURCES, { cwd: root }).map((path) => path.replaceAll("\\", "/"));
  for (const file of files.filter((name) => !TESTS.test(name)).sort()) {
    for (const call of markerCalls(readFileSync(join(root, file), "utf8"), file)) {
      const [value, note, ...extra] = call.arguments;
      const line = call.getSourceFile().getLineAndCharacterOfPosition(call.getStart()).line + 1;
      const field = fieldOf(call);
      if (!value || extra.length > 0 || !note || !ts.isStringLiteralLike(note) || !note.text.trim()) {
        scan.problems.push(
          `${file}:${line} › ${field}: sample() needs two arguments, the value and a plain string saying what to replace it with`,
        );
        continue;
      }
      const written = oneLine(value.getText());
      scan.entries.push({
        file,
        line,
        field,
        value: written.length > VALUE_MAX ? `${written.slice(0, VALUE_MAX - 1)}…` : written,
        replaceWith: oneLine(note.text),
      });
    }
  }
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
  // Its `api` is also every host's without one of its own (decision 370): listed for every bundle.
  if (entry.file === "hosts/defaults.ts") return undefined;
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

/**
 * The Vite plugin that removes the marker from every module Vite builds: `sample(v, "note")`
 * becomes `(v)`, nested calls too (an inner call lies inside its outer call's value, so the
 * edits never overlap). The marker is the identity, so nothing changes but the bytes: the notes
 * are for operators and would otherwise ship in the page scripts that read tracker ids, channel
 * tables or the bridge handler.
 */
export function stripSamples(): Plugin {
  return {
    name: "funnel:strip-samples",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.(ts|tsx|mjs)$/.test(file) || file.includes("/node_modules/")) return undefined;
      const edits = markerCalls(code, file).flatMap((call) => {
        // A call without a value (which the scan reports) is only wrapped.
        const value = call.arguments[0] ?? call;
        return [
          [call.getStart(), value.getStart(), "("],
          [value.end, call.end, ")"],
        ] as const;
      });
      if (edits.length === 0) return undefined;
      for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0]))
        code = `${code.slice(0, from)}${text}${code.slice(to)}`;
      return { code, map: null };
    },
  };
}
