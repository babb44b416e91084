import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MapSettingsSchema, SiteSourcesSchema } from '@pizza-atlas/contracts';
import { importPlacesFile } from '../src/catalog/import/import-places';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// GET /api/site/sources: what the about page credits, from the catalog as it is and the
// provider the server was configured with; GET /api/site/map: the maps' tile source.
const FIXTURES = path.join(__dirname, 'fixtures');
const clock = testClock(CENTRAL.fridayDinner);

let db: TestDatabase;
const apps: FastifyInstance[] = [];

/** A server on the test database; answers are made afresh, so each count is current. */
async function server(env: Record<string, string> = {}) {
  const app = await buildServer({
    env: testEnv({ ANSWER_CACHE_SECONDS: '0', ...env }),
    sql: db.sql,
    logger: false,
    clock,
  });
  apps.push(app);
  return app;
}

async function sources(app: FastifyInstance) {
  const response = await app.inject('/api/site/sources');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return SiteSourcesSchema.parse(response.json());
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.drop();
});

describe('GET /api/site/sources', () => {
  it('counts the catalog’s places by source as they arrive, the sample gone with the first real import, with no outside provider', async () => {
    const app = await server();
    expect(await sources(app)).toEqual({
      catalog: { sample: 0, osm: 0, overture: 0, csv: 0, submission: 0 },
      provider: null,
    });

    await seedSampleCatalog(db.sql);
    const [{ sample }] = await db.sql<{ sample: number }[]>`
      select count(*)::int as sample from catalog_restaurants where source = 'sample'`;
    expect(sample).toBeGreaterThan(0);
    expect(await sources(app)).toEqual({
      catalog: { sample, osm: 0, overture: 0, csv: 0, submission: 0 },
      provider: null,
    });

    // The first real import retires the sample (decision 0033): sample 0 hides its disclaimers.
    await importPlacesFile(db.sql, path.join(FIXTURES, 'overpass-pizza.json'));
    expect(await sources(app)).toEqual({
      catalog: { sample: 0, osm: 3, overture: 0, csv: 0, submission: 0 },
      provider: null,
    });
    await importPlacesFile(db.sql, path.join(FIXTURES, 'places.csv'));
    expect(await sources(app)).toEqual({
      catalog: { sample: 0, osm: 3, overture: 0, csv: 3, submission: 0 },
      provider: null,
    });
    // Seeding 2,400 sample places took 44 s of this at load 19 (a suite and helpers beside it).
  }, 120_000);

  it('names Yelp, with its link, when searches go to Yelp', async () => {
    // No request reaches Yelp: the answer comes from the configuration alone.
    const app = await server({ YELP_API_KEY: 'sk-test-key', YELP_API_URL: 'http://127.0.0.1:9' });
    expect((await sources(app)).provider).toEqual({
      name: 'yelp',
      label: 'Yelp',
      url: 'https://www.yelp.com',
    });
  });

  it('gives the maps no tile source unless MAP_TILES names one, with its credit', async () => {
    const settings = async (app: FastifyInstance) => {
      const response = await app.inject('/api/site/map');
      expect(response.statusCode).toBe(200);
      return MapSettingsSchema.parse(response.json());
    };
    expect(await settings(await server())).toEqual({ tiles: null, maxZoom: 19 });
    expect(
      await settings(
        await server({
          MAP_TILES: '/tiles/{z}/{x}/{y}.png',
          MAP_TILE_ATTRIBUTION: '© Protomaps © OpenStreetMap contributors',
          MAP_TILE_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
        }),
      ),
    ).toEqual({
      tiles: {
        url: '/tiles/{z}/{x}/{y}.png',
        attribution: '© Protomaps © OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      maxZoom: 19,
    });
  });
});
