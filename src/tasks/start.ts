/**
 * `npm start`: builds every bundle when the build is missing or older than the sources,
 * then starts the reference server, which prints one URL per bundle.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUNDLES } from "../config/bundles.ts";
import { serve } from "./serve.ts";

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const SOURCES = ["src", "hosts", "public", "astro.config.mjs", "package-lock.json"];

/** The newest modification time of a file or of anything in a folder (0 when it is missing). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const inside = statSync(path).isDirectory() ? readdirSync(path, { recursive: true }) : [];
  return Math.max(...["", ...inside].map((name) => statSync(join(path, String(name))).mtimeMs));
}

/** True when dist/build.json exists, every bundle is built, and it is newer than every source file. */
function distIsFresh(): boolean {
  const stamp = join(distDir, "build.json");
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  const listed = readdirSync(distDir).filter((name) => existsSync(join(distDir, name, "index.html"))).length;
  return listed >= BUNDLES.length && SOURCES.every((source) => newestMtime(join(root, source)) < built);
}

if (distIsFresh()) {
  console.log("The build in dist/ is up to date.");
} else {
  const build = spawnSync(process.execPath, [resolve(root, "src/tasks/build.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// With the preview studio in development mode, as `npm run serve`.
await serve();
