/**
 * Operator-set bounds on what anonymous visitors can make the server write: a per-IP rate
 * limit on the write endpoints that need no login, and how many rows and days of tracking
 * records, channel activations and request log the server keeps (decision 032).
 */
import { StartupError } from "./startup-error.ts";

/** How much of the anonymous-write tables the server keeps; older rows are deleted as new ones arrive. */
export interface RetentionBounds {
  /** Newest rows kept of tracking records and conversion relays (`events`) and of `activations`, each. */
  rows: number;
  /** Newest rows kept of the request log (`api_log`). */
  requestLogRows: number;
  /** Rows older than this many days are deleted from those tables, the SMS code table and the dev outbox. */
  days: number;
}

export const DEFAULT_RETENTION: RetentionBounds = { rows: 20_000, requestLogRows: 5_000, days: 30 };

/** Anonymous writes (tracking, conversion relays, channel activation) one client IP may make per minute. */
const DEFAULT_WRITE_LIMIT_PER_MINUTE = 300;

function positiveInteger(name: string, value: unknown, min = 1): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= min) return value;
  throw new StartupError(
    `${name} 须为不小于 ${min} 的整数，当前为 "${String(value)}"。请修改后重新启动。`,
    `${name} must be an integer of at least ${min}, not "${String(value)}". Change it and start again.`,
  );
}

/** The bounds with defaults filled in; throws StartupError on a value that is not a positive integer. */
export function resolveBounds(options: {
  retention?: Partial<RetentionBounds> | undefined;
  writeLimitPerMinute?: number | undefined;
}): { retention: RetentionBounds; writeLimitPerMinute: number } {
  const retention = { ...DEFAULT_RETENTION, ...options.retention };
  return {
    retention: {
      rows: positiveInteger("RETENTION_ROWS", retention.rows),
      requestLogRows: positiveInteger("REQUEST_LOG_ROWS", retention.requestLogRows),
      days: positiveInteger("RETENTION_DAYS", retention.days),
    },
    writeLimitPerMinute: positiveInteger(
      "WRITE_IP_LIMIT",
      options.writeLimitPerMinute ?? DEFAULT_WRITE_LIMIT_PER_MINUTE,
    ),
  };
}

/** WRITE_IP_LIMIT, RETENTION_ROWS, REQUEST_LOG_ROWS and RETENTION_DAYS from the environment. */
export function boundsFromEnv(env: NodeJS.ProcessEnv): {
  retention?: Partial<RetentionBounds>;
  writeLimitPerMinute?: number;
} {
  const read = (name: string) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return undefined;
    return positiveInteger(name, /^\d+$/.test(raw.trim()) ? Number(raw) : raw);
  };
  const retention: Partial<RetentionBounds> = {};
  const rows = read("RETENTION_ROWS");
  const requestLogRows = read("REQUEST_LOG_ROWS");
  const days = read("RETENTION_DAYS");
  if (rows !== undefined) retention.rows = rows;
  if (requestLogRows !== undefined) retention.requestLogRows = requestLogRows;
  if (days !== undefined) retention.days = days;
  const writeLimitPerMinute = read("WRITE_IP_LIMIT");
  return {
    ...(Object.keys(retention).length > 0 ? { retention } : {}),
    ...(writeLimitPerMinute !== undefined ? { writeLimitPerMinute } : {}),
  };
}
