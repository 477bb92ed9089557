/**
 * `npm run samples`: the sample values still in the configuration, as the operator's go-live
 * checklist (Markdown). `npm run samples -- --readme` writes it into README.md between its
 * marks, formatted as Prettier formats the rest of the file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { BUNDLES } from "../config/bundles.ts";
import { goLiveChecklist, withChecklist } from "../deploy/samples-report.ts";
import { scanSamples } from "../deploy/samples-scan.ts";

const README = resolve(import.meta.dirname, "../..", "README.md");

/** README.md's text with the current checklist, formatted like the rest of the file. */
export async function readmeWithChecklist(readme = readFileSync(README, "utf8")): Promise<string> {
  const scan = scanSamples();
  if (scan.problems.length > 0) throw new Error(scan.problems.join("\n"));
  const text = withChecklist(readme, goLiveChecklist(scan.entries, BUNDLES));
  const options = (await resolveConfig(README)) ?? {};
  return format(text, { ...options, filepath: README });
}

if (import.meta.main) {
  if (process.argv.includes("--readme")) {
    writeFileSync(README, await readmeWithChecklist());
    console.log(`README.md: go-live checklist updated (${scanSamples().entries.length} sample values)`);
  } else {
    const scan = scanSamples();
    console.log(goLiveChecklist(scan.entries, BUNDLES));
    if (scan.problems.length > 0) {
      console.error(scan.problems.join("\n"));
      process.exit(1);
    }
  }
}
