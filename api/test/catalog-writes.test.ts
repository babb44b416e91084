import type { FastifyInstance } from 'fastify';
import { WaitTimeSchema } from '@pizza-atlas/contracts';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { buildServer } from '../src/server';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { CENTRAL, testClock } from './test-clock';
import { nextClientAddress } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
let placeId: string;
const clock = testClock(CENTRAL.fridayDinner);

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSampleCatalog(db.sql, { placeCount: 300, cityCount: 20 });
  app = await buildServer({
    env: testEnv(),
    sql: db.sql,
    logger: false,
    clock,
    writeLimit: { max: 1000, timeWindow: 60_000 },
  });
  // A Texas place, so the Central-time instants below say whether it is open.
  [{ id: placeId }] = await db.sql<
    { id: string }[]
  >`select id from catalog_restaurants where state = 'TX' order by review_count desc limit 1`;
});

beforeEach(() => clock.set(CENTRAL.fridayDinner));

afterAll(async () => {
  await app.close();
  await db.drop();
});

/** Each write from a visitor of its own: one client's many reviews would be a burst held for staff. */
const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: nextClientAddress(),
  });

async function placeStats() {
  const [row] = await db.sql<{ rating: string; review_count: number }[]>`
    select rating, review_count from catalog_restaurants where id = ${placeId}`;
  return { rating: Number(row!.rating), count: row!.review_count };
}

describe('POST /api/restaurants/catalog/:id/reviews', () => {
  it('stores a trimmed review, visible at once, and folds it into rating and count', async () => {
    const before = await placeStats();
    const response = await post(`/api/restaurants/catalog/${placeId}/reviews`, {
      rating: 1,
      reviewText: '  Cold and late. <b>Never again</b>; DROP TABLE reviews;  ',
      reviewerName: '  Pat  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Review submitted! Thank you for sharing your experience.');
    expect(body.review).toMatchObject({
      rating: 1,
      reviewerName: 'Pat',
      reviewText: 'Cold and late. <b>Never again</b>; DROP TABLE reviews;',
      createdAt: '2026-11-21T01:00:00.000Z',
    });
    const expected =
      Math.round(((before.rating * before.count + 1) / (before.count + 1)) * 10) / 10;
    expect(body.restaurant).toEqual({
      id: placeId,
      rating: expected,
      reviewCount: before.count + 1,
    });

    const reviews = (await app.inject(`/api/restaurants/catalog/${placeId}/reviews`)).json();
    expect(reviews.reviews[0]).toMatchObject({
      text: 'Cold and late. <b>Never again</b>; DROP TABLE reviews;',
      user: { name: 'Pat' },
      by_visitor: true,
    });
    // The sample place's own reviews are sample reviews, which the page labels as such.
    expect(reviews.reviews.length).toBeGreaterThan(1);
    for (const review of reviews.reviews.slice(1)) expect(review.by_visitor).toBe(false);
    const details = (await app.inject(`/api/restaurants/catalog/${placeId}`)).json();
    expect(details.review_count).toBe(before.count + 1);
  });

  it('keeps counts right when reviews arrive at the same moment', async () => {
    const before = await placeStats();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(`/api/restaurants/catalog/${placeId}/reviews`, {
          rating: 5,
          reviewText: `Great slice ${i}`,
          reviewerName: `Fan ${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect((await placeStats()).count).toBe(before.count + 12);
    const [{ count }] = await db.sql<{ count: string }[]>`
      select count(*) from catalog_reviews where restaurant_id = ${placeId} and text like 'Great slice %'`;
    expect(Number(count)).toBe(12);
  });

  it.each([
    [{ reviewText: 'Good crust', reviewerName: 'Al' }, 'rating', 'Please select a rating'],
    [
      { rating: 0, reviewText: 'Good crust', reviewerName: 'Al' },
      'rating',
      'Please select a rating',
    ],
    [
      { rating: 4.5, reviewText: 'Good crust', reviewerName: 'Al' },
      'rating',
      'Please select a rating',
    ],
    [{ rating: 4, reviewText: '   ', reviewerName: 'Al' }, 'reviewText', 'Please write a review'],
    [
      { rating: 4, reviewText: 'Good crust', reviewerName: '  ' },
      'reviewerName',
      'Please enter your name',
    ],
    [
      { rating: '4', reviewText: 'Good crust', reviewerName: 'Al' },
      'rating',
      'Please select a rating',
    ],
    // Decision 0066: at least 10 characters of review and 2 of name, counted after trimming.
    [
      { rating: 4, reviewText: '  Too short ', reviewerName: 'Al' },
      'reviewText',
      'Your review needs at least 10 characters.',
    ],
    [
      { rating: 4, reviewText: 'Good crust', reviewerName: ' A ' },
      'reviewerName',
      'Your name needs at least 2 characters.',
    ],
  ])('rejects %j with the spec message', async (payload, field, message) => {
    const before = await placeStats();
    const response = await post(`/api/restaurants/catalog/${placeId}/reviews`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: [message] });
    expect(await placeStats()).toEqual(before);
  });

  it('answers 404 for unknown places, 409 for Yelp listings, 413 for huge bodies, and stores nothing for bots', async () => {
    const valid = { rating: 5, reviewText: 'Lovely crust', reviewerName: 'Sam' };
    expect(
      (await post('/api/restaurants/catalog/00000000-0000-0000-0000-000000000000/reviews', valid))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/restaurants/catalog/not-a-uuid/reviews', valid)).statusCode).toBe(404);
    expect((await post('/api/restaurants/yelp/abc/reviews', valid)).statusCode).toBe(409);
    const huge = await post(`/api/restaurants/catalog/${placeId}/reviews`, {
      ...valid,
      reviewText: 'x'.repeat(60_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const before = await placeStats();
    const bot = await post(`/api/restaurants/catalog/${placeId}/reviews`, {
      ...valid,
      website_confirm: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(201);
    expect(await placeStats()).toEqual(before);
  });

  it('limits writes per client with 429 and Retry-After', async () => {
    const limited = await buildServer({
      env: testEnv(),
      sql: db.sql,
      logger: false,
      writeLimit: { max: 2, timeWindow: 60_000 },
    });
    try {
      const valid = { rating: 4, reviewText: 'Fine slice', reviewerName: 'Lee' };
      const codes = [];
      // Each a different text: the same one twice would be refused as a duplicate. The
      // second, a second review of the place from this client, waits for staff (0087).
      for (let i = 0; i < 3; i += 1)
        codes.push(
          (
            await limited.inject({
              method: 'POST',
              url: `/api/restaurants/catalog/${placeId}/reviews`,
              payload: { ...valid, reviewText: `Fine, visit ${i + 1}` },
            })
          ).statusCode,
        );
      expect(codes).toEqual([201, 202, 429]);
      const last = await limited.inject({
        method: 'POST',
        url: `/api/restaurants/catalog/${placeId}/reviews`,
        payload: valid,
      });
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('wait times', () => {
  const waitNow = async (url = `/api/restaurants/catalog/${placeId}/wait-times`) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    return WaitTimeSchema.parse(response.json());
  };
  const report = (waitMinutes: number) =>
    post('/api/wait-reports', { provider: 'catalog', restaurantId: placeId, waitMinutes });

  it('estimates an open place from hours and popularity, by either path', async () => {
    const estimate = await waitNow();
    expect(estimate).toMatchObject({ basis: 'estimate', reportCount: 0 });
    expect(estimate.currentWait).toBeGreaterThan(0);
    expect(estimate.lastUpdated).toBe('2026-11-21T01:00:00.000Z');
    expect(await waitNow(`/api/restaurants/${placeId}/wait-times`)).toEqual(estimate);
  });

  it('uses visitor reports while the place is open, for 90 minutes', async () => {
    const stored = await report(42);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().report.createdAt).toBe('2026-11-21T01:00:00.000Z');
    expect(await waitNow()).toMatchObject({
      basis: 'reports',
      currentWait: 42,
      reportCount: 1,
      busyLevel: 'very-high',
    });
    clock.advanceMinutes(91);
    expect((await waitNow()).basis).toBe('estimate');
  });

  it('says when a closed place opens next, whatever visitors report', async () => {
    clock.set(CENTRAL.tuesdayDawn);
    expect((await report(30)).statusCode).toBe(201);
    const closed = await waitNow();
    expect(closed).toMatchObject({ basis: 'closed', currentWait: 0, predictedWait: null });
    expect(closed.nextAvailable).toMatch(/^Opens \d{1,2}(:\d{2})? (AM|PM)$/);
  });

  it('answers 404 for an unknown place', async () => {
    expect(
      (await app.inject('/api/restaurants/catalog/00000000-0000-0000-0000-000000000000/wait-times'))
        .statusCode,
    ).toBe(404);
    expect((await app.inject('/api/restaurants/yelp/x/wait-times')).statusCode).toBe(404);
  });
});

describe('analytics', () => {
  it('records view_item events and refuses unknown ones', async () => {
    const ok = await post('/api/analytics/events', {
      name: 'view_item',
      provider: 'catalog',
      itemId: placeId,
      path: '/restaurant/x',
    });
    expect(ok.statusCode).toBe(204);
    const rows = await db.sql<
      { created_at: Date }[]
    >`select created_at from analytics_events where item_id = ${placeId}`;
    expect(rows.map((row) => row.created_at.toISOString())).toEqual(['2026-11-21T01:00:00.000Z']);
    expect((await post('/api/analytics/events', { name: 'purchase' })).statusCode).toBe(400);
    expect(
      (await post('/api/analytics/events', { name: 'view_item', path: 'x'.repeat(3000) }))
        .statusCode,
    ).toBe(413);
  });
});
