/**
 * `npm run bench`: Lighthouse on the pages of bench-plan.ts, each beside its floor in the same
 * run so both see the same load on the machine (decisions 082, 340), then the time to act of
 * each main action (issue 39, decision 130). Writes docs/perf.md; exits non-zero on a miss.
 * `-- --quick` (about 3 minutes) and `-- --only=/login,/carloan` print the report instead;
 * `--no-build` measures the existing dist/.
 */
import { spawnSync } from "node:child_process";
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { devices, type Browser, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { startServer } from "../../server/main.ts";
import { BUNDLES } from "../config/bundles.ts";
import {
  CHROMIUM_FLAGS,
  devCall,
  devSession,
  launchChromium,
  SYSTEM_CHROMIUM,
  visitorStorage,
} from "../deploy/chromium.ts";
import {
  actDecided,
  type Action,
  type ActMeasurement,
  actRow,
  benchPlan,
  CODE_TEXT,
  floorHtml,
  lcpRow,
  type Measurement,
  median,
  methodsOf,
  missed,
  pageDecided,
  perfReport,
  PHONE_TEXT,
  RUNS,
} from "./bench-plan.ts";

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const slow4G = throttling.mobileSlow4G;

/** A copy of the bundles of `pages` with every script removed from every HTML file. */
function floorDist(pages: readonly { bundle: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), "funnel-floor-"));
  for (const bundle of new Set(pages.map((page) => page.bundle)))
    cpSync(join(distDir, bundle), join(dir, bundle), { recursive: true });
  for (const html of globSync("**/*.html", { cwd: dir }))
    writeFileSync(join(dir, html), floorHtml(readFileSync(join(dir, html), "utf8")));
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
    smsIpLimits: { perMinute: 1e6, perHour: 1e6, perDay: 1e6 },
  });

/** One Lighthouse run in the Chromium on `port`: LCP, TBT, the performance score and its version. */
async function lighthouseRun(port: number, url: string, method: Measurement["method"]) {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    { extends: "lighthouse:default", settings: { throttlingMethod: method } },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return {
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    score: lhr.categories.performance?.score ?? 0,
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Records when nodes or text inside (or being) the element of `selector` change, in wall time. */
function watchChanges(selector: string): void {
  const times: number[] = [];
  (window as unknown as { benchChanges: number[] }).benchChanges = times;
  const inside = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(selector);
  const appears = (node: Node) =>
    node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null);
  // Not attributes: React writes a typed value into its input's attribute, late on a busy thread.
  new MutationObserver((records) => {
    if (records.some((record) => inside(record.target) || [...record.addedNodes].some(appears)))
      times.push(Date.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const locate = (page: Page, [role, name]: Action["tap"]) =>
  page.getByRole(role, { name, exact: true }).filter({ visible: true }).first();

/** The code the reference server just sent to a number (its development outbox). */
async function smsCode(server: string, phone: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const sent = (await devCall(server, `/__dev/sms/latest?phone=${phone}`).catch(() => undefined)) as
      { code?: string } | undefined;
    if (sent?.code) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code sent to ${phone}`);
}

/** Milliseconds from the measured tap to the action's effect in one throttled load (decision 130). */
async function timeToAct(browser: Browser, port: number, action: Action): Promise<number> {
  const origin = `http://${action.bundle}.localhost:${port}`;
  const server = `http://127.0.0.1:${port}`;
  // A number of its own for each load: the server allows one code a minute per number.
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  // What the visitor's storage holds before the page loads: a remembered number, or a session
  // on a seeded web channel whose flow settings send the visitor on to the success page.
  const flow = { _channel: "channel_5818", succ_todo: "0", fail_todo: "0", input_form: "0" };
  const stored: Record<string, string> =
    action.visitor === "returning"
      ? { phone }
      : action.visitor === "logged-in"
        ? { ...(await devSession(server, phone)), ...flow }
        : {};
  const context = await browser.newContext({
    ...devices["Pixel 5"],
    viewport: { width: 360, height: 640 },
    locale: "zh-CN",
    storageState: visitorStorage(origin, stored),
  });
  // The development carrier SDK vouches for the number its cookie names.
  if (action.visitor === "carrier")
    await context.addCookies([{ name: "__dev_carrier", value: phone, url: origin }]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });
    if ("shown" in action.until) await page.addInitScript(watchChanges, action.until.shown);
    void page.goto(`${origin}${action.path}`).catch(() => {});
    await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0, null, {
      polling: 10,
      timeout: 30_000,
    });
    if (action.visitor !== "returning") await page.waitForTimeout(1000);
    for (const step of action.steps) {
      if ("tap" in step) await locate(page, step.tap).tap();
      if ("see" in step) await locate(page, step.see).waitFor();
      if ("type" in step) {
        const text =
          step.text === CODE_TEXT ? await smsCode(server, phone) : step.text.replace(PHONE_TEXT, phone);
        await locate(page, step.type).tap();
        await page.keyboard.type(text, { delay: 120 });
      }
      if ("pick" in step) {
        await locate(page, ["button", new RegExp(`^${step.pick}( |$)`)]).tap();
        const sheet = page.getByRole("dialog", { name: step.pick });
        const columns = sheet.getByRole("listbox");
        for (const [column, option] of step.options.entries())
          await columns.nth(column).getByRole("option", { name: option, exact: true }).tap();
        const confirm = sheet.getByRole("button", { name: "确定" });
        if (await confirm.isVisible()) await confirm.tap();
      }
    }
    // The tap as a finger gives it, at the control's centre: no wait for the page to be ready.
    const control = locate(page, action.tap);
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${String(action.tap[1])} is not on the screen`);
    const { until } = action;
    const effect =
      "request" in until
        ? context
            .waitForEvent("request", { predicate: (r) => r.url().includes(until.request), timeout: 20_000 })
            // Chromium's wall time of the request, known once its response starts.
            .then(async (request) => (await request.response(), request.timing().startTime))
        : null;
    const tapped = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (effect) return (await effect) - tapped;
    const changed = await page.waitForFunction(
      (after) => (window as unknown as { benchChanges: number[] }).benchChanges.find((t) => t >= after),
      tapped,
      { polling: 20, timeout: 20_000 },
    );
    return ((await changed.jsonValue()) as number) - tapped;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    options: { quick: { type: "boolean" }, only: { type: "string" }, "no-build": { type: "boolean" } },
  });
  const quick = flags.quick === true;
  const only = flags.only?.split(",") ?? (quick ? ["/login", "/loan-calculator"] : undefined);
  const runs = quick ? { simulate: 1, devtools: 1, act: 3 } : RUNS;
  const plan = benchPlan(BUNDLES);
  const chosen = (page: { path: string }) => !only || only.includes(page.path);
  const pages = plan.pages.filter(chosen);
  const actions = plan.actions.filter(chosen);

  const loadBefore = loadavg()[0] ?? 0;
  const started = Date.now();
  if (!flags["no-build"]) {
    const ids = [...new Set([...pages, ...actions].map((page) => page.bundle))];
    const build = spawnSync(process.execPath, [join(root, "src/tasks/build.ts"), ...ids], {
      stdio: "inherit",
      cwd: root,
    });
    if (build.status !== 0) process.exit(1);
  }
  const built = await serve(distDir);
  const floorDir = floorDist(pages);
  const floor = await serve(floorDir);
  const chrome = await chromeLauncher.launch({
    chromePath: SYSTEM_CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  let lighthouseVersion = "";
  const benchmarkIndexes: number[] = [];

  const rows: Measurement[] = [];
  const acts: ActMeasurement[] = [];
  let actBrowser: Browser | undefined;
  try {
    for (const page of pages) {
      for (const method of methodsOf(page)) {
        const url = (port: number) => `http://${page.bundle}.localhost:${port}${page.path}`;
        const row: Measurement = { ...page, method, runs: [] };
        // A single run that misses a target is retaken: one busy moment of the machine stretches a
        // throttled task fourfold, and the median of more runs decides instead (decision 340).
        while (!pageDecided(row, runs[method])) {
          const run = await lighthouseRun(chrome.port, url(built.port), method);
          const floorRun = await lighthouseRun(chrome.port, url(floor.port), method);
          row.runs.push({ ...run, floorLcp: floorRun.lcp });
          lighthouseVersion = run.version;
          benchmarkIndexes.push(run.benchmarkIndex, floorRun.benchmarkIndex);
        }
        rows.push(row);
        console.log(lcpRow(row));
      }
    }
    actBrowser = await launchChromium();
    for (const action of actions) {
      const act: ActMeasurement = { ...action, times: [] };
      while (!actDecided(act, runs.act)) {
        const time = await timeToAct(actBrowser, built.port, action).catch((problem: unknown) => {
          // The tap did not act (or the visitor could not get to it): over the target, and why.
          act.error ??= String(problem).split("\n")[0];
          return Infinity;
        });
        act.times.push(time);
      }
      acts.push(act);
      console.log(actRow(act));
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
      chromium: spawnSync(SYSTEM_CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim() || "Chromium",
      runs,
      loadBefore,
      loadAfter: loadavg()[0] ?? 0,
      benchmarkIndex: median(benchmarkIndexes),
    },
    rows,
    acts,
  );
  if (only) console.log(report);
  else writeFileSync(join(root, "docs/perf.md"), report);
  const misses = missed(rows, acts);
  console.log(
    `bench: ${rows.length + acts.length - misses} passed, ${misses} failed in ${((Date.now() - started) / 60_000).toFixed(1)} min${only ? "" : " (docs/perf.md)"}`,
  );
  process.exit(misses === 0 ? 0 : 1);
}

if (import.meta.main) await main();
