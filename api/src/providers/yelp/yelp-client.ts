import type { z } from 'zod';
import { ProviderError } from '../listing-provider';
import { ThrottleQueueFull } from './request-throttle';
import type { SharedYelpState } from './shared-yelp-state';
import {
  dailyLimitError,
  dailyResetAt,
  isDailyLimit,
  parseYelpError,
  perSecondLimitError,
  timeoutError,
  unreachableError,
  unreadableAnswerError,
  yelpHttpError,
} from './yelp-errors';

export interface YelpClientOptions {
  apiKey: string;
  /** e.g. https://api.yelp.com/v3, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  /** Answers, request spacing and the daily lockout: this server's, or every server's. */
  state: SharedYelpState;
  /** Milliseconds since the epoch: drives cache expiry and the daily-limit lockout. */
  now: () => number;
}

/**
 * GETs Yelp JSON: answers from the cache when it can, shares identical requests in
 * flight, spaces real requests through the throttle, and turns every failure into a
 * ProviderError. The key travels only in the Authorization header.
 */
export class YelpClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: YelpClientOptions) {}

  /** The parsed answer, or undefined when Yelp says 404 (unknown business, hidden reviews). */
  async get<T>(
    path: string,
    params: URLSearchParams,
    schema: z.ZodType<T>,
  ): Promise<T | undefined> {
    params.sort();
    const key = `${path}?${params.toString()}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T | undefined>;
    const request = this.cachedOrFetched(key, path, params, schema).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, request);
    return request;
  }

  private async cachedOrFetched<T>(
    key: string,
    path: string,
    params: URLSearchParams,
    schema: z.ZodType<T>,
  ): Promise<T | undefined> {
    const cached = await this.options.state.cache.get(key);
    if (cached) return cached.value as T | undefined;
    const value = await this.fetchJson(path, params, schema);
    await this.options.state.cache.set(key, value);
    return value;
  }

  private async fetchJson<T>(
    path: string,
    params: URLSearchParams,
    schema: z.ZodType<T>,
  ): Promise<T | undefined> {
    await this.refuseWhileLocked();
    await this.waitForTurn();
    // The daily limit may have been hit by another request while this one queued.
    await this.refuseWhileLocked();

    const query = params.toString();
    const url = `${this.options.baseUrl}${path}${query ? `?${query}` : ''}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      let status: number;
      let headers: Headers;
      let body: string;
      try {
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${this.options.apiKey}`, Accept: 'application/json' },
          signal: controller.signal,
        });
        status = response.status;
        headers = response.headers;
        body = await response.text();
      } catch {
        // fetch's own error text is never shown: it can name hosts and ports.
        throw controller.signal.aborted ? timeoutError() : unreachableError();
      }
      if (status >= 200 && status < 300) return parseAnswer(body, schema);
      if (status === 404) return undefined;
      throw await this.failure(status, body, headers);
    } finally {
      clearTimeout(timer);
    }
  }

  private async waitForTurn(): Promise<void> {
    try {
      await this.options.state.throttle.take();
    } catch (error) {
      if (!(error instanceof ThrottleQueueFull)) throw error;
      throw new ProviderError(
        'rate_limited',
        'Too many requests to Yelp are waiting. Please try again in a few seconds.',
        Math.max(1, Math.ceil(error.waitMs / 1000)),
      );
    }
  }

  private async failure(status: number, body: string, headers: Headers): Promise<ProviderError> {
    const info = parseYelpError(body);
    if (status === 429 && isDailyLimit(info)) {
      const now = this.options.now();
      const until = dailyResetAt(headers.get('RateLimit-ResetTime'), now);
      await this.options.state.lockout.lock(until, now);
      return dailyLimitError(until, now);
    }
    if (status === 429) {
      // Yelp's advice for the QPS limit is to back off; hold the whole queue a second.
      this.options.state.throttle.pause(1000);
      return perSecondLimitError();
    }
    return yelpHttpError(status, info, this.options.apiKey);
  }

  private async refuseWhileLocked(): Promise<void> {
    const now = this.options.now();
    const lockedUntil = await this.options.state.lockout.lockedUntil();
    if (now < lockedUntil) throw dailyLimitError(lockedUntil, now);
  }
}

function parseAnswer<T>(body: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw unreadableAnswerError();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unreadableAnswerError();
  return parsed.data;
}
