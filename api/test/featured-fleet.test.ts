import type { FastifyInstance } from 'fastify';
import type { Restaurant } from '@pizza-atlas/contracts';
import { markCatalogChanged } from '../src/places/catalog-changes';
import { buildServer } from '../src/server';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';
import { CENTRAL, testClock } from './test-clock';

// Two servers of one fleet on one database: the featured list is derived from the database,
// not remembered per process, so both answer the same six and both drop a place that closes.
let db: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
const clock = testClock(CENTRAL.fridayDinner);

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
  first = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
  second = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
}, 120_000);

afterAll(async () => {
  await first.close();
  await second.close();
  await db.drop();
});

async function featuredIds(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject('/api/restaurants/featured');
  expect(response.statusCode).toBe(200);
  return (response.json().restaurants as Restaurant[]).map((r) => r.id);
}

describe('featured places across a fleet', () => {
  it('are the same six on two servers, and a place that closes leaves both lists', async () => {
    // The second server asks first, so "whichever process chose first" cannot explain agreement.
    const fromSecond = await featuredIds(second);
    const fromFirst = await featuredIds(first);
    expect(fromFirst).toHaveLength(6);
    expect(fromSecond).toEqual(fromFirst);
    await first.checkCatalogChanges();
    await second.checkCatalogChanges();

    const closed = fromFirst[2];
    const removed = fromFirst[4];
    await db.sql`update catalog_restaurants set is_closed = true where id = ${closed}`;
    await db.sql`update catalog_restaurants set removed_at = ${clock.now()} where id = ${removed}`;
    // As the import command does: each server notices the change and drops kept answers.
    await markCatalogChanged(db.sql);
    expect(await first.checkCatalogChanges()).toBe(true);
    expect(await second.checkCatalogChanges()).toBe(true);

    const afterFirst = await featuredIds(first);
    const afterSecond = await featuredIds(second);
    expect(afterFirst).toHaveLength(6);
    expect(afterFirst).not.toContain(closed);
    expect(afterFirst).not.toContain(removed);
    expect(afterSecond).toEqual(afterFirst);
    // The places that stay keep their places in the day's order.
    expect(afterFirst.slice(0, 2)).toEqual(fromFirst.slice(0, 2));
  });

  it('turn to the next day on both servers at the same instant', async () => {
    clock.set('2026-11-21T23:59:00Z');
    const before = await featuredIds(first);
    expect(await featuredIds(second)).toEqual(before);
    clock.advanceMinutes(2);
    const after = await featuredIds(second);
    expect(await featuredIds(first)).toEqual(after);
    expect(after).not.toEqual(before);
  });
});
