/**
 * Options of the reference server, with the defaults that follow REFERENCE.md, and the same
 * options read from the environment through one zod schema; the context every handler reaches.
 * Tests inject a fake clock (`now`), a temp data and dist folder and higher per-IP limits (every
 * test request comes from the one loopback address).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseTrustProxy, type IsProxy } from "./clients.ts";
import type { writeLimiter } from "./http.ts";
import type { LoggedRequest } from "./dev/routes.ts";
import type { FieldStore } from "./field.ts";

/**
 * A reason the server refuses to start, written for the operator who reads it in a terminal:
 * what is wrong, which file or variable, and what to do, in Chinese and in English.
 */
export class StartupError extends Error {
  constructor(zh: string, en: string, options?: { cause?: unknown }) {
    super(`${zh}\n${en}`, options);
    this.name = "StartupError";
  }
}

/** Sends allowed per window: per phone always 1 per 60 s, 5 per hour, 10 per 24 h (REFERENCE.md). */
export const PHONE_SMS_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 };

const MODES = ["development", "production"] as const;
export type ServerMode = (typeof MODES)[number];

/** Answer shapes: full (the reference server's own) or lean (the barest the spec allows, api.ts). */
const SERVER_PROFILES = ["full", "lean"] as const;

/**
 * Sizes of what the server issues, per profile: SMS code digits, random bytes of tokens and marks
 * (base64url); lean ones are short, so tests prove the pages check no format of their own.
 */
export const ISSUE_SIZES = {
  full: { smsCodeDigits: 6, tokenBytes: 32, markBytes: 24 },
  lean: { smsCodeDigits: 4, tokenBytes: 5, markBytes: 4 },
};

/** The server's log sink: the console by default, a collecting or silent one in tests; errors keep their stack there. */
export type Logger = Pick<Console, "info" | "warn" | "error">;

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

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
  profile: "full" as (typeof SERVER_PROFILES)[number],
  /** Clock in milliseconds; inject a fake one in tests. */
  now: Date.now as () => number,
  /** City answered by /v3/app/ipInfo. */
  defaultCity: "北京市",
  /** SMS send limits per client IP, as per phone. */
  smsIpLimits: PHONE_SMS_LIMITS,
  /**
   * The provider budget: all sends, every phone and address (decisions 035, 440). Only sends with
   * a solved challenge reach it: past `smsChallengeAbove` a send without one gets a challenge.
   */
  smsGlobalLimits: { perMinute: 60, perDay: 2000 },
  /**
   * From this many sends in the window (all phones, all addresses), a send must carry a solved
   * challenge (decision 440). Below the budget, so that what sends without one can fill, an
   * attacker who solves nothing, always leaves room for visitors who solve one.
   */
  smsChallengeAbove: { perMinute: 20, perDay: 1000 },
  /**
   * Bits of proof of work a challenge asks, by the sends solved in the last minute: the more
   * solvers, the dearer each next send. 14 bits took Chromium at 4× CPU throttling about 0.7 s
   * on an idle core and 2 s on a crowded one (decision 440); each bit doubles it.
   */
  smsChallengeBits: [
    { solvedPerMinute: 0, bits: 14 },
    { solvedPerMinute: 10, bits: 15 },
    { solvedPerMinute: 30, bits: 16 },
  ] as readonly { solvedPerMinute: number; bits: number }[],
  /** Seconds a challenge may be solved and sent back in. */
  smsChallengeSeconds: 120,
  /** Largest accepted request body in bytes. */
  maxBodyBytes: 64 * 1024,
  /**
   * Who X-Forwarded-For is believed from (clients.ts): the reverse proxies' addresses and ranges
   * ("10.0.0.5", "10.1.0.0/16"; canonical), or a count of proxies in front, which takes any peer
   * for one (a warning at start); 0 or none: the socket's address is the client.
   */
  trustProxy: 0 as number | readonly string[],
  /** Connections one client may hold open; behind a trusted proxy, its requests in progress. */
  connectionsPerIp: 64,
  /** HMAC secret for SMS code hashes, 64+ hex digits; default: generated once into <dataDir>/server-secret. */
  secret: undefined as string | undefined,
  /** Anonymous writes (tracking, relays, channel activation) per client IP per minute. */
  writeLimitPerMinute: 300,
  /**
   * How much of what anonymous visitors fill the server keeps, older rows deleted as new ones
   * arrive (decision 032): newest rows of `events` (tracking records, conversion relays, channel
   * activations), newest rows of the request log (development only), and days kept of those and
   * of the SMS codes.
   */
  retentionRows: 20_000,
  requestLogRows: 5_000,
  retentionDays: 30,
  logger: console as Logger,
  /** Extra routes answered in development mode only (the preview pages, passed in by src/tasks). */
  devRoutes: {} as Readonly<Record<string, DevRoute>>,
};

type ResolvedOptions = typeof DEFAULTS;

/** What every request handler can reach. */
export interface AppContext {
  db: DatabaseSync;
  options: ResolvedOptions;
  /** HMAC key for low-entropy secrets (SMS codes). */
  secret: Buffer;
  /** Per-IP limit of anonymous writes (api.ts). */
  writeLimiter: ReturnType<typeof writeLimiter>;
  /** Whether an address is a trusted proxy, from option `trustProxy` (clients.ts). */
  isProxy: IsProxy;
  /** Development only: the request log, oldest first (dev/routes.ts). */
  requests: LoggedRequest[];
  /** The field figures' aggregates (field.ts). */
  field: FieldStore;
}

/** True in development mode: dev endpoints, dev cookies and the SMS outbox are on. */
export const isDevelopment = (app: AppContext) => app.options.mode === "development";

/**
 * A development-only route the caller passes in (`devRoutes`, keyed by the path it answers with
 * every path under it), given the port listened on; the server never imports it (decision 300).
 */
export type DevRoute = (req: IncomingMessage, res: ServerResponse, port: number) => Promise<void> | void;

/** What a caller sets: any option; one not given (or undefined) keeps its default. */
export type ServerOptions = { [K in keyof ResolvedOptions]?: ResolvedOptions[K] | undefined };

export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  return { ...DEFAULTS, ...Object.fromEntries(given) };
}

/** Plain decimal digits only: Number() would also take "0x1", "0b11", "1e1" and " 1 ". */
const DECIMAL = /^\d{1,9}$/;
const count = (min: number, max = Infinity) =>
  z.string().regex(DECIMAL).transform(Number).pipe(z.number().min(min).max(max));
const POSITIVE = ["不小于 1 的整数", "an integer of at least 1"] as const;

/** Positive integers separated by "/" ("100/1000/10000"), one per key, with what they must be. */
const slashed = (...keys: string[]) =>
  [
    z
      .string()
      .transform((raw) => raw.split("/").map((part) => (DECIMAL.test(part) ? Number(part) : NaN)))
      .pipe(z.array(z.number().int().min(1)).length(keys.length))
      .transform((numbers) => Object.fromEntries(keys.map((key, i) => [key, numbers[i]]))),
    ` ${keys.length} 个以 / 分隔的正整数`,
    `${keys.length} positive integers separated by "/"`,
  ] as const;

/**
 * The variables: the option each sets, its check and what it must be (in Chinese and English) for
 * the refusal. A variable not set (or empty) sets nothing.
 */
const VARIABLES: Record<string, readonly [string, z.ZodType, string, string]> = {
  SERVER_MODE: ["mode", z.enum(MODES), "development 或 production", "development or production"],
  SERVER_PROFILE: ["profile", z.enum(SERVER_PROFILES), "full 或 lean", "full or lean"],
  PORT: ["port", count(0, 65535), "0 到 65535 的整数", "an integer from 0 to 65535"],
  HOST: ["host", z.string(), "", ""],
  DATA_DIR: ["dataDir", z.string(), "", ""],
  DIST_DIR: ["distDir", z.string(), "", ""],
  DEFAULT_CITY: ["defaultCity", z.string(), "", ""],
  // "perMinute/perHour/perDay", e.g. "100/1000/10000" for end-to-end runs.
  SMS_IP_LIMITS: ["smsIpLimits", ...slashed("perMinute", "perHour", "perDay")],
  SMS_GLOBAL_LIMITS: ["smsGlobalLimits", ...slashed("perMinute", "perDay")],
  SMS_CHALLENGE_ABOVE: ["smsChallengeAbove", ...slashed("perMinute", "perDay")],
  TRUST_PROXY: [
    "trustProxy",
    z.string().transform((raw, ctx) => parseTrustProxy(raw) ?? (ctx.addIssue({ code: "custom" }), z.NEVER)),
    "以逗号分隔的代理地址或网段（如 10.0.0.5,10.1.0.0/16），或代理的层数",
    "the proxies' addresses or CIDR ranges separated by commas (such as 10.0.0.5,10.1.0.0/16), or their number",
  ],
  CONNECTION_IP_LIMIT: ["connectionsPerIp", count(1), ...POSITIVE],
  WRITE_IP_LIMIT: ["writeLimitPerMinute", count(1), ...POSITIVE],
  RETENTION_ROWS: ["retentionRows", count(1), ...POSITIVE],
  REQUEST_LOG_ROWS: ["requestLogRows", count(1), ...POSITIVE],
  RETENTION_DAYS: ["retentionDays", count(1), ...POSITIVE],
};

/**
 * Options from the environment (see {@link VARIABLES}), and SERVER_SECRET; a variable that is
 * wrong is refused with a StartupError naming it.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  // SERVER_SECRET is checked even when set but empty (db/database.ts).
  const options: Record<string, unknown> = { secret: env.SERVER_SECRET };
  for (const [name, [option, schema, zh, en]] of Object.entries(VARIABLES)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const result = schema.safeParse(raw);
    if (!result.success) {
      // One line each, however long or strange the value: cut, and control characters shown escaped.
      const shown = JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);
      throw new StartupError(
        `${name} 须为${zh}，当前为 ${shown}。请修改后重新启动。`,
        `${name} must be ${en}, not ${shown}. Change it and start again.`,
      );
    }
    options[option] = result.data;
  }
  options.mode ??= "development";
  // A threshold at or above the budget lets sends without a challenge fill the whole budget: one
  // attacker could switch SMS login off for everyone again (decision 440).
  const budget = (options.smsGlobalLimits ?? DEFAULTS.smsGlobalLimits) as typeof DEFAULTS.smsGlobalLimits;
  const above = (options.smsChallengeAbove ??
    DEFAULTS.smsChallengeAbove) as typeof DEFAULTS.smsChallengeAbove;
  if (above.perMinute >= budget.perMinute || above.perDay >= budget.perDay)
    throw new StartupError(
      `SMS_CHALLENGE_ABOVE（${above.perMinute}/${above.perDay}）须小于 SMS_GLOBAL_LIMITS（${budget.perMinute}/${budget.perDay}），否则未验证的发送可占满全部额度。请修改后重新启动。`,
      `SMS_CHALLENGE_ABOVE (${above.perMinute}/${above.perDay}) must be below SMS_GLOBAL_LIMITS (${budget.perMinute}/${budget.perDay}), or sends without a challenge can use the whole budget. Change it and start again.`,
    );
  // Lean tokens and marks are short on purpose (they test the pages): never in production.
  if (options.profile === "lean" && options.mode === "production")
    throw new StartupError(
      "SERVER_PROFILE=lean 只用于测试和预览，SERVER_MODE=production 不接受。请去掉 SERVER_PROFILE 后重新启动。",
      "SERVER_PROFILE=lean is for tests and previews; SERVER_MODE=production refuses it. Unset SERVER_PROFILE and start again.",
    );
  return options as ServerOptions;
}
