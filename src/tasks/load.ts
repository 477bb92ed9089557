/**
 * `npm run load`: requests per second and latency of the reference server for one static page,
 * one API call that reads the database and one that writes it, with autocannon. Loopback only and
 * bounded in time: LOAD_SECONDS per target (default 5) with LOAD_CONNECTIONS (default 50).
 * The server runs in its own process (production mode, a temp data folder, the anonymous
 * write limit lifted so the write path itself is measured) on the built bundles (npm run build
 * first). `--save` puts the figures (a Markdown table) into docs/load.md, after its introduction.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import * as prettier from "prettier";
import { COMMON_FIELD_VALUES } from "../contract/index.ts";

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ ...COMMON_FIELD_VALUES, _channel: "channel_5818", ...fields }).toString();
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

/** The three targets; the page asks for compression as a browser does. */
export const LOAD_TARGETS: readonly {
  name: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}[] = [
  {
    name: "page GET /login",
    path: "/login",
    headers: { "accept-encoding": "br, gzip" },
  },
  {
    name: "read POST /v3/channel/info",
    path: "/v3/channel/info",
    headers: formHeaders,
    body: form({}),
  },
  {
    name: "write POST /app/record/shanqian",
    path: "/app/record/shanqian",
    headers: formHeaders,
    body: form({ source: "load", title: "页面访问", attr: JSON.stringify({ terminal: 3, page: "/login" }) }),
  },
];

/** The part of autocannon's result this task reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Answers that were not 2xx, and connection errors and timeouts. */
const failures = (result: AutocannonResult) => result.non2xx + result.errors + result.timeouts;

/** A target measured: its name and autocannon's figures. */
type LoadFigures = AutocannonResult & { name: string };

/**
 * The figures as a Markdown table preceded by the machine (`2 cores (AMD EPYC), 24 GB, Node
 * v24.21.0`), its one-minute load average before the run (other work on a shared machine lowers
 * the figures) and the run's shape.
 */
export function loadReport(
  rows: readonly LoadFigures[],
  machine: string,
  run: { loadAverage: number; seconds: number; connections: number },
): string {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Measured ${date} by \`npm run load\` on ${machine}, load average ${run.loadAverage.toFixed(2)} before the run: ` +
      `${run.connections} connections for ${run.seconds} s per target, client and server on loopback in separate processes, server in production mode.`,
    "",
    "| target | req/s | p50 ms | p99 ms | max ms | requests | failures |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.requests.average).toLocaleString("en-US")} | ${row.latency.p50} | ${row.latency.p99} | ${row.latency.max} | ${row.requests.total.toLocaleString("en-US")} | ${failures(row)} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: object,
) => Promise<AutocannonResult>;

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");
const seconds = Number(process.env.LOAD_SECONDS ?? 5);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

async function main(): Promise<void> {
  const loadAverage = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(tmpdir(), "funnel-load-"));
  // The server in its own process, on a free loopback port it prints when it listens.
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
  const rows: LoadFigures[] = [];
  try {
    for (const { name, path, headers, body } of LOAD_TARGETS) {
      console.log(`▶ ${name}: ${connections} connections, ${seconds} s`);
      const url = `http://127.0.0.1:${port}${path}`;
      const method = body === undefined ? "GET" : "POST";
      const result = await autocannon({ url, method, headers, body, connections, duration: seconds });
      rows.push({ ...result, name });
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
  process.exit(rows.every((row) => failures(row) === 0) ? 0 : 1);
}

if (import.meta.main) await main();
