import { PLACE_COLUMNS, type NewPlace } from '../src/places/place';
import { toPlaceParameters } from '../src/places/write-places';
import { seedSampleCatalog, type SeedResult } from '../src/catalog/seed-sample-catalog';
import { createTestDatabase, type TestDatabase } from './test-database';

let db: TestDatabase;
let firstSeed: SeedResult;

beforeAll(async () => {
  db = await createTestDatabase();
  firstSeed = await seedSampleCatalog(db.sql);
}, 120_000);

afterAll(async () => {
  await db.drop();
});

function validPlace(overrides: Partial<NewPlace> = {}): NewPlace {
  return {
    source: 'csv',
    source_id: `test-${Math.random().toString(36).slice(2)}`,
    is_sample: false,
    name: 'Constraint Test Pizza',
    image_url: null,
    photos: [],
    url: null,
    website: null,
    rating: 4,
    review_count: 0,
    price: '$$',
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    address1: '1 Test St',
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    country: 'US',
    latitude: 30.27,
    longitude: -97.74,
    phone: '',
    display_phone: '',
    is_closed: false,
    transactions: ['pickup'],
    features: ['takeout'],
    hours: [{ day: 1, start: '1100', end: '2200', is_overnight: false }],
    attribution: 'Test data',
    license: null,
    ...overrides,
  };
}

async function insertPlace(place: NewPlace): Promise<string> {
  // A plain insert, not the writer's upsert: these tests ask what the table itself refuses.
  const [row] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants ${db.sql([toPlaceParameters(db.sql, place)], ...PLACE_COLUMNS)}
    returning id`;
  return row.id;
}

/** The SQLSTATE the database answers an insert of `place` with, or 'ok'. */
async function insertOutcome(place: NewPlace): Promise<string> {
  try {
    await insertPlace(place);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const CHECK_VIOLATION = '23514';

describe('seedSampleCatalog', () => {
  it('writes the whole sample catalog on an empty database', async () => {
    expect(firstSeed.seeded).toBe(true);
    expect(firstSeed.restaurants).toBeGreaterThanOrEqual(2000);
    expect(firstSeed.milliseconds).toBeGreaterThan(0);
    const [counts] = await db.sql<{ restaurants: number; reviews: number; cities: number }[]>`
      select
        (select count(*)::int from catalog_restaurants where is_sample and source = 'sample') as restaurants,
        (select count(*)::int from catalog_reviews) as reviews,
        (select count(distinct (city, state))::int from catalog_restaurants) as cities`;
    expect(counts.restaurants).toBe(firstSeed.restaurants);
    expect(counts.reviews).toBe(firstSeed.reviews);
    expect(counts.cities).toBeGreaterThanOrEqual(150);
  });

  it('is a no-op when the sample is already there', async () => {
    const again = await seedSampleCatalog(db.sql);
    expect(again).toMatchObject({ seeded: false, restaurants: 0, reviews: 0 });
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants`;
    expect(count).toBe(firstSeed.restaurants);
  });

  it('seeds once when two servers start at the same moment', async () => {
    const other = await createTestDatabase();
    try {
      const results = await Promise.all([
        seedSampleCatalog(other.sql),
        seedSampleCatalog(other.sql),
      ]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      const [{ count }] = await other.sql<{ count: number }[]>`
        select count(*)::int as count from catalog_restaurants`;
      expect(count).toBe(firstSeed.restaurants);
    } finally {
      await other.drop();
    }
  }, 120_000);

  it('stores the fields as the provider shape needs them', async () => {
    const [place] = await db.sql`
      select * from catalog_restaurants where source = 'sample' order by source_id limit 1`;
    expect(typeof place.id).toBe('string');
    expect(Array.isArray(place.photos)).toBe(true);
    expect(place.photos[0]).toMatch(/^\/sample-photos\/pizza-\d+\.svg$/);
    expect(Array.isArray(place.categories)).toBe(true);
    expect(place.categories[0]).toEqual({ alias: 'pizza', title: 'Pizza' });
    expect(Array.isArray(place.hours)).toBe(true);
    expect(place.hours[0]).toEqual(
      expect.objectContaining({ day: expect.any(Number), start: expect.stringMatching(/^\d{4}$/) }),
    );
    expect(Number(place.rating)).toBeGreaterThanOrEqual(2.5);
    expect(place.display_phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
  });

  it('gives every sample place two to six reviews', async () => {
    const [range] = await db.sql<{ min: number; max: number; without: number }[]>`
      select min(n)::int as min, max(n)::int as max,
        (select count(*)::int from catalog_restaurants r
          where not exists (select 1 from catalog_reviews v where v.restaurant_id = r.id)) as without
      from (select count(*) as n from catalog_reviews group by restaurant_id) counts`;
    expect(range).toEqual({ min: 2, max: 6, without: 0 });
  });

  it('finds places near a point through the earthdistance index', async () => {
    const near = await db.sql<{ city: string; metres: number }[]>`
      select city, earth_distance(ll_to_earth(30.2672, -97.7431), ll_to_earth(latitude, longitude)) as metres
      from catalog_restaurants
      where earth_box(ll_to_earth(30.2672, -97.7431), 10000) @> ll_to_earth(latitude, longitude)
      order by metres`;
    expect(near.length).toBeGreaterThan(5);
    expect(near.every((row) => row.city === 'Austin')).toBe(true);
    const plan = await db.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      return tx<{ 'QUERY PLAN': string }[]>`
        explain select id from catalog_restaurants
        where earth_box(ll_to_earth(30.2672, -97.7431), 10000) @> earth_point`;
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'catalog_restaurants_earth_point_idx',
    );
  });
});

describe('catalog constraints in the database', () => {
  it('accepts a valid place', async () => {
    expect(await insertOutcome(validPlace())).toBe('ok');
  });

  it.each<[string, Partial<NewPlace>]>([
    ['a rating above 5', { rating: 5.5 }],
    ['a negative rating', { rating: -0.5 }],
    ['a negative review count', { review_count: -1 }],
    ['an unknown price', { price: '$$$$$' as NewPlace['price'] }],
    ['a full state name', { state: 'Texas' }],
    ['a lower-case state code', { state: 'tx' }],
    ['a latitude past the pole', { latitude: 91 }],
    ['a longitude past the date line', { longitude: -181 }],
    ['a blank name', { name: '   ' }],
    ['a blank city', { city: '' }],
    ['a malformed ZIP', { zip_code: '7870' }],
    ['an unknown transaction', { transactions: ['teleport' as 'pickup'] }],
    ['an unknown feature', { features: ['jacuzzi' as 'vegan'] }],
    [
      'a day 7 in the hours',
      { hours: [{ day: 7, start: '1100', end: '2200', is_overnight: false }] },
    ],
    ['a 25:00 opening', { hours: [{ day: 1, start: '2500', end: '2600', is_overnight: false }] }],
    ['hours without a day', { hours: [{ start: '1100', end: '2200' }] as NewPlace['hours'] }],
    ['hours that are not a list', { hours: { monday: 'all day' } as unknown as NewPlace['hours'] }],
    ['categories without titles', { categories: [{ alias: 'pizza' }] as NewPlace['categories'] }],
    ['a fictional flag on imported data', { is_sample: true }],
    ['an unknown source', { source: 'yelp' as 'csv' }],
    ['a blank attribution', { attribution: ' ' }],
  ])('rejects %s', async (_, overrides) => {
    expect(await insertOutcome(validPlace(overrides))).toBe(CHECK_VIOLATION);
  });

  it('rejects a missing name and coordinates', async () => {
    const noName = validPlace({ name: null as unknown as string });
    expect(await insertOutcome(noName)).toBe('23502');
    const noLatitude = validPlace({ latitude: null as unknown as number });
    expect(await insertOutcome(noLatitude)).toBe('23502');
  });

  it('rejects a second row with the same source and source id', async () => {
    const place = validPlace({ source_id: 'duplicate-me' });
    expect(await insertOutcome(place)).toBe('ok');
    expect(await insertOutcome({ ...place, name: 'Another name' })).toBe('23505');
  });

  it('keeps review ratings to whole stars 1 to 5 and reviews tied to a restaurant', async () => {
    const id = await insertPlace(validPlace());
    const review = (rating: number, restaurantId = id) =>
      db.sql`insert into catalog_reviews (restaurant_id, author_name, rating, text)
             values (${restaurantId}, 'Tess', ${rating}, 'Great crust.')`.then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    expect(await review(5)).toBe('ok');
    expect(await review(0)).toBe(CHECK_VIOLATION);
    expect(await review(6)).toBe(CHECK_VIOLATION);
    expect(await review(4.5)).toBe('22P02');
    expect(await review(3, '00000000-0000-4000-8000-000000000000')).toBe('23503');
    await db.sql`delete from catalog_restaurants where id = ${id}`;
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_reviews where restaurant_id = ${id}`;
    expect(count).toBe(0);
  });
});
