/** What every request handler can reach: the database, the options and the secret. */
import type { DatabaseSync } from "node:sqlite";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { LoggedRequest } from "./services/api-log.ts";
import type { ResolvedOptions } from "./options.ts";

export interface AppContext {
  db: DatabaseSync;
  options: ResolvedOptions;
  /** HMAC key for low-entropy secrets (SMS codes). */
  secret: Buffer;
  /** Per-IP limit of anonymous writes (api/router.ts). */
  writeLimiter: RateLimiter;
  /** Development only: the request log, oldest first (services/api-log.ts). */
  requests: LoggedRequest[];
}

/** True in development mode: dev endpoints, dev cookies and the SMS outbox are on. */
export function isDevelopment(app: AppContext): boolean {
  return app.options.mode === "development";
}
