/**
 * Releases one built bundle to S3-compatible object storage (decisions 100, 250 and 455): each
 * release is immutable under its own prefix, hashed `_astro/` files go create-only to one
 * content-addressed store, and visitors move from one release to the next by one write of the
 * pointer the edge reads. Records (a lock, each release's plan and manifest, the pointer and its
 * history) live beside the site, where the edge never routes.
 */
import { spawnSync } from "node:child_process";
import { hash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { entryPathsOf, rootTargetPath, type Bundle } from "../config/bundles.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE } from "../config/token-pages.ts";
import { CAMPAIGN_PATH_PCRE } from "../core/campaign-token.ts";
import type { EdgeRelease } from "./edge-route.ts";
import { contentTypeOf } from "./mime.ts";
import { CACHE_CONTROL } from "./security-headers.ts";

/** The store of one bundle's releases and its key prefixes, each "" or ending in "/". */
export interface ReleaseTarget {
  s3: S3Client;
  bucket: string;
  /** The site: `releases/<id>/` under it holds every page and public file of each release. */
  site: string;
  /** The content-addressed store of hashed `_astro/` files: the site's, or one shared by bundles. */
  assets: string;
  /** True when `assets` is shared by several bundles (decision 102): no bundle prunes it. */
  sharedAssets: boolean;
  /** Lock, plans, manifests, the pointer and its history: never served. */
  records: string;
  /** Public base URLs of the site, for the purge list (none: paths alone). */
  baseUrls: string[];
}

const folder = (prefix: string) => prefix.replace(/^\/+|\/+$/g, "").replace(/(.)$/, "$1/");

/**
 * The SDK reads the AWS_* variables and profiles itself; checksums only where the API requires
 * them, since several S3-compatible stores reject the SDK's default ones (decision 100).
 */
const clientOf = (env: NodeJS.ProcessEnv, region?: string) =>
  new S3Client({
    region: env.AWS_REGION ?? region ?? "us-east-1",
    forcePathStyle: env.RELEASE_PATH_STYLE === "1",
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

/** `s3://bucket/prefix` as bucket and folder, or an error naming the setting. */
function parseS3Url(url: string, setting = "RELEASE_TARGET"): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!match?.[1]) throw new Error(`${setting} "${url}" is not s3://bucket/prefix`);
  return { bucket: match[1], prefix: folder(match[2] ?? "") };
}

/**
 * The target of a bundle: `url` (default RELEASE_TARGET) shared by bundles, else the host file's
 * own. `sharedAssets`: the bundle was built with a shared asset prefix (ASSETS_PREFIX), whose
 * files then go once to `<prefix>/_astro/` of a shared target.
 */
export function targetOf(
  bundle: Bundle,
  env: NodeJS.ProcessEnv,
  sharedAssets = false,
  url = env.RELEASE_TARGET,
): ReleaseTarget {
  const hostUrls = bundle.hostnames.map((name) => `https://${name}`);
  if (url) {
    const { bucket, prefix } = parseS3Url(url);
    const site = `${prefix}${bundle.id}/`;
    const assets = sharedAssets ? `${prefix}_astro/` : `${site}_astro/`;
    const records = `${prefix}_records/${bundle.id}/`;
    return { s3: clientOf(env), bucket, site, assets, sharedAssets, records, baseUrls: hostUrls };
  }
  const own = bundle.release;
  if (!own) {
    throw new Error(
      `Bundle "${bundle.id}" has no target: set RELEASE_TARGET or the host file's release field`,
    );
  }
  if (sharedAssets) {
    throw new Error(
      `Bundle "${bundle.id}" was built with a shared asset prefix (ASSETS_PREFIX), which needs a shared ` +
        "RELEASE_TARGET; build it without ASSETS_PREFIX for its own target",
    );
  }
  const site = folder(own.prefix ?? "");
  return {
    s3: clientOf(env, own.region),
    bucket: own.bucket,
    site,
    assets: `${site}_astro/`,
    sharedAssets: false,
    records: `${site}_records/`,
    baseUrls: own.publicBaseUrl ? [own.publicBaseUrl.replace(/\/+$/, "")] : hostUrls,
  };
}

/** One object of a release: its key relative to the release (or, for an asset, to the store). */
interface Item {
  path: string;
  kind: "asset" | "static" | "html";
  body: Buffer;
  md5: string;
}

/** What a release is made of: written before its first upload (the plan) and when it is whole. */
export interface Manifest {
  id: string;
  /** The MD5 of every path and MD5: the same build gives the same digest. */
  digest: string;
  /** Every object under the release's prefix by path: MD5 (the ETag of a one-part upload), size. */
  objects: Record<string, { md5: string; size: number }>;
  /** The `_astro/` files of the build, by name. */
  assets: Record<string, { md5: string; size: number }>;
  edge: EdgeRelease;
}

/** What the edge reads: the serving release of the bundle, switched by one write. */
interface Pointer {
  id: string;
  previous: string | undefined;
  at: string;
  edge: EdgeRelease;
}

const md5 = (body: Uint8Array) => hash("md5", body);

/**
 * The objects of a built bundle folder: regular files only (a symbolic link is neither followed
 * nor sent) and no dot-file or dot-folder (`.env`, `.git`), which a build never produces.
 */
export function itemsOf(dir: string): { items: Item[]; skipped: string[] } {
  const items: Item[] = [];
  const skipped: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (entry.name.startsWith(".") || entry.isSymbolicLink()) {
        skipped.push(path);
        continue;
      }
      if (entry.isDirectory()) walk(`${path}/`);
      else if (entry.isFile()) {
        const body = readFileSync(join(dir, path));
        const add = (key: string, kind: Item["kind"]) =>
          items.push({ path: key, kind, body, md5: md5(body) });
        if (path.startsWith("_astro/")) add(path.slice(7), "asset");
        else if (!path.endsWith(".html")) add(path, "static");
        else {
          add(path, "html");
          // `a/b.html` and `a/b/index.html` are also put at `a/b`: object storage has no
          // `try_files`, and the funnel's addresses have no `.html` (`/login`, `/m/v1`).
          const alias = path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
          if (alias !== "") add(alias, "html");
        }
      }
    }
  };
  walk("");
  // A page and an alias of the same name: the page's own bytes win.
  const seen = new Set<string>();
  const unique = items
    .sort((a, b) => Number(b.path.endsWith(".html")) - Number(a.path.endsWith(".html")))
    .filter(
      (item) =>
        !seen.has(`${item.kind === "asset"}:${item.path}`) &&
        seen.add(`${item.kind === "asset"}:${item.path}`),
    );
  return { items: unique, skipped };
}

/** `_astro/` file names a page, script or style refers to (by absolute, prefixed or relative address). */
const assetNamesIn = (text: string): string[] =>
  [...text.matchAll(/(?:\/_astro\/|["'`(]\.\/)([\w.~-]+\.[a-z0-9]+)/g)].map((match) => match[1] ?? "");

/**
 * Refuses a bundle folder that is not a whole build before anything is sent: no pages, a page
 * the bundle's configuration builds missing (`/`'s target, entry pages, 404, token template),
 * or an asset a page names not in the folder.
 */
function checkWhole(bundle: Bundle, items: readonly Item[]): void {
  const paths = new Set(items.filter((item) => item.kind !== "asset").map((item) => item.path));
  const assets = new Set(items.filter((item) => item.kind === "asset").map((item) => item.path));
  const expected = [
    "404.html",
    rootTargetPath(bundle),
    ...entryPathsOf(bundle),
    ...(hasTokenPages(bundle) ? [TOKEN_TEMPLATE_FILE] : []),
  ].map((path) => path.replace(/^\//, "").replace(/\/$/, "/index.html"));
  const missing = expected.filter(
    (path) => !paths.has(path) && !paths.has(path.replace(/\/index\.html$|\.html$/, "")),
  );
  const pages = items.filter((item) => item.kind === "html");
  const named = pages.flatMap((page) => assetNamesIn(page.body.toString("utf8")));
  const lost = [...new Set(named)].filter((name) => !assets.has(name));
  if (pages.length === 0 || missing.length > 0 || lost.length > 0) {
    throw new Error(
      `the bundle folder is not a whole build (${pages.length} page(s)` +
        `${missing.length > 0 ? `; missing pages: ${missing.join(", ")}` : ""}` +
        `${lost.length > 0 ? `; assets its pages name are not in _astro/: ${lost.sort().join(", ")}` : ""}` +
        "); build it again. Nothing was sent",
    );
  }
}

/** An object as listed: its ETag (quotes removed) and size. */
interface Listed {
  etag: string;
  size: number;
}

/** Every key under `prefix` as listed. */
async function listKeys({ s3, bucket }: ReleaseTarget, prefix: string): Promise<Map<string, Listed>> {
  const keys = new Map<string, Listed>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix }))
    for (const object of page.Contents ?? [])
      keys.set(object.Key ?? "", { etag: (object.ETag ?? "").replaceAll('"', ""), size: object.Size ?? -1 });
  return keys;
}

/**
 * True when a listed object holds the bytes of `expected`: its ETag is their MD5 (Aliyun OSS
 * writes it in capitals); where a store's ETag is no MD5 (SSE-KMS, multipart), the size decides.
 */
const holds = (listed: Listed | undefined, expected: { md5: string; size: number }) =>
  listed !== undefined &&
  (/^[0-9a-f]{32}$/i.test(listed.etag)
    ? listed.etag.toLowerCase() === expected.md5
    : listed.size === expected.size);

async function getBytes({ s3, bucket }: ReleaseTarget, key: string): Promise<Buffer | undefined> {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  } catch (error) {
    // Only "there is none" is an answer; any other failure throws (prune relies on it).
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

const getJson = async <T>(target: ReleaseTarget, key: string): Promise<T | undefined> => {
  const body = await getBytes(target, key);
  return body && (JSON.parse(body.toString("utf8")) as T);
};

const putObject = (
  { s3, bucket }: ReleaseTarget,
  key: string,
  item: Pick<Item, "kind" | "body">,
  ifNoneMatch = false,
) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: item.body,
      ContentType: contentTypeOf(item.kind === "html" ? "index.html" : key),
      CacheControl: CACHE_CONTROL[item.kind === "asset" ? "asset" : "page"],
      ...(ifNoneMatch ? { IfNoneMatch: "*" } : {}),
    }),
  );

const putJson = (target: ReleaseTarget, key: string, value: unknown, ifNoneMatch = false) =>
  putObject(target, key, { kind: "static", body: Buffer.from(JSON.stringify(value, null, 2)) }, ifNoneMatch);

/**
 * Runs `task` on every item at once (the SDK's connection pool queues what exceeds its 50
 * sockets) and waits for all before throwing the first failure, so none is still in flight.
 */
async function each<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  for (const result of await Promise.allSettled(items.map(task)))
    if (result.status === "rejected") throw result.reason;
}

/**
 * `20261125-221154-c74d7ed`, lower case (it is also a preview host name's label): sorts by time,
 * names the commit, and ends in `-dirty` when the working copy had uncommitted changes.
 */
export function releaseId(now = new Date()): string {
  const git = (args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = git(["rev-parse", "--short", "HEAD"]);
  const status = git(["status", "--porcelain", "--untracked-files=no"]);
  const time = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "")
    .replace("T", "-");
  if (head.status !== 0) return `${time}-uncommitted`;
  return `${time}-${head.stdout.trim()}${status.stdout.trim() === "" ? "" : "-dirty"}`;
}

const releasePrefix = (target: ReleaseTarget, id: string) => `${target.site}releases/${id}/`;
const originPathOf = (target: ReleaseTarget, id: string) =>
  `/${releasePrefix(target, id).replace(/\/$/, "")}`;
const planKey = (target: ReleaseTarget, id: string) => `${target.records}${id}/plan.json`;
const manifestKey = (target: ReleaseTarget, id: string) => `${target.records}${id}/manifest.json`;
const pointerKey = (target: ReleaseTarget) => `${target.records}serving.json`;
const lockKey = (target: ReleaseTarget) => `${target.records}lock.json`;

/** Releases of a bundle that are whole (oldest first), those only begun, and the one serving. */
export async function releasesOf(
  target: ReleaseTarget,
): Promise<{ ids: string[]; begun: string[]; current?: string }> {
  const keys = [...(await listKeys(target, target.records)).keys()].map((key) =>
    key.slice(target.records.length),
  );
  const idsWith = (file: string) =>
    keys.flatMap((key) => (key.endsWith(`/${file}`) ? [key.slice(0, -file.length - 1)] : [])).sort();
  const ids = idsWith("manifest.json");
  const begun = idsWith("plan.json").filter((id) => !ids.includes(id));
  const pointer = await getJson<Pointer>(target, pointerKey(target));
  return { ids, begun, current: pointer?.id };
}

/** The pointer, or undefined before the first switch. */
const servingOf = (target: ReleaseTarget) => getJson<Pointer>(target, pointerKey(target));

/** A release's manifest, or undefined when it is not whole. */
const manifestOf = (target: ReleaseTarget, id: string) => getJson<Manifest>(target, manifestKey(target, id));

interface Lock {
  owner: string;
  host: string;
  pid: number;
  since: string;
  expires: string;
}

/** Which lock holder is gone: its time ran out, or its process on this machine no longer runs. */
function isStale(lock: Lock, now: Date): boolean {
  if (new Date(lock.expires) < now) return true;
  if (lock.host !== hostname()) return false;
  try {
    process.kill(lock.pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Takes the bundle's lock: a create-only write (`If-None-Match: *`, which AWS S3 and Cloudflare
 * R2 honour), read back to catch a store that ignores the condition. A lock whose holder is gone
 * is taken over. Returns its release.
 */
async function takeLock(target: ReleaseTarget, minutes = 30): Promise<() => Promise<void>> {
  const now = new Date();
  const lock: Lock = {
    owner: randomUUID(),
    host: hostname(),
    pid: process.pid,
    since: now.toISOString(),
    expires: new Date(now.getTime() + minutes * 60_000).toISOString(),
  };
  const held = await getJson<Lock>(target, lockKey(target));
  if (held && !isStale(held, now)) throw lockedError(held);
  if (held) await target.s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: lockKey(target) }));
  try {
    await putJson(target, lockKey(target), lock, true);
  } catch (error) {
    const name = (error as { name?: string }).name ?? "";
    if (name !== "PreconditionFailed" && name !== "ConditionalRequestConflict") throw error;
    const other = await getJson<Lock>(target, lockKey(target));
    throw lockedError(other ?? lock);
  }
  const read = await getJson<Lock>(target, lockKey(target));
  if (read?.owner !== lock.owner) throw lockedError(read ?? lock);
  return async () => {
    const still = await getJson<Lock>(target, lockKey(target));
    if (still?.owner === lock.owner)
      await target.s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: lockKey(target) }));
  };
}

const lockedError = (lock: Lock) =>
  new Error(
    `another release of this site is running (process ${lock.pid} on ${lock.host}, since ${lock.since}; ` +
      `its lock expires ${lock.expires}). Wait for it, nothing was changed`,
  );

/** One entry of the edge's store: the bundle's pointer, or a release's own routing for its preview. */
export interface EdgeEntry {
  kind: "pointer" | "release";
  id: string;
  edge: EdgeRelease;
  /** The release's prefix from the bucket's root, with a leading slash (an origin path). */
  originPath: string;
}

/** The stages a release passes, in order; a test hook can stop the process at any of them. */
export type Phase = "locked" | "planned" | "assets" | "objects" | "verified" | "whole" | "switched";

export interface ReleaseOptions {
  id?: string;
  dryRun?: boolean;
  /** Make it serve (default); false for a release only previewed until promoted. */
  serve?: boolean;
  onPhase?: (phase: Phase) => void | Promise<void>;
  /**
   * Writes one entry of the edge's own store (decision 455): `release` when a release is whole
   * (what its preview host reads), `pointer` just before the pointer switches (what the
   * bundle's hosts read). A failure stops the release before the pointer moves.
   */
  onEdge?: (entry: EdgeEntry) => void | Promise<void>;
}

/** What the edge needs of a release, from its build. */
function edgeOf(bundle: Bundle, id: string, items: readonly Item[]): EdgeRelease {
  const tokens = hasTokenPages(bundle);
  return {
    id,
    root: rootTargetPath(bundle),
    ...(tokens ? { tokenPattern: CAMPAIGN_PATH_PCRE, tokenTemplate: TOKEN_TEMPLATE_FILE } : {}),
    // Only a token host needs them (a token path naming one of its own pages is that page).
    topPages: tokens
      ? items
          .filter((item) => item.kind === "html" && /^[^/]+\.html$/.test(item.path))
          .map((item) => item.path)
      : [],
  };
}

/**
 * Switches the bundle to the whole release `id` in one write of the pointer (the edge's entry
 * first). Returns the pointer written.
 */
async function switchTo(
  target: ReleaseTarget,
  manifest: Manifest,
  options: ReleaseOptions,
): Promise<Pointer> {
  const before = await servingOf(target);
  const pointer: Pointer = {
    id: manifest.id,
    previous: before && before.id !== manifest.id ? before.id : before?.previous,
    at: new Date().toISOString(),
    edge: manifest.edge,
  };
  await options.onEdge?.({
    kind: "pointer",
    id: manifest.id,
    edge: manifest.edge,
    originPath: originPathOf(target, manifest.id),
  });
  await putJson(target, pointerKey(target), pointer);
  // The history is a record of switches; the pointer above is already the truth.
  await putJson(
    target,
    `${target.records}history/${pointer.at.replace(/[-:.]/g, "")}-${manifest.id}.json`,
    pointer,
  );
  return pointer;
}

/** Checks every object of the manifest is in the bucket with its bytes (by ETag), and every asset. */
async function verify(target: ReleaseTarget, manifest: Manifest): Promise<string[]> {
  const stored = await listKeys(target, releasePrefix(target, manifest.id));
  const assets = await listKeys(target, target.assets);
  const prefix = releasePrefix(target, manifest.id);
  return [
    ...Object.entries(manifest.objects)
      .filter(([path, expected]) => !holds(stored.get(prefix + path), expected))
      .map(([path]) => prefix + path),
    ...Object.keys(manifest.assets)
      .filter((name) => !assets.has(target.assets + name))
      .map((name) => target.assets + name),
  ];
}

/**
 * Releases the built bundle folder `dir`: what it sent (on a dry run, what it would send), and
 * whether the release serves. A release of the same build as one already whole sends nothing:
 * it switches to that one (a re-run after a crash after the release was written), and a plan
 * begun and never finished with the same build is resumed under its id.
 */
export async function release(
  target: ReleaseTarget,
  bundle: Bundle,
  dir: string,
  options: ReleaseOptions = {},
) {
  const { items, skipped } = itemsOf(dir);
  checkWhole(bundle, items);
  const site = items.filter((item) => item.kind !== "asset");
  const assetItems = items.filter((item) => item.kind === "asset");
  const digest = md5(
    Buffer.from(
      items
        .map((item) => `${item.kind === "asset" ? "_astro/" : ""}${item.path} ${item.md5}`)
        .sort()
        .join("\n"),
    ),
  );
  const { ids, begun, current } = await releasesOf(target);
  const manifests = await Promise.all(
    [...ids, ...begun].map(async (id) => ({
      id,
      done: ids.includes(id),
      plan: await getJson<Manifest>(target, ids.includes(id) ? manifestKey(target, id) : planKey(target, id)),
    })),
  );
  const same =
    manifests.find((one) => one.plan?.digest === digest && one.done) ??
    manifests.find((one) => one.plan?.digest === digest);
  // An id already taken by another build gets a suffix: a release is never written twice.
  const wanted = same?.id ?? options.id ?? releaseId();
  const taken = new Set([...ids, ...begun]);
  let id = wanted;
  for (let n = 2; !same && taken.has(id); n += 1) id = `${wanted}-${n}`;
  const storedAssets = await listKeys(target, target.assets);
  const stored = await listKeys(target, releasePrefix(target, id));
  const sendAssets = assetItems.filter((item) => !storedAssets.has(target.assets + item.path));
  const sendSite = site.filter(
    (item) =>
      !holds(stored.get(releasePrefix(target, id) + item.path), { md5: item.md5, size: item.body.length }),
  );
  const send = [...sendAssets, ...sendSite];
  const result = {
    id,
    /** `new`: objects not yet in the bucket; `reused`: already there (hashed assets, resumed objects). */
    plan: {
      new: send.length,
      reused: items.length - send.length,
      bytes: send.reduce((sum, item) => sum + item.body.length, 0),
    },
    skipped,
    previous: current,
    resumed: same !== undefined && !same.done,
    /** The serving release was this build already: nothing done. */
    unchanged: same?.done === true && current === same.id,
  };
  if (options.dryRun || result.unchanged) return result;

  const unlock = await takeLock(target);
  try {
    await options.onPhase?.("locked");
    const manifest: Manifest = {
      id,
      digest,
      objects: Object.fromEntries(site.map((item) => [item.path, { md5: item.md5, size: item.body.length }])),
      assets: Object.fromEntries(
        assetItems.map((item) => [item.path, { md5: item.md5, size: item.body.length }]),
      ),
      edge: edgeOf(bundle, id, items),
    };
    if (!same?.done) {
      // The plan names every key this release may write before the first is sent: prune deletes
      // only what a record of this site names.
      await putJson(target, planKey(target, id), manifest);
      await options.onPhase?.("planned");
      // Create-only: an existing asset is never overwritten (its name is its content's hash).
      await each(sendAssets, (item) => putObject(target, target.assets + item.path, item));
      await options.onPhase?.("assets");
      await each(sendSite, (item) => putObject(target, releasePrefix(target, id) + item.path, item));
      await options.onPhase?.("objects");
      const missing = await verify(target, manifest);
      if (missing.length > 0)
        throw new Error(
          `the bucket does not hold ${missing.length} object(s) as sent: ${missing.slice(0, 5).join(", ")}`,
        );
      await options.onPhase?.("verified");
      await options.onEdge?.({
        kind: "release",
        id,
        edge: manifest.edge,
        originPath: originPathOf(target, id),
      });
      await putJson(target, manifestKey(target, id), manifest);
      await options.onPhase?.("whole");
    }
    if (options.serve === false) return { ...result, serving: false };
    await switchTo(target, manifest, options);
    await options.onPhase?.("switched");
    return { ...result, serving: true };
  } finally {
    await unlock();
  }
}

/**
 * Makes the whole release `id` serve (default: the one before the release serving): one write
 * of the pointer, nothing uploaded. Checks first that every object of the release is still there.
 */
export async function rollback(target: ReleaseTarget, id?: string, options: ReleaseOptions = {}) {
  const { ids, current } = await releasesOf(target);
  // By default the release that served before this one (a revert may have made an older one serve).
  const previous = (await servingOf(target))?.previous;
  const chosen =
    id ??
    (previous && ids.includes(previous) ? previous : ids.filter((other) => other < (current ?? "")).at(-1));
  if (!chosen || !ids.includes(chosen))
    throw new Error(id ? `no whole release ${id}; known: ${ids.join(", ") || "none"}` : "no earlier release");
  const manifest = await manifestOf(target, chosen);
  if (!manifest) throw new Error(`release ${chosen} has no manifest`);
  const missing = await verify(target, manifest);
  if (missing.length > 0)
    throw new Error(
      `release ${chosen} lacks ${missing.length} object(s) (${missing.slice(0, 3).join(", ")}); ${current ?? "nothing"} still serves`,
    );
  if (options.dryRun) return { id: chosen, previous: current, switched: false };
  const unlock = await takeLock(target);
  try {
    await switchTo(target, manifest, options);
  } finally {
    await unlock();
  }
  return { id: chosen, previous: current, switched: true };
}

/**
 * Promotes the whole release `id` of `from` (staging) to `to` (production): the same bytes by
 * server-side copies (create-only assets, the release's objects), recorded and switched. No
 * build, no upload from this machine.
 */
export async function promote(
  from: ReleaseTarget,
  to: ReleaseTarget,
  id: string,
  options: ReleaseOptions = {},
) {
  const previous = (await servingOf(to))?.id;
  const manifest = await manifestOf(from, id);
  if (!manifest) throw new Error(`staging has no whole release ${id}`);
  const missing = await verify(from, manifest);
  if (missing.length > 0)
    throw new Error(`staging release ${id} lacks ${missing.length} object(s); nothing was copied`);
  const storedAssets = await listKeys(to, to.assets);
  const stored = await listKeys(to, releasePrefix(to, id));
  const copies = [
    ...Object.entries(manifest.assets)
      .filter(([name]) => !storedAssets.has(to.assets + name))
      .map(([name]) => [from.assets + name, to.assets + name] as const),
    ...Object.entries(manifest.objects)
      .filter(([path, expected]) => !holds(stored.get(releasePrefix(to, id) + path), expected))
      .map(([path]) => [releasePrefix(from, id) + path, releasePrefix(to, id) + path] as const),
  ];
  if (options.dryRun) return { id, previous, copied: copies.length, switched: false };
  const unlock = await takeLock(to);
  try {
    if (!(await manifestOf(to, id))) {
      await putJson(to, planKey(to, id), manifest);
      // The copy keeps each object's headers (content type, cache control): MetadataDirective COPY.
      await each(copies, ([source, key]) =>
        to.s3.send(
          new CopyObjectCommand({
            Bucket: to.bucket,
            Key: key,
            CopySource: encodeURI(`${from.bucket}/${source}`),
            MetadataDirective: "COPY",
          }),
        ),
      );
      const lost = await verify(to, manifest);
      if (lost.length > 0)
        throw new Error(`the copy lacks ${lost.length} object(s): ${lost.slice(0, 3).join(", ")}`);
      await options.onEdge?.({ kind: "release", id, edge: manifest.edge, originPath: originPathOf(to, id) });
      await putJson(to, manifestKey(to, id), manifest);
    }
    await switchTo(to, manifest, options);
  } finally {
    await unlock();
  }
  return { id, previous, copied: copies.length, switched: true };
}

/**
 * The `_astro/` names the release `id` needs, read from the bucket: what its pages name, and what
 * those scripts and styles name in turn (a module imports its chunks, a style its fonts).
 */
async function assetsReferenced(
  target: ReleaseTarget,
  id: string,
  store: ReadonlySet<string>,
): Promise<Set<string>> {
  const prefix = releasePrefix(target, id);
  const pages = [...(await listKeys(target, prefix)).keys()].filter((key) => key.endsWith(".html"));
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (text: string) => {
    for (const name of assetNamesIn(text))
      if (!found.has(name)) {
        found.add(name);
        if (/\.(js|mjs|css)$/.test(name) && store.has(name)) queue.push(name);
      }
  };
  for (const key of pages) add((await getBytes(target, key))?.toString("utf8") ?? "");
  while (queue.length > 0) {
    const name = queue.pop() ?? "";
    add((await getBytes(target, target.assets + name))?.toString("utf8") ?? "");
  }
  return found;
}

/**
 * Keeps the newest `keep` whole releases and the serving one; deletes the other releases'
 * objects and records, and the assets no kept release needs. Safe by construction: what a kept
 * release needs is read from its pages in the bucket (and its manifest), and only keys that a
 * record of this site names are ever deleted (another tool's objects are never touched).
 * Refuses a site without records unless `force`, and a site whose release is running.
 */
export async function prune(
  target: ReleaseTarget,
  keep: number,
  options: { dryRun?: boolean; force?: boolean } = {},
) {
  const { ids, begun, current } = await releasesOf(target);
  if (ids.length === 0 && !options.force)
    throw new Error(
      `s3://${target.bucket}/${target.site} has no release records under ${target.records}: ` +
        "its objects were not written by this tool, so nothing is deleted (add --force to prune only what records name)",
    );
  const lock = await getJson<Lock>(target, lockKey(target));
  if (lock && !isStale(lock, new Date())) throw lockedError(lock);
  const kept = new Set([...ids.slice(-keep), ...(current ? [current] : [])]);
  const records = await Promise.all(
    [...ids, ...begun].map(async (id) => ({
      id,
      manifest: await getJson<Manifest>(
        target,
        ids.includes(id) ? manifestKey(target, id) : planKey(target, id),
      ),
    })),
  );
  const store = await listKeys(target, target.assets);
  const names = new Set([...store.keys()].map((key) => key.slice(target.assets.length)));
  const needed = new Set<string>();
  for (const { id, manifest } of records.filter((record) => kept.has(record.id))) {
    Object.keys(manifest?.assets ?? {}).forEach((name) => needed.add(name));
    (await assetsReferenced(target, id, names)).forEach((name) => needed.add(name));
  }
  const dropped = records.filter((record) => !kept.has(record.id));
  const written = new Set(records.flatMap((record) => Object.keys(record.manifest?.assets ?? {})));
  const deleted: string[] = [];
  for (const { id, manifest } of dropped) {
    const ownKeys = new Set(
      Object.keys(manifest?.objects ?? {}).map((path) => releasePrefix(target, id) + path),
    );
    for (const key of (await listKeys(target, releasePrefix(target, id))).keys())
      if (ownKeys.has(key)) deleted.push(key);
    for (const key of (await listKeys(target, `${target.records}${id}/`)).keys()) deleted.push(key);
  }
  // A shared asset store is named by other bundles' releases too: no bundle prunes it.
  if (!target.sharedAssets)
    for (const name of names) if (written.has(name) && !needed.has(name)) deleted.push(target.assets + name);
  if (!options.dryRun)
    for (let start = 0; start < deleted.length; start += 1000) {
      const Objects = deleted.slice(start, start + 1000).map((Key) => ({ Key }));
      const answer = await target.s3.send(
        new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects } }),
      );
      if ((answer.Errors ?? []).length > 0)
        throw new Error(
          `the store refused to delete ${answer.Errors?.length} object(s): ${answer.Errors?.[0]?.Key} (${answer.Errors?.[0]?.Code})`,
        );
    }
  return {
    kept: [...kept].sort(),
    dropped: dropped.map((record) => record.id).sort(),
    deleted: deleted.sort(),
  };
}

/**
 * The site paths (`/login`, `/login.html`) whose bytes differ between two releases (all of the
 * second's without a first): the purge list of a switch.
 */
export async function changedPaths(
  target: ReleaseTarget,
  from: string | undefined,
  to: string,
): Promise<string[]> {
  const [before, after] = await Promise.all([
    from ? manifestOf(target, from) : undefined,
    manifestOf(target, to),
  ]);
  return Object.entries(after?.objects ?? {})
    .filter(([path, { md5: sum }]) => before?.objects[path]?.md5 !== sum)
    .map(([path]) => `/${path}`)
    .sort();
}
