/**
 * Options of the reference server, with the defaults that follow REFERENCE.md, and the same
 * options read from the environment through one zod schema. Tests inject a fake clock (`now`),
 * a temp data and dist folder and higher per-IP limits (every test request comes from the one
 * loopback address).
 */
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { DevRoute } from "./dev/dev-routes.ts";
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
  /** Newest rows kept of tracking records, conversion relays and channel activations (`events`). */
  rows: number;
  /** Newest rows kept of the request log (`api_log`, development only). */
  requestLogRows: number;
  /** Rows older than this many days are deleted from those tables and the SMS code table. */
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
  /** development: dev endpoints, request log, SMS outbox, dev cookies. Default development. */
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
   * Reverse proxies in front, each appending to X-Forwarded-For (http/client-ip.ts). Default 0:
   * the socket's address is the client.
   */
  trustProxy: number;
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

/** What a caller sets: any option, the nested ones in part. */
export type ServerOptions = Partial<Omit<ResolvedOptions, "smsLimits" | "retention">> & {
  smsLimits?: { ip?: Partial<RateLimits>; all?: Partial<GlobalSmsLimits> };
  retention?: Partial<RetentionBounds>;
};

export const PHONE_SMS_LIMITS: RateLimits = { perMinute: 1, perHour: 5, perDay: 10 };
/** Every SMS costs money and a flood from many addresses is still a flood: 60 a minute, 2000 a day. */
const DEFAULT_GLOBAL_SMS_LIMITS: GlobalSmsLimits = { perMinute: 60, perDay: 2000 };
export const DEFAULT_RETENTION: RetentionBounds = { rows: 20_000, requestLogRows: 5_000, days: 30 };

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The fields of `values` that are set: a nested option given in part keeps the other defaults. */
const defined = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Fills in the defaults. */
export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  const { smsLimits, retention } = options;
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
      ip: { ...PHONE_SMS_LIMITS, ...defined(smsLimits?.ip) },
      all: { ...DEFAULT_GLOBAL_SMS_LIMITS, ...defined(smsLimits?.all) },
    },
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    trustProxy: options.trustProxy ?? 0,
    connectionsPerIp: options.connectionsPerIp ?? 64,
    secret: options.secret,
    writeLimitPerMinute: options.writeLimitPerMinute ?? 300,
    retention: { ...DEFAULT_RETENTION, ...defined(retention) },
    logger: options.logger ?? consoleLogger,
    devRoutes: options.devRoutes ?? [],
  };
}

const count = (min: number) => z.coerce.number().int().min(min);
/** `length` positive integers separated by "/" ("100/1000/10000"). */
const slashed = (length: number) =>
  z
    .string()
    .transform((raw) => raw.split("/").map(Number))
    .pipe(z.array(z.number().int().min(1)).length(length));

/** The checked variables, each with what it must be (in Chinese and English) for the refusal. */
const VARIABLES = {
  SERVER_MODE: [
    z.enum(["development", "production"]),
    "development 或 production",
    "development or production",
  ],
  SERVER_PROFILE: [z.enum(SERVER_PROFILES), "full 或 lean", "full or lean"],
  PORT: [count(0).max(65535), "0 到 65535 的整数", "an integer from 0 to 65535"],
  SMS_IP_LIMITS: [slashed(3), " 3 个以 / 分隔的正整数", `3 positive integers separated by "/"`],
  SMS_GLOBAL_LIMITS: [slashed(2), " 2 个以 / 分隔的正整数", `2 positive integers separated by "/"`],
  TRUST_PROXY: [count(0), "代理的层数（不小于 0 的整数）", "the number of proxies in front (0, 1, 2, ...)"],
  CONNECTION_IP_LIMIT: [count(1), "不小于 1 的整数", "an integer of at least 1"],
  WRITE_IP_LIMIT: [count(1), "不小于 1 的整数", "an integer of at least 1"],
  RETENTION_ROWS: [count(1), "不小于 1 的整数", "an integer of at least 1"],
  REQUEST_LOG_ROWS: [count(1), "不小于 1 的整数", "an integer of at least 1"],
  RETENTION_DAYS: [count(1), "不小于 1 的整数", "an integer of at least 1"],
} as const;

type Variable = keyof typeof VARIABLES;
type Env = { [V in Variable]?: z.output<(typeof VARIABLES)[V][0]> };

/** The checked variables that are set, parsed; else a StartupError naming the variable. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed: Record<string, unknown> = {};
  for (const [name, [schema, zh, en]] of Object.entries(VARIABLES)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const result = schema.safeParse(raw);
    if (!result.success) {
      throw new StartupError(
        `${name} 须为${zh}，当前为 "${raw}"。请修改后重新启动。`,
        `${name} must be ${en}, not "${raw}". Change it and start again.`,
      );
    }
    parsed[name] = result.data;
  }
  return parsed as Env;
}

/**
 * Options from the environment: PORT, HOST, DATA_DIR, DIST_DIR, SERVER_MODE, DEFAULT_CITY,
 * SMS_IP_LIMITS ("perMinute/perHour/perDay", e.g. "100/1000/10000" for end-to-end runs),
 * SMS_GLOBAL_LIMITS ("perMinute/perDay"), TRUST_PROXY (proxies in front), CONNECTION_IP_LIMIT,
 * SERVER_SECRET, SERVER_PROFILE (full or lean; lean is refused in production), WRITE_IP_LIMIT,
 * RETENTION_ROWS, REQUEST_LOG_ROWS, RETENTION_DAYS. A variable not set leaves its option undefined.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const vars = parseEnv(env);
  const mode = vars.SERVER_MODE ?? "development";
  // Lean tokens and marks are short on purpose (they test the pages): never in production.
  if (vars.SERVER_PROFILE === "lean" && mode === "production")
    throw new Error("SERVER_PROFILE=lean is for tests and previews; SERVER_MODE=production refuses it");
  const [perMinute, perHour, perDay] = vars.SMS_IP_LIMITS ?? [];
  const [allPerMinute, allPerDay] = vars.SMS_GLOBAL_LIMITS ?? [];
  return {
    mode,
    profile: vars.SERVER_PROFILE,
    port: vars.PORT,
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR || undefined,
    distDir: env.DIST_DIR || undefined,
    defaultCity: env.DEFAULT_CITY || undefined,
    smsLimits: {
      ip: { perMinute, perHour, perDay },
      all: { perMinute: allPerMinute, perDay: allPerDay },
    },
    trustProxy: vars.TRUST_PROXY,
    connectionsPerIp: vars.CONNECTION_IP_LIMIT,
    // Checked even when set but empty (services/secret.ts).
    secret: env.SERVER_SECRET,
    writeLimitPerMinute: vars.WRITE_IP_LIMIT,
    retention: {
      rows: vars.RETENTION_ROWS,
      requestLogRows: vars.REQUEST_LOG_ROWS,
      days: vars.RETENTION_DAYS,
    },
  };
}
