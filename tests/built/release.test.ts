/**
 * `npm run release` against a real S3 API server on loopback (s3rver, decision 100), with the
 * built default bundle: headers and content types, a second release with a changed page, the
 * list, a rollback restoring the first HTML byte for byte, a failed upload and a failed switch
 * leaving the previous release serving, the CLI's refusal of sample values, its dry run and
 * purge command, and a prune that keeps what kept releases name and never touches another bundle.
 */
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { GetObjectCommand, HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getBundle } from "../../src/config/bundles.ts";
import { productionProblems, scanSamples } from "../../src/deploy/samples.ts";
import { cdnRules } from "../../src/deploy/nginx.ts";
import { release, releasesOf, targetOf, type ReleaseTarget } from "../../src/deploy/release.ts";
import { distDir } from "./dist.ts";
import { listKeys, startS3 } from "./s3-server.ts";

const BUCKET = "funnel-sites";
const work = mkdtempSync(join(tmpdir(), "release-test-"));
const dist = join(work, "dist");
const site = join(dist, "default");
const env: NodeJS.ProcessEnv = { RELEASE_TARGET: `s3://${BUCKET}/live` };
let target: ReleaseTarget;
let other: ReleaseTarget;
let stopS3: () => Promise<void>;
let s3: S3Client;

/** The target through a client whose uploads of keys matching `fails` throw, as a refusing store's. */
function failingTarget(fails: (key: string) => boolean): ReleaseTarget {
  const client = targetOf(getBundle("default"), env).s3;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: string }).Key ?? "";
      if (context.commandName === "PutObjectCommand" && fails(key)) throw new Error(`refused ${key}`);
      return next(args);
    },
    { step: "initialize", name: "refuse-some-puts" },
  );
  return { ...target, s3: client };
}

const bytesOf = async (key: string) =>
  Buffer.from(
    (await (
      await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    ).Body?.transformToByteArray()) ?? [],
  );
const headOf = (key: string) => s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
const loginKey = `live/default/login.html`;
const firstLogin = () => readFileSync(join(distDir, "default", "login.html"));

/** Runs `npm run release -- <args>` (asynchronously: the S3 server answers from this process). */
function cli(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [resolve("src/tasks/release.ts"), ...args], {
    env: { ...process.env, ...env, DIST_DIR: dist, ...extra },
  });
  const out = { stdout: "", stderr: "", status: null as number | null };
  child.stdout.on("data", (chunk: Buffer) => (out.stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (out.stderr += chunk.toString("utf8")));
  return new Promise<typeof out>((done) => child.on("close", (status) => done({ ...out, status })));
}

/** The built default bundle with five of its pages (and every asset and public file): quicker to send. */
function copyBundle(to: string): void {
  const pages = [
    "index.html",
    "404.html",
    "login.html",
    "v2/login.html",
    "m/kssczh/tengxun/shanxin/index.html",
  ];
  cpSync(join(distDir, "default"), to, {
    recursive: true,
    filter: (file) => !file.endsWith(".html") || pages.some((page) => file.endsWith(`default/${page}`)),
  });
}

beforeAll(async () => {
  copyBundle(site);
  const server = await startS3(BUCKET);
  // The SDK reads the credentials and the endpoint from the process's environment.
  Object.assign(env, server.env);
  Object.assign(process.env, server.env);
  stopS3 = server.stop;
  target = targetOf(getBundle("default"), env);
  other = targetOf(getBundle("car"), env);
  s3 = target.s3;
  // Another bundle released to the same target: nothing done to "default" may touch its keys.
  copyBundle(join(work, "car"));
  await release(other, join(work, "car"), { id: "20260101T000000Z-car" });
});

afterAll(async () => {
  await stopS3();
  rmSync(work, { recursive: true, force: true });
});

describe("release to S3-compatible storage", { timeout: 60_000 }, () => {
  test("first release: assets immutable and create-only, pages no-cache, types with charset", async () => {
    const result = await release(target, site, { id: "20260101T000001Z-first" });
    expect(result.plan.changed).toBe(0);
    expect(result.plan.new).toBeGreaterThan(0);
    const asset = [...(await listKeys(s3, BUCKET, target.assets)).keys()].find((key) => key.endsWith(".js"));
    const assetHead = await headOf(asset ?? "");
    expect(assetHead.CacheControl).toBe("public, max-age=31536000, immutable");
    expect(assetHead.ContentType).toBe("text/javascript; charset=utf-8");
    const page = await headOf(loginKey);
    expect(page.CacheControl).toBe("no-cache");
    expect(page.ContentType).toBe("text/html; charset=utf-8");
    // The address without .html (object storage has no try_files) answers the same page.
    expect(await bytesOf(`${target.root}login`)).toEqual(firstLogin());
    expect(await bytesOf(`${target.root}m/kssczh/tengxun/shanxin`)).toEqual(
      readFileSync(join(site, "m/kssczh/tengxun/shanxin/index.html")),
    );
    const logo = await headOf(`${target.root}brands/shanxin/logo.svg`);
    expect([logo.ContentType, logo.CacheControl]).toEqual(["image/svg+xml", "no-cache"]);
  });

  test("second release: only the changed page (and its address without .html) is sent", async () => {
    writeFileSync(join(site, "_astro", "extra.r2.js"), "export const r2 = 1;\n");
    appendFileSync(join(site, "login.html"), '<script type="module" src="/_astro/extra.r2.js"></script>');
    const result = await release(target, site, { id: "20260101T000002Z-second" });
    expect(result.plan).toMatchObject({ new: 1, changed: 2 });
    expect(result.changedPaths.sort()).toEqual(["/login", "/login.html"]);
    expect(await bytesOf(loginKey)).toEqual(readFileSync(join(site, "login.html")));
    expect(await releasesOf(target)).toEqual({
      ids: ["20260101T000001Z-first", "20260101T000002Z-second"],
      current: "20260101T000002Z-second",
    });
  });

  test("--list names every release and the one serving", async () => {
    const listed = await cli(["--list", "default"]);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/20260101T000001Z-first\n {2}20260101T000002Z-second {2}← serving/);
  });

  test("--rollback restores the first release's HTML byte for byte; assets stay", async () => {
    const carBefore = await listKeys(s3, BUCKET, other.root);
    const rolled = await cli(["--rollback", "default"]);
    expect(rolled.status, rolled.stderr).toBe(0);
    expect(rolled.stdout).toContain("release 20260101T000001Z-first is serving again");
    expect(await bytesOf(loginKey)).toEqual(firstLogin());
    expect(await bytesOf(`${target.root}login`)).toEqual(firstLogin());
    expect((await headOf(`${target.assets}extra.r2.js`)).ContentLength).toBeGreaterThan(0);
    expect(await listKeys(s3, BUCKET, other.root)).toEqual(carBefore);
  });

  test("a failed upload leaves the previous release serving", async () => {
    rmSync(join(site, "_astro", "extra.r2.js"));
    writeFileSync(join(site, "_astro", "extra.r3.js"), "export const r3 = 1;\n");
    writeFileSync(
      join(site, "login.html"),
      `${firstLogin().toString("utf8")}<script type="module" src="/_astro/extra.r3.js"></script>`,
    );
    const refusing = failingTarget((key) => key.endsWith("extra.r3.js"));
    await expect(release(refusing, site, { id: "20260101T000003Z-third" })).rejects.toThrow(/refused/);
    expect(await bytesOf(loginKey)).toEqual(firstLogin());
    expect((await releasesOf(target)).current).toBe("20260101T000001Z-first");
  });

  test("a switch that fails half-way puts the previous release's pages back", async () => {
    appendFileSync(join(site, "v2", "login.html"), "<!-- r4 -->");
    const refusing = failingTarget((key) => key === `${target.root}v2/login.html`);
    await expect(release(refusing, site, { id: "20260101T000004Z-fourth" })).rejects.toThrow(/refused/);
    expect(await bytesOf(loginKey)).toEqual(firstLogin());
    expect(await bytesOf(`${target.root}v2/login`)).toEqual(
      readFileSync(join(distDir, "default/v2/login.html")),
    );
  });

  test("the CLI refuses bundles with sample values, naming them, unless --allow-samples", async () => {
    const samples = productionProblems(scanSamples().entries, [getBundle("default")]);
    const refused = await cli(["default", "--dry-run"]);
    expect(refused.status).toBe(samples.length > 0 ? 1 : 0);
    if (samples.length > 0)
      expect(refused.stderr).toContain("Release failed: default still use sample values");
    const dry = await cli(["default", "--dry-run", "--allow-samples"]);
    expect(dry.status, dry.stderr).toBe(0);
    if (samples.length > 0) expect(dry.stderr).toContain("STAGING RELEASE WITH SAMPLE VALUES");
    expect(dry.stdout).toMatch(/plan: 0 new, 4 changed, \d+ unchanged, /);
    expect(dry.stdout).toContain(`/: redirect 302 to /login, query string kept`);
  });

  test("a release through the CLI writes the purge list and runs the purge command", async () => {
    const purged = join(work, "purged.json");
    const done = await cli(["default", "--allow-samples"], {
      RELEASE_PURGE_COMMAND: `cp "$RELEASE_PURGE_FILE" ${purged}`,
    });
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      /Released:\n {2}default +\d{8}T\d{6}Z-\w+ {2}sent 4 objects, [\d.]+ MB; purge 4/,
    );
    const list = JSON.parse(readFileSync(purged, "utf8")) as { paths: string[]; cdnRules: unknown[] };
    expect(list.paths.sort()).toEqual(["/login", "/login.html", "/v2/login", "/v2/login.html"]);
    expect(list.cdnRules.length).toBeGreaterThanOrEqual(3);
  });

  test("the same build again sends nothing and records no release", async () => {
    const before = await releasesOf(target);
    const again = await release(target, site);
    expect([again.id, again.plan.new + again.plan.changed]).toEqual([before.current, 0]);
    expect(await releasesOf(target)).toEqual(before);
  });

  test("--prune --keep 1 deletes what no kept release names, and nothing of another bundle", async () => {
    const carBefore = await listKeys(s3, BUCKET, other.root);
    const { ids, current } = await releasesOf(target);
    expect(ids).toHaveLength(3);
    const pruned = await cli(["--prune", "--keep", "1", "default"]);
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain("dropped 2 release(s)");
    expect(await releasesOf(target)).toEqual({ ids: [current], current });
    const left = await listKeys(s3, BUCKET, target.root);
    expect(left.has(`${target.assets}extra.r2.js`)).toBe(false);
    expect(left.has(`${target.assets}extra.r3.js`)).toBe(true);
    const records = [...(await listKeys(s3, BUCKET, target.releases)).keys()];
    expect(records.filter((key) => !key.includes(current ?? "-")).sort()).toEqual([
      `${target.releases}current.json`,
    ]);
    expect(await bytesOf(loginKey)).toEqual(readFileSync(join(site, "login.html")));
    expect(await listKeys(s3, BUCKET, other.root)).toEqual(carBefore);
  });

  test("CDN rules: the root redirect, the token rewrite of token hosts only, the 404 page, CORS of a shared prefix", () => {
    const rules = (id: string, prefix?: string) => cdnRules(getBundle(id), distDir, prefix);
    const rewrite = (id: string) =>
      rules(id).find((r) => r.rule.startsWith("rewrite to /token-landing.html"));
    expect(rules("car")[0]).toEqual({ route: "/", rule: "redirect 302 to /carloan, query string kept" });
    expect(rewrite("token")?.route).toContain("when the object does not exist");
    expect(rewrite("default")).toBeUndefined();
    expect(rules("default").at(-1)?.rule).toBe("answer /404.html with status 404");
    const shared = rules("default", "https://static.example.com/h5");
    expect(shared.find((r) => r.route === "https://static.example.com/h5/_astro/*")?.rule).toContain(
      "Access-Control-Allow-Origin: *",
    );
    expect(rules("default").some((r) => r.rule.includes("Access-Control"))).toBe(false);
  });
});
