/** Reading the built output in tests: dist/<bundle>/ folders and their HTML files. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const distDir = resolve(process.env.DIST_DIR ?? "dist");

/** The file that serves `path` in a bundle, as the servers resolve it (exact, .html, /index.html). */
export function fileFor(bundle: string, path: string): string | undefined {
  const base = join(distDir, bundle, decodeURIComponent(path));
  return [base, `${base}.html`, join(base, "index.html")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Every file of a bundle, as paths relative to the bundle root with a leading slash. */
export function filesOf(bundle: string): string[] {
  const root = join(distDir, bundle);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [`/${relative(root, join(dir, entry.name))}`],
    );
  return walk(root);
}

export function read(bundle: string, file: string): string {
  return readFileSync(join(distDir, bundle, file), "utf8");
}
