import type { FastifyInstance } from 'fastify';
import { DUPLICATE_REVIEW_MESSAGE } from '../src/reviews/duplicate-review';
import { testClock } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { buildVisitorWritesApp, nextClientAddress } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
let placeId: string;
const clock = testClock('2026-11-28T18:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
  const [place] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     rating, review_count, attribution)
    values ('csv', 'dupes', 'Twice Told Pizza', 'Austin', 'TX', 30.27, -97.74, 4, 10, 'Test')
    returning id`;
  placeId = place!.id;
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

const review = { rating: 5, reviewText: 'Great crust, great sauce.', reviewerName: 'Sam' };

function post(remoteAddress: string, body: object = review) {
  return app.inject({
    method: 'POST',
    url: `/api/restaurants/catalog/${placeId}/reviews`,
    remoteAddress,
    payload: body,
  });
}

describe('the same review twice', () => {
  it('is refused from the same client, whatever its case and spacing, and counts once', async () => {
    const client = nextClientAddress();
    expect((await post(client)).statusCode).toBe(201);
    const again = await post(client, { ...review, reviewText: '  great crust,   GREAT sauce. ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'DUPLICATE_REVIEW',
      message: DUPLICATE_REVIEW_MESSAGE,
    });
    const [place] = await db.sql<{ review_count: number }[]>`
      select review_count from catalog_restaurants where id = ${placeId}`;
    expect(place!.review_count).toBe(11);
    // The same text from another client is new; another text from the same client within
    // 30 days waits for staff (decision 0087), and is published a month later.
    expect((await post(nextClientAddress())).statusCode).toBe(201);
    expect(
      (await post(client, { ...review, reviewText: 'Came back: still great.' })).statusCode,
    ).toBe(202);
    clock.advanceMinutes(31 * 24 * 60);
    expect(
      (await post(client, { ...review, reviewText: 'A month later: still great.' })).statusCode,
    ).toBe(201);
  });

  it('is stored once when sent many times at once', async () => {
    const client = nextClientAddress();
    const body = { ...review, reviewText: 'Sent in a hurry, five times.' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(client, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await db.sql`
      select 1 from catalog_reviews where restaurant_id = ${placeId} and text = ${body.reviewText}`;
    expect(rows).toHaveLength(1);
  });
});
