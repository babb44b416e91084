import type { FastifyInstance } from 'fastify';
import { createTestAccount, signIn, type SignedInClient } from './accounts-kit';
import { createTestDatabase, type TestDatabase } from './test-database';
import { buildVisitorWritesApp, nextClientAddress } from './visitor-writes-app';

// Issue 13: a NUL passed validation and reached PostgreSQL (a 500), and a lone surrogate
// was stored as U+FFFD. Each input below was a 500 (or silently altered) before every API
// route refused such text with a 400.

let db: TestDatabase;
let app: FastifyInstance;
let advertiser: SignedInClient;
const MESSAGE = 'Contains characters that are not allowed';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql);
  const account = await createTestAccount(db.sql, { role: 'advertiser' });
  advertiser = await signIn(app, account.email, undefined, nextClientAddress());
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect([response.statusCode, response.json()]).toEqual([
    400,
    {
      error: {
        code: 'VALIDATION_ERROR',
        message: `${field}: ${MESSAGE}`,
        fields: { [field]: [MESSAGE] },
      },
    },
  ]);
}

it.each(['%00', 'pizza%00'])('refuses a search term of %s', async (term) => {
  expectRefused(await app.inject(`/api/restaurants/search?location=Austin&term=${term}`), 'term');
});

it('takes escapes that are not UTF-8 as the literal text they are, which matches nothing', async () => {
  const response = await app.inject('/api/restaurants/search?location=Austin&term=%ED%A0%80');
  expect([response.statusCode, response.json().total]).toEqual([200, 0]);
});

it.each(['provider', 'itemId', 'path'])('refuses an analytics %s with a NUL', async (field) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: nextClientAddress(),
    payload: { name: 'view_item', [field]: 'a\u0000b' },
  });
  expectRefused(response, field);
});

it('refuses a lone surrogate rather than storing U+FFFD in its place', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': 'application/json' },
    payload: '{"name":"search","path":"/directory\\ud800"}',
  });
  expectRefused(response, 'path');
  const [{ count }] = await db.sql<{ count: number }[]>`
    select count(*)::int as count from analytics_events`;
  expect(count).toBe(0);
});

it('refuses a NUL in a sign-in email and in a claimable-place search', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: nextClientAddress(),
    payload: { email: 'ada\u0000@example.com', password: 'whatever it is' },
  });
  expectRefused(login, 'email');
  const places = await app.inject({
    url: '/api/account/claimable-places?q=pi%00zza',
    headers: { cookie: advertiser.cookie },
  });
  expectRefused(places, 'q');
});

it('names a path parameter, and a key of a nested body, that holds such text', async () => {
  const guide = await app.inject('/api/guides/states/tex%00as');
  expectRefused(guide, 'state');
  // Once a 404 (no such restaurant); the rule is the same for every input now.
  expectRefused(await app.inject('/api/restaurants/%00/reviews'), 'id');
  const review = await app.inject({
    method: 'POST',
    url: '/api/restaurants/00000000-0000-4000-8000-000000000000/reviews',
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': 'application/json' },
    payload: '{"rating":5,"reviewText":"Great","reviewerName":"Nat","extra":{"k\\u0000":1}}',
  });
  expectRefused(review, 'extra.k\ufffd');
});
