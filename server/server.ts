/**
 * The reference server: one node:http server answering the API (any host), the dev
 * endpoints, and the static bundles chosen by Host header.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_CODE, findEndpoint } from "../src/contract/index.ts";
import { handleApi } from "./api/router.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { handleDev } from "./dev/routes.ts";
import { sendError } from "./http/respond.ts";
import { resolveOptions, type ServerOptions } from "./options.ts";
import { loadSecret } from "./services/crypto.ts";
import { serveStatic } from "./static/serve.ts";

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
  if (path === "/__dev" || path.startsWith("/__dev/")) return handleDev(app, req, res);
  if (/^\/preview(\/|$)/.test(path))
    return (await import("./preview/routes.ts")).handlePreview(app, port, req, res);
  const endpoint = findEndpoint(path);
  if (endpoint) return handleApi(app, endpoint, req, res);
  if (req.method === "GET" || req.method === "HEAD")
    return serveStatic(app.options.distDir, port, req, res, app.options.mode === "development");
  // Form posts to a path the contract does not know: an API client error, answered in JSON.
  sendError(res, 404, API_CODE.NOT_FOUND, "接口不存在");
}

/** Opens the database (migrating it) and starts listening. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.dataDir);
  const app: AppContext = { db, options: resolved, secret: loadSecret(resolved.dataDir, resolved.secret) };
  let port = resolved.port;

  const server = createServer((req, res) => {
    route(app, port, req, res).catch((error: unknown) => {
      resolved.logger.error(`[server] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendError(res, 500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  try {
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
