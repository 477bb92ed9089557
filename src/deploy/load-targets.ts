/**
 * What `npm run load` measures, as data: one static page, one API call that reads the
 * database and one that writes it, each against the reference server on loopback, and the
 * Markdown table the figures are kept in (docs/load.md).
 */
import { COMMON_FIELD_VALUES } from "../contract/index.ts";

export interface LoadTarget {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ ...COMMON_FIELD_VALUES, _channel: "channel_5818", ...fields }).toString();
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

/** The three targets; the page asks for compression as a browser does. */
export const LOAD_TARGETS: readonly LoadTarget[] = [
  {
    name: "page GET /login",
    method: "GET",
    path: "/login",
    headers: { "accept-encoding": "br, gzip" },
  },
  {
    name: "read POST /v3/channel/info",
    method: "POST",
    path: "/v3/channel/info",
    headers: formHeaders,
    body: form({}),
  },
  {
    name: "write POST /app/record/shanqian",
    method: "POST",
    path: "/app/record/shanqian",
    headers: formHeaders,
    body: form({ source: "load", title: "页面访问", attr: JSON.stringify({ terminal: 3, page: "/login" }) }),
  },
];

/** The figures of one target. */
export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, and connection errors and timeouts. */
  failures: number;
  total: number;
}

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
        `| ${row.name} | ${Math.round(row.requestsPerSecond).toLocaleString("en-US")} | ${row.p50} | ${row.p99} | ${row.max} | ${row.total.toLocaleString("en-US")} | ${row.failures} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}
