/**
 * Every sample value of the project: the `sample(value, "what to replace it with")` calls
 * (src/config/sample.ts) in hosts/ and src/, read from the source so that each is named by
 * file and field exactly as an operator finds it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import type * as SampleCallsModule from "../vite/sample-calls.mjs";

type SampleCalls = typeof SampleCallsModule;

/** The parser is loaded on the first scan, so importing this module costs the server nothing. */
const finder = (): SampleCalls => createRequire(import.meta.url)("../vite/sample-calls.mjs") as SampleCalls;

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
  /** The value itself when it is a plain string (a tracker id, a token, ...). */
  literal?: string;
}

/** The scan: the entries, and markers written wrongly (a note that is not a plain string). */
export interface SampleScan {
  entries: SampleEntry[];
  problems: string[];
}

/** Folders that hold configuration and code the bundles are built from. */
const SAMPLE_ROOTS = ["hosts", "src"] as const;

const PROJECT_ROOT = join(import.meta.dirname, "../..");
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const VALUE_MAX = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The value on one line, cut to a readable length. */
export function displayValue(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > VALUE_MAX ? `${line.slice(0, VALUE_MAX - 1)}…` : line;
}

/** The sample entries of one file's text. */
export function samplesOfSource(file: string, text: string): SampleScan {
  const scan: SampleScan = { entries: [], problems: [] };
  for (const call of finder().findSampleCalls(text, file)) {
    if (call.note === undefined || call.note.trim() === "") {
      scan.problems.push(
        `${file}:${call.line} › ${call.field}: sample() needs two arguments, the value and a plain string saying what to replace it with`,
      );
      continue;
    }
    scan.entries.push({
      file,
      line: call.line,
      field: call.field,
      value: displayValue(call.valueText),
      replaceWith: call.note.replace(/\s+/g, " ").trim(),
      ...(call.valueLiteral === undefined ? {} : { literal: call.valueLiteral }),
    });
  }
  return scan;
}

/** Scans hosts/ and src/ of the project (or of `root`, for tests). */
export function scanSamples(root = PROJECT_ROOT): SampleScan {
  const scan: SampleScan = { entries: [], problems: [] };
  for (const folder of SAMPLE_ROOTS) {
    for (const path of sourceFiles(join(root, folder))) {
      const file = relative(root, path).split(sep).join("/");
      const found = samplesOfSource(file, readFileSync(path, "utf8"));
      scan.entries.push(...found.entries);
      scan.problems.push(...found.problems);
    }
  }
  scan.entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return scan;
}
