/**
 * Options of the reference server, with the defaults that follow REFERENCE.md. Tests inject
 * a fake clock (`now`), a temp data and dist folder and higher per-IP SMS limits (every test
 * request comes from the one loopback address).
 */
import { fileURLToPath } from "node:url";
import type { DevRoute } from "./dev/dev-routes.ts";
import { parseTrustProxy, trustedProxies, type TrustProxy, type TrustedProxies } from "./http/client-ip.ts";
import { consoleLogger, type Logger } from "./log.ts";
import { boundsFromEnv, resolveBounds, type RetentionBounds } from "./options-bounds.ts";
import { SERVER_PROFILES, type ServerProfile } from "./profile.ts";

/** Sends allowed per window. Defaults: 1 per 60 s, 5 per hour, 10 per 24 h. */
export interface RateLimits {
  perMinute: number;
  perHour: number;
  perDay: number;
}

/** Sends allowed to all phones together (decision 035). */
type GlobalSmsLimits = Pick<RateLimits, "perMinute" | "perDay">;

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
  /** SMS send limits per phone, per client IP and for all sends together; unspecified values take the defaults. */
  smsLimits?: { phone?: Partial<RateLimits>; ip?: Partial<RateLimits>; all?: Partial<GlobalSmsLimits> };
  /** Largest accepted request body in bytes. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Proxies allowed to name the client in X-Forwarded-For: how many are in front, or their
   * addresses / CIDRs (http/client-ip.ts). Default none: the socket's address is the client.
   */
  trustProxy?: TrustProxy;
  /** Open connections one address may hold (trusted proxies exempt). Default 64. */
  connectionsPerIp?: number;
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
  smsLimits: { phone: RateLimits; ip: RateLimits; all: GlobalSmsLimits };
  maxBodyBytes: number;
  trustProxy: TrustedProxies;
  connectionsPerIp: number;
  secret: string | undefined;
  writeLimitPerMinute: number;
  retention: RetentionBounds;
  logger: Logger;
  devRoutes: readonly DevRoute[];
}

const DEFAULT_SMS_LIMITS: RateLimits = { perMinute: 1, perHour: 5, perDay: 10 };
/** Every SMS costs money and a flood from many addresses is still a flood: 60 a minute, 2000 a day. */
const DEFAULT_GLOBAL_SMS_LIMITS: GlobalSmsLimits = { perMinute: 60, perDay: 2000 };

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
      all: { ...DEFAULT_GLOBAL_SMS_LIMITS, ...options.smsLimits?.all },
    },
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    trustProxy: trustedProxies(options.trustProxy),
    connectionsPerIp: options.connectionsPerIp ?? 64,
    secret: options.secret,
    ...resolveBounds(options),
    logger: options.logger ?? consoleLogger,
    devRoutes: options.devRoutes ?? [],
  };
}

/**
 * Options from the environment: PORT, HOST, DATA_DIR, DIST_DIR, SERVER_MODE, DEFAULT_CITY,
 * SMS_IP_LIMITS ("perMinute/perHour/perDay", e.g. "100/1000/10000" for end-to-end runs),
 * SMS_GLOBAL_LIMITS ("perMinute/perDay"), TRUST_PROXY (hop count or proxy list), CONNECTION_IP_LIMIT,
 * SERVER_SECRET (checked even when empty), SERVER_PROFILE (full or lean; lean is
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
  if (env.SMS_IP_LIMITS) {
    const [perMinute = 0, perHour = 0, perDay = 0] = parseLimits("SMS_IP_LIMITS", env.SMS_IP_LIMITS, 3);
    options.smsLimits = { ip: { perMinute, perHour, perDay } };
  }
  if (env.SMS_GLOBAL_LIMITS) {
    const [perMinute = 0, perDay = 0] = parseLimits("SMS_GLOBAL_LIMITS", env.SMS_GLOBAL_LIMITS, 2);
    options.smsLimits = { ...options.smsLimits, all: { perMinute, perDay } };
  }
  if (env.TRUST_PROXY) options.trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (env.CONNECTION_IP_LIMIT)
    options.connectionsPerIp = parseLimits("CONNECTION_IP_LIMIT", env.CONNECTION_IP_LIMIT, 1)[0];
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

const LIMIT_SHAPES = ["", "count", "perMinute/perDay", "perMinute/perHour/perDay"];

/** `count` positive integers separated by "/". */
function parseLimits(name: string, value: string, count: number): number[] {
  const parts = value.split("/").map(Number);
  if (parts.length !== count || parts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`${name} must be "${LIMIT_SHAPES[count]}" positive integers, not "${value}"`);
  }
  return parts;
}
