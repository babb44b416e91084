import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RestaurantSchema } from '@pizza-atlas/contracts';
import { formatImportSummary } from '../src/catalog/import/format-import-summary';
import { importPlaces, importPlacesFile } from '../src/catalog/import/import-places';
import { parseCsv } from '../src/catalog/import/parse-csv';
import { splitFullAddress } from '../src/catalog/import/split-full-address';
import { readCsvPlaces } from '../src/catalog/import/read-csv-places';
import { fixedClock } from '../src/clock';
import { createCatalogProvider } from '../src/providers/catalog/create-catalog-provider';
import { buildServer } from '../src/server';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

const API_DIR = path.resolve(__dirname, '..');
const OVERPASS_FILE = path.join(__dirname, 'fixtures', 'overpass-pizza.json');
const CSV_FILE = path.join(__dirname, 'fixtures', 'places.csv');

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db.drop();
});

async function countRows(source: string): Promise<number> {
  const [{ count }] = await db.sql<{ count: number }[]>`
    select count(*)::int as count from catalog_restaurants where source = ${source}`;
  return count;
}

describe('parseCsv and readCsvPlaces', () => {
  it('handles quotes, escaped quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('reads semicolon- and tab-separated files, found from the header line', () => {
    expect(parseCsv('name;lat;lng\n"Pie; Place";30.27;-97.74\n')).toEqual([
      { line: 1, fields: ['name', 'lat', 'lng'] },
      { line: 2, fields: ['Pie; Place', '30.27', '-97.74'] },
    ]);
    expect(parseCsv('name\tlat\tlng\nPie, Place\t30.27\t-97.74\n')).toEqual([
      { line: 1, fields: ['name', 'lat', 'lng'] },
      { line: 2, fields: ['Pie, Place', '30.27', '-97.74'] },
    ]);
    const [place] = readCsvPlaces(
      'Name;Lat;Lng;Features\nPie Place;30.27;-97.74;delivery|takeout\n',
    );
    expect(place).toMatchObject({
      name: 'Pie Place',
      latitude: 30.27,
      features: ['delivery', 'takeout'],
    });
  });

  it('refuses a quote that is never closed, naming the line, instead of swallowing the rest', () => {
    const text =
      'name,lat,lng\nOne,30.1,-97.1\n"Two,30.2,-97.2\nThree,30.3,-97.3\nFour,30.4,-97.4\n';
    expect(() => parseCsv(text)).toThrow(/^Line 3: a quoted field is never closed/);
    // Quotes inside an unquoted field are part of its text.
    expect(parseCsv('name,lat\nJoe\'s "Famous" Pizza,1\n')[1]).toEqual({
      line: 2,
      fields: ['Joe\'s "Famous" Pizza', '1'],
    });
  });

  it('refuses a header without the required columns', () => {
    expect(() => readCsvPlaces('name,city\nPie Place,Austin\n')).toThrow(
      /must name the columns name, latitude, longitude; missing: latitude, longitude/,
    );
  });

  it('accepts header aliases and any column order', () => {
    const [place] = readCsvPlaces('LNG,Lat,Name\n-97.74,30.27,Pie Place\n');
    expect(place).toMatchObject({ name: 'Pie Place', latitude: 30.27, longitude: -97.74 });
  });
});

describe('importing an Overpass JSON export', () => {
  it('imports the pizza places and skips the rest with reasons', async () => {
    const summary = await importPlacesFile(db.sql, OVERPASS_FILE);
    expect(summary).toMatchObject({ format: 'osm', read: 9, imported: 3, updated: 0, skipped: 6 });
    const reasons = Object.fromEntries(
      summary.skipReasons.map(({ reason, examples }) => [reason, examples]),
    );
    expect(reasons).toEqual({
      'missing name': ['node/1000000004'],
      'not a restaurant or fast food place serving pizza': ['node/1000000005'],
      'not a US state': ['node/1000000006 (ON)'],
      'coordinates out of range': ['node/1000000007 (95.1,-97.7)'],
      'missing coordinates': ['way/2000000008'],
      'untagged geometry, not a place': ['node/1'],
    });
    expect(await countRows('osm')).toBe(3);
  });

  it('stores OSM rows with their credit, links, hours and services', async () => {
    const rows = await db.sql`
      select * from catalog_restaurants where source = 'osm' order by source_id`;
    const byId = Object.fromEntries(rows.map((row) => [row.source_id, row]));
    expect(byId['node/1000000001']).toMatchObject({
      name: 'Fixture Brick Oven',
      is_sample: false,
      attribution: '© OpenStreetMap contributors',
      license: 'ODbL-1.0',
      url: 'https://www.openstreetmap.org/node/1000000001',
      website: 'https://example.com/brick-oven',
      address1: '123 Example Avenue',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11216',
      phone: '+17185550123',
      display_phone: '(718) 555-0123',
      transactions: ['delivery', 'pickup'],
      categories: [
        { alias: 'pizza', title: 'Pizza' },
        { alias: 'italian', title: 'Italian' },
      ],
      rating: '0.0',
      price: null,
    });
    // Hours are stored as the OSM tag gives them, for the hours rule to evaluate.
    expect(byId['node/1000000001'].opening_hours).toBe('Mo-Su 11:00-23:00');
    // A way: its centre is its position; city and state come from the nearest town.
    const way = byId['way/2000000002'];
    expect(way).toMatchObject({ city: 'Austin', state: 'TX', latitude: 30.2651 });
    expect(way.features).toEqual(
      expect.arrayContaining(['outdoor_seating', 'vegan', 'late_night']),
    );
    expect(way.opening_hours).toBe('Mo-Th 11:00-23:00; Fr,Sa 11:00-02:00; Su 12:00-22:00');
    // A full state name is understood; hours with holidays are kept as they are.
    expect(byId['node/1000000003']).toMatchObject({
      state: 'IL',
      opening_hours: 'Mo-Fr 11:00-22:00; PH off',
    });
    expect(byId['node/1000000003'].features).toContain('wheelchair_accessible');
  });

  it('adds nothing when the same file is imported again', async () => {
    const again = await importPlacesFile(db.sql, OVERPASS_FILE);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 3, skipped: 6 });
    expect(await countRows('osm')).toBe(3);
  });

  it('updates a place whose data changed, and only that one', async () => {
    const json = JSON.parse(readFileSync(OVERPASS_FILE, 'utf8'));
    json.elements[0].tags.name = 'Fixture Brick Oven & Bar';
    const [before] = await db.sql`
      select updated_at from catalog_restaurants where source_id = 'node/1000000001'`;
    const summary = await importPlaces(db.sql, JSON.stringify(json), 'osm');
    expect(summary).toMatchObject({ imported: 0, updated: 1, unchanged: 2 });
    const [after] = await db.sql`
      select name, updated_at from catalog_restaurants where source_id = 'node/1000000001'`;
    expect(after.name).toBe('Fixture Brick Oven & Bar');
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(await countRows('osm')).toBe(3);
  });

  it('refuses files that are not Overpass JSON, and writes nothing', async () => {
    await expect(importPlaces(db.sql, '{"elements": ', 'osm')).rejects.toThrow(/not valid JSON/);
    await expect(importPlaces(db.sql, '{"features": []}', 'osm')).rejects.toThrow(
      /no "elements" list/,
    );
    expect(await countRows('osm')).toBe(3);
  });

  it('passes on an Overpass remark about an incomplete answer', async () => {
    const summary = await importPlaces(
      db.sql,
      JSON.stringify({ elements: [], remark: 'runtime error: Query timed out' }),
      'osm',
    );
    expect(summary.remark).toBe('runtime error: Query timed out');
    expect(formatImportSummary('x.json', summary)).toContain('Query timed out');
  });
});

describe('an OSM address given only as addr:full', () => {
  it('splits off city, state and ZIP as the street address and the ZIP', () => {
    expect(splitFullAddress('174 East Lane Avenue, Columbus, OH 43201')).toEqual({
      street: '174 East Lane Avenue',
      city: 'Columbus',
      state: 'OH',
      zip: '43201',
    });
    expect(splitFullAddress('12 Main St, Suite 3, Burlington, Vermont, USA')).toEqual({
      street: '12 Main St, Suite 3',
      city: 'Burlington',
      state: 'VT',
      zip: '',
    });
    // No state or ZIP at the end: kept whole.
    expect(splitFullAddress('Ohio Union, 1739 N High St')).toMatchObject({
      street: 'Ohio Union, 1739 N High St',
      zip: '',
    });
    expect(splitFullAddress('174 East Lane Avenue')).toMatchObject({
      street: '174 East Lane Avenue',
    });
  });

  it('stores the street part as the address and takes the ZIP when addr:postcode is absent', async () => {
    const element = (id: number, tags: Record<string, string>) => ({
      type: 'node',
      id,
      lat: 40.0,
      lon: -83.0098,
      tags: { amenity: 'restaurant', cuisine: 'pizza', name: `Lane Slice ${id}`, ...tags },
    });
    await importPlaces(
      db.sql,
      JSON.stringify({
        elements: [
          element(3000000001, { 'addr:full': '174 East Lane Avenue, Columbus, OH 43201' }),
          element(3000000002, {
            'addr:full': '180 East Lane Avenue, Columbus, OH 43201',
            'addr:postcode': '43210',
          }),
        ],
      }),
      'osm',
    );
    const rows = await db.sql<
      { address1: string; city: string; state: string; zip_code: string }[]
    >`
      select address1, city, state, zip_code from catalog_restaurants
      where source = 'osm' and source_id in ('node/3000000001', 'node/3000000002')
      order by source_id`;
    expect(rows).toEqual([
      { address1: '174 East Lane Avenue', city: 'Columbus', state: 'OH', zip_code: '43201' },
      { address1: '180 East Lane Avenue', city: 'Columbus', state: 'OH', zip_code: '43210' },
    ]);
  });
});

describe('importing a CSV file', () => {
  it('imports good rows, skips bad ones with reasons, and reports progress', async () => {
    const progress: [number, number | undefined][] = [];
    const summary = await importPlacesFile(db.sql, CSV_FILE, {
      batchSize: 4,
      onProgress: (processed, total) => progress.push([processed, total]),
    });
    expect(summary).toMatchObject({ format: 'csv', read: 9, imported: 3, updated: 0, skipped: 6 });
    const reasons = Object.fromEntries(
      summary.skipReasons.map(({ reason, examples }) => [reason, examples]),
    );
    expect(reasons).toEqual({
      'missing name': ['line 5'],
      'coordinates out of range': ['line 6 (95,-97.74)'],
      'not a US state': ['line 7 (ON)'],
      'price must be $ to $$$$ or 1 to 4': ['line 8 ($$$$$)'],
      'missing coordinates': ['line 9'],
      'duplicate of an earlier row in this file': ['line 10'],
    });
    // The file is streamed, so its row count is not known before the end.
    expect(progress).toEqual([
      [4, undefined],
      [8, undefined],
      [9, undefined],
    ]);
  });

  it('normalises what it stores', async () => {
    const rows = await db.sql`
      select * from catalog_restaurants where source = 'csv' order by name`;
    expect(rows.map((row) => row.name)).toEqual([
      'Lakeside Pies',
      'Mama "Gigi" Pizza',
      'Slice & Dice, Downtown',
    ]);
    const [lakeside, gigi, slice] = rows;
    expect(slice).toMatchObject({
      rating: '4.5',
      review_count: 120,
      price: '$$',
      phone: '+15125550142',
      features: ['delivery', 'takeout', 'vegan'],
      is_sample: false,
      attribution: 'Imported from a CSV file',
    });
    expect(slice.source_id).toMatch(/^h:[0-9a-f]{24}$/);
    // "2" is a price level; unknown categories and features are dropped; Colorado → CO.
    expect(gigi).toMatchObject({
      address1: '45 Main St, Ste 2',
      state: 'CO',
      price: '$$',
      display_phone: '(303) 555-0177',
    });
    expect(gigi.categories.map((c: { alias: string }) => c.alias)).toEqual([
      'pizza',
      'woodfired',
      'artisan',
    ]);
    expect(gigi.features).toEqual(['outdoor_seating']);
    expect(gigi.opening_hours).toBe('Tu-Su 16:00-22:00; Mo off');
    // No city or state in the file: both come from the coordinates.
    expect(lakeside).toMatchObject({ city: 'Chicago', state: 'IL', zip_code: '60614' });
    expect(lakeside.features).toContain('late_night');
  });

  it('is safe to run twice', async () => {
    const again = await importPlacesFile(db.sql, CSV_FILE);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 3, skipped: 6 });
    expect(await countRows('csv')).toBe(3);
  });

  it('skips places whose coordinates are outside the US whatever the address says', async () => {
    const summary = await importPlaces(
      db.sql,
      'name,state,country,latitude,longitude\nBerlin Pie,TX,,52.52,13.405\nLondon Pie,,UK,51.5,-0.12\n',
      'csv',
    );
    expect(summary.skipReasons.map((entry) => entry.reason).sort()).toEqual([
      'not in the US',
      'outside the US (no US town within 50 km)',
    ]);
    expect(await countRows('csv')).toBe(3);
  });
});

describe("a place's brand", () => {
  it('is read from the OSM tag and the CSV column, and answered by search and details', async () => {
    // Boise, ID: no other test imports places there.
    const tags = { amenity: 'fast_food', cuisine: 'pizza', 'addr:state': 'ID' };
    const overpass = {
      elements: [
        {
          type: 'node',
          id: 3_000_000_001,
          lat: 43.615,
          lon: -116.2023,
          tags: { ...tags, name: 'Brand Test One', brand: " Domino's  " },
        },
        {
          type: 'node',
          id: 3_000_000_002,
          lat: 43.616,
          lon: -116.2033,
          tags: { ...tags, name: 'Brand Test Two' },
        },
      ],
    };
    await importPlaces(db.sql, JSON.stringify(overpass), 'osm');
    const csv =
      'name,latitude,longitude,state,brand\nBrand Test Three,43.617,-116.2043,ID,Papa Johns\n';
    await importPlaces(db.sql, csv, 'csv');

    const provider = createCatalogProvider(db.sql, fixedClock('2026-11-25T18:00:00Z'));
    const found = await provider.search({
      latitude: 43.615,
      longitude: -116.2023,
      term: '',
      limit: 10,
      offset: 0,
      sortBy: 'distance',
      price: [],
      radius: 2000,
      features: [],
      openNow: false,
    });
    expect(found.restaurants.map((place) => [place.name, place.brand])).toEqual([
      ['Brand Test One', "Domino's"],
      ['Brand Test Two', null],
      ['Brand Test Three', 'Papa Johns'],
    ]);
    const details = await provider.details(found.restaurants[0]!.id);
    expect(details).toMatchObject({ name: 'Brand Test One', brand: "Domino's" });

    // A new brand in a later export updates the place, as any other field does.
    const rebranded = structuredClone(overpass);
    rebranded.elements[0]!.tags = { ...rebranded.elements[0]!.tags, brand: 'Pizza Hut' };
    const again = await importPlaces(db.sql, JSON.stringify(rebranded), 'osm');
    expect(again).toMatchObject({ imported: 0, updated: 1, unchanged: 1 });
    expect(await provider.details(found.restaurants[0]!.id)).toMatchObject({ brand: 'Pizza Hut' });
  });
});

describe("a place's own neighbourhood", () => {
  it('is read from its address tags, labels it beside its city and ranks it first for that name', async () => {
    // South Boston, MA: no other test imports places there.
    const tags = {
      amenity: 'restaurant',
      cuisine: 'pizza',
      'addr:city': 'Boston',
      'addr:state': 'MA',
    };
    const overpass = {
      elements: [
        // Untagged, at the search point itself: nearest, but names no neighbourhood.
        {
          type: 'node',
          id: 3_100_000_001,
          lat: 42.3381,
          lon: -71.0476,
          tags: { ...tags, name: 'Area Test Nearest' },
        },
        {
          type: 'node',
          id: 3_100_000_002,
          lat: 42.3331,
          lon: -71.0406,
          tags: { ...tags, name: 'Area Test Tagged', 'addr:neighbourhood': ' South  Boston ' },
        },
        // addr:suburb when there is no addr:neighbourhood.
        {
          type: 'node',
          id: 3_100_000_003,
          lat: 42.3321,
          lon: -71.0396,
          tags: { ...tags, name: 'Area Test Suburb', 'addr:suburb': 'south boston' },
        },
        // A suburb that is only the city says nothing more.
        {
          type: 'node',
          id: 3_100_000_004,
          lat: 42.3391,
          lon: -71.0486,
          tags: { ...tags, name: 'Area Test City', 'addr:suburb': 'Boston' },
        },
      ],
    };
    await importPlaces(db.sql, JSON.stringify(overpass), 'osm');
    // The best rated of them names no neighbourhood.
    const csv =
      'name,latitude,longitude,city,state,neighborhood,rating,review_count\n' +
      'Area Test Csv,42.3311,-71.0386,Boston,MA,South Boston,,\n' +
      'Area Test Star,42.3382,-71.0477,Boston,MA,,4.9,500\n';
    await importPlaces(db.sql, csv, 'csv');
    const stored = await db.sql<{ name: string; source_neighbourhood: string | null }[]>`
      select name, source_neighbourhood from catalog_restaurants
      where name like 'Area Test %' order by name`;
    expect(stored.map((row) => [row.name, row.source_neighbourhood])).toEqual([
      ['Area Test City', null],
      ['Area Test Csv', 'South Boston'],
      ['Area Test Nearest', null],
      ['Area Test Star', null],
      ['Area Test Suburb', 'south boston'],
      ['Area Test Tagged', 'South Boston'],
    ]);

    const provider = createCatalogProvider(db.sql, fixedClock('2026-11-25T18:00:00Z'));
    const near = {
      latitude: 42.3381,
      longitude: -71.0476,
      term: '',
      limit: 50,
      offset: 0,
      sortBy: 'best_match' as const,
      price: [],
      radius: 3000,
      features: [],
      openNow: false,
    };
    const ours = (found: { restaurants: { name: string }[] }) =>
      found.restaurants.map((place) => place.name).filter((name) => name.startsWith('Area Test'));
    // Without a named area, merit and distance alone: the best rated place comes first.
    expect(ours(await provider.search(near))[0]).toBe('Area Test Star');
    // A search for the neighbourhood ranks the places that name it first, whatever the case.
    const found = await provider.search({ ...near, area: 'South Boston' });
    const ranked = found.restaurants.map((place) => place.name);
    expect(ranked.slice(0, 3).sort()).toEqual([
      'Area Test Csv',
      'Area Test Suburb',
      'Area Test Tagged',
    ]);
    expect(ours(found)[3]).toBe('Area Test Star');
    const tagged = found.restaurants.find((place) => place.name === 'Area Test Tagged')!;
    expect(tagged.location.city).toBe('South Boston, Boston');
    expect(tagged.location.display_address.at(-1)).toMatch(/^South Boston, Boston, MA/);
    const nearest = found.restaurants.find((place) => place.name === 'Area Test Nearest')!;
    expect(nearest.location.city).toBe('Boston');
  });
});

describe('the import-places command', () => {
  const run = promisify(execFile);

  it('shows progress on stderr, prints a summary and can run twice', async () => {
    const target = await createTestDatabase();
    try {
      const command = () =>
        run(
          path.join(API_DIR, 'node_modules', '.bin', 'tsx'),
          ['src/cli/import-places.ts', OVERPASS_FILE],
          { cwd: API_DIR, env: { ...process.env, DATABASE_URL: target.url } },
        );
      const first = await command();
      expect(first.stderr).toContain('import-places: 9/9 rows (100%)');
      expect(first.stdout).toMatch(/imported\s+3/);
      expect(first.stdout).toMatch(/skipped\s+6/);
      expect(first.stdout).toContain('1 × not a US state: node/1000000006 (ON)');
      expect(first.stdout).toContain('© OpenStreetMap contributors, ODbL-1.0');
      const second = await command();
      expect(second.stdout).toMatch(/imported\s+0/);
      expect(second.stdout).toMatch(/unchanged\s+3/);
      const [{ count }] = await target.sql<{ count: number }[]>`
        select count(*)::int as count from catalog_restaurants`;
      expect(count).toBe(3);
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('fails with a clear message for a missing file', async () => {
    await expect(
      run(
        path.join(API_DIR, 'node_modules', '.bin', 'tsx'),
        ['src/cli/import-places.ts', 'nope.csv'],
        {
          cwd: API_DIR,
          env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none' },
        },
      ),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No such file: nope.csv') });
  }, 30_000);
});

describe("a place's own website and phone", () => {
  it('answers the website beside the OSM link, and no phone for one that is not a number', async () => {
    // Duluth, MN: no other test imports places there.
    const tags = { amenity: 'restaurant', cuisine: 'pizza', 'addr:state': 'MN' };
    const overpass = {
      elements: [
        {
          type: 'node',
          id: 3_200_000_001,
          lat: 46.7867,
          lon: -92.1005,
          tags: {
            ...tags,
            name: 'Contact Test Website',
            website: 'https://www.loumalnatis.com/chicago-river-north',
            phone: 'not available',
          },
        },
        {
          type: 'node',
          id: 3_200_000_002,
          lat: 46.7877,
          lon: -92.1015,
          tags: { ...tags, name: 'Contact Test None', phone: '+1 218 555 0142' },
        },
        {
          type: 'node',
          id: 3_200_000_003,
          lat: 46.7887,
          lon: -92.1025,
          tags: { ...tags, name: 'Contact Test Extension', 'contact:phone': '218-555-0143 ext. 2' },
        },
      ],
    };
    await importPlaces(db.sql, JSON.stringify(overpass), 'osm');
    const stored = await db.sql<
      { id: string; name: string; phone: string; display_phone: string }[]
    >`
      select id, name, phone, display_phone from catalog_restaurants
      where name like 'Contact Test %' order by name`;
    const byName = Object.fromEntries(stored.map((row) => [row.name, row]));
    // "not available" is stored as no phone at all, not as one to show.
    expect(byName['Contact Test Website']).toMatchObject({ phone: '', display_phone: '' });
    expect(byName['Contact Test None']).toMatchObject({
      phone: '+12185550142',
      display_phone: '(218) 555-0142',
    });
    // An extension is kept, in the tel: URI's form and as shown.
    expect(byName['Contact Test Extension']).toMatchObject({
      phone: '+12185550143;ext=2',
      display_phone: '(218) 555-0143 ext. 2',
    });

    const app = await buildServer({ env: testEnv(), sql: db.sql, logger: false });
    try {
      const details = async (name: string) =>
        RestaurantSchema.parse(
          (await app.inject(`/api/restaurants/catalog/${byName[name]!.id}`)).json(),
        );
      const withWebsite = await details('Contact Test Website');
      expect(withWebsite).toMatchObject({
        website: 'https://www.loumalnatis.com/chicago-river-north',
        // The OSM object stays the source link.
        url: 'https://www.openstreetmap.org/node/3200000001',
        attribution: { url: 'https://www.openstreetmap.org/node/3200000001' },
        phone: '',
        display_phone: '',
      });
      expect(await details('Contact Test None')).toMatchObject({
        website: null,
        url: 'https://www.openstreetmap.org/node/3200000002',
      });
    } finally {
      await app.close();
    }
  });
});

describe('a row whose city and state contradict its coordinates', () => {
  it('is skipped, naming its line and the state its coordinates lie in; a border metro is not', async () => {
    const text = [
      'id,name,address,city,state,zip,latitude,longitude',
      // Says Columbus, OH; the coordinates are downtown Austin.
      'x-1,Wrong State Slice,1 Congress Ave,Columbus,OH,43215,30.2672,-97.7431',
      // Kansas City, KS across the state line from a point in Kansas City, MO: kept.
      'x-2,State Line Pie,1 State Line Rd,Kansas City,KS,66101,39.0997,-94.5786',
      'x-3,Right State Slice,2 Congress Ave,Austin,TX,78701,30.2682,-97.7431',
    ].join('\n');
    const summary = await importPlaces(db.sql, text, 'csv');
    expect(summary).toMatchObject({ imported: 2, skipped: 1 });
    expect(summary.skipReasons).toEqual([
      {
        reason: "coordinates outside the row's state",
        count: 1,
        examples: ['line 2 (Columbus, OH, but 30.2672,-97.7431 lies in TX)'],
      },
    ]);
  });
});

describe('a CSV file the importer cannot read to the end', () => {
  it('says which line to fix before running again, not just to run again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-unclosed-'));
    const file = path.join(dir, 'unclosed.csv');
    writeFileSync(
      file,
      'id,name,lat,lng\nu-1,Open Quote Pie,30.27,-97.74\nu-2,"Never Closed,30.28,-97.74\n',
    );
    try {
      const run = importPlacesFile(db.sql, file);
      await expect(run).rejects.toThrow(
        /Line 3: a quoted field is never closed.*Nothing was removed\. Fix line 3 of the file, then run the same command again/,
      );
      await expect(importPlacesFile(db.sql, file)).rejects.not.toThrow(/to finish/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
