/**
 * Options of the reference server, with the defaults that follow REFERENCE.md, and the same
 * options read from the environment through one zod schema. Tests inject a fake clock (`now`),
 * a temp data and dist folder and higher per-IP limits (every test request comes from the one
 * loopback address).
 */
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { DevRoute } from "./dev/dev-routes.ts";
import { SERVER_PROFILES, type ServerProfile } from "./profile.ts";
import { StartupError } from "./startup-error.ts";

/** Sends allowed per window: per phone always 1 per 60 s, 5 per hour, 10 per 24 h (REFERENCE.md). */
export const PHONE_SMS_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 };
export type RateLimits = typeof PHONE_SMS_LIMITS;

export type ServerMode = "development" | "production";

/** The server's log sink: the console by default, a collecting or silent one in tests; errors keep their stack there. */
export type Logger = Pick<Console, "info" | "warn" | "error">;

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every option with its default. */
const DEFAULTS = {
  /** TCP port; 0 picks a free one. */
  port: 8080,
  /** Interface to listen on. */
  host: "127.0.0.1",
  /** Folder of the SQLite file and the server secret. */
  dataDir: `${REPO_ROOT}data`,
  /** Folder of the built bundles (dist/<bundle-id>/). */
  distDir: `${REPO_ROOT}dist`,
  /** development: dev endpoints, request log, SMS outbox, dev cookies. */
  mode: "development" as ServerMode,
  /** Answer shapes: full (rich) or lean (the barest the spec allows; not in production). */
  profile: "full" as ServerProfile,
  /** Clock in milliseconds; inject a fake one in tests. */
  now: Date.now as () => number,
  /** City answered by /v3/app/ipInfo. */
  defaultCity: "北京市",
  /**
   * SMS send limits per client IP (as per phone) and, since every SMS costs money and a flood from
   * many addresses is still a flood, for all sends together (decision 035).
   */
  smsLimits: { ip: PHONE_SMS_LIMITS, all: { perMinute: 60, perDay: 2000 } },
  /** Largest accepted request body in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Reverse proxies in front, each appending to X-Forwarded-For (http/client-ip.ts); 0: none. */
  trustProxy: 0,
  /** Open connections one address may hold (without trusted proxies). */
  connectionsPerIp: 64,
  /** HMAC secret for SMS code hashes, 64+ hex digits; default: generated once into <dataDir>/server-secret. */
  secret: undefined as string | undefined,
  /** Anonymous writes (tracking, relays, channel activation) per client IP per minute. */
  writeLimitPerMinute: 300,
  /**
   * How much of the tables anonymous visitors fill the server keeps, older rows deleted as new
   * ones arrive (decision 032): newest rows of `events` (tracking records, conversion relays,
   * channel activations), newest rows of the request log (development only), and days kept of
   * those and of the SMS codes.
   */
  retention: { rows: 20_000, requestLogRows: 5_000, days: 30 },
  /** Where log lines go. */
  logger: console as Logger,
  /**
   * Extra routes answered in development mode only (the preview studio and its preview start,
   * passed in by src/tasks); production mode never consults them.
   */
  devRoutes: [] as readonly DevRoute[],
};

/** Options with every default filled in. */
export type ResolvedOptions = typeof DEFAULTS;

type Partly<T> = { [K in keyof T]?: T[K] | undefined };

/** What a caller sets: any option, the nested ones in part. */
export type ServerOptions = Partly<Omit<ResolvedOptions, "smsLimits" | "retention">> & {
  smsLimits?: { ip?: Partly<RateLimits>; all?: Partly<ResolvedOptions["smsLimits"]["all"]> };
  retention?: Partly<ResolvedOptions["retention"]>;
};

/** The fields of `values` that are set: an option not given (or given in part) keeps its defaults. */
const defined = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Fills in the defaults. */
export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  const { smsLimits, retention } = options;
  return {
    ...DEFAULTS,
    ...(defined(options) as Partial<ResolvedOptions>),
    smsLimits: {
      ip: { ...DEFAULTS.smsLimits.ip, ...defined(smsLimits?.ip) },
      all: { ...DEFAULTS.smsLimits.all, ...defined(smsLimits?.all) },
    },
    retention: { ...DEFAULTS.retention, ...defined(retention) },
  };
}

const count = (min: number) => z.coerce.number().int().min(min);
/** `length` positive integers separated by "/" ("100/1000/10000"). */
const slashed = (length: number) =>
  z
    .string()
    .transform((raw) => raw.split("/").map(Number))
    .pipe(z.array(z.number().int().min(1)).length(length));

const POSITIVE = [count(1), "不小于 1 的整数", "an integer of at least 1"] as const;

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
  CONNECTION_IP_LIMIT: POSITIVE,
  WRITE_IP_LIMIT: POSITIVE,
  RETENTION_ROWS: POSITIVE,
  REQUEST_LOG_ROWS: POSITIVE,
  RETENTION_DAYS: POSITIVE,
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
