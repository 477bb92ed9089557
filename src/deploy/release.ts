/**
 * Releases one built bundle to S3-compatible object storage (issue 41, decision 100): hashed
 * `_astro/` files first (create-only, immutable), then the other static files, then the HTML
 * (no-cache), each skipped when the store already holds the same bytes. Before the HTML is
 * switched every asset a page names must exist; after it, every page is read back and compared,
 * and a failed switch puts the previous release's pages back. Each release keeps a manifest and
 * a copy of its HTML, so `rollback` restores a release's pages byte for byte.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { contentTypeOf } from "./mime.ts";
import type { ReleaseTarget } from "./release-target.ts";
import { CACHE_CONTROL } from "./security-headers.ts";

type Kind = "asset" | "static" | "html";

/** One object the release puts: its key, bytes and headers. */
interface Item {
  key: string;
  kind: Kind;
  body: Buffer;
  md5: string;
}

interface Manifest {
  id: string;
  bundle: string;
  created: string;
  /** Every object of the release by key: MD5 (the ETag of a single-part upload) and size. */
  objects: Record<string, { md5: string; size: number }>;
  /** Its HTML keys, whose copies are kept under the releases prefix. */
  html: string[];
}

/** What one release did (or, on a dry run, would do): a release sends all it plans or fails. */
export interface ReleaseResult {
  id: string;
  plan: Record<"new" | "changed" | "skipped", number> & { bytes: number };
  /** Site paths of the HTML that changed, for the CDN's purge. */
  changedPaths: string[];
}

const ORDER: Kind[] = ["asset", "static", "html"];

const md5 = (body: Uint8Array) => createHash("md5").update(body).digest("hex");
/** HTML keys include the extensionless aliases (`login` for `login.html`). */
const contentType = (item: Item) => contentTypeOf(item.kind === "html" ? ".html" : item.key);

/**
 * `a/b.html` and `a/b/index.html` are also put at `a/b`: object storage has no `try_files`, and
 * the funnel's addresses have no `.html` (`/login`, `/m/v1`).
 */
function aliasOf(path: string): string | undefined {
  const bare = path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return bare === "" || bare === path ? undefined : bare;
}

/** The objects of a built bundle folder, in upload order. */
function itemsOf(dir: string, target: ReleaseTarget): Item[] {
  const items: Item[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/");
    const body = readFileSync(join(dir, path));
    const add = (key: string, kind: Kind) => items.push({ key, kind, body, md5: md5(body) });
    if (path.startsWith("_astro/")) add(`${target.assets}${path.slice(7)}`, "asset");
    else if (!path.endsWith(".html")) add(`${target.root}${path}`, "static");
    else {
      add(`${target.root}${path}`, "html");
      const alias = aliasOf(path);
      if (alias && !items.some((item) => item.key === `${target.root}${alias}`))
        add(`${target.root}${alias}`, "html");
    }
  }
  return items.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.key.localeCompare(b.key));
}

/** Every key under `prefix` with its ETag (quotes removed). */
async function listKeys(s3: S3Client, bucket: string, prefix: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix }))
    for (const object of page.Contents ?? [])
      keys.set(object.Key ?? "", (object.ETag ?? "").replaceAll('"', ""));
  return keys;
}

async function getBytes(s3: S3Client, bucket: string, key: string): Promise<Buffer> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** A JSON record, undefined when there is none (any other failure throws: prune relies on it). */
const getJson = async <T>(s3: S3Client, bucket: string, key: string): Promise<T | undefined> => {
  const missing = (error: { name?: string }) =>
    error.name === "NoSuchKey" ? Buffer.from("null") : Promise.reject(error);
  return JSON.parse((await getBytes(s3, bucket, key).catch(missing)).toString()) ?? undefined;
};

const putJson = (s3: S3Client, bucket: string, key: string, value: unknown) =>
  putItem(s3, bucket, { key, kind: "static", body: Buffer.from(JSON.stringify(value, null, 2)), md5: "" });

const putItem = (s3: S3Client, bucket: string, item: Item) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: item.key,
      Body: item.body,
      ContentType: contentType(item),
      CacheControl: CACHE_CONTROL[item.kind === "asset" ? "asset" : "page"],
    }),
  );

/** Runs `task` over `items`, eight at a time. */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(8, items.length) }, worker));
}

/** Reads each page back and compares it with what was sent. */
const readBack = (s3: S3Client, bucket: string, pages: readonly Item[]) =>
  inParallel(pages, async (page) => {
    if (md5(await getBytes(s3, bucket, page.key)) !== page.md5)
      throw new Error(`${page.key} read back differs`);
  });

/** `20261125T221154Z-c74d7ed`: sorts by time; names the commit that was built. */
function releaseId(now = new Date(), commit = headCommit()): string {
  return `${now.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}-${commit}`;
}

function headCommit(): string {
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "uncommitted";
}

/** Every asset the pages name (`/_astro/x.js`, or under a shared asset prefix) must be stored. */
async function assertAssetsExist(s3: S3Client, target: ReleaseTarget, pages: readonly Item[]): Promise<void> {
  const stored = await listKeys(s3, target.bucket, target.assets);
  const named = pages.flatMap((page) =>
    [...page.body.toString().matchAll(/\/_astro\/([\w.~-]+)/g)].map((match) => target.assets + match[1]),
  );
  const missing = [...new Set(named)].filter((key) => !stored.has(key)).sort();
  if (missing.length > 0) throw new Error(`Assets the pages name are missing: ${missing.join(", ")}`);
}

/** Releases of a bundle, oldest first, and the one serving. */
export async function releasesOf(
  s3: S3Client,
  target: ReleaseTarget,
): Promise<{ ids: string[]; current?: string }> {
  const keys = await listKeys(s3, target.bucket, target.releases);
  const ids = [...keys.keys()]
    .map((key) => key.slice(target.releases.length).match(/^([^/]+)\/manifest\.json$/)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();
  const current = await getJson<{ id: string }>(s3, target.bucket, `${target.releases}current.json`);
  return { ids, current: current?.id };
}

const copyKey = (target: ReleaseTarget, id: string, key: string) =>
  `${target.releases}${id}/html/${key.slice(target.root.length)}`;
const sitePath = (target: ReleaseTarget, key: string) => `/${key.slice(target.root.length)}`;

async function restorePages(s3: S3Client, target: ReleaseTarget, id: string): Promise<Item[]> {
  const manifest = await getJson<Manifest>(s3, target.bucket, `${target.releases}${id}/manifest.json`);
  if (!manifest) throw new Error(`Release ${id} has no manifest under ${target.releases}`);
  const pages: Item[] = [];
  await inParallel(manifest.html, async (key) => {
    const body = await getBytes(s3, target.bucket, copyKey(target, id, key));
    pages.push({ key, kind: "html", body, md5: md5(body) });
  });
  await inParallel(pages, (page) => putItem(s3, target.bucket, page));
  return pages;
}

/** Releases the built bundle folder `dir` of `bundle` to `target`. */
export async function release(
  s3: S3Client,
  target: ReleaseTarget,
  bundle: string,
  dir: string,
  options: { dryRun?: boolean; id?: string } = {},
): Promise<ReleaseResult> {
  const id = options.id ?? releaseId();
  const items = itemsOf(dir, target);
  const existing = new Map([
    ...(await listKeys(s3, target.bucket, target.assets)),
    ...(await listKeys(s3, target.bucket, target.root)),
  ]);
  // Assets are create-only: an existing key is never overwritten (its name is its content's hash).
  const send = items.filter((item) =>
    item.kind === "asset" ? !existing.has(item.key) : existing.get(item.key) !== item.md5,
  );
  const changed = send.filter((item) => existing.has(item.key)).length;
  const bytes = send.reduce((sum, item) => sum + item.body.length, 0);
  const result: ReleaseResult = {
    id,
    plan: { new: send.length - changed, changed, skipped: items.length - send.length, bytes },
    changedPaths: send.flatMap((item) => (item.kind === "html" ? [sitePath(target, item.key)] : [])),
  };
  if (options.dryRun) return result;

  const { current } = await releasesOf(s3, target);
  // Nothing to send: the serving release is this build already, no new record.
  if (current && send.length === 0) return { ...result, id: current };
  const pages = items.filter((item) => item.kind === "html");
  for (const kind of ["asset", "static"] as const)
    await inParallel(
      send.filter((item) => item.kind === kind),
      (item) => putItem(s3, target.bucket, item),
    );
  await assertAssetsExist(s3, target, pages);
  await inParallel(pages, (page) =>
    putItem(s3, target.bucket, { ...page, key: copyKey(target, id, page.key) }),
  );
  const changedPages = send.filter((item) => item.kind === "html");
  try {
    await inParallel(changedPages, (page) => putItem(s3, target.bucket, page));
    await readBack(s3, target.bucket, changedPages);
  } catch (error) {
    // Half a switch serves a mix: the pages of the release serving before go back.
    if (current) await restorePages(s3, target, current);
    throw error;
  }
  const manifest: Manifest = {
    id,
    bundle,
    created: new Date().toISOString(),
    objects: Object.fromEntries(items.map((item) => [item.key, { md5: item.md5, size: item.body.length }])),
    html: pages.map((page) => page.key),
  };
  await putJson(s3, target.bucket, `${target.releases}${id}/manifest.json`, manifest);
  await putJson(s3, target.bucket, `${target.releases}current.json`, { id });
  return result;
}

/**
 * Puts back the HTML of release `id` (default: the one before the release serving) and makes it
 * the serving release. Its assets are still there: releases never delete any. Returns the id
 * and the site paths whose bytes changed.
 */
export async function rollback(
  s3: S3Client,
  target: ReleaseTarget,
  id?: string,
): Promise<{ id: string; changedPaths: string[] }> {
  const { ids, current } = await releasesOf(s3, target);
  const chosen = id ?? ids.filter((other) => other < (current ?? "")).at(-1);
  if (!chosen || !ids.includes(chosen))
    throw new Error(id ? `No release ${id}; known: ${ids.join(", ") || "none"}` : "No earlier release");
  const before = await listKeys(s3, target.bucket, target.root);
  const pages = await restorePages(s3, target, chosen);
  await readBack(s3, target.bucket, pages);
  await putJson(s3, target.bucket, `${target.releases}current.json`, { id: chosen });
  const changed = pages.filter((page) => before.get(page.key) !== page.md5);
  return { id: chosen, changedPaths: changed.map((page) => sitePath(target, page.key)).sort() };
}

/**
 * Keeps the newest `keep` releases and the serving one; deletes the other releases' records and
 * every object under the site root (and its own asset prefix) that no kept release names. A
 * shared asset prefix is left alone: other bundles' releases name its files.
 */
export async function prune(
  s3: S3Client,
  target: ReleaseTarget,
  keep: number,
): Promise<{ dropped: string[]; deleted: string[] }> {
  const { ids, current } = await releasesOf(s3, target);
  const kept = new Set([...ids.slice(-keep), ...(current ? [current] : [])]);
  const named = new Set<string>();
  for (const id of kept) {
    const manifest = await getJson<Manifest>(s3, target.bucket, `${target.releases}${id}/manifest.json`);
    Object.keys(manifest?.objects ?? {}).forEach((key) => named.add(key));
  }
  const dropped = ids.filter((id) => !kept.has(id));
  const records = await listKeys(s3, target.bucket, target.releases);
  const site = await listKeys(s3, target.bucket, target.root);
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
    await s3.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects } }));
  }
  return { dropped, deleted: deleted.sort() };
}
