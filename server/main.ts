/**
 * The reference server: one node:http server answering the API (any host), the dev endpoints,
 * the development routes its caller passes in (options.devRoutes), and the static bundles chosen
 * by Host header. CLI entry: `node server/main.ts`, configured by the environment (options.ts);
 * prints one preview URL per bundle.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BRANDS } from "../src/config/brands.ts";
import { BUNDLES } from "../src/config/bundles.ts";
import { API_CODE, findEndpoint, maskIdNumbers } from "../src/contract/index.ts";
import { FIELD_REPORT_PATH } from "../src/config/host-schema.ts";
import { STRICT_TRANSPORT_SECURITY } from "../src/deploy/security-headers.ts";
import { handleApi, pruneByAge } from "./api.ts";
import { loadServerSecret, openDatabase, prepareDataDir } from "./db/database.ts";
import { handleDev } from "./dev/routes.ts";
import { fieldStore, handleFieldReport } from "./field.ts";
import { limitConnections, proxyTrust } from "./clients.ts";
import { ApiError, sendFailure, writeLimiter } from "./http.ts";
import { optionsFromEnv, resolveOptions, type AppContext, type ServerOptions } from "./options.ts";
import { isDevHost, previewUrl, serveStatic } from "./static.ts";

/** True for `prefix` itself and every path below it. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Answers one request; a refusal is thrown (http.ts answers it). */
async function route(app: AppContext, port: number, req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const development = app.options.mode === "development";
  // Production is served over HTTPS (or behind a proxy that is); development runs on localhost.
  if (!development) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  // The routes the caller passes in are development's only.
  const { devRoutes } = app.options;
  const devPrefix = development ? Object.keys(devRoutes).find((prefix) => under(path, prefix)) : undefined;
  const devPath = under(path, "/__dev");
  if (development && (devPath || devPrefix) && !isDevHost(req.headers.host))
    throw new ApiError(403, API_CODE.FORBIDDEN, "开发接口只对本机地址开放，请用 localhost 打开");
  if (devPath) return handleDev(app, req, res);
  if (devPrefix) return devRoutes[devPrefix]!(req, res, port);
  if (path === FIELD_REPORT_PATH) return handleFieldReport(app, req, res);
  const endpoint = findEndpoint(path);
  if (endpoint) return handleApi(app, endpoint, req, res);
  if (req.method === "GET" || req.method === "HEAD")
    return serveStatic(app.options.distDir, port, req, res, development);
  // Form posts to a path the contract does not know: an API client error, answered in JSON.
  throw new ApiError(404, API_CODE.NOT_FOUND, "接口不存在");
}

/**
 * Checks the data folder, the secret and the database (integrity, schema), then starts
 * listening. Refuses to start with a StartupError that says what to do.
 */
export async function startServer(options: ServerOptions = {}) {
  const resolved = resolveOptions(options);
  const { logger } = resolved;
  prepareDataDir(resolved.dataDir, resolved.mode, logger);
  const secret = loadServerSecret(resolved.dataDir, resolved.secret, logger);
  const db = openDatabase(resolved.dataDir);
  const limiter = writeLimiter(resolved.writeLimitPerMinute, resolved.now);
  const isProxy = proxyTrust(resolved.trustProxy, logger);
  const field = fieldStore(resolved.dataDir, resolved.retentionDays, resolved.now, logger);
  const app: AppContext = {
    db,
    options: resolved,
    secret,
    writeLimiter: limiter,
    isProxy,
    requests: [],
    field,
  };
  let port = resolved.port;

  const server = createServer((req, res) => {
    (async () => {
      admitClient(req, res);
      await route(app, port, req, res);
    })().catch((error: unknown) =>
      // The address's query may hold anything a visitor typed: no ID number reaches the log.
      sendFailure(res, error, logger, `[server] ${req.method} ${maskIdNumbers(req.url ?? "")}`),
    );
  });
  const admitClient = limitConnections(server, resolved.connectionsPerIp, isProxy, logger);
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  try {
    // The plain SMS codes development mode kept for /__dev/sms/latest are not kept in production.
    if (resolved.mode === "production")
      db.exec("UPDATE sms_codes SET dev_code = NULL WHERE dev_code IS NOT NULL");
    pruneByAge(app);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(resolved.port, resolved.host, () => resolve());
    });
  } catch (error) {
    db.close();
    throw error;
  }
  port = (server.address() as AddressInfo).port;
  const hostForUrl = resolved.host.includes(":") ? `[${resolved.host}]` : resolved.host;

  // Stops accepting requests, ends open connections and closes the database.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => {
        field.save();
        db.close();
        resolve();
      });
      server.closeAllConnections();
    }));
  return { url: `http://${hostForUrl}:${port}`, port, close };
}

/**
 * Starts the server, closes it on SIGINT/SIGTERM and prints one URL per bundle. Used by this
 * entry and by src/tasks/serve.ts (which adds the development routes of the preview studio).
 */
export async function runServer(options: ServerOptions) {
  const server = await startServer(options);
  // Handlers first: stdout to a pipe is synchronous, so a reader may signal as soon as it sees a line.
  const stop = (signal: string) => {
    console.log(`收到 ${signal}，正在关闭……`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  const mode = options.mode ?? "development";
  console.log(`闪信参考服务已启动（${mode === "production" ? "生产模式" : "开发模式"}）：${server.url}/`);
  for (const bundle of BUNDLES) {
    const hosts = bundle.isDefault ? "未匹配的域名" : bundle.hostnames.join(", ");
    console.log(`  ${previewUrl(bundle.id, server.port).padEnd(48)} ${BRANDS[bundle.brand].name}  ${hosts}`);
  }
  return server;
}

// The environment is read inside the try: a refused variable is a message, not a stack trace.
if (import.meta.main) {
  try {
    await runServer(optionsFromEnv(process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
