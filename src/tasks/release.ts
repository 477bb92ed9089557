/**
 * `npm run release [-- <bundle> ...] [--dry-run] [--allow-samples]`: uploads built bundles
 * (dist/<bundle>/) to S3-compatible object storage (src/deploy/release.ts, decision 100).
 * `-- --list <bundle>`, `-- --rollback <bundle> [id]`, `-- --prune --keep N [<bundle> ...]`.
 * Target: RELEASE_TARGET=s3://bucket/prefix or the host file's `release` field; AWS_* variables
 * for credentials, region and endpoint; RELEASE_PURGE_COMMAND runs after a release that changed
 * pages, with RELEASE_PURGE_FILE naming the JSON of the changed paths (decision 101).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BUNDLES, getBundle, type Bundle } from "../config/bundles.ts";
import { cdnRules } from "../deploy/nginx.ts";
import { prune, release, releasesOf, rollback, targetOf, type ReleaseTarget } from "../deploy/release.ts";
import { productionProblems, scanSamples } from "../deploy/samples.ts";
import { namedBundles } from "./build-checks.ts";

const distDir = resolve(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

const buildFile = join(distDir, "build.json");
/** The last build's shared asset prefix (decision 102), if it had one. */
const assetsPrefix = existsSync(buildFile)
  ? (JSON.parse(readFileSync(buildFile, "utf8")) as { assetsPrefix?: string }).assetsPrefix
  : undefined;
const targetOfBundle = (bundle: Bundle) => targetOf(bundle, process.env, Boolean(assetsPrefix));

/** Refuses bundles that use sample values, unless `allowed` for staging (said loudly). */
function checkSamples(bundles: readonly Bundle[], allowed: boolean): void {
  const entries = scanSamples().entries;
  const using = bundles.filter((bundle) => productionProblems(entries, [bundle]).length > 0);
  if (using.length === 0) return;
  const names = using.map((bundle) => bundle.id).join(", ");
  if (!allowed) {
    throw new Error(
      `${names} still use sample values:\n${productionProblems(entries, using).join("\n")}\n` +
        "Replace them (`npm run samples` is the checklist), or add --allow-samples for a staging release.",
    );
  }
  console.warn(`\n!!! STAGING RELEASE WITH SAMPLE VALUES (--allow-samples): ${names} !!!`);
  console.warn(
    "!!! These pages carry sample hostnames, tracker ids and links: never point real traffic at them.\n",
  );
}

/**
 * Writes the purge list (the changed paths under each public base URL, the paths alone without
 * one) and the CDN rules as JSON, prints them, runs the purge command; returns the URL count.
 */
function reportChange(bundle: Bundle, target: ReleaseTarget, id: string, paths: string[]): number {
  const file = join(distDir, "_release", `${bundle.id}.json`);
  mkdirSync(join(distDir, "_release"), { recursive: true });
  const urls =
    target.baseUrls.length === 0
      ? paths
      : target.baseUrls.flatMap((base) => paths.map((path) => base + path));
  const cdn = cdnRules(bundle, distDir, assetsPrefix);
  writeFileSync(
    file,
    JSON.stringify({ bundle: bundle.id, release: id, paths, urls, cdnRules: cdn }, null, 2),
  );
  const more = urls.length > 8 ? ` … and ${urls.length - 8} more` : "";
  console.log(
    `  purge (${urls.length}): ${urls.slice(0, 8).join(" ") || "nothing changed"}${more}\n  in ${file}`,
  );
  const command = process.env.RELEASE_PURGE_COMMAND;
  if (!command || urls.length === 0) return urls.length;
  try {
    execSync(command, {
      stdio: "inherit",
      env: { ...process.env, RELEASE_PURGE_FILE: file, RELEASE_ID: id },
    });
  } catch {
    console.error(`  The purge command failed; ${id} is serving: purge the URLs of ${file} by hand.`);
    process.exitCode = 1;
  }
  return urls.length;
}

async function main(): Promise<void> {
  const { values: options, positionals: words } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      "allow-samples": { type: "boolean", default: false },
      list: { type: "boolean" },
      rollback: { type: "boolean" },
      prune: { type: "boolean" },
      keep: { type: "string" },
    },
  });
  if (options.list || options.rollback) {
    const [id, releaseArg] = words;
    if (!id)
      throw new Error("Name the bundle: npm run release -- --list <bundle> | --rollback <bundle> [id]");
    const bundle = getBundle(id);
    const target = targetOfBundle(bundle);
    if (options.list) {
      const { ids, current } = await releasesOf(target);
      console.log(`${id}: ${ids.length} release(s) in s3://${target.bucket}/${target.releases}`);
      for (const one of ids) console.log(`  ${one}${one === current ? "  ← serving" : ""}`);
      return;
    }
    const back = await rollback(target, releaseArg);
    console.log(`${id}: release ${back.id} is serving again`);
    reportChange(bundle, target, back.id, back.changedPaths);
    return;
  }
  // A release or a prune: the named bundles, or every built one.
  const named =
    words.length > 0 ? namedBundles(words) : BUNDLES.filter((bundle) => existsSync(join(distDir, bundle.id)));
  if (options.prune) {
    const keep = Number(options.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new Error("--prune needs --keep N (N ≥ 1)");
    for (const bundle of named) {
      const done = await prune(targetOfBundle(bundle), keep);
      console.log(
        `${bundle.id}: dropped ${done.dropped.length} release(s), deleted ${done.deleted.length} object(s)`,
      );
    }
    return;
  }
  if (named.length === 0) throw new Error(`No built bundle in ${distDir}: run npm run build first`);
  checkSamples(named, options["allow-samples"]);
  const dryRun = options["dry-run"];
  const summary: string[] = [];
  for (const bundle of named) {
    const target = targetOfBundle(bundle);
    console.log(`${bundle.id} → s3://${target.bucket}/${target.root}${dryRun ? " (dry run)" : ""}`);
    const result = await release(target, join(distDir, bundle.id), { dryRun }).catch((error: unknown) => {
      throw new Error(`${bundle.id}: ${String(error)}. The pages that were serving before still are.`);
    });
    const { plan } = result;
    console.log(
      `  plan: ${plan.new} new, ${plan.changed} changed, ${plan.skipped} unchanged, ${mb(plan.bytes)}`,
    );
    if (dryRun) {
      console.log("  CDN rules (set once per site):");
      for (const { route, rule } of cdnRules(bundle, distDir, assetsPrefix))
        console.log(`    ${route}: ${rule}`);
      continue;
    }
    const urls = reportChange(bundle, target, result.id, result.changedPaths);
    summary.push(
      `${bundle.id.padEnd(20)}  ${result.id}  sent ${plan.new + plan.changed} objects, ${mb(plan.bytes)}; purge ${urls}`,
    );
  }
  if (summary.length > 0) console.log(`\nReleased:\n${summary.map((line) => `  ${line}`).join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(`Release failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
