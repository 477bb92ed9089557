/**
 * Options of the reference server, with the defaults that follow REFERENCE.md, and the same
 * options read from the environment. Tests inject a fake clock (`now`), a temp data and dist
 * folder and higher per-IP limits (every test request comes from the one loopback address).
 */
import { fileURLToPath } from "node:url";
import type { DevRoute } from "./dev/dev-routes.ts";
import { parseTrustProxy, trustedProxies, type TrustProxy, type TrustedProxies } from "./http/client-ip.ts";
import { consoleLogger, type Logger } from "./log.ts";
import { SERVER_PROFILES, type ServerProfile } from "./profile.ts";
import { StartupError } from "./startup-error.ts";

/** Sends allowed per window: per phone always 1 per 60 s, 5 per hour, 10 per 24 h (REFERENCE.md). */
export interface RateLimits {
  perMinute: number;
  perHour: number;
  perDay: number;
}

/** Sends allowed to all phones together (decision 035). */
type GlobalSmsLimits = Pick<RateLimits, "perMinute" | "perDay">;

export type ServerMode = "development" | "production";

/**
 * How much of the tables anonymous visitors fill the server keeps; older rows are deleted as new
 * ones arrive (decision 032).
 */
interface RetentionBounds {
  /** Newest rows kept of tracking records and conversion relays (`events`) and of `activations`, each. */
  rows: number;
  /** Newest rows kept of the request log (`api_log`). */
  requestLogRows: number;
  /** Rows older than this many days are deleted from those tables, the SMS code table and the dev outbox. */
  days: number;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  /** TCP port; 0 picks a free one. Default 8080. */
  port: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host: string;
  /** Folder of the SQLite file and the server secret. Default <repo>/data. */
  dataDir: string;
  /** Folder of the built bundles (dist/<bundle-id>/). Default <repo>/dist. */
  distDir: string;
  /** development: dev endpoints, SMS outbox, dev cookies. Default development. */
  mode: ServerMode;
  /** Answer shapes: full (rich) or lean (the barest the spec allows; not in production). Default full. */
  profile: ServerProfile;
  /** Clock in milliseconds; inject a fake one in tests. */
  now: () => number;
  /** City answered by /v3/app/ipInfo. Default 北京市. */
  defaultCity: string;
  /** SMS send limits per client IP (default as per phone) and for all sends together. */
  smsLimits: { ip: RateLimits; all: GlobalSmsLimits };
  /** Largest accepted request body in bytes. Default 64 KiB. */
  maxBodyBytes: number;
  /**
   * Proxies allowed to name the client in X-Forwarded-For: how many are in front, or their
   * addresses / CIDRs (http/client-ip.ts). Default none: the socket's address is the client.
   */
  trustProxy: TrustedProxies;
  /** Open connections one address may hold (trusted proxies exempt). Default 64. */
  connectionsPerIp: number;
  /** HMAC secret for SMS code hashes, 64+ hex digits; default: generated once into <dataDir>/server-secret. */
  secret: string | undefined;
  /** Anonymous writes (tracking, relays, channel activation) per client IP per minute. Default 300. */
  writeLimitPerMinute: number;
  /** Rows and days kept of the tables anonymous visitors fill. */
  retention: RetentionBounds;
  /** Where log lines go. Default the console. */
  logger: Logger;
  /**
   * Extra routes answered in development mode only (the preview studio and its preview start,
   * passed in by src/tasks); production mode never consults them. Default none.
   */
  devRoutes: readonly DevRoute[];
}

/** What a caller sets: any option, the nested ones in part; `trustProxy` as written by the operator. */
export type ServerOptions = Partial<Omit<ResolvedOptions, "smsLimits" | "trustProxy" | "retention">> & {
  smsLimits?: { ip?: Partial<RateLimits>; all?: Partial<GlobalSmsLimits> };
  trustProxy?: TrustProxy;
  retention?: Partial<RetentionBounds>;
};

export const PHONE_SMS_LIMITS: RateLimits = { perMinute: 1, perHour: 5, perDay: 10 };
/** Every SMS costs money and a flood from many addresses is still a flood: 60 a minute, 2000 a day. */
const DEFAULT_GLOBAL_SMS_LIMITS: GlobalSmsLimits = { perMinute: 60, perDay: 2000 };
export const DEFAULT_RETENTION: RetentionBounds = { rows: 20_000, requestLogRows: 5_000, days: 30 };

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** `value` when it is an integer of at least 1; else a StartupError naming the variable. */
function positiveInteger(name: string, value: unknown): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1) return value;
  throw new StartupError(
    `${name} 须为不小于 1 的整数，当前为 "${String(value)}"。请修改后重新启动。`,
    `${name} must be an integer of at least 1, not "${String(value)}". Change it and start again.`,
  );
}

/** Fills in the defaults; throws StartupError on a bound that is not a positive integer. */
export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  const retention = { ...DEFAULT_RETENTION, ...options.retention };
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
      ip: { ...PHONE_SMS_LIMITS, ...options.smsLimits?.ip },
      all: { ...DEFAULT_GLOBAL_SMS_LIMITS, ...options.smsLimits?.all },
    },
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    trustProxy: trustedProxies(options.trustProxy),
    connectionsPerIp: options.connectionsPerIp ?? 64,
    secret: options.secret,
    writeLimitPerMinute: positiveInteger("WRITE_IP_LIMIT", options.writeLimitPerMinute ?? 300),
    retention: {
      rows: positiveInteger("RETENTION_ROWS", retention.rows),
      requestLogRows: positiveInteger("REQUEST_LOG_ROWS", retention.requestLogRows),
      days: positiveInteger("RETENTION_DAYS", retention.days),
    },
    logger: options.logger ?? consoleLogger,
    devRoutes: options.devRoutes ?? [],
  };
}

/** `count` positive integers separated by "/" ("100/1000/10000"); else a StartupError naming the variable. */
function integers(env: NodeJS.ProcessEnv, name: string, count = 1): number[] | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const parts = raw.split("/");
  if (parts.length !== count) {
    throw new StartupError(
      `${name} 须为 ${count} 个以 / 分隔的整数，当前为 "${raw}"。请修改后重新启动。`,
      `${name} must be ${count} integers separated by "/", not "${raw}". Change it and start again.`,
    );
  }
  return parts.map((part) => positiveInteger(name, /^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Options from the environment: PORT, HOST, DATA_DIR, DIST_DIR, SERVER_MODE, DEFAULT_CITY,
 * SMS_IP_LIMITS ("perMinute/perHour/perDay", e.g. "100/1000/10000" for end-to-end runs),
 * SMS_GLOBAL_LIMITS ("perMinute/perDay"), TRUST_PROXY (hop count or proxy list), CONNECTION_IP_LIMIT,
 * SERVER_SECRET (checked even when empty), SERVER_PROFILE (full or lean; lean is refused in
 * production), WRITE_IP_LIMIT, RETENTION_ROWS, REQUEST_LOG_ROWS, RETENTION_DAYS.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const mode = env.SERVER_MODE === "production" ? "production" : "development";
  if (env.SERVER_MODE && env.SERVER_MODE !== mode)
    throw new Error(`SERVER_MODE must be development or production, not "${env.SERVER_MODE}"`);
  const options: ServerOptions = { mode };
  if (env.SERVER_PROFILE) options.profile = parseProfile(env.SERVER_PROFILE, mode);
  if (env.PORT) options.port = parsePort(env.PORT);
  if (env.HOST) options.host = env.HOST;
  if (env.DATA_DIR) options.dataDir = env.DATA_DIR;
  if (env.DIST_DIR) options.distDir = env.DIST_DIR;
  if (env.DEFAULT_CITY) options.defaultCity = env.DEFAULT_CITY;
  const [perMinute, perHour, perDay] = integers(env, "SMS_IP_LIMITS", 3) ?? [];
  if (perMinute && perHour && perDay) options.smsLimits = { ip: { perMinute, perHour, perDay } };
  const [allPerMinute, allPerDay] = integers(env, "SMS_GLOBAL_LIMITS", 2) ?? [];
  if (allPerMinute && allPerDay)
    options.smsLimits = { ...options.smsLimits, all: { perMinute: allPerMinute, perDay: allPerDay } };
  if (env.TRUST_PROXY) options.trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const [connections] = integers(env, "CONNECTION_IP_LIMIT") ?? [];
  if (connections) options.connectionsPerIp = connections;
  if (env.SERVER_SECRET !== undefined) options.secret = env.SERVER_SECRET;
  const [writes] = integers(env, "WRITE_IP_LIMIT") ?? [];
  if (writes) options.writeLimitPerMinute = writes;
  const [rows] = integers(env, "RETENTION_ROWS") ?? [];
  const [requestLogRows] = integers(env, "REQUEST_LOG_ROWS") ?? [];
  const [days] = integers(env, "RETENTION_DAYS") ?? [];
  if (rows || requestLogRows || days)
    options.retention = {
      ...(rows && { rows }),
      ...(requestLogRows && { requestLogRows }),
      ...(days && { days }),
    };
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
