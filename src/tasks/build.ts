/**
 * `npm run build [-- <bundle-id> ...]`: renders every page of every bundle in one Astro
 * build, then assembles each dist/<bundle>/ as a self-contained site root (its pages, the
 * hashed assets under _astro/ and the public files). Environment: BUILD_DIR (Astro's work
 * folder, default .build), DIST_DIR (default dist), so that parallel builds do not collide;
 * ASSETS_PREFIX (opt-in, decision 102): the CDN address of one `_astro/` copy shared by the bundles.
 *
 * It ends with the sample values still in use per bundle; `npm run build -- --production`
 * (or PRODUCTION_BUILD=1) refuses to build while any remain (src/tasks/build-checks.ts). Any
 * build fails when a built page breaks the compliance rules (src/deploy/compliance-check.ts).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUNDLES } from "../config/bundles.ts";
import { checkBuiltBundles } from "../deploy/compliance-check.ts";
import { staticBrand } from "../layouts/static-brand.ts";
import { isProductionBuild, namedBundles, preflight } from "./build-checks.ts";

const root = resolve(import.meta.dirname, "../..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? ".build");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const siteDir = join(buildDir, "site");

/**
 * The release id the pages tag their field figures with (decision 445): RELEASE_ID when the
 * operator sets one, else the commit built (the release tool's ids end with it, src/deploy/release.ts),
 * "dev" outside a git checkout.
 */
function buildReleaseId(): string {
  if (process.env.RELEASE_ID) return process.env.RELEASE_ID;
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "dev";
}

/** Runs the Astro build for the selected bundles (all when none is named). */
function renderPages(ids: string[]): void {
  const astro = join(root, "node_modules", "astro", "bin", "astro.mjs");
  const result = spawnSync(process.execPath, [astro, "build", "--silent"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      ASTRO_TELEMETRY_DISABLED: "1",
      BUILD_DIR: buildDir,
      BUNDLES: ids.join(","),
      RELEASE_ID: buildReleaseId(),
    },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status})`);
}

/** Copies one bundle's pages plus the shared assets and public files into dist/<id>/. */
function assembleBundle(id: string, shared: string[]): void {
  const target = join(distDir, id);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(join(siteDir, id), target, { recursive: true });
  for (const entry of shared) cpSync(join(siteDir, entry), join(target, entry), { recursive: true });
}

function main(): void {
  const selected = namedBundles(process.argv.slice(2));
  const ids = selected.map((bundle) => bundle.id);
  const all = ids.length === BUNDLES.length;
  const production = isProductionBuild(process.argv.slice(2));
  const checks = preflight(selected, production);
  for (const line of checks.warnings) console.warn(line);
  if (checks.errors.length > 0) {
    console.error(checks.errors.join("\n"));
    process.exit(1);
  }
  const started = performance.now();
  rmSync(siteDir, { recursive: true, force: true });
  renderPages(all ? [] : ids);
  const bundleIds = new Set(BUNDLES.map((bundle) => bundle.id));
  const shared = readdirSync(siteDir).filter((entry) => !bundleIds.has(entry));
  if (all) rmSync(distDir, { recursive: true, force: true });
  for (const id of ids) {
    if (!existsSync(join(siteDir, id))) throw new Error(`The build produced no pages for bundle "${id}"`);
    assembleBundle(id, shared);
  }
  const brands = selected.map((bundle) => ({ id: bundle.id, brand: staticBrand(bundle) }));
  const breaches = checkBuiltBundles(distDir, brands);
  if (breaches.length > 0) {
    console.error(
      [
        `Compliance check failed: ${breaches.length} breach(es) on built pages (bundle › page: words — rule):`,
        ...breaches,
        "Reword the copy or fix the configuration (decision 110 in docs/decisions/compliance.md).",
      ].join("\n"),
    );
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // The release puts a shared asset prefix's files once for every bundle (decision 102).
  const record = { bundles: ids, seconds: Number(seconds), assetsPrefix: process.env.ASSETS_PREFIX };
  writeFileSync(join(distDir, "build.json"), JSON.stringify(record, null, 2));
  console.log(
    `Built ${ids.length} bundle(s) into ${distDir} in ${seconds} s${production ? " (production)" : ""}`,
  );
  if (checks.summary.length > 0) console.log(`\n${checks.summary.join("\n")}`);
}

main();
