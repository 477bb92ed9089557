/**
 * Daily conversion/tracker flags (spec sections 3, 4 and 9): "A per-user-and-channel conversion
 * flag is set once per day; once set, the conversion event is not reported again until local
 * midnight." Stored under user_id concatenated with _channel.
 */

/** A stored flag: "each has a name, value, expiry and start time" (ms since epoch). */
export interface DailyFlag {
  name: string;
  value: string;
  expiry: number;
  start: number;
}

/** Storage key: "user_id concatenated with _channel". */
export function flagKey(userId: string, channel: string): string {
  return `${userId}${channel}`;
}

/**
 * The next local midnight after `now`, built from a Date in the runtime's time zone so that
 * daylight-saving days (23 or 25 hours) are handled by the platform, not by adding 86400000.
 */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 0, 0, 0, 0).getTime();
}

/** A flag set at `now`, expiring at the next local midnight. */
export function makeFlag(name: string, value: string, now: number): DailyFlag {
  return { name, value, start: now, expiry: nextLocalMidnight(now) };
}

/** Reads a stored flag defensively: anything malformed is undefined. */
export function parseFlag(raw: unknown): DailyFlag | undefined {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { name, value: v, expiry, start } = value as Record<string, unknown>;
  if (typeof name !== "string" || typeof expiry !== "number" || typeof start !== "number") return undefined;
  if (!Number.isFinite(expiry) || !Number.isFinite(start)) return undefined;
  return { name, value: typeof v === "string" ? v : String(v ?? ""), expiry, start };
}

/**
 * True while the flag holds: set (start not after now) and not yet expired. A start in the
 * future (clock moved back) does not hold, so the event is reported rather than lost.
 */
export function isFlagActive(record: unknown, now: number): boolean {
  const flag = parseFlag(record);
  return flag !== undefined && flag.start <= now && now < flag.expiry;
}
