/** Yelp's API terms allow caching its content for at most 24 hours (provider-apis.md §1.7). */
export const YELP_MAX_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface TtlCacheOptions {
  /** Entry lifetime; clamped to [0, 24 h]. 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now: () => number;
}

/**
 * A small in-memory cache with a hard TTL and a size bound. A Map keeps insertion
 * order, so re-inserting on read makes the first key the least recently used.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  readonly ttlMs: number;

  constructor(private readonly options: TtlCacheOptions) {
    this.ttlMs = Math.min(Math.max(0, options.ttlMs), YELP_MAX_CACHE_TTL_MS);
  }

  /** The cached entry as `{ value }` (the value itself may be undefined), or undefined. */
  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) return undefined;
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: V): void {
    if (this.ttlMs === 0 || this.options.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.options.now() + this.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
