// Decision 0068 / migration 0038: a category or feature filter is tested on bits the covering
// index holds, so a filtered search within a radius reads no rows; the answers stay the ones a
// test of the place's own categories and features gives.
import postgres from 'postgres';
import { CATEGORY_FILTERS, FEATURE_FILTERS } from '@pizza-atlas/contracts';
import { typedParameters } from '../bench/explain-search';
import { categoryAlias, searchPlaces, type PlaceQuery } from '../src/places/read-places';
import { placeQuery } from './place-query';
import { CENTRAL } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-database';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const NOW = new Date(CENTRAL.fridayDinner);
const PLACES = 3_000;
const ALIASES = CATEGORY_FILTERS.map((filter) => categoryAlias(filter)!);
const FEATURES = Object.keys(FEATURE_FILTERS);

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // Each place gets one or two of the directory's categories (or none) and a spread of
  // features, so every filter matches some places and misses others.
  await db.sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, opening_hours, attribution)
    select 'csv', 'bits-' || i, 'Bits Pizza ' || i, 'Chicago', 'IL',
      ${CHICAGO.latitude} + ((i * 37 % 1000) / 1000.0 - 0.5) * 0.3,
      ${CHICAGO.longitude} + ((i * 53 % 1000) / 1000.0 - 0.5) * 0.4,
      (i % 9) / 2.0 + 1, i, '$',
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza'))
        || case when i % 8 < 7
          then jsonb_build_array(jsonb_build_object('alias', (${ALIASES}::text[])[i % 8 + 1], 'title', 'T'))
          else '[]' end
        || case when i % 5 = 0
          then jsonb_build_array(jsonb_build_object('alias', (${ALIASES}::text[])[i % 7 + 1], 'title', 'U'))
          else '[]' end,
      array(select (${FEATURES}::text[])[f] from generate_series(1, 10) as f where (i >> (f - 1)) % 2 = 1),
      '24/7', 'Bits test'
    from generate_series(1, ${PLACES}) as i`;
  // Vacuumed, as autovacuum leaves a table: an index-only scan needs the visibility map set.
  await db.sql`vacuum (analyze) catalog_restaurants`;
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

const query = (overrides: Partial<PlaceQuery>): PlaceQuery =>
  placeQuery(CHICAGO, { limit: 50, sortBy: 'distance', radius: 12_000, ...overrides });

/** Every place of the circle that has the category and features, nearest first. */
async function reference(alias: string | undefined, features: string[]): Promise<string[]> {
  const origin = db.sql`ll_to_earth(${CHICAGO.latitude}, ${CHICAGO.longitude})::cube`;
  const rows = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants
    where earth_distance(ll_to_earth(latitude, longitude), ${origin}) <= 12000
      ${alias ? db.sql`and categories @> ${db.sql.json([{ alias }])}` : db.sql``}
      and features @> ${features}::text[]
    order by cube_distance(earth_point, ${origin}), id`;
  return rows.map((row) => row.id);
}

describe('search filter bits (0038)', () => {
  it('gives each directory category and each feature a bit of its own', async () => {
    const bits: number[] = [];
    for (const alias of ALIASES) {
      const [{ bit }] = await db.sql<{ bit: number }[]>`
        select catalog_filter_bits(${db.sql.json([{ alias, title: alias }])}, '{}') as bit`;
      bits.push(bit);
    }
    for (const feature of FEATURES) {
      const [{ bit }] = await db.sql<{ bit: number }[]>`
        select catalog_filter_bits('[]', ${[feature]}::text[]) as bit`;
      bits.push(bit);
    }
    for (const bit of bits) expect(bit > 0 && (bit & (bit - 1)) === 0).toBe(true);
    expect(new Set(bits).size).toBe(ALIASES.length + FEATURES.length);
  });

  it.each([
    ...ALIASES.map((alias): [string, string | undefined, string[]] => [alias, alias, []]),
    ['delivery', undefined, ['delivery']],
    ['vegan and late night', undefined, ['vegan', 'late_night']],
    ['neapolitan with takeout and outdoor seating', 'neapolitan', ['takeout', 'outdoor_seating']],
  ])('%s: finds exactly the places that have it', async (_, alias, features) => {
    const expected = await reference(alias, features);
    expect(expected.length).toBeGreaterThan(5);
    const page = await searchPlaces(
      db.sql,
      query({ category: alias ? `pizza,${alias}` : undefined, features }),
      NOW,
    );
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(0, 50));
  });

  it('follows a place whose features and categories change', async () => {
    // The place nearest the centre: on the first page of any search that finds it.
    const [place] = await db.sql<{ id: string }[]>`
      update catalog_restaurants
      set features = '{}', categories = '[{"alias": "pizza", "title": "Pizza"}]'
      where id = (
        select id from catalog_restaurants
        order by cube_distance(earth_point, ll_to_earth(${CHICAGO.latitude}, ${CHICAGO.longitude})::cube)
        limit 1)
      returning id`;
    const find = async () =>
      (
        await searchPlaces(
          db.sql,
          query({ category: 'pizza,deepdish', features: ['gluten_free'], limit: 50 }),
          NOW,
        )
      ).rows.map((row) => row.id);
    expect(await find()).not.toContain(place.id);
    await db.sql`
      update catalog_restaurants
      set features = array['gluten_free', 'delivery'],
        categories = '[{"alias": "pizza", "title": "Pizza"}, {"alias": "deepdish", "title": "Deep Dish"}]'
      where id = ${place.id}`;
    expect(await find()).toContain(place.id);
  });

  it('reads the covering index only, no row, for a filtered search within a radius', async () => {
    const sent: { text: string; parameters: unknown[]; types: number[] }[] = [];
    const spy = postgres(db.url, {
      max: 1,
      onnotice: () => undefined,
      debug: (_connection, text, parameters, types) => sent.push({ text, parameters, types }),
    });
    try {
      await searchPlaces(
        spy,
        query({ sortBy: 'rating', category: 'pizza,sicilian', features: ['delivery'] }),
        NOW,
      );
    } finally {
      await spy.end();
    }
    const statement = sent.find((entry) => /from catalog_restaurants/.test(entry.text))!;
    const plan = (
      await db.sql.unsafe<{ 'QUERY PLAN': string }[]>(
        `explain ${statement.text}`,
        typedParameters(db.sql, statement),
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan using catalog_restaurants_point_listed_idx/);
    expect(plan).not.toMatch(/Heap Scan|Seq Scan/);
  });
});
