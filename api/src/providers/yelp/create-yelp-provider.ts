import type { Restaurant, Review } from '@pizza-atlas/contracts';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { ListingProvider, ProviderSearch, ProviderSearchResult } from '../listing-provider';
import { toRestaurant } from '../../places/to-restaurant';
import { normaliseBusiness } from './normalise-business';
import { normaliseReview } from './normalise-review';
import { refinePage } from './refine-page';
import { RequestThrottle } from './request-throttle';
import { YELP_MAX_REACHABLE, planYelpSearch } from './search-params';
import { TtlCache } from './ttl-cache';
import { localYelpState, redisYelpState } from './shared-yelp-state';
import { YelpClient } from './yelp-client';
import { YELP_CREDIT } from './yelp-credit';
import { unreadableAnswerError } from './yelp-errors';
import {
  type YelpBusiness,
  YelpBusinessSchema,
  YelpReviewSchema,
  YelpReviewsResponseSchema,
  YelpSearchResponseSchema,
} from './yelp-schemas';

export interface YelpProviderOptions {
  apiKey: string;
  /** Default https://api.yelp.com/v3; tests and offline development point it at the fake. */
  baseUrl?: string;
  /** Per request, once it leaves the throttle queue. Default 8 s. */
  timeoutMs?: number;
  /** Default 1 h; never more than 24 h (Yelp's caching limit), 0 turns caching off. */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  /** Default 4: under the 2–5 req/s that keeps clear of Yelp's unpublished QPS limit. */
  requestsPerSecond?: number;
  /** A request that would queue longer than this is refused as rate-limited. Default 10 s. */
  maxQueueMs?: number;
  /** The server's clock in milliseconds since the epoch: cache expiry and the daily-limit lockout. */
  now: () => number;
  /** Share answers, request spacing and the lockout with every server through Redis. */
  shared?: { redis: Redis; namespace?: string; warn: (error: unknown, message: string) => void };
}

export const DEFAULT_YELP_NAMESPACE = 'pizza-atlas:yelp:';

export const YELP_DEFAULTS = {
  baseUrl: 'https://api.yelp.com/v3',
  timeoutMs: 8000,
  cacheTtlMs: 60 * 60 * 1000,
  cacheMaxEntries: 500,
  requestsPerSecond: 4,
  maxQueueMs: 10_000,
} as const;

// Yelp ids are 22 url-safe characters and aliases are slugs (possibly Unicode). Anything
// else, dot segments especially, never reaches the URL path.
const YELP_ID = /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]{0,199}$/u;

/** The Yelp Fusion ("Places API") listing provider, used when YELP_API_KEY is set. */
export function createYelpProvider(options: YelpProviderOptions): ListingProvider {
  if (!options.apiKey || options.apiKey.trim() === '') {
    throw new Error('The Yelp provider needs an API key (YELP_API_KEY).');
  }
  const { now } = options;
  /**
   * A business in the Restaurant shape, by the places' one mapping: open now and until when
   * by our one hours rule on our clock in the place's zone (Yelp's weekly intervals in OSM
   * syntax, with the state's holidays). Yelp's cached is_open_now is never used.
   */
  const toYelpRestaurant = (business: YelpBusiness, at: Date): Restaurant | undefined => {
    const place = normaliseBusiness(business);
    return place && toRestaurant(place, at);
  };
  const cache = new TtlCache<unknown>({
    ttlMs: options.cacheTtlMs ?? YELP_DEFAULTS.cacheTtlMs,
    maxEntries: options.cacheMaxEntries ?? YELP_DEFAULTS.cacheMaxEntries,
    now,
  });
  const throttleOptions = {
    requestsPerSecond: options.requestsPerSecond ?? YELP_DEFAULTS.requestsPerSecond,
    maxWaitMs: options.maxQueueMs ?? YELP_DEFAULTS.maxQueueMs,
  };
  const local = localYelpState(cache, new RequestThrottle(throttleOptions));
  const state = options.shared
    ? redisYelpState({
        redis: options.shared.redis,
        namespace: options.shared.namespace ?? DEFAULT_YELP_NAMESPACE,
        local,
        ttlMs: cache.ttlMs,
        throttle: throttleOptions,
        warn: options.shared.warn,
      })
    : local;
  const client = new YelpClient({
    apiKey: options.apiKey.trim(),
    baseUrl: (options.baseUrl ?? YELP_DEFAULTS.baseUrl).replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? YELP_DEFAULTS.timeoutMs,
    state,
    now,
  });

  return {
    name: 'yelp',
    credit: YELP_CREDIT,

    async search(query: ProviderSearch): Promise<ProviderSearchResult> {
      const plan = planYelpSearch(query);
      const answer = await client.get('/businesses/search', plan.params, YelpSearchResponseSchema);
      if (!answer) throw unreadableAnswerError();
      const at = new Date(now());
      const restaurants = parseEach(answer.businesses, YelpBusinessSchema)
        .map((business) => toYelpRestaurant(business, at))
        .filter((r): r is Restaurant => r !== undefined);
      const reached = plan.offset + answer.businesses.length;
      let total = Math.min(answer.total ?? reached, YELP_MAX_REACHABLE);
      // Yelp's paging can end before its total (issue #449): a short page is the end.
      if (answer.businesses.length < plan.limit) total = Math.min(total, reached);
      return { restaurants: refinePage(restaurants, query, plan.serverFeatures), total };
    },

    async details(id: string): Promise<Restaurant | undefined> {
      if (!YELP_ID.test(id)) return undefined;
      const path = `/businesses/${encodeURIComponent(id)}`;
      const business = await client.get(path, new URLSearchParams(), YelpBusinessSchema);
      return business ? toYelpRestaurant(business, new Date(now())) : undefined;
    },

    async reviews(id: string): Promise<{ reviews: Review[]; total: number } | undefined> {
      if (!YELP_ID.test(id)) return undefined;
      const path = `/businesses/${encodeURIComponent(id)}/reviews`;
      const answer = await client.get(path, new URLSearchParams(), YelpReviewsResponseSchema);
      if (!answer) return undefined;
      const reviews = parseEach(answer.reviews, YelpReviewSchema).map(normaliseReview);
      return { reviews, total: Math.max(reviews.length, Math.round(answer.total ?? 0)) };
    },
  };
}

/** Keeps the entries that parse; one odd business or review does not sink the page. */
function parseEach<T>(items: unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
