/**
 * `npm run size`: lines of the product's source (TypeScript, TSX, Astro and build scripts in
 * src, server and hosts, outside tests), in total and per folder, after the formatter. The
 * round's goal (issue 40) is 21,000 lines or fewer; the figure is what the before-stop check
 * counts too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const TEST = /\.test\.|test-kit|test-helpers|\/tests?\//;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(path)) yield path;
  }
}

const byFolder = new Map<string, number>();
for (const top of ["src", "server", "hosts"]) {
  for (const file of sourceFiles(top)) {
    const folder = file
      .split("/")
      .slice(0, top === "src" ? 2 : 1)
      .join("/");
    const lines = readFileSync(file, "utf8").split("\n").length - 1;
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines);
  }
}
const total = [...byFolder.values()].reduce((sum, lines) => sum + lines, 0);
for (const [folder, lines] of [...byFolder].sort((a, b) => b[1] - a[1])) {
  console.log(`${String(lines).padStart(7)}  ${folder}`);
}
console.log(`${String(total).padStart(7)}  product source (goal: 21,000 or fewer)`);
