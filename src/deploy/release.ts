/**
 * Releases one built bundle to S3-compatible object storage, and rolls it back (decisions 100
 * and 250): assets first and create-only, the HTML last, so a failure leaves the previous release
 * serving; each release keeps a manifest and a copy of its HTML.
 */
import { spawnSync } from "node:child_process";
import { hash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Bundle } from "../config/bundles.ts";
import { contentTypeOf } from "./mime.ts";
import { CACHE_CONTROL } from "./security-headers.ts";

/** The store of one bundle's release and its key prefixes, each "" or ending in "/". */
export interface ReleaseTarget {
  s3: S3Client;
  bucket: string;
  /** The site root: the bundle's pages and files. */
  root: string;
  /** Where the hashed `_astro/` files go: under the root, or one prefix shared by the bundles. */
  assets: string;
  /** Manifests and HTML copies of each release, and which release is serving. */
  releases: string;
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

/**
 * The target of a bundle. `sharedAssets`: the bundle was built with a shared asset prefix
 * (ASSETS_PREFIX), whose files then go once to `<prefix>/_astro/` of a shared RELEASE_TARGET.
 */
export function targetOf(bundle: Bundle, env: NodeJS.ProcessEnv, sharedAssets = false): ReleaseTarget {
  const hostUrls = bundle.hostnames.map((name) => `https://${name}`);
  if (env.RELEASE_TARGET) {
    const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(env.RELEASE_TARGET.trim());
    if (!match?.[1]) throw new Error(`RELEASE_TARGET "${env.RELEASE_TARGET}" is not s3://bucket/prefix`);
    const prefix = folder(match[2] ?? "");
    const root = `${prefix}${bundle.id}/`;
    const assets = sharedAssets ? `${prefix}_astro/` : `${root}_astro/`;
    const releases = `${prefix}_releases/${bundle.id}/`;
    return { s3: clientOf(env), bucket: match[1], root, assets, releases, baseUrls: hostUrls };
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
  const root = folder(own.prefix ?? "");
  return {
    s3: clientOf(env, own.region),
    bucket: own.bucket,
    root,
    assets: `${root}_astro/`,
    releases: `${root}_releases/`,
    baseUrls: own.publicBaseUrl ? [own.publicBaseUrl.replace(/\/+$/, "")] : hostUrls,
  };
}

/** One object the release puts: its key, bytes and headers. */
interface Item {
  key: string;
  kind: "asset" | "static" | "html";
  body: Buffer;
  md5: string;
}

interface Manifest {
  /** Every object of the release by key: MD5 (the ETag of a single-part upload) and size. */
  objects: Record<string, { md5: string; size: number }>;
  /** Its HTML keys, whose copies are kept under the releases prefix. */
  html: string[];
}

const md5 = (body: Uint8Array) => hash("md5", body);

/** The objects of a built bundle folder. */
function itemsOf(dir: string, target: ReleaseTarget): Item[] {
  const items: Item[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/");
    const body = readFileSync(join(dir, path));
    const add = (key: string, kind: Item["kind"]) => items.push({ key, kind, body, md5: md5(body) });
    if (path.startsWith("_astro/")) add(`${target.assets}${path.slice(7)}`, "asset");
    else if (!path.endsWith(".html")) add(`${target.root}${path}`, "static");
    else {
      add(`${target.root}${path}`, "html");
      // `a/b.html` and `a/b/index.html` are also put at `a/b`: object storage has no `try_files`,
      // and the funnel's addresses have no `.html` (`/login`, `/m/v1`).
      const alias = `${target.root}${path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
      if (alias !== target.root && !items.some((item) => item.key === alias)) add(alias, "html");
    }
  }
  return items;
}

/** Every key under `prefix` with its ETag (quotes removed). */
async function listKeys({ s3, bucket }: ReleaseTarget, prefix: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix }))
    for (const object of page.Contents ?? [])
      keys.set(object.Key ?? "", (object.ETag ?? "").replaceAll('"', ""));
  return keys;
}

async function getBytes({ s3, bucket }: ReleaseTarget, key: string): Promise<Buffer> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** A JSON record, undefined when there is none (any other failure throws: prune relies on it). */
async function getJson<T>(target: ReleaseTarget, key: string): Promise<T | undefined> {
  const body = await getBytes(target, key).catch((error: { name?: string }) => {
    if (error.name === "NoSuchKey") return undefined;
    throw error;
  });
  return body && (JSON.parse(body.toString()) as T);
}

/** HTML keys include the extensionless aliases (`login` for `login.html`). */
const putItem = ({ s3, bucket }: ReleaseTarget, item: Item) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: item.key,
      Body: item.body,
      ContentType: contentTypeOf(item.kind === "html" ? "index.html" : item.key),
      CacheControl: CACHE_CONTROL[item.kind === "asset" ? "asset" : "page"],
    }),
  );

const putJson = (target: ReleaseTarget, key: string, value: unknown) =>
  putItem(target, { key, kind: "static", body: Buffer.from(JSON.stringify(value, null, 2)), md5: "" });

/**
 * Runs `task` on every item at once (the SDK's connection pool queues what exceeds its 50
 * sockets) and waits for all before throwing the first failure, so none is still in flight.
 */
async function each<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  for (const result of await Promise.allSettled(items.map(task)))
    if (result.status === "rejected") throw result.reason;
}

const readBack = (target: ReleaseTarget, pages: readonly Item[]) =>
  each(pages, async (page) => {
    if (md5(await getBytes(target, page.key)) !== page.md5) throw new Error(`${page.key} read back differs`);
  });

/** `20261125T221154Z-c74d7ed`: sorts by time; names the commit that was built. */
function releaseId(): string {
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  const time = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  return `${time}-${git.status === 0 ? git.stdout.trim() : "uncommitted"}`;
}

/** Releases of a bundle, oldest first, and the one serving. */
export async function releasesOf(target: ReleaseTarget): Promise<{ ids: string[]; current?: string }> {
  const keys = await listKeys(target, target.releases);
  const ids = [...keys.keys()]
    .map((key) => key.slice(target.releases.length).match(/^([^/]+)\/manifest\.json$/)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();
  const current = await getJson<{ id: string }>(target, `${target.releases}current.json`);
  return { ids, current: current?.id };
}

const manifestKey = (target: ReleaseTarget, id: string) => `${target.releases}${id}/manifest.json`;
const copyKey = (target: ReleaseTarget, id: string, key: string) =>
  `${target.releases}${id}/html/${key.slice(target.root.length)}`;
const sitePath = (target: ReleaseTarget, key: string) => `/${key.slice(target.root.length)}`;

/** Puts the pages of release `id` back from their copies, and returns them. */
async function restorePages(target: ReleaseTarget, id: string): Promise<Item[]> {
  const manifest = await getJson<Manifest>(target, manifestKey(target, id));
  if (!manifest) throw new Error(`Release ${id} has no manifest under ${target.releases}`);
  const pages = await Promise.all(
    manifest.html.map(async (key): Promise<Item> => {
      const body = await getBytes(target, copyKey(target, id, key));
      return { key, kind: "html", body, md5: md5(body) };
    }),
  );
  await each(pages, (page) => putItem(target, page));
  return pages;
}

/**
 * Releases the built bundle folder `dir` to `target`: what it sent (on a dry run, what it would
 * send) and the site paths of the HTML that changed, for the CDN's purge.
 */
export async function release(
  target: ReleaseTarget,
  dir: string,
  options: { dryRun?: boolean; id?: string } = {},
) {
  const id = options.id ?? releaseId();
  const items = itemsOf(dir, target);
  const existing = new Map([
    ...(await listKeys(target, target.assets)),
    ...(await listKeys(target, target.root)),
  ]);
  // Assets are create-only: an existing key is never overwritten (its name is its content's hash).
  const send = items.filter((item) =>
    item.kind === "asset" ? !existing.has(item.key) : existing.get(item.key) !== item.md5,
  );
  const changed = send.filter((item) => existing.has(item.key)).length;
  const bytes = send.reduce((sum, item) => sum + item.body.length, 0);
  const changedPages = send.filter((item) => item.kind === "html");
  const result = {
    id,
    plan: { new: send.length - changed, changed, skipped: items.length - send.length, bytes },
    changedPaths: changedPages.map((page) => sitePath(target, page.key)),
  };
  if (options.dryRun) return result;

  const { current } = await releasesOf(target);
  // Nothing to send: the serving release is this build already, no new record.
  if (current && send.length === 0) return { ...result, id: current };
  for (const kind of ["asset", "static"])
    await each(
      send.filter((item) => item.kind === kind),
      (item) => putItem(target, item),
    );
  // Every asset the pages name (`/_astro/x.js`, or under a shared asset prefix) must be stored.
  const pages = items.filter((item) => item.kind === "html");
  const stored = await listKeys(target, target.assets);
  const named = pages.flatMap((page) =>
    [...page.body.toString().matchAll(/\/_astro\/([\w.~-]+)/g)].map((match) => target.assets + match[1]),
  );
  const missing = [...new Set(named)].filter((key) => !stored.has(key)).sort();
  if (missing.length > 0) throw new Error(`Assets the pages name are missing: ${missing.join(", ")}`);
  await each(pages, (page) => putItem(target, { ...page, key: copyKey(target, id, page.key) }));
  try {
    await each(changedPages, (page) => putItem(target, page));
    await readBack(target, changedPages);
  } catch (error) {
    // Half a switch serves a mix: the pages of the release serving before go back.
    if (current) await restorePages(target, current);
    throw error;
  }
  const manifest: Manifest = {
    objects: Object.fromEntries(items.map((item) => [item.key, { md5: item.md5, size: item.body.length }])),
    html: pages.map((page) => page.key),
  };
  await putJson(target, manifestKey(target, id), manifest);
  await putJson(target, `${target.releases}current.json`, { id });
  return result;
}

/**
 * Puts back the HTML of release `id` (default: the one before the release serving) and makes it
 * the serving release. Its assets are still there: releases never delete any. Returns the id
 * and the site paths whose bytes changed.
 */
export async function rollback(target: ReleaseTarget, id?: string) {
  const { ids, current } = await releasesOf(target);
  const chosen = id ?? ids.filter((other) => other < (current ?? "")).at(-1);
  if (!chosen || !ids.includes(chosen))
    throw new Error(id ? `No release ${id}; known: ${ids.join(", ") || "none"}` : "No earlier release");
  const before = await listKeys(target, target.root);
  const pages = await restorePages(target, chosen);
  await readBack(target, pages);
  await putJson(target, `${target.releases}current.json`, { id: chosen });
  const changed = pages.filter((page) => before.get(page.key) !== page.md5);
  return { id: chosen, changedPaths: changed.map((page) => sitePath(target, page.key)).sort() };
}

/**
 * Keeps the newest `keep` releases and the serving one; deletes the other releases' records and
 * every object under the site root (and its own asset prefix) that no kept release names. A
 * shared asset prefix is left alone: other bundles' releases name its files.
 */
export async function prune(target: ReleaseTarget, keep: number) {
  const { ids, current } = await releasesOf(target);
  const kept = new Set([...ids.slice(-keep), ...(current ? [current] : [])]);
  const named = new Set<string>();
  for (const id of kept) {
    const manifest = await getJson<Manifest>(target, manifestKey(target, id));
    Object.keys(manifest?.objects ?? {}).forEach((key) => named.add(key));
  }
  const records = await listKeys(target, target.releases);
  const site = await listKeys(target, target.root);
  const deleted = [
    ...[...site.keys()].filter((key) => !key.startsWith(target.releases) && !named.has(key)),
    // Records of dropped releases, and the HTML copies of failed ones, which have no manifest.
    ...[...records.keys()].filter((key) => {
      const id = key.slice(target.releases.length).split("/")[0] ?? "";
      return key.includes("/", target.releases.length) && !kept.has(id);
    }),
  ];
  for (let start = 0; start < deleted.length; start += 1000) {
    const Objects = deleted.slice(start, start + 1000).map((Key) => ({ Key }));
    await target.s3.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects } }));
  }
  return { dropped: ids.filter((id) => !kept.has(id)), deleted: deleted.sort() };
}
