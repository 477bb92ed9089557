/**
 * `npm run size`: lines of the product's source (TypeScript, TSX, Astro and build scripts in
 * src, server and hosts, outside tests), in total and per folder, after the formatter. The
 * round's goal (issue 40) is 21,000 lines or fewer; the figure is what the before-stop check
 * counts too.
 */
import { globSync, readFileSync } from "node:fs";

const TEST = /\.test\.|test-kit|test-helpers|\/tests?\//;

const byFolder = new Map<string, number>();
for (const file of globSync("{src,server,hosts}/**/*.{ts,tsx,astro,mjs}").sort()) {
  if (TEST.test(file)) continue;
  const folder = file
    .split("/")
    .slice(0, file.startsWith("src/") ? 2 : 1)
    .join("/");
  const lines = readFileSync(file, "utf8").split("\n").length - 1;
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines);
}
const total = [...byFolder.values()].reduce((sum, lines) => sum + lines, 0);
for (const [folder, lines] of [...byFolder].sort((a, b) => b[1] - a[1])) {
  console.log(`${String(lines).padStart(7)}  ${folder}`);
}
console.log(`${String(total).padStart(7)}  product source (goal: 21,000 or fewer)`);
