import type { FastifyInstance } from 'fastify';
import {
  FeaturedResponseSchema,
  PlatformManifestSchema,
  RestaurantSchema,
  SearchResponseSchema,
} from '@pizza-atlas/contracts';
import { fixedClock } from '../src/clock';
import { compileContract } from '../src/http/response-serializer';
import { buildServer } from '../src/server';
import { CENTRAL } from './test-clock';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';

let db: TestDatabase;
let checking: FastifyInstance;
let fast: FastifyInstance;

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
  const clock = fixedClock(CENTRAL.fridayDinner);
  const options = { sql: db.sql, logger: false, clock };
  checking = await buildServer({ ...options, env: testEnv() });
  fast = await buildServer({ ...options, env: testEnv({ CHECK_RESPONSES: 'false' }) });
});

afterAll(async () => {
  await checking.close();
  await fast.close();
  await db.drop();
});

describe('the fast response writer', () => {
  it('sends what the checking writer sends on every kind of answer', async () => {
    const [place] = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants where city = 'Austin' order by id limit 1`;
    const urls = [
      '/api/health',
      '/api/platform/manifest',
      '/api/restaurants/search?location=Austin%2C%20TX&limit=50',
      '/api/restaurants/search?location=78701&sort_by=distance&open_now=true',
      '/api/restaurants/featured',
      `/api/restaurants/catalog/${place!.id}`,
      `/api/restaurants/catalog/${place!.id}/reviews`,
      `/api/restaurants/catalog/${place!.id}/wait-times`,
      '/api/restaurants/search?location=Atlantis',
      '/api/restaurants/search?limit=500',
    ];
    for (const url of urls) {
      const expected = await checking.inject(url);
      const actual = await fast.inject(url);
      expect({ url, status: actual.statusCode }).toEqual({ url, status: expected.statusCode });
      expect(actual.headers['content-type']).toBe(expected.headers['content-type']);
      expect(actual.json()).toEqual(expected.json());
    }
  });

  it('compiles the contracts of the busiest answers', () => {
    for (const contract of [
      SearchResponseSchema,
      RestaurantSchema,
      FeaturedResponseSchema,
      PlatformManifestSchema,
    ]) {
      expect(compileContract(contract)).toBeInstanceOf(Function);
    }
  });

  it('leaves out properties the contract does not name, as the zod contract does', () => {
    const write = compileContract(RestaurantSchema.pick({ id: true, name: true }))!;
    expect(JSON.parse(write({ id: 'a', name: 'Slice', internal_note: 'secret' }))).toEqual({
      id: 'a',
      name: 'Slice',
    });
  });
});
