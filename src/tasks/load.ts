/**
 * `npm run load`: requests per second and latency of the reference server for a page, a read
 * call and a write call (src/deploy/load-targets.ts), with autocannon. Loopback only and
 * bounded in time: LOAD_SECONDS per target (default 5) with LOAD_CONNECTIONS (default 50).
 * The server runs in its own process (production mode, a temp data folder, the anonymous
 * write limit lifted so the write path itself is measured) on the built bundles (npm run build
 * first). `--save` puts the figures into docs/load.md, after its introduction.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import * as prettier from "prettier";
import { LOAD_TARGETS, loadReport, type LoadFigures, type LoadTarget } from "../deploy/load-targets.ts";

/** The part of autocannon's result this task reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: object,
) => Promise<AutocannonResult>;

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const seconds = Number(process.env.LOAD_SECONDS ?? 5);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

/** Starts `node server/main.ts` on a free loopback port; resolves with the port. */
async function startServerProcess(dataDir: string) {
  const child = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      SERVER_MODE: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      WRITE_IP_LIMIT: "1000000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((done, fail) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) done(Number(match[1]));
    });
    child.once("exit", (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, port };
}

async function measure(port: number, target: LoadTarget): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const loadAverage = loadavg()[0] ?? 0;
const dataDir = mkdtempSync(join(tmpdir(), "funnel-load-"));
const { child, port } = await startServerProcess(dataDir);
const rows: LoadFigures[] = [];
try {
  for (const target of LOAD_TARGETS) {
    console.log(`▶ ${target.name}: ${connections} connections, ${seconds} s`);
    rows.push(await measure(port, target));
  }
} finally {
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
const machine = `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}`;
const report = loadReport(rows, machine, { loadAverage, seconds, connections });
console.log(`\n${report}`);
if (process.argv.includes("--save")) {
  // Formatted as `npm run lint` expects, so a saved run needs no manual step.
  const file = join(root, "docs/load.md");
  const intro = readFileSync(file, "utf8").split("\nMeasured ")[0];
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(`${intro}\n${report}`, { ...options, filepath: file }));
  console.log("written to docs/load.md");
}
process.exit(rows.every((row) => row.failures === 0) ? 0 : 1);
