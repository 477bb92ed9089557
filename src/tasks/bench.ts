/**
 * `npm run bench`: Lighthouse (mobile form factor, Debian's Chromium) on one entry page of each
 * landing design and the main funnel pages (src/deploy/bench-pages.ts), with simulated
 * throttling (what PageSpeed Insights reports) on every page and applied throttling on a few,
 * then the time to act of each main action (issue 39, src/tasks/bench-act.ts). Each Lighthouse
 * run measures the page as built and its floor (the same HTML with every script removed) one
 * after the other, so both see the same load on the machine; the median of RUNS is kept. Each
 * action is timed in up to ACT_RUNS loads, fewer when the first ones already decide the
 * median's verdict. Writes docs/perf.md and exits non-zero when a page or an action misses a
 * target. Under 20 minutes; run it on an otherwise idle machine (decision 082).
 *
 * `-- --quick`: /login and /loan-calculator once each method, their actions in up to 3 loads,
 * about 3 minutes; `-- --only=/login,/carloan` measures just those paths. Both print the report
 * instead of writing docs/perf.md. `--no-build` measures the existing dist/.
 */
import { spawnSync } from "node:child_process";
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../../server/main.ts";
import { BUNDLES } from "../config/bundles.ts";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from "../deploy/chromium.ts";
import {
  ACT_RUNS,
  actDecided,
  actTarget,
  actWithinTarget,
  benchActions,
  entryPagesByDesign,
  benchPages,
  floorHtml,
  judge,
  median,
  methodsOf,
  RUNS,
  actVerdict,
  perfReport,
  type ActMeasurement,
  type BenchPage,
  type Measurement,
} from "../deploy/bench-pages.ts";
import { timeToAct } from "./bench-act.ts";

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const { values: flags } = parseArgs({
  options: { quick: { type: "boolean" }, only: { type: "string" }, "no-build": { type: "boolean" } },
});
const quick = flags.quick === true;
const only = flags.only?.split(",") ?? (quick ? ["/login", "/loan-calculator"] : undefined);
const runs = quick ? { simulate: 1, devtools: 1 } : RUNS;
const actRuns = quick ? 3 : ACT_RUNS;
const chosen = (page: BenchPage) => !only || only.includes(page.path);
const pages = benchPages(BUNDLES).filter(chosen);
const actions = benchActions(entryPagesByDesign(BUNDLES)).filter(chosen);
const chromePath = process.env.CHROME_PATH ?? SYSTEM_CHROMIUM;

const loadBefore = loadavg()[0] ?? 0;
const started = Date.now();
const minutes = (since: number) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;
if (!flags["no-build"]) {
  const ids = [...new Set([...pages, ...actions].map((page) => page.bundle))];
  const build = spawnSync(process.execPath, [join(root, "src/tasks/build.ts"), ...ids], {
    stdio: "inherit",
    cwd: root,
  });
  if (build.status !== 0) process.exit(1);
}
/** A copy of the bundles under test with every script removed from every HTML file. */
function floorDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "funnel-floor-"));
  for (const bundle of new Set(pages.map((page) => page.bundle))) {
    cpSync(join(distDir, bundle), join(dir, bundle), { recursive: true });
    for (const file of globSync("**/*.html", { cwd: join(dir, bundle) }).map((html) =>
      join(dir, bundle, html),
    ))
      writeFileSync(file, floorHtml(readFileSync(file, "utf8")));
  }
  return dir;
}

const quiet = { info() {}, warn() {}, error: (m: string) => console.error(m) };
// Development mode serves the pages as production does (compressed, the same headers but HSTS,
// which plain HTTP ignores) and gives the time to act its sessions and SMS codes; the visitors
// share one address, so its SMS limit per address is lifted.
const serve = (dir: string) =>
  startServer({
    port: 0,
    distDir: dir,
    mode: "development",
    dataDir: mkdtempSync(join(tmpdir(), "bench-")),
    logger: quiet,
    smsLimits: { ip: { perMinute: 1e6, perHour: 1e6, perDay: 1e6 } },
  });
const built = await serve(distDir);
const floorDir = floorDist();
const floor = await serve(floorDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
let lighthouseVersion = "";

/** One Lighthouse run: LCP, TBT and the performance score. */
async function lighthouseRun(url: string, method: Measurement["method"]) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    { extends: "lighthouse:default", settings: { throttlingMethod: method } },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  lighthouseVersion = lhr.lighthouseVersion;
  return {
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    score: lhr.categories.performance?.score ?? 0,
  };
}

const chromiumVersion =
  spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim() || "Chromium";

const rows: Measurement[] = [];
const acts: ActMeasurement[] = [];
let actBrowser: Browser | undefined;
try {
  for (const page of pages) {
    for (const method of methodsOf(page)) {
      const asBuilt: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
      const floors: typeof asBuilt = [];
      for (let run = 0; run < runs[method]; run += 1) {
        asBuilt.push(
          await lighthouseRun(`http://${page.bundle}.localhost:${built.port}${page.path}`, method),
        );
        floors.push(await lighthouseRun(`http://${page.bundle}.localhost:${floor.port}${page.path}`, method));
      }
      const row: Measurement = {
        ...page,
        method,
        lcp: median(asBuilt.map((s) => s.lcp)),
        floorLcp: median(floors.map((s) => s.lcp)),
        tbt: median(asBuilt.map((s) => s.tbt)),
        score: median(asBuilt.map((s) => s.score)),
      };
      rows.push(row);
      const verdict = judge(row).join("; ") || "meets targets";
      console.log(
        `${method} ${page.bundle}${page.path}: LCP ${Math.round(row.lcp)} ms (floor ${Math.round(row.floorLcp)}), TBT ${Math.round(row.tbt)} ms, score ${row.score} — ${verdict}`,
      );
    }
  }
  actBrowser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_FLAGS] });
  for (const action of actions) {
    const actStarted = Date.now();
    const times: number[] = [];
    let error: string | undefined;
    while (!actDecided(times, actTarget(action), actRuns)) {
      try {
        times.push(await timeToAct(actBrowser, built.port, action));
      } catch (problem) {
        // The tap did not act (or the visitor could not get to it): over the target, and why.
        times.push(Infinity);
        error ??= String(problem).split("\n")[0];
      }
    }
    const act = { ...action, times, ...(error ? { error } : {}) };
    acts.push(act);
    console.log(
      `act ${action.bundle}${action.path} ${action.name} (${action.visitor ?? "new"}): ${times.map(Math.round).join(", ")} ms — ${actVerdict(act)} (${minutes(actStarted)})`,
    );
  }
} finally {
  await chrome.kill();
  await actBrowser?.close();
  await built.close();
  await floor.close();
  rmSync(floorDir, { recursive: true, force: true });
}

const report = perfReport(
  {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GB`,
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    runs,
    actRuns,
    loadBefore,
    loadAfter: loadavg()[0] ?? 0,
  },
  rows,
  acts,
);
if (only) console.log(report);
else writeFileSync(join(root, "docs/perf.md"), report);
const missed = [
  ...rows.filter((row) => judge(row).length > 0),
  ...acts.filter((act) => !actWithinTarget(act)),
].length;
console.log(
  `bench: ${rows.length + acts.length - missed} passed, ${missed} failed in ${minutes(started)}${only ? "" : " (docs/perf.md)"}`,
);
process.exit(missed === 0 ? 0 : 1);
