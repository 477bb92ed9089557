/**
 * Releases for an nginx host (decision 456): the same layout as on object storage, on disk.
 * `<root>/<bundle>/releases/<id>/` holds a release's pages and public files, written under a
 * temporary name and renamed into place whole; `<root>/<bundle>/_astro/` is the create-only
 * store of hashed files every release shares (a page opened before a switch still finds its
 * chunks); `<root>/<bundle>/current` is a symbolic link to the serving release, replaced by
 * rename(2), which is atomic: a request sees the old release or the new one, never a mix.
 */
import { existsSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { itemsOf } from "./release.ts";

/** The release `current` names, or undefined before the first switch. */
export function servingOnDisk(root: string, bundle: string): string | undefined {
  const link = join(root, bundle, "current");
  if (!existsSync(link)) return undefined;
  return readlinkSync(link).replace(/^releases\//, "");
}

/** Points `current` at the whole release `id`: one rename of a new link over the old one. */
export function switchOnDisk(root: string, bundle: string, id: string): void {
  if (!/^[a-z0-9-]+$/.test(id) || !existsSync(join(root, bundle, "releases", id, "404.html")))
    throw new Error(
      `Release ${id} is not a whole release in ${join(root, bundle, "releases")} (no 404.html)`,
    );
  const link = join(root, bundle, "current");
  const next = `${link}.${process.pid}.next`;
  rmSync(next, { force: true });
  symlinkSync(`releases/${id}`, next);
  renameSync(next, link);
}

/**
 * Writes the built folder `dir` as release `id` of `bundle` under `root` and switches to it.
 * Assets already in the store are kept as they are (same name, same bytes: they are hashed).
 */
export function releaseToDisk(dir: string, root: string, bundle: string, id: string): { sent: number } {
  const { items } = itemsOf(dir);
  if (!items.some((item) => item.path === "404.html"))
    throw new Error(`${dir} has no 404.html: build it first (npm run build -- ${bundle})`);
  const base = join(root, bundle);
  const final = join(base, "releases", id);
  const partial = `${final}.partial`;
  rmSync(partial, { recursive: true, force: true });
  let sent = 0;
  for (const item of items) {
    // The extensionless aliases are for object storage; nginx finds `a.html` by try_files.
    if (item.kind === "html" && !item.path.endsWith(".html")) continue;
    const file = item.kind === "asset" ? join(base, "_astro", item.path) : join(partial, item.path);
    mkdirSync(dirname(file), { recursive: true });
    if (item.kind === "asset") {
      if (existsSync(file)) continue;
      // Written beside, then renamed: a reader never sees half an asset.
      writeFileSync(`${file}.${process.pid}.part`, item.body);
      renameSync(`${file}.${process.pid}.part`, file);
    } else writeFileSync(file, item.body);
    sent += 1;
  }
  if (existsSync(final)) rmSync(partial, { recursive: true, force: true });
  else renameSync(partial, final);
  switchOnDisk(root, bundle, id);
  return { sent };
}
