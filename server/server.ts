/**
 * The reference server: one node:http server answering the API (any host), the dev
 * endpoints, the development routes its caller passes in (options.devRoutes), and the static
 * bundles chosen by Host header.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_CODE, findEndpoint } from "../src/contract/index.ts";
import { STRICT_TRANSPORT_SECURITY } from "../src/deploy/security-headers.ts";
import { handleApi } from "./api/router.ts";
import { isDevelopment, type AppContext } from "./context.ts";
import { DATABASE_FILES, openDatabase } from "./db/database.ts";
import { prepareDataDir } from "./db/data-files.ts";
import { handleDev } from "./dev/routes.ts";
import { capConnectionsPerIp } from "./http/client-ip.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { ApiError, sendError, sendFailure } from "./http/answer.ts";
import { resolveOptions, type ServerOptions } from "./options.ts";
import { pruneByAge } from "./services/retention.ts";
import { loadServerSecret, SECRET_FILE } from "./services/secret.ts";
import { serveStatic } from "./static/serve.ts";
import { isDevHost } from "./static/site.ts";

/** A running server. */
export interface RunningServer {
  /** http://<host>:<port> */
  url: string;
  port: number;
  /** Stops accepting requests, ends open connections and closes the database. */
  close(): Promise<void>;
}

async function route(
  app: AppContext,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  // Production is served over HTTPS (or behind a proxy that is); development runs on localhost.
  if (app.options.mode === "production")
    res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  // The routes the caller passes in are development's only.
  const devRoute = isDevelopment(app)
    ? app.options.devRoutes.find((route) => route.matches(path))
    : undefined;
  const devPath = path === "/__dev" || path.startsWith("/__dev/");
  if (isDevelopment(app) && (devPath || devRoute) && !isDevHost(req.headers.host))
    return sendError(
      res,
      new ApiError(403, API_CODE.FORBIDDEN, "开发接口只对本机地址开放，请用 localhost 打开"),
    );
  if (devPath) return handleDev(app, req, res);
  if (devRoute) return devRoute.handle(req, res, { app, port });
  const endpoint = findEndpoint(path);
  if (endpoint) return handleApi(app, endpoint, req, res);
  if (req.method === "GET" || req.method === "HEAD")
    return serveStatic(app.options.distDir, port, req, res, app.options.mode === "development");
  // Form posts to a path the contract does not know: an API client error, answered in JSON.
  sendError(res, new ApiError(404, API_CODE.NOT_FOUND, "接口不存在"));
}

/**
 * Checks the data folder, the secret and the database (integrity, migrations), then starts
 * listening. Refuses to start with a StartupError that says what to do.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const resolved = resolveOptions(options);
  prepareDataDir(resolved.dataDir, resolved.mode, resolved.logger, [...DATABASE_FILES, SECRET_FILE]);
  const secret = loadServerSecret(resolved.dataDir, resolved.secret, resolved.logger);
  const db = openDatabase(resolved.dataDir);
  const writeLimiter = new RateLimiter(resolved.writeLimitPerMinute, resolved.now);
  const app: AppContext = { db, options: resolved, secret, writeLimiter, requests: [] };
  let port = resolved.port;

  const server = createServer((req, res) => {
    route(app, port, req, res).catch((error: unknown) =>
      sendFailure(res, error, resolved.logger, `[server] ${req.method} ${req.url}`),
    );
  });
  capConnectionsPerIp(server, resolved.connectionsPerIp, resolved.trustProxy);
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

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
      server.closeAllConnections();
    }));
  return { url: `http://${hostForUrl}:${port}`, port, close };
}
