import { importPlaces } from '../src/catalog/import/import-places';
import { createTestDatabase, type TestDatabase } from './test-database';

// Issue 13: an import row with text the database cannot store failed the whole import, and
// web addresses were checked by a rule of their own rather than the one every write uses.

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db.drop();
});

const HEADER = 'name,address,city,state,zip,latitude,longitude,website';
const row = (name: string, website = '') =>
  `"${name}",1 Congress Ave,Austin,TX,78701,30.2669,-97.7428,"${website}"`;

it('skips a row with a NUL or a lone surrogate and imports the rest', async () => {
  const csv = [HEADER, row('Good Pie'), row('Bad\u0000Pie')].join('\n');
  const summary = await importPlaces(db.sql, csv, 'csv');
  expect(summary).toMatchObject({ imported: 1, skipped: 1 });
  expect(summary.skipReasons).toEqual([
    { reason: 'text the database cannot store', count: 1, examples: ['line 3 (name)'] },
  ]);

  const overpass = {
    elements: [
      {
        type: 'node',
        id: 9,
        lat: 30.27,
        lon: -97.74,
        tags: { amenity: 'restaurant', cuisine: 'pizza', name: 'Lone \ud800 Surrogate' },
      },
    ],
  };
  const fromOsm = await importPlaces(db.sql, JSON.stringify(overpass), 'osm');
  expect(fromOsm).toMatchObject({ imported: 0, skipped: 1 });
});

it('keeps web addresses by the rule every write uses, normalised as browsers read them', async () => {
  const long = `https://example.com/a${' '.repeat(1960)}b`;
  const csv = [
    HEADER,
    row('Written Out', 'HTTP://Example.com/Menu'),
    row('Slash Short', 'http:example.com'),
    row('Backslashes', 'https:\\\\example.com\\pies'),
    row('Script', 'javascript:alert(1)'),
    row('Too Long Once Encoded', long),
  ].join('\n');
  const summary = await importPlaces(db.sql, csv, 'csv');
  expect(summary).toMatchObject({ imported: 5, skipped: 0 });
  const rows = await db.sql<{ name: string; website: string | null }[]>`
    select name, website from catalog_restaurants where source = 'csv' order by name`;
  expect(Object.fromEntries(rows.map((r) => [r.name, r.website]))).toMatchObject({
    'Written Out': 'http://example.com/Menu',
    'Slash Short': 'http://example.com/',
    Backslashes: 'https://example.com/pies',
    Script: null,
    'Too Long Once Encoded': null,
  });
});
