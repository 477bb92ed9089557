/** Whether dist/ is older than the sources it is built from (used by `npm start`). */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["src", "hosts", "public", "astro.config.mjs", "package-lock.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** True when dist/build.json exists, lists every bundle, and is newer than every source file. */
export function distIsFresh(root: string, distDir: string, bundleCount: number): boolean {
  const stamp = join(distDir, "build.json");
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  const listed = readdirSync(distDir).filter((name) => existsSync(join(distDir, name, "index.html"))).length;
  return listed >= bundleCount && SOURCES.every((source) => newestMtime(join(root, source)) < built);
}
