import { RemovedPlaceAnswerSchema } from '@pizza-atlas/contracts';
import {
  ImportStoppedError,
  importBatches,
  importPlaces,
  isSuspectRefresh,
  type ImportScope,
  type ReadBatch,
} from '../src/catalog/import/import-places';
import { readCsvPlaces } from '../src/catalog/import/read-csv-places';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { placeChangeTimes } from '../src/places/read-places';
import { approveSubmission } from '../src/staff/approve-submission';
import { geocodeAddress } from '../src/geo/geocode-address';
import { isSamePlace, normalisePlaceName, normaliseStreetAddress } from '../src/places/same-place';
import { CENTRAL, testClock } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { serverForFile } from './test-server';

// Refresh, removal, one place not three, and the sample stepping aside (decision 0033).
const clock = testClock(CENTRAL.fridayDinner);
const REMOVED_AT = new Date('2026-11-20T12:00:00Z');
const HEADER = 'id,name,address,city,state,zip,latitude,longitude,phone,brand';

const file = serverForFile({ env: { ANSWER_CACHE_SECONDS: '0' }, clock });

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n') + '\n';
}

function scopeOf(state: string, source: ImportScope['source'] = 'csv'): ImportScope {
  return { key: `${source}:test:${state}`, source, label: state, area: { kind: 'state', state } };
}

async function placeOf(source: string, sourceId: string) {
  const [row] = await file.db.sql<
    { id: string; removed_at: Date | null; also_from: { source: string; source_id: string }[] }[]
  >`select id, removed_at, also_from from catalog_restaurants
    where source = ${source} and source_id = ${source === 'csv' ? `id:${sourceId}` : sourceId}`;
  return row;
}

function overpass(...elements: object[]): string {
  return JSON.stringify({ version: 0.6, elements });
}

function pizzaNode(id: number, lat: number, lon: number, tags: Record<string, string>) {
  return { type: 'node', id, lat, lon, tags: { amenity: 'restaurant', cuisine: 'pizza', ...tags } };
}

describe('same place rule', () => {
  it('normalises names as sources write them differently', () => {
    expect(normalisePlaceName("Tony's Pizzeria & Grill")).toBe('tony pizza and grill');
    expect(normalisePlaceName('TONY’S PIZZA and grill')).toBe('tony pizza and grill');
  });

  it('takes similar names at one address for one place, and two branches for two', () => {
    const a = { name: "Lou Malnati's Pizzeria", address1: '439 N Wells St', brand: null };
    expect(isSamePlace(a, { name: 'Lou Malnatis Pizza', address1: '', brand: null })).toBe(true);
    expect(isSamePlace(a, { name: 'Lou Malnatis', address1: '441 N Wells St', brand: null })).toBe(
      false,
    );
    expect(
      isSamePlace(
        { name: "Domino's", address1: 'W Division St', brand: "Domino's" },
        { name: "Domino's Pizza", address1: 'N Clark St', brand: "Domino's" },
      ),
    ).toBe(false);
    expect(isSamePlace(a, { name: 'Giordano’s', address1: '', brand: null })).toBe(false);
  });

  it('reads a branded address written with or without US abbreviations as one address', () => {
    expect(normaliseStreetAddress('2520 North High Street, Suite 4')).toBe(
      normaliseStreetAddress('2520 N. High St Ste 4'),
    );
    expect(normaliseStreetAddress('10 SW Main Blvd #2')).toBe(
      '10 southwest main boulevard suite 2',
    );
    const osm = { name: 'Donatos Pizza', address1: '2520 North High Street', brand: 'Donatos' };
    expect(
      isSamePlace(osm, { name: 'Donatos', address1: '2520 N High St', brand: 'Donatos' }),
    ).toBe(true);
    // Two branches of the chain stay two places.
    expect(
      isSamePlace(osm, { name: 'Donatos', address1: '2520 S High St', brand: 'Donatos' }),
    ).toBe(false);
    expect(
      isSamePlace(osm, { name: 'Donatos', address1: '2520 N High Ave', brand: 'Donatos' }),
    ).toBe(false);
  });
});

describe('a refresh with a scope', () => {
  const first = csv(
    'r-a,Alpha Pies,1 W Lake St,Chicago,IL,60601,41.8857,-87.6278,,',
    'r-b,Beta Slice,2 W Lake St,Chicago,IL,60601,41.8860,-87.6300,,',
    'r-c,Gamma Crust,3 W Lake St,Chicago,IL,60601,41.8865,-87.6320,,',
  );
  const second = csv(
    'r-a,Alpha Pies,1 W Lake St,Chicago,IL,60601,41.8857,-87.6278,(312) 555-0100,',
    'r-b,Beta Slice,2 W Lake St,Chicago,IL,60601,41.8860,-87.6300,,',
  );
  const options = { scope: scopeOf('IL'), at: REMOVED_AT };

  it('keeps ids and reviews, removes what the source dropped, and a third run changes nothing', async () => {
    const run1 = await importPlaces(file.db.sql, first, 'csv', options);
    expect(run1).toMatchObject({ imported: 3, removed: 0 });
    const alpha = await placeOf('csv', 'r-a');
    const gamma = await placeOf('csv', 'r-c');
    await file.db.sql`insert into catalog_reviews (restaurant_id, author_name, rating, text)
      values (${alpha!.id}, 'Visitor', 5, 'Crisp and hot, would come back')`;
    await file.db
      .sql`insert into wait_reports (provider, restaurant_id, wait_minutes, client_hash, created_at)
      values ('catalog', ${alpha!.id}, 15, ${'b'.repeat(64)}, ${clock.now()})`;

    const run2 = await importPlaces(file.db.sql, second, 'csv', options);
    expect(run2).toMatchObject({ imported: 0, updated: 1, unchanged: 1, removed: 1 });
    expect((await placeOf('csv', 'r-a'))!.id).toBe(alpha!.id);
    const [{ reviews }] = await file.db.sql<{ reviews: number }[]>`
      select count(*)::int as reviews from catalog_reviews where restaurant_id = ${alpha!.id}`;
    expect(reviews).toBe(1);
    const wait = await file.app.inject(`/api/restaurants/catalog/${alpha!.id}/wait-times`);
    expect(wait.statusCode).toBe(200);
    expect(wait.json()).toMatchObject({ reportCount: 1 });
    expect((await placeOf('csv', 'r-c'))!.removed_at).toEqual(REMOVED_AT);

    const run3 = await importPlaces(file.db.sql, second, 'csv', options);
    expect(run3).toMatchObject({ imported: 0, updated: 0, unchanged: 2, removed: 0, merged: 0 });

    // The removed place leaves search and the sitemap, and its page answers 410.
    const search = await file.app.inject(
      '/api/restaurants/search?latitude=41.8857&longitude=-87.6278&radius=5000&limit=50',
    );
    const ids = (search.json() as { restaurants: { id: string }[] }).restaurants.map((r) => r.id);
    expect(ids).toContain(alpha!.id);
    expect(ids).not.toContain(gamma!.id);
    const sitemapIds = (await placeChangeTimes(file.db.sql)).map((place) => place.id);
    expect(sitemapIds).toContain(alpha!.id);
    expect(sitemapIds).not.toContain(gamma!.id);
    const details = await file.app.inject(`/api/restaurants/catalog/${gamma!.id}`);
    expect(details.statusCode).toBe(410);
    const body = RemovedPlaceAnswerSchema.parse(details.json());
    expect(body.error.code).toBe('PLACE_REMOVED');
    expect(body.error.message).toContain('2026-11-20');
    expect(body.removed).toMatchObject({ id: gamma!.id, name: 'Gamma Crust', state: 'IL' });
    expect(body.nearby.map((place) => place.id)).toEqual(
      expect.arrayContaining([alpha!.id, (await placeOf('csv', 'r-b'))!.id]),
    );
    expect((await file.app.inject(`/api/restaurants/catalog/${alpha!.id}`)).statusCode).toBe(200);
    const review = await file.app.inject({
      method: 'POST',
      url: `/api/restaurants/catalog/${gamma!.id}/reviews`,
      payload: { rating: 4, reviewText: 'Was good while it lasted.', reviewerName: 'Sam' },
    });
    expect(review.statusCode).toBe(410);
    expect(review.json().error.code).toBe('PLACE_REMOVED');

    // Listed again, under the same id.
    const run4 = await importPlaces(file.db.sql, first, 'csv', options);
    expect(run4).toMatchObject({ imported: 0, updated: 1, unchanged: 1, restored: 1, removed: 0 });
    expect(await placeOf('csv', 'r-c')).toMatchObject({ id: gamma!.id, removed_at: null });
    expect((await file.app.inject(`/api/restaurants/catalog/${gamma!.id}`)).statusCode).toBe(200);
  });

  it('stops before removing more than half of ten places or more, unless allowed', async () => {
    expect(isSuspectRefresh(0, 0)).toBe(false);
    expect(isSuspectRefresh(1, 1)).toBe(true); // every place of the area
    expect(isSuspectRefresh(2, 3)).toBe(false); // most of a few: closures happen
    expect(isSuspectRefresh(5, 10)).toBe(false);
    expect(isSuspectRefresh(6, 10)).toBe(true);
    const rows = Array.from(
      { length: 12 },
      (_, i) =>
        `g-${i},Guard Pie ${i},${i + 1} S 5th St,Springfield,IL,62701,${39.77 + i * 0.002},-89.6501,,`,
    );
    const scope: ImportScope = {
      key: 'csv:test:springfield',
      source: 'csv',
      label: 'Springfield, IL',
      area: { kind: 'circle', latitude: 39.78, longitude: -89.6501, radiusMetres: 2500 },
    };
    const guarded = { scope, at: REMOVED_AT };
    expect(await importPlaces(file.db.sql, csv(...rows), 'csv', guarded)).toMatchObject({
      imported: 12,
    });
    const keep = csv(...rows.slice(0, 5));
    await expect(importPlaces(file.db.sql, keep, 'csv', guarded)).rejects.toThrow(
      /Refreshing Springfield, IL would remove 7 of its 12 places.*Nothing was removed/,
    );
    expect((await placeOf('csv', 'g-11'))!.removed_at).toBeNull();
    const allowed = await importPlaces(file.db.sql, keep, 'csv', {
      ...guarded,
      allowRemovals: true,
    });
    expect(allowed).toMatchObject({ unchanged: 5, removed: 7 });
  });

  it('removes nothing outside its area', async () => {
    await importPlaces(
      file.db.sql,
      csv('w-1,Wisconsin Pie,1 Main St,Madison,WI,53703,43.0747,-89.3841,,'),
      'csv',
      { scope: scopeOf('WI') },
    );
    const summary = await importPlaces(file.db.sql, csv(), 'csv', { scope: scopeOf('MN') });
    expect(summary.removed).toBe(0);
    expect((await placeOf('csv', 'w-1'))!.removed_at).toBeNull();
  });

  it('removes a dropped place an earlier run of the same area saw outside its circle', async () => {
    // An export can reach past the area's shape: what a run of this area saw is this area's.
    const milwaukee: ImportScope = {
      key: 'csv:test:milwaukee-circle',
      source: 'csv',
      label: 'Milwaukee, WI',
      area: { kind: 'circle', latitude: 43.0389, longitude: -87.9065, radiusMetres: 5000 },
    };
    const inside = 'mke-in,Brew City Slice,1 Water St,Milwaukee,WI,53202,43.0389,-87.9065,,';
    const outside = 'mke-out,Lakeshore Pie Co,9 Main St,Racine,WI,53403,42.7261,-87.7829,,';
    const first = await importPlaces(file.db.sql, csv(inside, outside), 'csv', {
      scope: milwaukee,
    });
    expect(first).toMatchObject({ imported: 2, removed: 0 });
    const again = await importPlaces(file.db.sql, csv(inside), 'csv', {
      scope: milwaukee,
      at: REMOVED_AT,
    });
    expect(again).toMatchObject({ unchanged: 1, removed: 1 });
    expect((await placeOf('csv', 'mke-out'))!.removed_at).toEqual(REMOVED_AT);
    expect((await placeOf('csv', 'mke-in'))!.removed_at).toBeNull();
  });

  it('removes nothing when the reader fails part-way, and keeps the batches written before', async () => {
    await importPlaces(
      file.db.sql,
      csv('o-0,Ohio Zero,1 High St,Columbus,OH,43215,39.9612,-82.9988,,'),
      'csv',
      { scope: scopeOf('OH') },
    );
    const rows = readCsvPlaces(
      csv(
        'o-1,Ohio One,2 High St,Columbus,OH,43215,39.9622,-82.9988,,',
        'o-2,Ohio Two,3 High St,Columbus,OH,43215,39.9632,-82.9988,,',
        'o-3,Ohio Three,4 High St,Columbus,OH,43215,39.9642,-82.9988,,',
      ),
    );
    async function* failing(): AsyncIterable<ReadBatch> {
      yield { candidates: [rows[0]!], skipped: [] };
      yield { candidates: [rows[1]!], skipped: [] };
      throw new Error('Overpass timed out on the third query');
    }
    const run = importBatches(file.db.sql, failing(), 'csv', { scope: scopeOf('OH') });
    await expect(run).rejects.toThrow(ImportStoppedError);
    await expect(
      importBatches(file.db.sql, failing(), 'csv', { scope: scopeOf('OH') }),
    ).rejects.toThrow(/after 2 batches.*Overpass timed out on the third query/);
    expect((await placeOf('csv', 'o-0'))!.removed_at).toBeNull();
    expect(await placeOf('csv', 'o-1')).toBeDefined();
    expect(await placeOf('csv', 'o-3')).toBeUndefined();
  });

  it('runs two imports of one area one after the other, not interleaved', async () => {
    const text = csv(
      'm-1,Maize Pie,1 Main St,Detroit,MI,48226,42.3314,-83.0458,,',
      'm-2,Motor Slice,2 Main St,Detroit,MI,48226,42.3324,-83.0458,,',
    );
    const [a, b] = await Promise.all([
      importPlaces(file.db.sql, text, 'csv', { scope: scopeOf('MI') }),
      importPlaces(file.db.sql, text, 'csv', { scope: scopeOf('MI') }),
    ]);
    expect([a.imported, b.imported].sort()).toEqual([0, 2]);
    expect([a.removed, b.removed]).toEqual([0, 0]);
    const [{ count }] = await file.db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants where state = 'MI'`;
    expect(count).toBe(2);
  });
});

describe("a removed place's page", () => {
  it("names the place's own local date: removed at 6:20 PM on November 30 in Chicago", async () => {
    // 00:20 UTC on December 1 is 6:20 PM on November 30 in Chicago.
    const [place] = await file.db.sql<{ id: string }[]>`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, attribution, removed_at)
      values ('osm', 'node/evening', 'Evening Slice', 'Chicago', 'IL', 41.88, -87.63,
        'OpenStreetMap contributors', ${new Date('2026-12-01T00:20:00Z')})
      returning id`;
    try {
      const details = await file.app.inject(`/api/restaurants/catalog/${place!.id}`);
      expect(details.statusCode).toBe(410);
      const body = RemovedPlaceAnswerSchema.parse(details.json());
      expect(body.removed).toMatchObject({
        removed_at: '2026-12-01T00:20:00.000Z',
        removed_on: '2026-11-30',
      });
      expect(body.error.message).toContain('has not listed it since 2026-11-30.');
    } finally {
      await file.db.sql`delete from catalog_restaurants where id = ${place!.id}`;
    }
  });
});

describe('CSV files of different providers', () => {
  const buckeye = { attribution: 'Buckeye Guide', license: 'CC-BY-4.0' };
  const acme = { attribution: 'Acme listings', license: 'CC0-1.0' };

  async function creditOf(sourceId: string) {
    const [row] = await file.db.sql<{ attribution: string; license: string | null }[]>`
      select attribution, license from catalog_restaurants
      where source = 'csv' and source_id = ${`id:${sourceId}`}`;
    return row;
  }

  it("refresh only their own places, and a place's credit on another source's place", async () => {
    const kansas = scopeOf('KS');
    await importPlaces(
      file.db.sql,
      csv(
        'kb-1,Prairie Pie,1 Main St,Wichita,KS,67202,37.6872,-97.3301,,',
        'kb-3,Keeper Crust,3 Main St,Wichita,KS,67202,37.6882,-97.3301,,',
      ),
      'csv',
      buckeye,
    );
    // Buckeye's row also credited on an OSM place.
    await importPlaces(
      file.db.sql,
      overpass(
        pizzaNode(960, 37.69, -97.34, {
          name: 'Air Capital Slice',
          'addr:housenumber': '9',
          'addr:street': 'Douglas Ave',
        }),
      ),
      'osm',
    );
    const credited = await importPlaces(
      file.db.sql,
      csv('kb-2,Air Capital Slice,9 Douglas Ave,Wichita,KS,67202,37.6901,-97.3401,,'),
      'csv',
      buckeye,
    );
    expect(credited.merged).toBe(1);
    const first = await importPlaces(
      file.db.sql,
      csv('ka-1,Sunflower Slice,5 Main St,Wichita,KS,67202,37.6950,-97.3301,,'),
      'csv',
      { ...acme, scope: kansas },
    );
    expect(first).toMatchObject({ imported: 1, removed: 0 });
    const again = await importPlaces(
      file.db.sql,
      csv(
        'ka-1,Sunflower Slice,5 Main St,Wichita,KS,67202,37.6950,-97.3301,,',
        'ka-2,Wheat State Pie,7 Main St,Wichita,KS,67202,37.6960,-97.3301,,',
      ),
      'csv',
      { ...acme, scope: kansas },
    );
    expect(again).toMatchObject({ imported: 1, unchanged: 1, removed: 0 });
    expect(await placeOf('csv', 'kb-1')).toMatchObject({ removed_at: null });
    expect((await placeOf('osm', 'node/960'))!.also_from).toEqual([
      expect.objectContaining({ source_id: 'id:kb-2', attribution: 'Buckeye Guide' }),
    ]);
    // Buckeye's own refresh removes Buckeye's dropped place, and leaves Acme's alone.
    const buckeyeRefresh = await importPlaces(
      file.db.sql,
      csv(
        'kb-2,Air Capital Slice,9 Douglas Ave,Wichita,KS,67202,37.6901,-97.3401,,',
        'kb-3,Keeper Crust,3 Main St,Wichita,KS,67202,37.6882,-97.3301,,',
      ),
      'csv',
      { ...buckeye, scope: kansas, at: REMOVED_AT },
    );
    expect(buckeyeRefresh).toMatchObject({ unchanged: 2, removed: 1 });
    expect((await placeOf('csv', 'kb-1'))!.removed_at).toEqual(REMOVED_AT);
    expect(await placeOf('csv', 'ka-1')).toMatchObject({ removed_at: null });
  });

  it('keep their stored credit and licence when run again without --attribution', async () => {
    const row = 'kc-1,Flint Hills Pie,3 Poyntz Ave,Manhattan,KS,66502,39.1836,-96.5717,,';
    await importPlaces(file.db.sql, csv(row), 'csv', buckeye);
    const again = await importPlaces(file.db.sql, csv(row), 'csv');
    expect(again).toMatchObject({ unchanged: 1, updated: 0 });
    expect(await creditOf('kc-1')).toEqual({ attribution: 'Buckeye Guide', license: 'CC-BY-4.0' });
    // A new row of that run gets the default credit.
    await importPlaces(
      file.db.sql,
      csv(row, 'kc-2,Aggieville Slice,12 Moro St,Manhattan,KS,66502,39.1870,-96.5800,,'),
      'csv',
    );
    expect(await creditOf('kc-2')).toEqual({
      attribution: 'Imported from a CSV file',
      license: null,
    });
    expect(await creditOf('kc-1')).toEqual({ attribution: 'Buckeye Guide', license: 'CC-BY-4.0' });
  });
});

describe('one place, not three', () => {
  it('credits a CSV row on the OSM place within 75 m under a similar name', async () => {
    await importPlaces(
      file.db.sql,
      overpass(
        pizzaNode(901, 39.7392, -104.9903, {
          name: "Tony's Pizzeria",
          'addr:housenumber': '10',
          'addr:street': 'Colfax Ave',
          'addr:city': 'Denver',
          'addr:state': 'CO',
        }),
      ),
      'osm',
    );
    const summary = await importPlaces(
      file.db.sql,
      csv('t-1,Tonys Pizza,10 Colfax Ave,Denver,CO,80202,39.7394,-104.9904,(303) 555-0101,'),
      'csv',
      { attribution: 'Denver open data', scope: scopeOf('CO') },
    );
    expect(summary).toMatchObject({ imported: 0, merged: 1 });
    const place = await placeOf('osm', 'node/901');
    expect(place!.also_from).toEqual([
      expect.objectContaining({
        source: 'csv',
        source_id: 'id:t-1',
        attribution: 'Denver open data',
      }),
    ]);
    expect(await placeOf('csv', 't-1')).toBeUndefined();

    // A refresh of the CSV finds it through the credit: unchanged, still one place.
    const again = await importPlaces(
      file.db.sql,
      csv('t-1,Tonys Pizza,10 Colfax Ave,Denver,CO,80202,39.7394,-104.9904,(303) 555-0101,'),
      'csv',
      { attribution: 'Denver open data', scope: scopeOf('CO') },
    );
    expect(again).toMatchObject({ imported: 0, merged: 0, unchanged: 1, removed: 0 });

    // The CSV drops it: its credit goes, the OSM place stays listed.
    const dropped = await importPlaces(file.db.sql, csv(), 'csv', {
      attribution: 'Denver open data',
      scope: scopeOf('CO'),
    });
    expect(dropped.removed).toBe(0);
    expect(await placeOf('osm', 'node/901')).toMatchObject({ removed_at: null, also_from: [] });
  });

  it('keeps a place listed, same id, when its own source drops it but another still lists it', async () => {
    const node = pizzaNode(903, 40.7608, -111.891, {
      name: 'Salt City Slice',
      'addr:housenumber': '50',
      'addr:street': 'S Main St',
      'addr:city': 'Salt Lake City',
      'addr:state': 'UT',
    });
    await importPlaces(file.db.sql, overpass(node), 'osm', { scope: scopeOf('UT', 'osm') });
    const place = await placeOf('osm', 'node/903');
    const merged = await importPlaces(
      file.db.sql,
      csv('u-1,Salt City Slice,50 S Main St,Salt Lake City,UT,84101,40.7609,-111.8911,,'),
      'csv',
    );
    expect(merged.merged).toBe(1);
    // The area's only OSM place would leave OSM's listing: that needs --allow-removals.
    await expect(
      importPlaces(file.db.sql, overpass(), 'osm', { scope: scopeOf('UT', 'osm') }),
    ).rejects.toThrow(/would remove 1 of its 1 places \(1 of them would stay/);
    expect(await placeOf('osm', 'node/903')).toMatchObject({ id: place!.id, removed_at: null });
    const dropped = await importPlaces(file.db.sql, overpass(), 'osm', {
      scope: scopeOf('UT', 'osm'),
      allowRemovals: true,
    });
    expect(dropped.removed).toBe(0);
    expect(await placeOf('osm', 'node/903')).toBeUndefined();
    expect(await placeOf('csv', 'u-1')).toMatchObject({
      id: place!.id,
      removed_at: null,
      also_from: [],
    });
  });

  it('stops an empty answer even when some places of the area were merged with another source', async () => {
    // The tester's Columbus run: 7 OSM places, one also given by a CSV; an empty answer.
    const columbus: ImportScope = {
      key: 'osm:test:columbus',
      source: 'osm',
      label: 'Columbus, OH',
      area: { kind: 'circle', latitude: 39.99, longitude: -83.0, radiusMetres: 5000 },
    };
    const nodes = Array.from({ length: 7 }, (_, i) =>
      pizzaNode(950 + i, 39.99 + i * 0.001, -83.0, {
        name: `Buckeye Slice ${i}`,
        'addr:housenumber': `${100 + i}`,
        'addr:street': 'N High St',
        'addr:city': 'Columbus',
        'addr:state': 'OH',
      }),
    );
    await importPlaces(file.db.sql, overpass(...nodes), 'osm', { scope: columbus });
    const merged = await importPlaces(
      file.db.sql,
      csv('bk-0,Buckeye Slice 0,100 N High St,Columbus,OH,43201,39.9901,-83.0001,,'),
      'csv',
    );
    expect(merged.merged).toBe(1);
    await expect(
      importPlaces(file.db.sql, overpass(), 'osm', { scope: columbus, at: REMOVED_AT }),
    ).rejects.toThrow(
      /Refreshing Columbus, OH would remove 7 of its 7 places.*Nothing was removed/,
    );
    for (const node of nodes) {
      expect(await placeOf('osm', `node/${node.id}`)).toMatchObject({ removed_at: null });
    }
  });

  it('merges a branded place whose address one source abbreviates', async () => {
    await importPlaces(
      file.db.sql,
      overpass(
        pizzaNode(970, 40.0195, -83.0126, {
          name: 'Donatos Pizza',
          brand: 'Donatos',
          phone: '+1 614 555 0170',
          'addr:housenumber': '2520',
          'addr:street': 'North High Street',
          'addr:city': 'Columbus',
          'addr:state': 'OH',
        }),
      ),
      'osm',
    );
    const summary = await importPlaces(
      file.db.sql,
      csv(
        'dn-1,Donatos Pizza,2520 N High St,Columbus,OH,43202,40.0197,-83.0127,(614) 555-0170,Donatos',
      ),
      'csv',
    );
    expect(summary).toMatchObject({ imported: 0, merged: 1 });
  });

  it('never merges two branches of a chain, nor two places of one source', async () => {
    await importPlaces(
      file.db.sql,
      overpass(
        pizzaNode(902, 45.5152, -122.6784, {
          name: "Domino's",
          brand: "Domino's",
          'addr:housenumber': '100',
          'addr:street': 'SW Main St',
          'addr:city': 'Portland',
          'addr:state': 'OR',
        }),
      ),
      'osm',
    );
    const summary = await importPlaces(
      file.db.sql,
      csv(
        "d-1,Domino's Pizza,120 SW Main St,Portland,OR,97204,45.5155,-122.6786,,Domino's",
        'p-1,Rose City Pie,5 SW Oak St,Portland,OR,97204,45.5200,-122.6700,,',
        'p-2,Rose City Pie,5 SW Oak St,Portland,OR,97204,45.5201,-122.6700,,',
      ),
      'csv',
    );
    expect(summary).toMatchObject({ imported: 3, merged: 0 });
  });
});

describe('approving a visitor suggestion of a place the catalog has', () => {
  it('links the submission to that place and credits the visitor, instead of a second place', async () => {
    const address = '3600 N Clark St, Chicago, IL 60613';
    const point = geocodeAddress(address, {})!;
    const [existing] = await file.db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, address1, city, state, latitude,
                                       longitude, attribution)
      values ('osm', 'node/77', 'Wrigleyville Pizzeria', '', 'Chicago', 'IL', ${point.latitude},
              ${point.longitude}, 'OpenStreetMap contributors')
      returning id`;
    const [staff] = await file.db.sql<{ id: string }[]>`
      insert into accounts (email, password_hash, role, contact_name)
      values ('staff-refresh@example.com', '$argon2id$v=19$m=1,t=1,p=1$x$y', 'staff', 'Staff')
      returning id`;
    const [submission] = await file.db.sql<{ id: string }[]>`
      insert into restaurants (name, address, features, is_user_submitted, approved, created_at)
      values ('Wrigleyville Pizza', ${address}, ${file.db.sql.array([])}, true, false, ${clock.now()})
      returning id`;
    const approved = await approveSubmission(
      file.db.sql,
      submission!.id,
      {},
      staff!.id,
      clock.now(),
    );
    expect(approved).toMatchObject({ approved: true, catalogId: existing!.id });
    const [linked] = await file.db.sql<{ catalog_id: string }[]>`
      select catalog_id from restaurants where id = ${submission!.id}`;
    expect(linked!.catalog_id).toBe(existing!.id);
    expect((await placeOf('osm', 'node/77'))!.also_from).toEqual([
      expect.objectContaining({ source: 'submission', source_id: submission!.id }),
    ]);
    expect(await placeOf('submission', submission!.id)).toBeUndefined();
    // Approval is no import run: the place keeps the mark of the run that last saw it, so its
    // own source's next refresh still counts it as part of that run's area.
    const [mark] = await file.db.sql<{ last_seen_run: string | null }[]>`
      select last_seen_run from catalog_restaurants where id = ${existing!.id}`;
    expect(mark!.last_seen_run).toBeNull();
  });
});

describe('the sample steps aside', () => {
  let empty: TestDatabase;

  beforeEach(async () => {
    empty = await createTestDatabase();
  });

  afterEach(async () => {
    await empty.drop();
  });

  async function samples(): Promise<number> {
    const [{ count }] = await empty.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants where source = 'sample'`;
    return count;
  }

  it('is seeded into an empty catalog only, removed by a real import and never seeded again', async () => {
    expect((await seedSampleCatalog(empty.sql)).seeded).toBe(true);
    const before = await samples();
    await empty.sql`insert into wait_reports (provider, restaurant_id, wait_minutes, client_hash)
      select 'catalog', id::text, 10, repeat('a', 64) from catalog_restaurants limit 1`;
    const summary = await importPlaces(
      empty.sql,
      csv('s-1,Real Pie,1 Main St,Austin,TX,78701,30.2672,-97.7431,,'),
      'csv',
    );
    expect(summary.sampleRemoved).toBe(before);
    expect(await samples()).toBe(0);
    const [{ reports }] = await empty.sql<{ reports: number }[]>`
      select count(*)::int as reports from wait_reports`;
    expect(reports).toBe(0);
    expect((await seedSampleCatalog(empty.sql)).seeded).toBe(false);
    await empty.sql`delete from catalog_restaurants`;
    expect((await seedSampleCatalog(empty.sql)).seeded).toBe(false);
    expect(await samples()).toBe(0);
    // Seeding 2,400 sample places took over 30 s of this at load 19 (a suite and helpers beside it).
  }, 120_000);

  it('stays with keepSample, retired all the same', async () => {
    await seedSampleCatalog(empty.sql);
    const before = await samples();
    const summary = await importPlaces(
      empty.sql,
      csv('s-2,Real Pie,1 Main St,Austin,TX,78701,30.2672,-97.7431,,'),
      'csv',
      { keepSample: true },
    );
    expect(summary.sampleRemoved).toBe(0);
    expect(await samples()).toBe(before);
    await empty.sql`delete from catalog_restaurants where source = 'sample'`;
    expect((await seedSampleCatalog(empty.sql)).seeded).toBe(false);
  });

  it('is not seeded into a catalog that has real places', async () => {
    await empty.sql`insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude, attribution)
      values ('csv', 'x', 'Real Pie', 'Austin', 'TX', 30.27, -97.74, 'Test')`;
    expect((await seedSampleCatalog(empty.sql)).seeded).toBe(false);
    expect(await samples()).toBe(0);
  });
});
