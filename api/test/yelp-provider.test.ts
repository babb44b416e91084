import { RestaurantSchema, ReviewSchema } from '@pizza-atlas/contracts';
import {
  ProviderError,
  type ListingProvider,
  type ProviderSearch,
} from '../src/providers/listing-provider';
import {
  createYelpProvider,
  type YelpProviderOptions,
} from '../src/providers/yelp/create-yelp-provider';
import { toRestaurant } from '../src/places/to-restaurant';
import { FAKE_YELP_BUSINESSES } from '../src/providers/yelp/fake-yelp-businesses';
import { normaliseBusiness } from '../src/providers/yelp/normalise-business';
import {
  startFakeYelpServer,
  type FakeYelpServer,
  type FakeYelpServerOptions,
} from '../src/providers/yelp/fake-yelp-server';
import { placeQuery } from './place-query';

// Every test talks to the fake Yelp server over real HTTP: no mocks.
const KEY = 'sk-test-Zq81xVb-very-secret-yelp-key';
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const VESUVIO = 'fkVesuvioFornoBklyn001';
const EDEN = 'fkSliceOfEdenBklyn0003';

let fake: FakeYelpServer;
let clock: number;
const extraFakes: FakeYelpServer[] = [];

beforeAll(async () => {
  fake = await startFakeYelpServer({ apiKey: KEY, now: () => clock });
});
afterAll(async () => {
  await Promise.all([fake, ...extraFakes].map((server) => server.close()));
});
beforeEach(() => {
  clock = Date.parse('2026-11-20T15:00:00Z');
  fake.setMode('normal');
  fake.clearRequests();
});

function yelp(overrides: Partial<YelpProviderOptions> = {}): ListingProvider {
  return createYelpProvider({
    apiKey: KEY,
    baseUrl: fake.url,
    now: () => clock,
    requestsPerSecond: 50,
    ...overrides,
  });
}

function query(overrides: Partial<ProviderSearch> = {}): ProviderSearch {
  return placeQuery(BROOKLYN, overrides);
}

async function startExtraFake(options: FakeYelpServerOptions): Promise<FakeYelpServer> {
  const server = await startFakeYelpServer({ apiKey: KEY, now: () => clock, ...options });
  extraFakes.push(server);
  return server;
}

/** The ProviderError a call fails with; its message must never carry the key. */
async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const providerError = error as ProviderError;
  expect(
    `${providerError.message} ${String(providerError)} ${JSON.stringify(providerError)}`,
  ).not.toContain(KEY);
  expect(providerError.message).not.toContain('sk-test');
  return providerError;
}

const names = (restaurants: { name: string }[]) => restaurants.map((r) => r.name);

describe('normalisation', () => {
  it('answers search results in our Restaurant shape, with Yelp attribution', async () => {
    const { restaurants, total } = await yelp().search(query());
    expect(total).toBe(4);
    expect(names(restaurants).sort()).toEqual([
      'Ember & Ash Wood-Fired Pizza',
      "Sal's Sicilian Squares",
      'Slice of Eden',
      'Vesuvio Forno Napoletano',
    ]);
    for (const restaurant of restaurants) {
      expect(RestaurantSchema.parse(restaurant)).toEqual(restaurant);
      expect(restaurant.provider).toBe('yelp');
      expect(restaurant.distance).toEqual(expect.any(Number));
      expect(restaurant.attribution).toEqual({
        provider: 'yelp',
        name: 'Yelp',
        url: restaurant.url,
        license: null,
        is_sample: false,
      });
      expect(restaurant.url).toMatch(/^https:\/\/www\.yelp\.com\/biz\/.+utm_campaign=yelp_api_v3/);
    }
  });

  it('shifts Yelp days (Monday = 0) to ours (Sunday = 0), keeping HHMM and is_overnight', async () => {
    const vesuvio = await yelp().details(VESUVIO);
    expect(vesuvio).toBeDefined();
    expect(RestaurantSchema.parse(vesuvio)).toEqual(vesuvio);
    const open = vesuvio!.hours[0].open;
    // Yelp day 6 (Sunday) 12:00–21:00 becomes our day 0 and sorts first.
    expect(open[0]).toEqual({ day: 0, start: '1200', end: '2100', is_overnight: false });
    // Yelp day 0 (Monday) becomes our day 1.
    expect(open[1]).toEqual({ day: 1, start: '1130', end: '2200', is_overnight: false });
    // Yelp day 5 (Saturday) runs past midnight; our day 6.
    expect(open[6]).toEqual({ day: 6, start: '1200', end: '0100', is_overnight: true });
    // Open now is our rule's answer on our clock, never Yelp's cached is_open_now.
    expect(vesuvio!.hours[0].is_open_now).toBe(vesuvio!.open_status!.state === 'open');
    expect(vesuvio!.open_status!.week).toHaveLength(7);
    expect(vesuvio!.photos).toHaveLength(3);
    expect(vesuvio!.price).toBe('$$');
    expect(vesuvio!.transactions).toEqual(['pickup', 'delivery']);
    expect(vesuvio!.features).toEqual(['delivery', 'takeout', 'late_night']);
    expect(vesuvio!.location).toEqual({
      address1: '412 Nostrand Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11216',
      country: 'US',
      display_address: ['412 Nostrand Ave', 'Brooklyn, NY 11216'],
    });
    expect(vesuvio!.distance).toBeUndefined();
  });

  it('tolerates Yelp’s missing and empty values', async () => {
    const eden = await yelp().details(EDEN);
    expect(RestaurantSchema.parse(eden)).toEqual(eden);
    expect(eden).toMatchObject({
      image_url: null,
      photos: [],
      price: null,
      phone: '',
      display_phone: '',
      hours: [],
      is_closed: false,
      features: ['delivery', 'vegetarian', 'vegan'],
    });
  });

  it('keeps permanently closed places, shown without hours as every source’s are', async () => {
    const { restaurants } = await yelp().search(query());
    const sals = restaurants.find((r) => r.name === "Sal's Sicilian Squares")!;
    expect(sals.is_closed).toBe(true);
    expect(sals.open_status).toMatchObject({ state: 'closed-permanently', week: [] });
    expect(sals.hours).toEqual([]);
  });

  it('reads search-time business_hours and split shifts into OSM text, mapped as a place', () => {
    const sals = FAKE_YELP_BUSINESSES.find((b) => b.id === 'fkSalsSicilianBklyn002')!;
    const { hours, ...searchTime } = sals;
    const place = normaliseBusiness({ ...searchTime, business_hours: hours })!;
    // Yelp's Tuesday (1) split shift is our Tuesday, twice; Yelp's Sunday (6) ends the run.
    expect(place.opening_hours).toBe('Tu 11:00-15:00,17:00-22:00, We-Su 11:00-22:00');
    // Were it still trading, its week would come from that text by the one rule.
    const open = toRestaurant({ ...place, is_closed: false }, new Date(clock)).hours[0]!.open;
    const tuesday = open.filter((i) => i.day === 2);
    expect(tuesday.map((i) => `${i.start}-${i.end}`)).toEqual(['1100-1500', '1700-2200']);
    expect(open.some((i) => i.day === 1)).toBe(false);
  });

  it('maps a Yelp business through the places’ one mapping, keeping Yelp’s own bits', () => {
    const vesuvio = FAKE_YELP_BUSINESSES.find((b) => b.id === VESUVIO)!;
    const lines = ['412 Nostrand Ave', 'Ste 2', 'Brooklyn, NY 11216'];
    const place = normaliseBusiness({
      ...vesuvio,
      price: '€€',
      distance: 1234.56,
      location: { ...vesuvio.location, address2: 'Ste 2', display_address: lines },
    })!;
    expect(place).toMatchObject({ provider: 'yelp', website: null, brand: null, price: null });
    const restaurant = toRestaurant(place, new Date(clock));
    expect(RestaurantSchema.parse(restaurant)).toEqual(restaurant);
    expect(restaurant).toMatchObject({
      id: VESUVIO,
      provider: 'yelp',
      url: vesuvio.url,
      brand: null,
      price: null,
      distance: 1234.6,
      attribution: { provider: 'yelp', name: 'Yelp', url: vesuvio.url, license: null },
    });
    // Yelp's own address lines (a suite) are kept; the catalog's are made from the parts.
    expect(restaurant.location.display_address).toEqual(lines);
  });

  it('accepts the OpenAPI spelling hour_type', async () => {
    const lakeview = await yelp().details('fkLakeviewDeepDish0005');
    expect(lakeview!.hours[0].open).toHaveLength(7);
  });

  it('answers reviews in our Review shape, with Pacific times as ISO UTC', async () => {
    const answer = await yelp().reviews(VESUVIO);
    expect(answer!.total).toBe(812);
    expect(answer!.reviews).toHaveLength(3);
    for (const review of answer!.reviews) expect(ReviewSchema.parse(review)).toEqual(review);
    const [first, second] = answer!.reviews;
    expect(first).toMatchObject({ id: 'fkRevVesuvio01', rating: 5, user: { name: 'Jamie R.' } });
    expect(first.url).toContain('hrid=fkRevVesuvio01');
    // 19:22 PDT (UTC-7) in March 2026, 12:10 PST (UTC-8) in January.
    expect(first.time_created).toBe('2026-03-15T02:22:05.000Z');
    expect(second.time_created).toBe('2026-01-05T20:10:00.000Z');
  });

  it('answers undefined for unknown ids (Yelp 404) and never sends hostile ids', async () => {
    const provider = yelp();
    expect(await provider.details('noSuchBusiness0000000x')).toBeUndefined();
    expect(await provider.reviews('noSuchBusiness0000000x')).toBeUndefined();
    expect(fake.requests.map((r) => r.status)).toEqual([404, 404]);
    for (const id of ['', '..', '../search', 'a/b', 'x?term=y', ' spaced', '%2e%2e']) {
      expect(await provider.details(id)).toBeUndefined();
      expect(await provider.reviews(id)).toBeUndefined();
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('finds a business by its alias, answering Yelp’s id', async () => {
    const vesuvio = await yelp().details('vesuvio-forno-napoletano-brooklyn');
    expect(vesuvio!.id).toBe(VESUVIO);
  });
});

describe('search mapping', () => {
  const sent = () => fake.requests[fake.requests.length - 1].query;

  it('sends coordinates, term, paging, sort and radius as Yelp parameters', async () => {
    await yelp().search(query({ sortBy: 'distance', limit: 10, offset: 0, radius: 8046.7 }));
    expect(sent()).toEqual({
      latitude: '40.67820',
      longitude: '-73.94420',
      term: 'pizza',
      limit: '10',
      offset: '0',
      sort_by: 'distance',
      radius: '8047',
    });
  });

  it('maps price, open now, the category filter and clamps limit, offset and radius', async () => {
    const provider = yelp();
    await provider.search(query({ price: [2, 1, 2], openNow: true, radius: 90_000, limit: 80 }));
    expect(sent()).toMatchObject({ price: '1,2', open_now: 'true', radius: '40000', limit: '50' });
    // No 'neapolitan' alias exists and categories are ORed: the style goes in the term.
    await provider.search(query({ category: 'pizza,neapolitan' }));
    expect(sent()).toMatchObject({ categories: 'pizza', term: 'neapolitan pizza' });
    await provider.search(query({ category: 'pizza,deepdish', term: '' }));
    expect(sent()).toMatchObject({ categories: 'pizza', term: 'deep dish pizza' });
    // limit + offset must stay within 240.
    await provider.search(query({ offset: 230, limit: 20 }));
    expect(sent()).toMatchObject({ offset: '230', limit: '10' });
    const tooDeep = await failure(provider.search(query({ offset: 240 })));
    expect(tooDeep.kind).toBe('bad_request');
    expect(fake.requests).toHaveLength(4);
  });

  it('keeps, of what Yelp calls open now, the places our hours rule says are open', async () => {
    // Friday 10:00 in Brooklyn: Yelp's cached is_open_now says Vesuvio is open; it opens
    // at 11:30 by the hours Yelp states, so our rule leaves it out.
    const { restaurants } = await yelp().search(query({ openNow: true }));
    expect(names(restaurants)).not.toContain('Vesuvio Forno Napoletano');
    for (const r of restaurants) expect(r.open_status!.state).toBe('open');
    clock = Date.parse('2026-11-20T17:00:00Z');
    const atNoon = await yelp().search(query({ openNow: true }));
    expect(names(atNoon.restaurants)).toContain('Vesuvio Forno Napoletano');
  });

  it('applies the filters Yelp cannot apply to the returned page', async () => {
    const provider = yelp();
    const rated = await provider.search(query({ minRating: 4.5, sortBy: 'rating' }));
    expect(names(rated.restaurants)).toEqual([
      'Ember & Ash Wood-Fired Pizza',
      'Vesuvio Forno Napoletano',
    ]);
    const delivering = await provider.search(query({ features: ['delivery'] }));
    expect(names(delivering.restaurants).sort()).toEqual([
      'Slice of Eden',
      'Vesuvio Forno Napoletano',
    ]);
    // wheelchair_accessible is a public Yelp attribute, so Yelp filters on it.
    const accessible = await provider.search(query({ features: ['wheelchair_accessible'] }));
    expect(sent().attributes).toBe('wheelchair_accessible');
    expect(names(accessible.restaurants)).toEqual(['Ember & Ash Wood-Fired Pizza']);
    expect(accessible.restaurants[0].features).toContain('wheelchair_accessible');
    // Yelp has no data for this one: nothing can be vouched for.
    const outdoor = await provider.search(query({ features: ['outdoor_seating'] }));
    expect(outdoor.restaurants).toEqual([]);
    const pricey = await provider.search(query({ price: [3] }));
    expect(names(pricey.restaurants)).toEqual(['Ember & Ash Wood-Fired Pizza']);
    const near = await provider.search(query({ radius: 1500, sortBy: 'distance' }));
    expect(near.restaurants.every((r) => r.distance! <= 1500)).toBe(true);
    expect(near.restaurants.map((r) => r.distance)).toEqual(
      [...near.restaurants.map((r) => r.distance)].sort((a, b) => a! - b!),
    );
  });

  it('reports a total no larger than what paging can reach', async () => {
    const { total, restaurants } = await yelp().search(query({ offset: 2, limit: 20 }));
    expect(restaurants).toHaveLength(2);
    expect(total).toBe(4);
  });

  it('the fake enforces Yelp’s validation rules', async () => {
    const get = async (path: string, auth = `Bearer ${KEY}`) => {
      const response = await fetch(`${fake.url}${path}`, {
        headers: auth ? { Authorization: auth } : {},
      });
      return { status: response.status, body: (await response.json()) as { error?: unknown } };
    };
    expect(await get('/businesses/search?latitude=40.7&longitude=-73.9&limit=51')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          description: 'The supplied limit: 51 is invalid, the maximum is 50.',
          field: 'limit',
        },
      },
    });
    const deep = await get('/businesses/search?latitude=40.7&longitude=-73.9&limit=50&offset=200');
    expect(deep.status).toBe(400);
    const nowhere = await get('/businesses/search?term=pizza');
    expect(nowhere.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      description: 'Please specify a location or a latitude and longitude',
    });
    expect((await get('/businesses/search?latitude=40.7')).status).toBe(400);
    expect((await get('/businesses/search?location=Chicago, IL')).status).toBe(200);
    expect((await get('/businesses/search?location=Atlantis')).body.error).toMatchObject({
      code: 'LOCATION_NOT_FOUND',
    });
    expect((await get('/businesses/search?location=Chicago', '')).body.error).toMatchObject({
      code: 'TOKEN_MISSING',
    });
  });
});

describe('errors', () => {
  it('maps a refused key (401) to unauthorized', async () => {
    const wrongKey = createYelpProvider({
      apiKey: 'not-the-key',
      baseUrl: fake.url,
      now: () => clock,
    });
    expect((await failure(wrongKey.search(query()))).kind).toBe('unauthorized');
    fake.setMode('bad_key');
    const error = await failure(yelp().details(VESUVIO));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/Yelp/);
  });

  it('refuses to start without a key', () => {
    expect(() => createYelpProvider({ apiKey: ' ', now: () => clock })).toThrow(/API key/);
  });

  it('maps the per-second 429 to rate_limited with a one-second retry', async () => {
    fake.setMode('per_second_limit');
    const error = await failure(yelp().search(query()));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 1 });
  });

  it('maps the daily 429 to rate_limited until midnight UTC', async () => {
    fake.setMode('daily_limit');
    const error = await failure(yelp().search(query()));
    // 15:00 UTC: nine hours to the reset.
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 9 * 3600 });
    expect(error.message).toMatch(/daily.*00:00 UTC/);
  });

  it.each([
    ['internal_error', 'unavailable'],
    ['unavailable', 'unavailable'],
    ['gateway_timeout', 'timeout'],
    ['malformed', 'unavailable'],
  ] as const)('maps %s to %s', async (mode, kind) => {
    fake.setMode(mode);
    const error = await failure(yelp().details(VESUVIO));
    expect(error.kind).toBe(kind);
    expect(error.message).not.toMatch(/<html|INTERNAL_ERROR|\{/);
  });

  it('maps a Yelp validation error to bad_request with Yelp’s reason', async () => {
    const error = await failure(yelp().search(query({ latitude: 123 })));
    expect(error.kind).toBe('bad_request');
    expect(error.message).toBe(
      'Yelp could not run this request: The supplied latitude: 123.00000 is invalid.',
    );
  });

  it('times out a slow answer', async () => {
    // An answer that would come only after the test's own time is up: the request can only
    // end by its timeout (how soon after 200 ms depends on the machine, so is not checked).
    fake.setMode('slow', { delayMs: 10 * 60_000 });
    const error = await failure(yelp({ timeoutMs: 200 }).details(VESUVIO));
    expect(error.kind).toBe('timeout');
  });

  it('maps an unreachable server to unavailable', async () => {
    const gone = await startFakeYelpServer({ apiKey: KEY });
    const { url } = gone;
    await gone.close();
    const error = await failure(yelp({ baseUrl: url }).search(query()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain('127.0.0.1');
  });
});

describe('caching', () => {
  it('answers a repeated search, details or reviews call from the cache', async () => {
    const provider = yelp();
    const first = await provider.search(query());
    expect(await provider.search(query())).toEqual(first);
    // Filters applied to the page share the Yelp call.
    await provider.search(query({ minRating: 4 }));
    await provider.details(VESUVIO);
    await provider.details(VESUVIO);
    await provider.reviews(VESUVIO);
    await provider.reviews(VESUVIO);
    await provider.details('noSuchBusiness0000000x');
    await provider.details('noSuchBusiness0000000x');
    expect(fake.requests).toHaveLength(4);
  });

  it('shares one request between identical calls in flight', async () => {
    const provider = yelp();
    await Promise.all([
      provider.details(VESUVIO),
      provider.details(VESUVIO),
      provider.details(VESUVIO),
    ]);
    expect(fake.requests).toHaveLength(1);
  });

  it('expires entries after the TTL (default one hour)', async () => {
    const provider = yelp();
    await provider.details(VESUVIO);
    clock += 59 * MINUTE;
    await provider.details(VESUVIO);
    expect(fake.requests).toHaveLength(1);
    clock += 2 * MINUTE;
    await provider.details(VESUVIO);
    expect(fake.requests).toHaveLength(2);
  });

  it('never keeps Yelp content past 24 hours, whatever is configured', async () => {
    const provider = yelp({ cacheTtlMs: 48 * HOUR });
    await provider.details(VESUVIO);
    clock += 24 * HOUR - MINUTE;
    await provider.details(VESUVIO);
    expect(fake.requests).toHaveLength(1);
    clock += MINUTE;
    await provider.details(VESUVIO);
    expect(fake.requests).toHaveLength(2);
  });

  it('can be turned off, and never caches failures', async () => {
    const uncached = yelp({ cacheTtlMs: 0 });
    await uncached.details(VESUVIO);
    await uncached.details(VESUVIO);
    expect(fake.requests).toHaveLength(2);
    const provider = yelp();
    fake.setMode('internal_error');
    await failure(provider.details(VESUVIO));
    fake.setMode('normal');
    expect(await provider.details(VESUVIO)).toBeDefined();
    expect(fake.requests).toHaveLength(4);
  });
});

describe('throttling', () => {
  it('spreads a burst so no second holds more than requestsPerSecond requests', async () => {
    const strict = await startExtraFake({ maxRequestsPerSecond: 5 });
    const provider = yelp({ baseUrl: strict.url, requestsPerSecond: 5 });
    // Open the connection first, so connection set-up does not skew the first arrival.
    await provider.details(VESUVIO);
    strict.clearRequests();
    const burst = Array.from({ length: 10 }, (_, i) => provider.search(query({ offset: i })));
    expect(await Promise.all(burst)).toHaveLength(10);
    expect(strict.requests.map((r) => r.status)).toEqual(Array(10).fill(200));
    // The spacing itself (220 ms between starts) is tested on a fake clock in
    // request-throttle.test.ts; here, what the strict fake sees through real sockets.
    const arrivals = strict.requests.map((r) => r.at).sort((a, b) => a - b);
    const busiestSecond = Math.max(
      ...arrivals.map((from) => arrivals.filter((at) => at >= from && at < from + 1000).length),
    );
    expect(busiestSecond).toBeLessThanOrEqual(5);
  });

  it('without the throttle the same burst trips the per-second limit', async () => {
    const strict = await startExtraFake({ maxRequestsPerSecond: 5 });
    const provider = yelp({ baseUrl: strict.url, requestsPerSecond: 1000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => provider.search(query({ offset: i }))),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        kind: 'rate_limited',
        retryAfterSeconds: 1,
      });
    }
  });

  it('backs off for a second after a per-second 429', async () => {
    const provider = yelp();
    fake.setMode('per_second_limit');
    await failure(provider.details(VESUVIO));
    fake.setMode('normal');
    await provider.details(VESUVIO);
    const [refused, next] = fake.requests;
    expect(next.at - refused.at).toBeGreaterThanOrEqual(950);
  });

  it('refuses instead of queueing past maxQueueMs', async () => {
    const provider = yelp({ requestsPerSecond: 1, maxQueueMs: 1500 });
    const outcomes = await Promise.allSettled(
      [0, 1, 2, 3].map((offset) => provider.search(query({ offset }))),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ kind: 'rate_limited' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('daily-limit lockout', () => {
  it('stops calling Yelp until the daily reset, then resumes', async () => {
    const provider = yelp();
    fake.setMode('daily_limit');
    await failure(provider.search(query()));
    fake.setMode('normal');
    const locked = await failure(provider.details(VESUVIO));
    expect(locked).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 9 * 3600 });
    clock += 8 * HOUR;
    expect((await failure(provider.reviews(VESUVIO))).retryAfterSeconds).toBe(3600);
    expect(fake.requests).toHaveLength(1);
    clock += HOUR;
    expect(await provider.details(VESUVIO)).toBeDefined();
    expect(fake.requests).toHaveLength(2);
  });

  it('follows RateLimit-ResetTime when Yelp sends it, midnight UTC when not', async () => {
    fake.setMode('daily_limit', { resetTime: '2026-11-20T16:30:00Z' });
    expect((await failure(yelp().search(query()))).retryAfterSeconds).toBe(90 * 60);
    fake.setMode('daily_limit', { resetTime: null });
    expect((await failure(yelp().search(query()))).retryAfterSeconds).toBe(9 * 3600);
  });

  it('locks out after the fake’s own daily quota runs out', async () => {
    const quota = await startExtraFake({ dailyLimit: 2 });
    const provider = yelp({ baseUrl: quota.url });
    await provider.details(VESUVIO);
    await provider.details(EDEN);
    expect((await failure(provider.search(query()))).kind).toBe('rate_limited');
    await failure(provider.search(query({ offset: 1 })));
    expect(quota.requests).toHaveLength(3);
  });
});
