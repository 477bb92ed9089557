/**
 * Development-only route handlers that the server's caller passes in (`devRoutes`). The server
 * knows nothing of what they serve (the preview studio lives in src/preview, a leaf that the
 * server never imports); it only consults them in development mode, before the bundles, and
 * never in production.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";

/** What a development route can reach: the server's context and the port visitors use. */
export interface DevRouteContext {
  app: AppContext;
  /** The port the server listens on (0 in the options is resolved to the real one). */
  port: number;
}

/** One development route: a path test and a handler that answers the request. */
export interface DevRoute {
  /** Short name for logs and errors, e.g. "preview-studio". */
  name: string;
  /** True when this route answers `path` (the request path without the query). */
  matches(path: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, ctx: DevRouteContext): Promise<void> | void;
}
