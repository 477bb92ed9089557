/**
 * `npm run release [-- <bundle> ...] [--dry-run] [--allow-samples] [--staging]`: releases built
 * bundles (dist/<bundle>/) to S3-compatible object storage, each under its own prefix, switched
 * by one pointer write (src/deploy/release.ts, decisions 100 and 455).
 * `-- --list <bundle>`, `-- --rollback <bundle> [id]`, `-- --promote <bundle> <id> --from s3://…`,
 * `-- --prune --keep N [--force] [<bundle> ...]`; `--dry-run` changes nothing for each of them.
 * Target: RELEASE_TARGET=s3://bucket/prefix or the host file's `release` field; AWS_* variables
 * for credentials, region and endpoint; RELEASE_SWITCH_COMMAND mirrors the pointer to the edge;
 * RELEASE_PURGE_COMMAND runs after a switch that changed pages (decision 101).
 */
import { execSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BUNDLES, getBundle, type Bundle } from "../config/bundles.ts";
import {
  aliyunDomainOnce,
  aliyunRamPolicy,
  aliyunEdge,
  aliyunWebsiteXml,
  awsBucketPolicy,
  awsErrorPageFunction,
  awsErrorPageRolePolicy,
  cloudfrontFunction,
} from "../deploy/cdn-setup.ts";
import type { EdgeRelease } from "../deploy/edge-route.ts";
import { releaseToDisk, servingOnDisk, switchOnDisk } from "../deploy/disk-release.ts";
import { cdnRules, httpBlocks } from "../deploy/nginx.ts";
import {
  changedPaths,
  prune,
  promote,
  release,
  releaseId,
  releasesOf,
  rollback,
  targetOf,
  type Phase,
  type EdgeEntry,
  type ReleaseOptions,
  type ReleaseTarget,
} from "../deploy/release.ts";
import { writeStagingRecord } from "../deploy/staging-record.ts";
import { productionProblems, scanSamples } from "../deploy/samples.ts";
import { namedBundles } from "./build-checks.ts";

const distDir = resolve(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

const buildFile = join(distDir, "build.json");
/** The last build's shared asset prefix (decision 102), if it had one. */
const assetsPrefix = existsSync(buildFile)
  ? (JSON.parse(readFileSync(buildFile, "utf8")) as { assetsPrefix?: string }).assetsPrefix
  : undefined;
const targetOfBundle = (bundle: Bundle, url?: string) =>
  targetOf(bundle, process.env, Boolean(assetsPrefix), url ?? process.env.RELEASE_TARGET);

/**
 * The preview address of a bundle's release: `https://<id>--<bundle>.<RELEASE_PREVIEW_DOMAIN>/`,
 * which the edge maps to that release's prefix (decision 455).
 */
const previewAddress = (domain: string, id: string, bundle: string) => `https://${id}--${bundle}.${domain}/`;

/**
 * What each phase does besides the release itself: RELEASE_EDGE_COMMAND writes an entry of the
 * edge's own store (a CloudFront KeyValueStore key, an nginx symlink; decision 455), with
 * RELEASE_EDGE_KEY (`<bundle>` for the pointer, `<bundle>/<id>` for a release's preview),
 * RELEASE_EDGE_VALUE (its routing as JSON), RELEASE_ID and RELEASE_ORIGIN_PATH; the test hook
 * RELEASE_TEST_PHASE_FILE names each phase reached, RELEASE_TEST_PAUSE_AT holds the process at
 * one (the tests kill it there).
 */
function hooks(bundle: Bundle): Pick<ReleaseOptions, "onPhase" | "onEdge"> {
  const {
    RELEASE_EDGE_COMMAND: command,
    RELEASE_TEST_PHASE_FILE: file,
    RELEASE_TEST_PAUSE_AT: pause,
  } = process.env;
  return {
    onPhase: async (phase: Phase) => {
      if (file) appendFileSync(file, `${bundle.id} ${phase}\n`);
      if (pause === phase) await new Promise((resolve) => setTimeout(resolve, 600_000));
    },
    onEdge: (entry: EdgeEntry) => {
      if (!command) return;
      execSync(command, {
        stdio: "inherit",
        env: {
          ...process.env,
          RELEASE_BUNDLE: bundle.id,
          RELEASE_ID: entry.id,
          RELEASE_EDGE_KEY: entry.kind === "pointer" ? bundle.id : `${bundle.id}/${entry.id}`,
          RELEASE_EDGE_VALUE: JSON.stringify(entry.edge),
          RELEASE_ORIGIN_PATH: entry.originPath,
        },
      });
    },
  };
}

/**
 * `--cdn aws <bundle>`: writes the bundle's CloudFront Function and bucket policy into
 * dist/_release/ (decision 455), from RELEASE_KVS_ID, RELEASE_CLOUDFRONT_ARN and
 * RELEASE_PREVIEW_DOMAIN (empty: no preview hosts). `--cdn aliyun <bundle>`: the CDN role's RAM
 * policy and the domain's one-time settings; run as RELEASE_EDGE_COMMAND (RELEASE_EDGE_VALUE
 * set), also the switch's EdgeScript and website setting of that release (decision 456).
 */
function writeCdnSetup(vendor: string, words: string[]): void {
  const [id] = words;
  if ((vendor !== "aws" && vendor !== "aliyun") || !id)
    throw new Error("Name the vendor and the bundle: npm run release -- --cdn aws|aliyun <bundle>");
  const bundle = getBundle(id);
  const target = targetOfBundle(bundle);
  const files = vendor === "aws" ? awsFiles(bundle, target) : aliyunFiles(bundle, target);
  const folder = join(distDir, "_release");
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(folder, name), text);
    console.log(`  ${join(folder, name)}`);
  }
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function awsFiles(bundle: Bundle, target: ReleaseTarget): Record<string, string> {
  const {
    RELEASE_KVS_ID: kvsId,
    RELEASE_CLOUDFRONT_ARN: arn,
    RELEASE_PREVIEW_DOMAIN: preview = "",
  } = process.env;
  if (!kvsId || !arn)
    throw new Error(
      "--cdn aws needs RELEASE_KVS_ID (the KeyValueStore's id) and RELEASE_CLOUDFRONT_ARN (the distribution's ARN)",
    );
  return {
    [`${bundle.id}.cloudfront-function.js`]: cloudfrontFunction(bundle, target, {
      previewSuffix: preview,
      kvsId,
    }),
    [`${bundle.id}.bucket-policy.json`]: jsonText(awsBucketPolicy(target, arn)),
    [`${bundle.id}.error-page-function.mjs`]: awsErrorPageFunction(
      target,
      process.env.AWS_REGION || "us-east-1",
    ),
    [`${bundle.id}.error-page-role-policy.json`]: jsonText(awsErrorPageRolePolicy(target)),
  };
}

function aliyunFiles(bundle: Bundle, target: ReleaseTarget): Record<string, string> {
  const { RELEASE_EDGE_KEY: key, RELEASE_EDGE_VALUE: value } = process.env;
  const once = {
    [`${bundle.id}.aliyun-ram-policy.json`]: jsonText(aliyunRamPolicy(target)),
    [`${bundle.id}.aliyun-domain-once.json`]: jsonText(aliyunDomainOnce()),
  };
  // A preview entry (`<bundle>/<id>`) changes nothing on Aliyun: only the pointer is served.
  if (value === undefined || key !== bundle.id) return once;
  let release: EdgeRelease;
  try {
    release = JSON.parse(value) as EdgeRelease;
  } catch {
    throw new Error(`RELEASE_EDGE_VALUE is not the JSON the release writes: ${value.slice(0, 80)}`);
  }
  return {
    ...once,
    [`${bundle.id}.aliyun-switch.json`]: jsonText(aliyunEdge(bundle, target, release).functions),
    [`${bundle.id}.aliyun-website.xml`]: aliyunWebsiteXml(target, release),
  };
}

/**
 * `--nginx <dir> [bundles]`: each built bundle as a release under `<dir>/<bundle>/releases/`,
 * `current` switched to it, and the nginx configuration that serves `current`
 * (dist/_release/nginx-releases.conf); `--nginx <dir> --rollback <bundle> <id>`: one rename
 * (decision 456).
 */
function releaseForNginx(
  root: string,
  words: string[],
  options: { rollback?: boolean; dryRun: boolean; listen: string },
): void {
  if (options.rollback) {
    const [bundleId, id] = words;
    if (!bundleId || !id)
      throw new Error("Name the bundle and the release: --nginx <dir> --rollback <bundle> <id>");
    const before = servingOnDisk(root, getBundle(bundleId).id);
    if (options.dryRun) console.log(`  ${bundleId}: would switch current from ${before ?? "none"} to ${id}`);
    else switchOnDisk(root, bundleId, id);
    if (!options.dryRun) console.log(`  ${bundleId}: current ${before ?? "none"} → ${id}`);
    return;
  }
  const bundles =
    words.length > 0 ? namedBundles(words) : BUNDLES.filter((bundle) => existsSync(join(distDir, bundle.id)));
  if (bundles.length === 0) throw new Error(`Nothing built in ${distDir}: npm run build first.`);
  const id = releaseId();
  for (const bundle of bundles) {
    if (options.dryRun) {
      console.log(
        `  ${bundle.id}: would write ${join(root, bundle.id, "releases", id)} and switch current to it`,
      );
      continue;
    }
    const { sent } = releaseToDisk(join(distDir, bundle.id), root, bundle.id, id);
    console.log(`  ${bundle.id}: release ${id} (${sent} files written), current → releases/${id}`);
  }
  if (options.dryRun) return;
  const conf = join(distDir, "_release", "nginx-releases.conf");
  mkdirSync(dirname(conf), { recursive: true });
  writeFileSync(conf, `${httpBlocks(bundles, { distDir, listen: options.listen, releaseRoot: root })}\n`);
  console.log(`  ${conf}: include it in nginx's http block (once; a switch needs no reload)`);
}

/** What serves now, said after a failure: read from the pointer, not assumed. */
async function servingNow(target: ReleaseTarget): Promise<string> {
  const serving = await releasesOf(target).catch(() => undefined);
  if (!serving) return "The pointer could not be read: run --list to see which release serves.";
  return serving.current ? `Release ${serving.current} serves (every page of it).` : "No release serves yet.";
}

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
  const cdn = cdnRules(bundle, assetsPrefix);
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
      staging: { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      list: { type: "boolean" },
      rollback: { type: "boolean" },
      promote: { type: "boolean" },
      from: { type: "string" },
      cdn: { type: "string" },
      nginx: { type: "string" },
      listen: { type: "string", default: "80" },
      prune: { type: "boolean" },
      keep: { type: "string" },
    },
  });
  const dryRun = options["dry-run"];
  const dry = dryRun ? " (dry run: nothing changed)" : "";
  if (options.cdn !== undefined) {
    writeCdnSetup(options.cdn, words);
    return;
  }
  if (options.nginx !== undefined) {
    releaseForNginx(resolve(options.nginx), words, {
      rollback: options.rollback,
      dryRun,
      listen: options.listen,
    });
    return;
  }
  if (options.list || options.rollback || options.promote) {
    const [id, releaseArg] = words;
    if (!id)
      throw new Error(
        "Name the bundle: npm run release -- --list <bundle> | --rollback <bundle> [id] | --promote <bundle> <id> --from s3://…",
      );
    const bundle = getBundle(id);
    const target = targetOfBundle(bundle);
    if (options.list) {
      const { ids, begun, current } = await releasesOf(target);
      console.log(`${id}: ${ids.length} release(s) in s3://${target.bucket}/${target.site}releases/`);
      for (const one of ids) console.log(`  ${one}${one === current ? "  ← serving" : ""}`);
      for (const one of begun) console.log(`  ${one}  (begun, not whole: a release run again resumes it)`);
      return;
    }
    const switched = options.promote
      ? await (async () => {
          if (!releaseArg || !options.from)
            throw new Error("--promote needs the release id and --from s3://<staging bucket>/<prefix>");
          const done = await promote(targetOfBundle(bundle, options.from), target, releaseArg, {
            dryRun,
            ...hooks(bundle),
          });
          console.log(`${id}: ${done.copied} object(s) copied from staging${dry}`);
          return done;
        })()
      : await rollback(target, releaseArg, { dryRun, ...hooks(bundle) });
    if (!switched.switched) {
      console.log(`${id}: release ${switched.id} would serve${dry}`);
      return;
    }
    console.log(`${id}: release ${switched.id} serves`);
    reportChange(bundle, target, switched.id, await changedPaths(target, switched.previous, switched.id));
    return;
  }
  // A release or a prune: the named bundles, or every built one.
  const named =
    words.length > 0 ? namedBundles(words) : BUNDLES.filter((bundle) => existsSync(join(distDir, bundle.id)));
  if (options.prune) {
    const keep = Number(options.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new Error("--prune needs --keep N (N ≥ 1)");
    for (const bundle of named) {
      const done = await prune(targetOfBundle(bundle), keep, { dryRun, force: options.force });
      console.log(
        `${bundle.id}: kept ${done.kept.join(", ") || "none"}; ${dryRun ? "would drop" : "dropped"} ` +
          `${done.dropped.length} release(s), ${dryRun ? "would delete" : "deleted"} ${done.deleted.length} object(s)${dry}`,
      );
      if (dryRun) for (const key of done.deleted) console.log(`  ${key}`);
    }
    return;
  }
  if (named.length === 0) throw new Error(`No built bundle in ${distDir}: run npm run build first`);
  checkSamples(named, options["allow-samples"]);
  const previewDomain = process.env.RELEASE_PREVIEW_DOMAIN?.trim();
  if (options.staging && !previewDomain)
    throw new Error("--staging needs RELEASE_PREVIEW_DOMAIN (the edge's preview host suffix, decision 455)");
  // One id for the run: the bundles' releases of one build carry the same name.
  const runId = releaseId();
  const summary: string[] = [];
  const previews: Record<string, string> = {};
  for (const bundle of named) {
    const target = targetOfBundle(bundle);
    console.log(`${bundle.id} → s3://${target.bucket}/${target.site}releases/${dry}`);
    const result = await release(target, bundle, join(distDir, bundle.id), {
      id: runId,
      dryRun,
      ...hooks(bundle),
    }).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${bundle.id}: ${message}. ${await servingNow(target)}`);
    });
    const { plan } = result;
    if (result.skipped.length > 0)
      console.log(`  not sent (dot-files and links are never part of a build): ${result.skipped.join(", ")}`);
    console.log(
      `  ${result.id}${result.resumed ? " (resumed)" : ""}: ${plan.new} new, ${plan.reused} already stored, ${mb(plan.bytes)}`,
    );
    if (dryRun) {
      console.log("  CDN rules (set once per site):");
      for (const { route, rule } of cdnRules(bundle, assetsPrefix)) console.log(`    ${route}: ${rule}`);
      continue;
    }
    if (result.unchanged) {
      summary.push(`${bundle.id.padEnd(20)}  ${result.id}  serves already: nothing sent`);
      continue;
    }
    const urls = reportChange(
      bundle,
      target,
      result.id,
      await changedPaths(target, result.previous, result.id),
    );
    if (previewDomain) previews[bundle.id] = previewAddress(previewDomain, result.id, bundle.id);
    summary.push(
      `${bundle.id.padEnd(20)}  ${result.id}  serves; sent ${plan.new} objects, ${mb(plan.bytes)}; purge ${urls}`,
    );
  }
  if (options.staging && !dryRun) {
    // The working copy's record (src/deploy/staging-record.ts); RELEASE_RECORD_ROOT moves it (tests).
    writeStagingRecord(process.env.RELEASE_RECORD_ROOT ?? resolve(import.meta.dirname, "../.."), {
      releaseId: runId,
      writtenAt: new Date().toISOString(),
      previews,
    });
  }
  if (summary.length > 0) console.log(`\nReleased:\n${summary.map((line) => `  ${line}`).join("\n")}`);
  if (Object.keys(previews).length > 0)
    console.log(
      `\nPreviews:\n${Object.entries(previews)
        .map(([id, url]) => `  ${id.padEnd(20)}  ${url}`)
        .join("\n")}`,
    );
}

main().catch((error: unknown) => {
  console.error(`Release failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
