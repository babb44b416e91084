import type { FastifyInstance } from 'fastify';
import { FeaturedResponseSchema } from '@pizza-atlas/contracts';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// After a real import: places listed, none with the reviews and photo featuring asks for.
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({
    env: testEnv({ ANSWER_CACHE_SECONDS: '0' }),
    sql: db.sql,
    logger: false,
    clock: testClock(CENTRAL.fridayDinner),
  });
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

const featured = async () =>
  FeaturedResponseSchema.parse((await app.inject('/api/restaurants/featured')).json());

describe('an empty featured list says why', () => {
  it('says nothing more while the catalog lists no place (the spec\'s "none available")', async () => {
    const answer = await featured();
    expect(answer.restaurants).toEqual([]);
    expect(answer.awaiting).toBeUndefined();
  });

  it('says it awaits reviews and photos when places are listed but none qualifies', async () => {
    await db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, attribution)
      values ('osm', 'node/1', 'Real Chicago Slice', 'Chicago', 'IL', 41.88, -87.63,
        '© OpenStreetMap contributors')`;
    const answer = await featured();
    expect(answer.restaurants).toEqual([]);
    expect(answer.awaiting).toBe('reviews-and-photos');
  });
});
