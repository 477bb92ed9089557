/**
 * `npm run bench`: Lighthouse (mobile form factor, simulated 4G throttling, Debian's Chromium)
 * on every entry page of the default bundle, one entry page of each landing design and the
 * main funnel pages. Each page is measured twice in the same run: as built, and as the same
 * HTML with every script removed (the floor: what first paint costs without JavaScript).
 * Targets: LCP within 5 % of the floor, total blocking time at most 50 ms, performance score
 * at least 0.98. Writes docs/perf.md and exits non-zero when a target is missed.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../../server/main.ts";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from "../deploy/chromium.ts";
import { BENCH_PAGES, TARGETS, floorHtml, judge, type Measurement } from "../deploy/bench-pages.ts";

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const runs = Number(process.env.BENCH_RUNS ?? 1);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(process.execPath, [join(root, "src/tasks/build.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (build.status !== 0) process.exit(1);
}

/** A copy of the bundles under test with every script removed from every HTML file. */
function floorDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "funnel-floor-"));
  for (const bundle of new Set(BENCH_PAGES.map((page) => page.bundle))) {
    cpSync(join(distDir, bundle), join(dir, bundle), { recursive: true });
    for (const entry of readdirSync(join(dir, bundle), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
      const file = join(entry.parentPath, entry.name);
      writeFileSync(file, floorHtml(readFileSync(file, "utf8")));
    }
  }
  return dir;
}

const quiet = { info() {}, warn() {}, error: (m: string) => console.error(m) };
const built = await startServer({
  port: 0,
  distDir,
  mode: "production",
  dataDir: mkdtempSync(join(tmpdir(), "bench-")),
  logger: quiet,
});
const floorDir = floorDist();
const floor = await startServer({
  port: 0,
  distDir: floorDir,
  mode: "production",
  dataDir: mkdtempSync(join(tmpdir(), "bench-")),
  logger: quiet,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

async function measure(url: string): Promise<{ lcp: number; tbt: number; score: number }> {
  const samples: { lcp: number; tbt: number; score: number }[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    samples.push({
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      score: lhr.categories.performance?.score ?? 0,
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    score: median(samples.map((s) => s.score)),
  };
}

const rows: Measurement[] = [];
try {
  for (const page of BENCH_PAGES) {
    const path = `${page.path}`;
    const asBuilt = await measure(`http://${page.bundle}.localhost:${built.port}${path}`);
    const withoutJs = await measure(`http://${page.bundle}.localhost:${floor.port}${path}`);
    rows.push({ ...page, ...asBuilt, floorLcp: withoutJs.lcp });
    console.log(
      `${page.bundle}${path}: LCP ${asBuilt.lcp.toFixed(0)} ms (floor ${withoutJs.lcp.toFixed(0)}), TBT ${asBuilt.tbt.toFixed(0)} ms, score ${asBuilt.score}`,
    );
  }
} finally {
  await chrome.kill();
  await built.close();
  await floor.close();
  rmSync(floorDir, { recursive: true, force: true });
}

const verdicts = rows.map((row) => ({ row, problems: judge(row) }));
const fmt = (ms: number) => `${Math.round(ms)}`;
const lines = [
  "# Performance figures",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GB, Lighthouse mobile with simulated throttling, Debian Chromium, ${runs} run(s) per page (median).`,
  "",
  `Targets: LCP within ${TARGETS.lcpOverFloor * 100} % of the floor (the same HTML without any script), TBT at most ${TARGETS.tbtMs} ms, performance score at least ${TARGETS.score}.`,
  "",
  "| bundle | page | LCP ms | floor LCP ms | LCP / floor | TBT ms | score | verdict |",
  "|---|---|---:|---:|---:|---:|---:|---|",
  ...verdicts.map(
    ({ row, problems }) =>
      `| ${row.bundle} | ${row.path} | ${fmt(row.lcp)} | ${fmt(row.floorLcp)} | ${(row.lcp / row.floorLcp).toFixed(3)} | ${fmt(row.tbt)} | ${row.score.toFixed(2)} | ${problems.length === 0 ? "meets targets" : problems.join("; ")} |`,
  ),
  "",
];
writeFileSync(join(root, "docs/perf.md"), lines.join("\n"));
const missed = verdicts.filter((v) => v.problems.length > 0).length;
console.log(`bench: ${rows.length - missed} passed, ${missed} failed (docs/perf.md)`);
process.exit(missed === 0 ? 0 : 1);
