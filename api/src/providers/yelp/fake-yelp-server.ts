import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { FAKE_YELP_BUSINESSES, type FakeYelpBusiness } from './fake-yelp-businesses';
import {
  fakeYelpError as yelpError,
  searchFakeBusinesses,
  type FakeYelpReply as Reply,
} from './fake-yelp-search';

/**
 * A local stand-in for Yelp's Places (Fusion) API v3, for tests and offline work. It
 * answers in Yelp's shapes and error envelope, checks the bearer key, enforces Yelp's
 * search validation, and can be switched into each failure Yelp produces.
 */
export type FakeYelpMode =
  | 'normal'
  /** 401 TOKEN_INVALID whatever key is sent. */
  | 'bad_key'
  /** 429 ACCESS_LIMIT_REACHED: the daily quota is used up. */
  | 'daily_limit'
  /** 429 TOO_MANY_REQUESTS_PER_SECOND. */
  | 'per_second_limit'
  /** 500 INTERNAL_ERROR. */
  | 'internal_error'
  /** 503 with an HTML body, as a load balancer sends it. */
  | 'unavailable'
  /** 504 REQUEST_TIMED_OUT. */
  | 'gateway_timeout'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** Answers normally after `delayMs`. */
  | 'slow';

export interface FakeYelpModeOptions {
  /** For 'slow'; default 2000. */
  delayMs?: number;
  /** RateLimit-ResetTime to send with 'daily_limit'; null sends none. Default next UTC midnight. */
  resetTime?: string | null;
}

export interface FakeYelpServerOptions {
  /** The key clients must send as `Authorization: Bearer <key>`. Default 'fake-yelp-key'. */
  apiKey?: string;
  port?: number;
  businesses?: FakeYelpBusiness[];
  /** Answer 429 TOO_MANY_REQUESTS_PER_SECOND past this many requests in any second. */
  maxRequestsPerSecond?: number;
  /** Answer 429 ACCESS_LIMIT_REACHED after this many requests. */
  dailyLimit?: number;
  /**
   * The clock behind RateLimit-ResetTime (next midnight UTC). It stands for Yelp's own
   * clock, so it defaults to the real time; tests set it with the provider's.
   */
  now?: () => number;
}

export interface FakeYelpRequest {
  /** Arrival time, milliseconds on a monotonic clock. */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface FakeYelpServer {
  /** Base URL to give the client, ending in /v3. */
  url: string;
  /** Every request received, in order. */
  requests: FakeYelpRequest[];
  setMode(mode: FakeYelpMode, options?: FakeYelpModeOptions): void;
  clearRequests(): void;
  close(): Promise<void>;
}

export async function startFakeYelpServer(
  options: FakeYelpServerOptions = {},
): Promise<FakeYelpServer> {
  const apiKey = options.apiKey ?? 'fake-yelp-key';
  const businesses = options.businesses ?? FAKE_YELP_BUSINESSES;
  const now = options.now ?? Date.now;
  const requests: FakeYelpRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeYelpMode = 'normal';
  let modeOptions: FakeYelpModeOptions = {};
  let served = 0;

  const nextMidnight = () => {
    const date = new Date(now());
    date.setUTCHours(24, 0, 0, 0);
    return date.toISOString();
  };

  function answer(entry: FakeYelpRequest, authorization: string | undefined): Reply {
    switch (mode) {
      case 'bad_key':
        return yelpError(401, 'TOKEN_INVALID', 'Invalid API key or authorization header.');
      case 'daily_limit': {
        const reply = yelpError(
          429,
          'ACCESS_LIMIT_REACHED',
          'You have reached the daily access limit for this API key.',
        );
        const reset = modeOptions.resetTime === undefined ? nextMidnight() : modeOptions.resetTime;
        return reset === null
          ? { ...reply, withoutResetHeader: true }
          : { ...reply, headers: { 'RateLimit-ResetTime': reset } };
      }
      case 'per_second_limit':
        return perSecondLimit();
      case 'internal_error':
        return yelpError(
          500,
          'INTERNAL_ERROR',
          'Something went wrong internally, please try again later.',
        );
      case 'unavailable':
        return { status: 503, body: '<html><body><h1>503 Service Unavailable</h1></body></html>' };
      case 'gateway_timeout':
        return yelpError(504, 'REQUEST_TIMED_OUT', 'The request timed out upstream.');
      case 'malformed':
        return { status: 200, body: '{"businesses": [' };
      default:
        break;
    }
    if (!authorization) {
      return yelpError(
        401,
        'TOKEN_MISSING',
        'An access token must be supplied in order to use this endpoint.',
      );
    }
    if (authorization !== `Bearer ${apiKey}`) {
      return yelpError(401, 'TOKEN_INVALID', 'Invalid API key or authorization header.');
    }
    const limit = options.maxRequestsPerSecond;
    if (limit !== undefined && requests.filter((r) => r.at > entry.at - 1000).length > limit) {
      return perSecondLimit();
    }
    served += 1;
    if (options.dailyLimit !== undefined && served > options.dailyLimit) {
      return {
        ...yelpError(
          429,
          'ACCESS_LIMIT_REACHED',
          'You have reached the daily access limit for this API key.',
        ),
        headers: { 'RateLimit-ResetTime': nextMidnight() },
      };
    }
    return route(entry.path, entry.query);
  }

  function route(path: string, query: Record<string, string>): Reply {
    if (path === '/v3/businesses/search') return searchFakeBusinesses(businesses, query);
    const match = /^\/v3\/businesses\/([^/]+)(\/reviews)?$/.exec(path);
    if (!match) return yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
    let idOrAlias: string;
    try {
      idOrAlias = decodeURIComponent(match[1]);
    } catch {
      return yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
    }
    const business = businesses.find((b) => b.id === idOrAlias || b.alias === idOrAlias);
    if (!business) {
      return yelpError(404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
    }
    const { reviews, ...details } = business;
    if (!match[2]) return { status: 200, body: details };
    // Free plans get at most three excerpts; total is the full review count.
    if (reviews.length === 0) return yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
    return {
      status: 200,
      body: {
        reviews: reviews.slice(0, 3),
        total: business.review_count,
        possible_languages: ['en'],
      },
    };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-yelp.local');
    const entry: FakeYelpRequest = {
      at: performance.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
    };
    requests.push(entry);
    const send = () => {
      const reply =
        entry.method === 'GET'
          ? answer(entry, req.headers.authorization)
          : yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
      entry.status = reply.status;
      if (res.destroyed) return;
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const headers: Record<string, string> = {
        'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
        'RateLimit-DailyLimit': String(options.dailyLimit ?? 5000),
        'RateLimit-Remaining': String(Math.max(0, (options.dailyLimit ?? 5000) - served)),
        'RateLimit-ResetTime': nextMidnight(),
        ...reply.headers,
      };
      if (reply.withoutResetHeader) delete headers['RateLimit-ResetTime'];
      res.writeHead(reply.status, headers);
      res.end(body);
    };
    if (mode !== 'slow') return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, modeOptions.delayMs ?? 2000);
    timers.add(timer);
  });

  function perSecondLimit(): Reply {
    return yelpError(
      429,
      'TOO_MANY_REQUESTS_PER_SECOND',
      'You have exceeded the queries-per-second limit for this endpoint. Try reducing the rate at which you make queries.',
    );
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v3`,
    requests,
    setMode(next, nextOptions = {}) {
      mode = next;
      modeOptions = nextOptions;
    },
    clearRequests() {
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// Offline development: `pnpm exec tsx src/providers/yelp/fake-yelp-server.ts` serves it
// on FAKE_YELP_PORT (default 4010); point the provider's baseUrl at the printed URL.
if (require.main === module) {
  void startFakeYelpServer({
    port: Number(process.env.FAKE_YELP_PORT ?? 4010),
    apiKey: process.env.YELP_API_KEY ?? 'fake-yelp-key',
  }).then((fake) => console.log(`Fake Yelp API on ${fake.url}`));
}
