/**
 * A token bucket per key (client IP): `perMinute` requests in a burst, refilled evenly over
 * the minute. Kept in memory: the limit protects the disk of one process, and a restart that
 * forgets the buckets only forgives one minute. The number of tracked keys is bounded, so a
 * flood of addresses cannot grow memory either.
 */
export class RateLimiter {
  readonly perMinute: number;
  private readonly now: () => number;
  private readonly maxKeys: number;
  /** In least-recently-used order: past `maxKeys`, the stalest key goes. */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** `now` is the server clock (a fake one in tests); `maxKeys` bounds memory. */
  constructor(perMinute: number, now: () => number, maxKeys = 10_000) {
    this.perMinute = perMinute;
    this.now = now;
    this.maxKeys = maxKeys;
  }

  /** Takes one request for `key`: 0 when allowed, otherwise the milliseconds until one is. */
  take(key: string): number {
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(key);
    const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
    const tokens = bucket ? Math.min(this.perMinute, bucket.tokens + elapsed * perMs) : this.perMinute;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens < 1 ? tokens : tokens - 1, at: now });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return tokens < 1 ? Math.ceil((1 - tokens) / perMs) : 0;
  }

  /** Keys currently tracked (for tests of the memory bound). */
  get size(): number {
    return this.buckets.size;
  }
}
