/**
 * `npm run release` against a real S3 API server on loopback (s3rver behind a fault proxy,
 * decisions 100 and 455), with the built default bundle: immutable releases under their own
 * prefix, one pointer switch, rollback without upload, refusals before any upload, prune safe
 * by construction (the revert-then-prune sequence), dry runs that change nothing, promotion of
 * a staging release and its preview address.
 */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getBundle } from "../../src/config/bundles.ts";
import { release, releasesOf, targetOf, type ReleaseTarget } from "../../src/deploy/release.ts";
import { readStagingRecord } from "../../src/deploy/staging-record.ts";
import { productionProblems, scanSamples } from "../../src/deploy/samples.ts";
import { distDir } from "./dist.ts";
import { startRelease } from "./release-cli.ts";
import { assetsOf, edgeGet } from "./release-edge.ts";
import { listKeys, startS3 } from "./s3-server.ts";

const BUCKET = "funnel-sites";
const work = mkdtempSync(join(tmpdir(), "release-test-"));
const dist = join(work, "dist");
const site = join(dist, "default");
const env: NodeJS.ProcessEnv = { RELEASE_TARGET: `s3://${BUCKET}/live` };
const bundle = getBundle("default");
let target: ReleaseTarget;
let server: Awaited<ReturnType<typeof startS3>>;
let s3: S3Client;

/** Runs `npm run release -- <args>`. */
const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
  startRelease(args, { ...env, DIST_DIR: dist, RELEASE_RECORD_ROOT: work, ...extra }).done;

const everything = async () => listKeys(s3, BUCKET, "");
const page = (path: string) => readFileSync(join(site, path));
const served = async (path: string) => (await edgeGet(target, path)).body;

/** Every page of the serving release answers 200, and so does every asset it names. */
async function brokenReferences(paths: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const path of paths) {
    const answer = await edgeGet(target, path);
    if (answer.status !== 200) broken.push(`${path} ${answer.status}`);
    for (const name of assetsOf(answer.body.toString("utf8")))
      if ((await edgeGet(target, `/_astro/${name}`)).status !== 200) broken.push(`${path} → ${name}`);
  }
  return broken;
}
const PAGES = ["/login", "/login.html", "/v2/login", "/404.html", "/m/kssczh/tengxun/shanxin/"];

beforeAll(async () => {
  cpSync(join(distDir, "default"), site, { recursive: true });
  cpSync(join(distDir, "build.json"), join(dist, "build.json"));
  server = await startS3(BUCKET);
  Object.assign(env, server.env);
  Object.assign(process.env, server.env);
  target = targetOf(bundle, env);
  s3 = target.s3;
  // Another team's objects in the same bucket: nothing the release does may touch them.
  for (const Key of ["other-team/important.txt", "backup.sql", "live/default/backup.sql"])
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: "theirs" }));
}, 30_000);

afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("atomic releases to S3-compatible storage", { timeout: 240_000 }, () => {
  test("an empty or incomplete bundle folder is refused before anything is sent", async () => {
    const before = await everything();
    const empty = join(work, "empty");
    mkdirSync(empty);
    await expect(release(target, bundle, empty)).rejects.toThrow(
      /not a whole build \(0 page\(s\); missing pages: 404\.html/,
    );
    const partial = join(work, "partial");
    cpSync(site, partial, { recursive: true });
    const script = assetsOf(readFileSync(join(partial, "login.html"), "utf8"))[0] ?? "";
    rmSync(join(partial, "_astro", script));
    await expect(release(target, bundle, partial)).rejects.toThrow(
      `assets its pages name are not in _astro/: ${script}`,
    );
    expect(await everything()).toEqual(before);
  });

  test("first release: its own prefix, assets create-only and immutable, pages no-cache, served through the pointer", async () => {
    writeFileSync(join(site, ".env"), "SECRET=1\n");
    mkdirSync(join(work, "elsewhere"));
    writeFileSync(join(work, "elsewhere", "private.txt"), "not the build's");
    symlinkSync(join(work, "elsewhere"), join(site, "linked"));
    const first = await release(target, bundle, site, { id: "a1" });
    expect(first).toMatchObject({ id: "a1", serving: true, previous: undefined });
    expect(first.skipped.sort()).toEqual([".env", "linked"]);
    const keys = [...(await everything()).keys()];
    expect(keys.filter((key) => key.includes(".env") || key.includes("private.txt"))).toEqual([]);
    expect(keys).toContain("live/default/releases/a1/login.html");
    const asset = keys.find((key) => key.startsWith(target.assets) && key.endsWith(".js")) ?? "";
    const head = (Key: string) => s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key }));
    expect((await head(asset)).CacheControl).toBe("public, max-age=31536000, immutable");
    expect((await head(asset)).ContentType).toBe("text/javascript; charset=utf-8");
    const login = await head("live/default/releases/a1/login");
    expect([login.CacheControl, login.ContentType]).toEqual(["no-cache", "text/html; charset=utf-8"]);
    expect(await served("/login")).toEqual(page("login.html"));
    expect(await served("/m/kssczh/tengxun/shanxin")).toEqual(page("m/kssczh/tengxun/shanxin/index.html"));
    expect(await edgeGet(target, "/?from=ad")).toMatchObject({ status: 302, location: "/login?from=ad" });
    expect(await brokenReferences(PAGES)).toEqual([]);
    // The records sit outside what the edge serves.
    expect(keys.some((key) => key.startsWith("live/_records/default/"))).toBe(true);
    expect((await edgeGet(target, "/../_records/default/serving.json")).status).toBe(404);
    expect((await edgeGet(target, "/_records/default/serving.json")).status).toBe(404);
  });

  test("a second release writes a new prefix and switches in one write; the first stays whole", async () => {
    const firstKeys = await listKeys(s3, BUCKET, "live/default/releases/a1/");
    writeFileSync(join(site, "_astro", "extra.b.js"), "export const b = 1;\n");
    appendFileSync(join(site, "login.html"), '<script type="module" src="/_astro/extra.b.js"></script>');
    // Listed as Aliyun OSS lists them, in capitals: still the MD5 of the bytes sent.
    server.setCapitalEtags(true);
    const second = await release(target, bundle, site, { id: "b1" }).finally(() =>
      server.setCapitalEtags(false),
    );
    expect(second).toMatchObject({ id: "b1", previous: "a1", serving: true });
    expect(second.plan.new).toBe(firstKeys.size + 1);
    expect(await served("/login")).toEqual(page("login.html"));
    expect(await listKeys(s3, BUCKET, "live/default/releases/a1/")).toEqual(firstKeys);
    expect(await brokenReferences(PAGES)).toEqual([]);
  });

  test("--list, then --rollback --dry-run changes nothing, and --rollback is one write, byte for byte", async () => {
    const listed = await cli(["--list", "default"]);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/ {2}a1\n {2}b1 {2}← serving/);
    const before = await everything();
    const dry = await cli(["--rollback", "default", "--dry-run"]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("release a1 would serve (dry run: nothing changed)");
    expect(await everything()).toEqual(before);
    const rolled = await cli(["--rollback", "default"]);
    expect(rolled.status, rolled.stderr).toBe(0);
    expect(rolled.stdout).toContain("default: release a1 serves");
    const after = await everything();
    // Nothing uploaded: only the pointer and its history changed.
    const changed = [...after.keys()].filter((key) => before.get(key) !== after.get(key));
    expect(changed.map((key) => key.replace(/history\/.*/, "history/…")).sort()).toEqual([
      "live/_records/default/history/…",
      "live/_records/default/serving.json",
    ]);
    expect(await served("/login")).toEqual(readFileSync(join(distDir, "default", "login.html")));
  });

  test("a refused upload leaves the serving release serving, and the CLI says which", async () => {
    writeFileSync(join(site, "_astro", "extra.c.js"), "export const c = 1;\n");
    appendFileSync(
      join(site, "v2", "login.html"),
      '<script type="module" src="/_astro/extra.c.js"></script>',
    );
    // Every upload of that page answers 500 (the SDK's retries included), as a failing store does.
    server.setFault(({ method, key }) =>
      method === "PUT" && key.endsWith("/v2/login.html") ? 500 : undefined,
    );
    const failed = await cli(["default", "--allow-samples"]);
    server.setFault();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/Release failed: default: .*\. Release a1 serves \(every page of it\)\./);
    expect((await releasesOf(target)).current).toBe("a1");
  });

  test("the revert-then-prune sequence: A, B, A again, prune --keep 1 leaves no broken reference", async () => {
    const again = await release(target, bundle, join(distDir, "default"), { id: "a2" });
    // The same build as a1: a1 serves again, nothing is sent.
    expect(again).toMatchObject({ id: "a1", plan: { new: 0 } });
    // c1 drops b1's script.
    rmSync(join(site, "_astro", "extra.b.js"));
    cpSync(join(distDir, "default", "login.html"), join(site, "login.html"));
    const c = await release(target, bundle, site, { id: "c1" });
    expect(c.id).toBe("c1");
    await release(target, bundle, join(distDir, "default"), { id: "a3" });
    expect((await releasesOf(target)).current).toBe("a1");
    const dry = await cli(["--prune", "--keep", "1", "default", "--dry-run"]);
    expect(dry.status, dry.stderr).toBe(0);
    // b1, and the release begun when the upload was refused.
    expect(dry.stdout).toContain("kept a1, c1; would drop 2 release(s)");
    const before = await everything();
    const pruned = await cli(["--prune", "--keep", "1", "default"]);
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain("kept a1, c1; dropped 2 release(s)");
    expect(before.size).toBeGreaterThan((await everything()).size);
    expect(await brokenReferences(PAGES)).toEqual([]);
    // b1's own script went; c1's (kept) stays; so do another team's objects.
    const left = await everything();
    expect(left.has(`${target.assets}extra.b.js`)).toBe(false);
    expect(left.has(`${target.assets}extra.c.js`)).toBe(true);
    for (const key of ["other-team/important.txt", "backup.sql", "live/default/backup.sql"])
      expect(left.has(key)).toBe(true);
    // The default rollback is the release that served before (c1), not the one before a1 by id.
    const back = await cli(["--rollback", "default"]);
    expect(back.stdout, back.stderr).toContain("default: release c1 serves");
    expect(await brokenReferences(PAGES)).toEqual([]);
  });

  test("prune refuses a site without release records unless --force, which deletes nothing it did not write", async () => {
    const stranger = targetOf(getBundle("car"), env);
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${stranger.site}index.html`, Body: "hand-made" }),
    );
    const before = await everything();
    const refused = await cli(["--prune", "--keep", "1", "car"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("has no release records under live/_records/car/");
    const forced = await cli(["--prune", "--keep", "1", "car", "--force"]);
    expect(forced.status, forced.stderr).toBe(0);
    expect(await everything()).toEqual(before);
  });

  test("the CLI refuses sample values unless --allow-samples; a dry run prints the plan and changes nothing", async () => {
    const samples = productionProblems(scanSamples().entries, [bundle]);
    const refused = await cli(["default", "--dry-run"]);
    expect(refused.status).toBe(samples.length > 0 ? 1 : 0);
    if (samples.length > 0)
      expect(refused.stderr).toContain("Release failed: default still use sample values");
    const before = await everything();
    const dry = await cli(["default", "--dry-run", "--allow-samples"]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/: 0 new, \d+ already stored, 0\.00 MB/);
    expect(await everything()).toEqual(before);
  });

  test("a staging release records its per-release preview address; promotion copies the same bytes", async () => {
    writeFileSync(
      join(site, "v2", "login.html"),
      `${readFileSync(join(site, "v2", "login.html"), "utf8")}<!-- d -->`,
    );
    const staged = await cli(["default", "--staging", "--allow-samples"], {
      RELEASE_TARGET: `s3://${BUCKET}/staging`,
      RELEASE_PREVIEW_DOMAIN: "preview.example",
      RELEASE_PURGE_COMMAND: "true",
    });
    expect(staged.status, staged.stderr).toBe(0);
    const record = readStagingRecord(work);
    const address = record?.previews.default ?? "";
    expect(address).toMatch(/^https:\/\/[a-z0-9-]+--default\.preview\.example\/$/);
    const id = new URL(address).hostname.split("--")[0] ?? "";
    const staging = targetOf(bundle, { ...env, RELEASE_TARGET: `s3://${BUCKET}/staging` });
    const preview = await edgeGet(staging, "/v2/login", new URL(address).hostname);
    expect(preview.body).toEqual(page("v2/login.html"));
    rmSync(site, { recursive: true });
    const promoted = await cli(["--promote", "default", id, "--from", `s3://${BUCKET}/staging`]);
    expect(promoted.status, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain(`default: release ${id} serves`);
    expect((await served("/v2/login")).toString()).toMatch(/<!-- d -->$/);
    const etags = async (prefix: string) => [...(await listKeys(s3, BUCKET, prefix)).values()].sort();
    expect(await etags(`live/default/releases/${id}/`)).toEqual(
      await etags(`staging/default/releases/${id}/`),
    );
    expect(await brokenReferences(PAGES)).toEqual([]);
  });
});
