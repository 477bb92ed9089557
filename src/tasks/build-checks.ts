/**
 * What `npm run build` says before and after rendering: configuration warnings, the sample
 * values still in use (src/config/sample.ts) and, for a production build
 * (`npm run build -- --production` or PRODUCTION_BUILD=1), the refusal while any remain.
 */
import { HOST_FILES } from "../../hosts/index.ts";
import { BUNDLES, type Bundle } from "../config/bundles.ts";
import type { HostConfig } from "../config/host-schema.ts";
import { findConfigProblems, findConfigWarnings } from "../config/validate.ts";
import { buildSummary, productionProblems, scanSamples, type SampleScan } from "../deploy/samples.ts";

/**
 * The bundles a task's command line names (its words that are not flags), every bundle when it
 * names none; an unknown name ends the task, naming the known ones.
 */
export function namedBundles(args: readonly string[]): Bundle[] {
  const ids = args.filter((arg) => !arg.startsWith("-"));
  const unknown = ids.filter((id) => !BUNDLES.some((bundle) => bundle.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown bundle(s): ${unknown.join(", ")}. Known: ${BUNDLES.map((b) => b.id).join(", ")}`);
    process.exit(2);
  }
  return ids.length > 0 ? BUNDLES.filter((bundle) => ids.includes(bundle.id)) : [...BUNDLES];
}

/** True when the command line (`--production`) or the environment (PRODUCTION_BUILD) asks for a production build. */
export function isProductionBuild(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.PRODUCTION_BUILD ?? "").trim().toLowerCase();
  return argv.includes("--production") || value === "1" || value === "true";
}

/**
 * The problems of the host files (each naming file and field) as the lines a task prints, none
 * when there are none. Checked by the tasks (build, dev) before anything renders, not when the
 * bundle registry is imported.
 */
export function hostConfigErrors(files: Record<string, HostConfig> = HOST_FILES): string[] {
  const problems = findConfigProblems(files);
  if (problems.length === 0) return [];
  return ["Host configuration is invalid:", ...problems.map((p) => `  ${p.file} › ${p.field}: ${p.message}`)];
}

/**
 * Checks the bundles about to be built: errors stop the build before it renders anything, the
 * summary is printed when it has finished.
 */
export function preflight(
  bundles: readonly Bundle[],
  production: boolean,
  scan: SampleScan = scanSamples(),
  files: Record<string, HostConfig> = HOST_FILES,
): { errors: string[]; warnings: string[]; summary: string[] } {
  const errors = hostConfigErrors(files);
  if (scan.problems.length > 0) {
    errors.push("Sample markers written wrongly:", ...scan.problems.map((problem) => `  ${problem}`));
  }
  const refused = production ? productionProblems(scan.entries, bundles) : [];
  if (refused.length > 0) {
    errors.push(
      `Production build refused: ${refused.length} sample value(s) are still in use (file:line › field):`,
      ...refused,
      "Replace each with the real value, written without sample(...); `npm run samples` is the checklist.",
    );
  }
  return {
    errors,
    warnings: findConfigWarnings(files).map((w) => `Warning: ${w.file} › ${w.field}: ${w.message}`),
    summary: buildSummary(scan.entries, bundles),
  };
}
