// Visitors' wait reports as the restaurant page's card reads them (decision 0087): one
// report per visitor and place within 30 minutes, a newer one replacing the earlier.
import {
  WAIT_REPORT_RECEIVED_MESSAGE,
  WAIT_REPORT_REPLACED_MESSAGE,
  WaitTimeSchema,
} from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { createSql } from '../src/db/client';
import { testClock } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { buildVisitorWritesApp, nextClientAddress, uniqueSuffix } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
// Monday 16 November 2026, 7:00 PM in Austin (CST, UTC-6).
const MONDAY_7PM = '2026-11-17T01:00:00Z';
const clock = testClock(MONDAY_7PM);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
});

beforeEach(() => clock.set(MONDAY_7PM));

afterAll(async () => {
  await app.close();
  await db.drop();
});

/** An Austin place open every day 11 AM – 10 PM. */
async function newPlace(): Promise<string> {
  const [place] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     rating, review_count, attribution, opening_hours)
    values ('csv', ${`wait-${uniqueSuffix()}`}, ${`Wait Pizza ${uniqueSuffix()}`}, 'Austin', 'TX',
            30.27, -97.74, 4, 100, 'Test', 'Mo-Su 11:00-22:00')
    returning id`;
  return place!.id;
}

function report(
  placeId: string,
  client: string,
  waitMinutes: number,
  server: FastifyInstance = app,
) {
  return server.inject({
    method: 'POST',
    url: '/api/wait-reports',
    remoteAddress: client,
    payload: { provider: 'catalog', restaurantId: placeId, waitMinutes },
  });
}

async function waitNow(placeId: string) {
  const response = await app.inject(`/api/restaurants/catalog/${placeId}/wait-times`);
  expect(response.statusCode).toBe(200);
  return WaitTimeSchema.parse(response.json());
}

async function storedReports(placeId: string): Promise<number> {
  const rows = await db.sql`select 1 from wait_reports where restaurant_id = ${placeId}`;
  return rows.length;
}

describe('one wait report per visitor and place', () => {
  it('replaces the visitor’s report of the last 30 minutes: a correction, not a second visitor', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    const first = await report(placeId, client, 20);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(WAIT_REPORT_RECEIVED_MESSAGE);
    clock.advanceMinutes(0.5);
    const second = await report(placeId, client, 40);
    expect(second.statusCode).toBe(201);
    expect(second.json().message).toBe(WAIT_REPORT_REPLACED_MESSAGE);
    expect(WAIT_REPORT_REPLACED_MESSAGE).toBe(
      'Thanks! We updated your earlier wait report with this one.',
    );
    expect(await waitNow(placeId)).toMatchObject({
      basis: 'reports',
      currentWait: 40,
      reportCount: 1,
    });
    expect(await storedReports(placeId)).toBe(1);

    // Another visitor is another report.
    expect((await report(placeId, nextClientAddress(), 30)).statusCode).toBe(201);
    expect((await waitNow(placeId)).reportCount).toBe(2);
  });

  it('counts a report more than 30 minutes after the visitor’s last as a new one', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    await report(placeId, client, 20);
    clock.advanceMinutes(31);
    const later = await report(placeId, client, 25);
    expect(later.json().message).toBe(WAIT_REPORT_RECEIVED_MESSAGE);
    expect((await waitNow(placeId)).reportCount).toBe(2);
  });

  it('keeps one report when the visitor sends several at the same moment', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    const answers = await Promise.all([10, 20, 30, 45].map((m) => report(placeId, client, m)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await storedReports(placeId)).toBe(1);
    expect((await waitNow(placeId)).reportCount).toBe(1);
  });

  it('keeps one report when they reach two app servers at the same moment', async () => {
    const otherSql = createSql(db.url, { max: 2 });
    const other = await buildVisitorWritesApp(otherSql, { clock });
    try {
      const placeId = await newPlace();
      const client = nextClientAddress();
      await Promise.all([report(placeId, client, 15), report(placeId, client, 25, other)]);
      expect(await storedReports(placeId)).toBe(1);
      expect((await waitNow(placeId)).reportCount).toBe(1);
    } finally {
      await other.close();
      await otherSql.end({ timeout: 5 });
    }
  });
});

describe('the wait card’s figures and the place’s hours', () => {
  it('offers no table after closing, and no prediction past it', async () => {
    const placeId = await newPlace();
    // Monday 9:47 PM in Austin; the place closes at 10 PM.
    clock.set('2026-11-17T03:47:00Z');
    expect((await report(placeId, nextClientAddress(), 20)).statusCode).toBe(201);
    expect(await waitNow(placeId)).toMatchObject({
      basis: 'reports',
      currentWait: 20,
      nextAvailable: 'Closes 10 PM',
      predictedWait: null,
      predictionWithheld: 'closes-soon',
      reportCount: 1,
    });
  });

  it('predicts the wait only once three visitors reported', async () => {
    const placeId = await newPlace();
    expect((await report(placeId, nextClientAddress(), 20)).statusCode).toBe(201);
    expect(await waitNow(placeId)).toMatchObject({
      currentWait: 20,
      nextAvailable: '7:20 PM',
      predictedWait: null,
      predictionWithheld: 'few-reports',
    });
    await report(placeId, nextClientAddress(), 20);
    expect((await waitNow(placeId)).predictedWait).toBeNull();
    await report(placeId, nextClientAddress(), 20);
    const three = await waitNow(placeId);
    expect(three).toMatchObject({ reportCount: 3, predictionWithheld: null });
    expect(three.predictedWait).toEqual(expect.any(Number));
  });
});
