/**
 * A token bucket per key (client IP): `perMinute` requests in a burst, refilled evenly over
 * the minute. Kept in memory: the limit protects the disk of one process, and a restart that
 * forgets the buckets only forgives one minute. The number of tracked keys is bounded, so a
 * flood of addresses cannot grow memory either.
 */

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  readonly perMinute: number;
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly buckets = new Map<string, Bucket>();

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
    // Re-inserting keeps the Map in least-recently-used order, so eviction drops the stalest key.
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) / perMs);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }

  /** Keys currently tracked (for tests of the memory bound). */
  get size(): number {
    return this.buckets.size;
  }
}
