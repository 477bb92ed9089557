/**
 * The preview studio on the reference server: GET /preview (form, simulation, event log) and
 * GET /preview/table/<bundle> (the bundle's flow table) and GET /preview/samples/<bundle> (what
 * is still a sample value). Development mode only; in production
 * the paths answer like any unknown page (404) unless PREVIEW=1 is set in the environment.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { BUNDLES } from "../../src/config/bundles.ts";
import { flowTableFor } from "../../src/preview/flow-table.ts";
import { renderFlowTableHtml } from "../../src/preview/flow-table-render.ts";
import { parseParams } from "../../src/preview/params.ts";
import { simulate } from "../../src/preview/simulate.ts";
import { FLOW_TABLES_DIR } from "../../src/tasks/flow-tables.ts";
import { isDevelopment, type AppContext } from "../context.ts";
import { baseHeaders } from "../headers.ts";
import { serveStatic } from "../static/serve.ts";
import { eventsSince } from "./events.ts";
import type { PreviewParams } from "./page-form.ts";
import { renderPreviewPage } from "./page.ts";
import { renderSamplesPage } from "./page-samples.ts";

/**
 * The page has no scripts; it frames the bundles at <bundle>.localhost (any port) and posts
 * its form only to itself.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src http://*.localhost:*; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const PARAM_NAMES = [
  "bundle",
  "path",
  "channel",
  "city",
  "login",
  "flow",
  "app",
  "p4",
  "succ",
  "fail",
  "form",
  "query",
  "frame",
] as const;
/** Longest accepted parameter value; longer ones are cut (the parser then reports what is wrong). */
const MAX_PARAM = 1000;

/** True under /preview. */
export function isPreviewPath(path: string): boolean {
  return path === "/preview" || path.startsWith("/preview/");
}

/** Development mode, or production with PREVIEW=1 (an operator's explicit opt-in). */
export function previewEnabled(app: AppContext, env: NodeJS.ProcessEnv = process.env): boolean {
  return isDevelopment(app) || env.PREVIEW === "1";
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  const buffer = Buffer.from(body, "utf8");
  res.writeHead(status, {
    ...baseHeaders(),
    "Content-Type": contentType,
    "Content-Length": buffer.length,
    "Cache-Control": "no-store",
    "Content-Security-Policy": PREVIEW_CSP,
  });
  res.end(req.method === "HEAD" ? undefined : buffer);
}

function paramsOf(search: URLSearchParams): PreviewParams {
  const params: PreviewParams = {};
  for (const name of PARAM_NAMES) {
    const value = search.get(name);
    if (value !== null) params[name] = value.slice(0, MAX_PARAM);
  }
  return params;
}

async function previewPage(app: AppContext, port: number, search: URLSearchParams): Promise<string> {
  const sinceParam = Number(search.get("since"));
  const since = Number.isSafeInteger(sinceParam) && sinceParam > 0 ? sinceParam : app.options.now();
  const params = paramsOf(search);
  const chosen = params.bundle !== undefined;
  const parsed = chosen ? parseParams(params) : undefined;
  const result = parsed?.ok ? await simulate(parsed.input) : undefined;
  const selfQuery = new URLSearchParams([...search].filter(([name]) => name !== "since")).toString();
  return renderPreviewPage({
    params,
    errors: parsed && !parsed.ok ? parsed.errors : [],
    ...(result ? { result } : {}),
    events: eventsSince(app.db, since),
    since,
    port,
    framed: isDevelopment(app),
    selfQuery,
  });
}

/** The flow table of a bundle: the one the build wrote, else rendered now. */
function flowTablePage(distDir: string, bundleId: string): string | undefined {
  const bundle = BUNDLES.find((b) => b.id === bundleId);
  if (!bundle) return undefined;
  const built = join(distDir, FLOW_TABLES_DIR, `${bundle.id}.html`);
  return existsSync(built) ? readFileSync(built, "utf8") : renderFlowTableHtml(flowTableFor(bundle));
}

/** Answers a request under /preview. */
export async function handlePreview(
  app: AppContext,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!previewEnabled(app)) return serveStatic(app.options.distDir, port, req, res);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...baseHeaders(), Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("请求方法不支持");
    return;
  }
  const url = new URL(req.url ?? "/preview", "http://preview.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path === "/preview") {
    send(req, res, 200, "text/html; charset=utf-8", await previewPage(app, port, url.searchParams));
    return;
  }
  const table = /^\/preview\/table\/([\w-]{1,64})$/.exec(path);
  const samples = /^\/preview\/samples\/([\w-]{1,64})$/.exec(path);
  const samplesOf = BUNDLES.find((bundle) => bundle.id === samples?.[1]);
  const html = table?.[1]
    ? flowTablePage(app.options.distDir, table[1])
    : samplesOf && renderSamplesPage(samplesOf);
  if (html) send(req, res, 200, "text/html; charset=utf-8", html);
  else send(req, res, 404, "text/plain; charset=utf-8", "预览页面不存在");
}
