/**
 * Options of the reference server, with the defaults that follow REFERENCE.md. Tests inject
 * a fake clock (`now`), a temp data and dist folder and higher per-IP SMS limits (every test
 * request comes from the one loopback address).
 */
import { fileURLToPath } from "node:url";
import type { DevRoute } from "./dev/dev-routes.ts";
import { consoleLogger, type Logger } from "./log.ts";
import { boundsFromEnv, resolveBounds, type RetentionBounds } from "./options-bounds.ts";
import { SERVER_PROFILES, type ServerProfile } from "./profile.ts";

/** Sends allowed per window. Defaults: 1 per 60 s, 5 per hour, 10 per 24 h. */
export interface RateLimits {
  perMinute: number;
  perHour: number;
  perDay: number;
}

export type ServerMode = "development" | "production";

export interface ServerOptions {
  /** TCP port; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Folder of the SQLite file and the server secret. Default <repo>/data. */
  dataDir?: string;
  /** Folder of the built bundles (dist/<bundle-id>/). Default <repo>/dist. */
  distDir?: string;
  /** development: dev endpoints, SMS outbox, dev cookies. Default development. */
  mode?: ServerMode;
  /** Answer shapes: full (rich) or lean (the barest the spec allows; not in production). Default full. */
  profile?: ServerProfile;
  /** Clock in milliseconds; inject a fake one in tests. */
  now?: () => number;
  /** City answered by /v3/app/ipInfo. Default 北京市. */
  defaultCity?: string;
  /** SMS send limits per phone and per client IP; unspecified values take the defaults. */
  smsLimits?: { phone?: Partial<RateLimits>; ip?: Partial<RateLimits> };
  /** Largest accepted request body in bytes. Default 64 KiB. */
  maxBodyBytes?: number;
  /** Take the client IP from the first X-Forwarded-For entry (only behind a trusted proxy). */
  trustProxy?: boolean;
  /** HMAC secret for SMS code hashes, 64+ hex digits; default: generated once into <dataDir>/server-secret. */
  secret?: string;
  /** Anonymous writes (tracking, relays, channel activation) per client IP per minute. Default 300. */
  writeLimitPerMinute?: number;
  /** Rows and days kept of the tables anonymous visitors fill (options-bounds.ts). */
  retention?: Partial<RetentionBounds>;
  /** Where log lines go. Default the console. */
  logger?: Logger;
  /**
   * Extra routes answered in development mode only (the preview studio and its preview start,
   * passed in by src/tasks); production mode never consults them. Default none.
   */
  devRoutes?: readonly DevRoute[];
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  mode: ServerMode;
  profile: ServerProfile;
  now: () => number;
  defaultCity: string;
  smsLimits: { phone: RateLimits; ip: RateLimits };
  maxBodyBytes: number;
  trustProxy: boolean;
  secret: string | undefined;
  writeLimitPerMinute: number;
  retention: RetentionBounds;
  logger: Logger;
  devRoutes: readonly DevRoute[];
}

export const DEFAULT_SMS_LIMITS: RateLimits = { perMinute: 1, perHour: 5, perDay: 10 };

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Fills in the defaults. */
export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  return {
    port: options.port ?? 8080,
    host: options.host ?? "127.0.0.1",
    dataDir: options.dataDir ?? `${REPO_ROOT}data`,
    distDir: options.distDir ?? `${REPO_ROOT}dist`,
    mode: options.mode ?? "development",
    profile: options.profile ?? "full",
    now: options.now ?? Date.now,
    defaultCity: options.defaultCity ?? "北京市",
    smsLimits: {
      phone: { ...DEFAULT_SMS_LIMITS, ...options.smsLimits?.phone },
      ip: { ...DEFAULT_SMS_LIMITS, ...options.smsLimits?.ip },
    },
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    secret: options.secret,
    ...resolveBounds(options),
    logger: options.logger ?? consoleLogger,
    devRoutes: options.devRoutes ?? [],
  };
}

/**
 * Options from the environment: PORT, HOST, DATA_DIR, DIST_DIR, SERVER_MODE, DEFAULT_CITY,
 * SMS_IP_LIMITS ("perMinute/perHour/perDay", e.g. "100/1000/10000" for end-to-end runs),
 * TRUST_PROXY=1, SERVER_SECRET (checked even when empty), SERVER_PROFILE (full or lean; lean is
 * refused in production), and the bounds of options-bounds.ts: WRITE_IP_LIMIT, RETENTION_ROWS,
 * REQUEST_LOG_ROWS, RETENTION_DAYS.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const mode = env.SERVER_MODE === "production" ? "production" : "development";
  if (env.SERVER_MODE && env.SERVER_MODE !== mode)
    throw new Error(`SERVER_MODE must be development or production, not "${env.SERVER_MODE}"`);
  const options: ServerOptions = { mode, ...boundsFromEnv(env) };
  if (env.SERVER_PROFILE) options.profile = parseProfile(env.SERVER_PROFILE, mode);
  if (env.PORT) options.port = parsePort(env.PORT);
  if (env.HOST) options.host = env.HOST;
  if (env.DATA_DIR) options.dataDir = env.DATA_DIR;
  if (env.DIST_DIR) options.distDir = env.DIST_DIR;
  if (env.DEFAULT_CITY) options.defaultCity = env.DEFAULT_CITY;
  if (env.SMS_IP_LIMITS) options.smsLimits = { ip: parseLimits(env.SMS_IP_LIMITS) };
  if (env.TRUST_PROXY === "1") options.trustProxy = true;
  if (env.SERVER_SECRET !== undefined) options.secret = env.SERVER_SECRET;
  return options;
}

function parseProfile(value: string, mode: ServerMode): ServerProfile {
  const profile = SERVER_PROFILES.find((name) => name === value);
  if (!profile) throw new Error(`SERVER_PROFILE must be ${SERVER_PROFILES.join(" or ")}, not "${value}"`);
  // Lean tokens and marks are short on purpose (they test the pages): never in production.
  if (profile === "lean" && mode === "production")
    throw new Error("SERVER_PROFILE=lean is for tests and previews; SERVER_MODE=production refuses it");
  return profile;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, not "${value}"`);
  return port;
}

function parseLimits(value: string): RateLimits {
  const parts = value.split("/").map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`SMS_IP_LIMITS must be "perMinute/perHour/perDay" positive integers, not "${value}"`);
  }
  const [perMinute = 1, perHour = 5, perDay = 10] = parts;
  return { perMinute, perHour, perDay };
}
