// Two things a search of real places needs. Places it ranks alike come nearest first: real
// places start with no review, so a city of them ranks every place alike by best match and by
// rating, and before this rule came in the order of their ids, whatever their distance. And
// its words match names whatever the accents and apostrophes (migration 0039), and '&' or
// 'and' (0046).
import { searchPlaces } from '../src/places/read-places';
import { placeQuery } from './place-query';
import { CENTRAL } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-database';

const BOISE = { latitude: 43.615, longitude: -116.2023 };
const NOW = new Date(CENTRAL.fridayDinner);

/** The five unreviewed places, nearest first (their ids run the other way). */
const NEAREST_FIRST = [1, 2, 3, 4, 5].map((i) => `Unreviewed ${i}`);

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // Five places with no review, 500 m apart going east: the farthest has the smallest id.
  await db.sql`
    insert into catalog_restaurants (
      id, source, source_id, name, city, state, latitude, longitude, rating, review_count,
      price, categories, features, attribution)
    select ('00000000-0000-4000-8000-00000000000' || (6 - i))::uuid, 'osm', 'node/' || i,
      'Unreviewed ' || i, 'Boise', 'ID', ${BOISE.latitude},
      ${BOISE.longitude} + i * 500 / (111320.0 * cos(radians(${BOISE.latitude}))),
      0, 0, null, '[]'::jsonb, '{}', 'OpenStreetMap contributors'
    from generate_series(1, 5) as i`;
});

afterAll(async () => {
  await db?.drop();
});

describe('places ranked alike', () => {
  it.each(['best_match', 'rating', 'review_count'] as const)(
    'come nearest first by %s within a radius',
    async (sortBy) => {
      const { rows } = await searchPlaces(db.sql, placeQuery(BOISE, { sortBy }), NOW);
      expect(rows.map((row) => row.name)).toEqual(NEAREST_FIRST);
      expect(rows.map((row) => Math.round(row.distance!))).toEqual([500, 1000, 1500, 2000, 2500]);
    },
  );

  it('keep coming nearest first when open now is asked', async () => {
    await db.sql`update catalog_restaurants set opening_hours = '24/7'`;
    const { rows } = await searchPlaces(
      db.sql,
      placeQuery(BOISE, { sortBy: 'best_match', openNow: true }),
      NOW,
    );
    expect(rows.map((row) => row.name)).toEqual(NEAREST_FIRST);
  });
});

describe("a search's words", () => {
  beforeAll(async () => {
    await db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, rating, review_count,
        price, categories, features, attribution)
      select 'osm', 'node/' || (100 + ordinality), name, 'Boise', 'ID', ${BOISE.latitude},
        ${BOISE.longitude} - ordinality * 300 / (111320.0 * cos(radians(${BOISE.latitude}))),
        0, 0, null, '[]'::jsonb, '{}', 'OpenStreetMap contributors'
      from unnest(array['Giordano’s', 'Pizzería Nápoles', 'CAFÉ ROMA', 'Lou Malnati''s',
        'Bob & Bill''s', 'Salt and Smoke Pies', 'Slice&Dice'])
        with ordinality as name`;
  });

  const found = async (term: string) =>
    (await searchPlaces(db.sql, placeQuery(BOISE, { term }), NOW)).rows.map((row) => row.name);

  it.each([
    ['Giordano’s', 'Giordano’s'],
    ["Giordano's", 'Giordano’s'],
    ['giordanos', 'Giordano’s'],
    ['napoles', 'Pizzería Nápoles'],
    ['PIZZERIA', 'Pizzería Nápoles'],
    ['Café', 'CAFÉ ROMA'],
    ['cafe roma', 'CAFÉ ROMA'],
    ['Malnati’s', "Lou Malnati's"],
    ['malnatis', "Lou Malnati's"],
    // The ampersand and the word, either way round (migration 0046).
    ["Bob and Bill's", "Bob & Bill's"],
    ['bob & bills', "Bob & Bill's"],
    ['salt & smoke', 'Salt and Smoke Pies'],
    ['slice and dice', 'Slice&Dice'],
  ])('%s finds %s', async (term, name) => {
    expect(await found(term)).toEqual([name]);
  });

  it('still tell words apart', async () => {
    expect(await found('napolis')).toEqual([]);
    expect(await found('giordano’s pizza')).toEqual([]);
    expect(await found('bob or bill')).toEqual([]);
  });
});
