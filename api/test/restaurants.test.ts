import type { FastifyInstance } from 'fastify';
import {
  FeaturedResponseSchema,
  formatHoursLine,
  hoursLines,
  listedHoursWeek,
  RestaurantSchema,
  SearchResponseSchema,
  type HoursLineRow,
  type ListedRestaurant,
  type Restaurant,
} from '@pizza-atlas/contracts';
import { fixedClock } from '../src/clock';
import { startFakeYelpServer } from '../src/providers/yelp/fake-yelp-server';
import { buildServer } from '../src/server';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';
import { CENTRAL, testClock } from './test-clock';

let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock(CENTRAL.fridayDinner);

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
  app = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
});

beforeEach(() => clock.set(CENTRAL.fridayDinner));

afterAll(async () => {
  await app.close();
  await db.drop();
});

async function search(query: string) {
  const response = await app.inject(`/api/restaurants/search?${query}`);
  return { status: response.statusCode, body: response.json() };
}

const milesFrom = (restaurant: ListedRestaurant) => restaurant.distance ?? Number.NaN;

describe('GET /api/restaurants/search', () => {
  it.each([
    ['location=Austin%2C%20TX', 'Austin, TX'],
    ['location=Chicago%2C%20Illinois', 'Chicago, IL'],
    ['location=seattle', 'Seattle, WA'],
    ['location=10001', 'New York City, NY 10001'],
    ['latitude=34.0522&longitude=-118.2437', 'Los Angeles, CA'],
  ])('finds places for %s', async (query, label) => {
    const { status, body } = await search(`${query}&limit=20`);
    expect(status).toBe(200);
    const parsed = SearchResponseSchema.parse(body);
    expect(parsed.restaurants.length).toBeGreaterThan(0);
    expect(parsed.restaurants.length).toBeLessThanOrEqual(20);
    expect(parsed.total).toBeGreaterThanOrEqual(parsed.restaurants.length);
    expect(parsed.location_label).toContain(label);
    for (const restaurant of parsed.restaurants) {
      expect(restaurant.attribution.is_sample).toBe(true);
      expect(milesFrom(restaurant)).toBeLessThanOrEqual(25000);
    }
    expect(parsed.attribution).toHaveLength(1);
  });

  it("labels a ZIP by its Postal Service city, not the nearest suburb's centre", async () => {
    const { status, body } = await search('location=60633&limit=5');
    expect(status).toBe(200);
    expect(SearchResponseSchema.parse(body)).toMatchObject({
      location_label: 'Chicago, IL 60633',
      location_kind: 'zip',
    });
  });

  it('marks the most reviewed tenth of the answer Popular, not every place over 50 reviews', async () => {
    const places = SearchResponseSchema.parse(
      (await search('location=Chicago%2C%20IL&limit=20')).body,
    ).restaurants;
    expect(places).toHaveLength(20);
    const popular = places.filter((place) => place.popular);
    const rest = places.filter((place) => !place.popular);
    expect(popular.length).toBeGreaterThanOrEqual(2);
    expect(popular.length).toBeLessThan(places.length / 2);
    const fewest = Math.min(...popular.map((place) => place.review_count));
    for (const place of rest) expect(place.review_count).toBeLessThan(fewest);
    // The sample's places mostly have more than 50 reviews: the old rule marked nearly all.
    expect(rest.some((place) => place.review_count > 50)).toBe(true);
  });

  it('applies every sort', async () => {
    const byDistance = (await search('location=Austin%2C%20TX&sort_by=distance&limit=50')).body
      .restaurants as ListedRestaurant[];
    expect(byDistance.map(milesFrom)).toEqual([...byDistance.map(milesFrom)].sort((a, b) => a - b));
    const byRating = (await search('location=Austin%2C%20TX&sort_by=rating&limit=50')).body
      .restaurants as ListedRestaurant[];
    expect(byRating.map((r) => r.rating)).toEqual(
      [...byRating.map((r) => r.rating)].sort((a, b) => b - a),
    );
    const byCount = (await search('location=Austin%2C%20TX&sort_by=review_count&limit=50')).body
      .restaurants as ListedRestaurant[];
    expect(byCount.map((r) => r.review_count)).toEqual(
      [...byCount.map((r) => r.review_count)].sort((a, b) => b - a),
    );
  });

  it('applies price, category, minimum rating, features and radius filters', async () => {
    const all = (await search('location=New%20York%2C%20NY&limit=50')).body;
    const cheap = (await search('location=New%20York%2C%20NY&limit=50&price=1,2')).body;
    expect(cheap.total).toBeLessThan(all.total);
    expect(
      (cheap.restaurants as ListedRestaurant[]).every((r) => r.price === '$' || r.price === '$$'),
    ).toBe(true);

    const neapolitan = (
      await search('location=New%20York%2C%20NY&limit=50&category=pizza,neapolitan')
    ).body;
    expect(neapolitan.total).toBeGreaterThan(0);
    expect(
      (neapolitan.restaurants as ListedRestaurant[]).every((r) =>
        r.categories.some((c) => c.alias === 'neapolitan'),
      ),
    ).toBe(true);

    const good = (await search('location=New%20York%2C%20NY&limit=50&minRating=4.5')).body;
    expect((good.restaurants as ListedRestaurant[]).every((r) => r.rating >= 4.5)).toBe(true);

    const delivery = (
      await search('location=New%20York%2C%20NY&limit=50&features=delivery,outdoor_seating')
    ).body;
    expect(
      (delivery.restaurants as ListedRestaurant[]).every(
        (r) => r.features.includes('delivery') && r.features.includes('outdoor_seating'),
      ),
    ).toBe(true);

    const near = (await search('location=New%20York%2C%20NY&limit=50&radius=2000')).body;
    expect(near.total).toBeLessThan(all.total);
    expect((near.restaurants as ListedRestaurant[]).every((r) => milesFrom(r) <= 2000)).toBe(true);
  });

  it('says how many places match without a price filter when none of them lists a price', async () => {
    // Two imported places in Ely, NV, far from every sample place: no price, as from OpenStreetMap.
    const addPlace = (id: string, price: string | null) => db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, zip_code, latitude, longitude, rating,
        review_count, price, categories, features, attribution)
      values ('osm', ${id}, ${`Ely Pie ${id}`}, 'Ely', 'NV', '89301', 39.2533, -114.8742, 0,
        0, ${price}, ${db.sql.json([{ alias: 'pizza', title: 'Pizza' }])}, array[]::text[],
        'Price test')`;
    await addPlace('node/1', null);
    await addPlace('node/2', null);
    const at = 'latitude=39.2533&longitude=-114.8742&limit=20';
    const cheap = SearchResponseSchema.parse((await search(`${at}&radius=5000&price=1`)).body);
    expect(cheap.total).toBe(0);
    expect(cheap.unpriced_matches).toEqual({ total: 2 });
    // Without a price filter, or with results, nothing is said.
    const all = SearchResponseSchema.parse((await search(`${at}&radius=5000`)).body);
    expect(all.total).toBe(2);
    expect(all.unpriced_matches).toBeUndefined();
    // Once one place lists a price, an empty answer means that price is not there.
    await addPlace('node/3', '$$');
    const afterPriced = SearchResponseSchema.parse(
      (await search(`${at}&radius=5001&price=1`)).body,
    );
    expect(afterPriced.total).toBe(0);
    expect(afterPriced.unpriced_matches).toBeUndefined();
    await db.sql`delete from catalog_restaurants where attribution = 'Price test'`;
  });

  it('pages with offset and keeps the total', async () => {
    const first = (await search('location=Chicago%2C%20IL&limit=5&sort_by=distance')).body;
    const second = (await search('location=Chicago%2C%20IL&limit=5&offset=5&sort_by=distance'))
      .body;
    expect(second.total).toBe(first.total);
    const ids = new Set(
      [...first.restaurants, ...second.restaurants].map((r: ListedRestaurant) => r.id),
    );
    expect(ids.size).toBe(10);
    const beyond = (await search(`location=Chicago%2C%20IL&limit=5&offset=${first.total + 10}`))
      .body;
    expect(beyond.restaurants).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  const AUSTIN_ALL = 'location=Austin%2C%20TX&limit=50';
  const ids = (body: { restaurants: ListedRestaurant[] }) => body.restaurants.map((r) => r.id);

  it('answers open_now with every place on a Friday at 7 PM, when all are open', async () => {
    const all = (await search(AUSTIN_ALL)).body;
    const { status, body } = await search(`${AUSTIN_ALL}&open_now=true`);
    expect(status).toBe(200);
    expect(all.total).toBeGreaterThan(0);
    expect(body.total).toBe(all.total);
    expect(body.restaurants.every((r: ListedRestaurant) => r.hours[0]?.is_open_now === true)).toBe(
      true,
    );
  });

  it('answers open_now with nothing on a Tuesday at 5 AM, when all are closed', async () => {
    clock.set(CENTRAL.tuesdayDawn);
    const all = (await search(AUSTIN_ALL)).body;
    expect(all.total).toBeGreaterThan(0);
    expect(all.restaurants.every((r: ListedRestaurant) => r.hours[0]?.is_open_now === false)).toBe(
      true,
    );
    const { status, body } = await search(`${AUSTIN_ALL}&open_now=true`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ restaurants: [], total: 0 });
  });

  it('answers open_now on a Monday at noon with exactly the places open then', async () => {
    clock.set(CENTRAL.mondayNoon);
    const all = (await search(AUSTIN_ALL)).body;
    const open = (await search(`${AUSTIN_ALL}&open_now=true`)).body;
    // One page holds every Austin place, so the two lists can be compared whole.
    expect(all.total).toBeLessThanOrEqual(50);
    const openInAll = all.restaurants.filter((r: ListedRestaurant) => r.hours[0]?.is_open_now);
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    expect(ids(open)).toEqual(ids({ restaurants: openInAll }));
  });

  it('searches a whole state by its name or code, best places first, with its cities offered', async () => {
    for (const location of ['Texas', 'TX']) {
      const { status, body } = await search(`location=${location}&limit=20&sort_by=rating`);
      expect(status).toBe(200);
      const parsed = SearchResponseSchema.parse(body);
      expect(parsed).toMatchObject({ location_label: 'Texas', location_kind: 'state' });
      expect(parsed.restaurants.length).toBe(20);
      expect(parsed.restaurants.every((r) => r.location.state === 'TX')).toBe(true);
      // Across the state, not only around Houston.
      const cities = new Set(parsed.restaurants.map((r) => r.location.city));
      expect(cities.size).toBeGreaterThan(1);
      const ratings = parsed.restaurants.map((r) => r.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(parsed.top_cities!.length).toBeGreaterThan(1);
      for (const city of parsed.top_cities!) expect(city).toMatch(/, TX$/);
    }
    const [{ count }] = await db.sql<{ count: string }[]>`
      select count(*) from catalog_restaurants where state = 'TX' and not is_closed`;
    const { body } = await search('location=Texas&limit=1');
    expect(body.total).toBe(Number(count));
    // Best match across the state is not the places nearest its biggest city.
    const best = (await search('location=Texas&limit=20')).body;
    expect(
      new Set(best.restaurants.map((r: ListedRestaurant) => r.location.city)).size,
    ).toBeGreaterThan(1);
  });

  it('measures a state search from no one: no distances, best places first', async () => {
    for (const sortBy of ['best_match', 'distance']) {
      const parsed = SearchResponseSchema.parse(
        (await search(`location=Texas&limit=50&sort_by=${sortBy}`)).body,
      );
      expect(parsed.location_kind).toBe('state');
      expect(parsed.restaurants).toHaveLength(50);
      expect(parsed.restaurants.every((r) => r.distance === undefined)).toBe(true);
      const merit = parsed.restaurants.map((r) => r.rating * Math.log(r.review_count + 2));
      expect(merit).toEqual([...merit].sort((a, b) => b - a));
    }
  });

  it('measures a state search from the visitor when the visitor shared a position', async () => {
    const austin = 'latitude=30.2672&longitude=-97.7431';
    const parsed = SearchResponseSchema.parse(
      (await search(`location=Texas&${austin}&limit=50&sort_by=distance`)).body,
    );
    expect(parsed).toMatchObject({ location_label: 'Texas', location_kind: 'state' });
    expect(parsed.restaurants.every((r) => r.location.state === 'TX')).toBe(true);
    const distances = parsed.restaurants.map(milesFrom);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(20_000);
    const best = SearchResponseSchema.parse((await search(`location=TX&${austin}`)).body);
    expect(best.total).toBe(parsed.total);
    expect(best.restaurants.every((r) => r.distance !== undefined)).toBe(true);
  });

  it.each([
    ['New Yrok', 'New York City, NY'],
    ['Chicgo', 'Chicago, IL'],
    ['San Fransisco', 'San Francisco, CA'],
    ['Pittsburg, PA', 'Pittsburgh, PA'],
    ['Phily', 'Philadelphia, PA'],
    ['Brookyln', 'Brooklyn, NY'],
    ['Pensylvania', 'Pennsylvania'],
  ])('reads the misspelt %j as %s, and says so', async (typed, label) => {
    const { status, body } = await search(`location=${encodeURIComponent(typed)}&limit=5`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ location_label: label, corrected_from: typed });
    expect(body.restaurants.length).toBeGreaterThan(0);
    const suggested = await app.inject(`/api/places/suggest?q=${encodeURIComponent(typed)}`);
    expect(suggested.json().suggestions[0].value).toBe(label);
  });

  it("labels a place in a borough with the borough, and ranks a borough's places first", async () => {
    const [brooklyn] = await db.sql<{ city: string; neighbourhood: string }[]>`
      select city, neighbourhood from catalog_restaurants
      where state = 'NY' and zip_code like '112%' and city <> 'Brooklyn' limit 1`;
    // A sample place of Queens or Gravesend that stands in Brooklyn.
    expect(brooklyn).toMatchObject({ neighbourhood: 'Brooklyn' });
    // Across the East River, 8 km from Brooklyn's centre: by merit and distance alone, first.
    await db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, zip_code, latitude, longitude, rating,
        review_count, price, categories, features, attribution)
      values ('csv', 'borough-test', 'Battery Park Slice', 'New York', 'NY', '10004', 40.7033,
        -74.0170, 5, 100000, '$$', ${db.sql.json([{ alias: 'pizza', title: 'Pizza' }])},
        array['takeout'], 'Borough test')`;
    const parsed = SearchResponseSchema.parse((await search('location=Brooklyn&limit=50')).body);
    expect(parsed.location_label).toBe('Brooklyn, NY');
    const labels = parsed.restaurants.map((r) => `${r.location.city}, ${r.location.state}`);
    expect(labels.slice(0, 3)).toEqual(['Brooklyn, NY', 'Brooklyn, NY', 'Brooklyn, NY']);
    expect(parsed.restaurants[0]!.location.display_address.at(-1)).toMatch(/^Brooklyn, NY 112/);
    const [{ inside }] = await db.sql<{ inside: number }[]>`
      select count(*)::int as inside from catalog_restaurants
      where neighbourhood = 'Brooklyn' and removed_at is null and not is_closed`;
    const firstOutside = labels.findIndex((label) => label !== 'Brooklyn, NY');
    expect(firstOutside).toBe(inside >= 50 ? -1 : inside);
    const manhattan = SearchResponseSchema.parse(
      (await search('location=Manhattan%2C%20NY&limit=1')).body,
    );
    expect(manhattan.restaurants[0]!.location.city).toBe('Manhattan');
    const queens = SearchResponseSchema.parse((await search('location=Queens&limit=5')).body);
    expect(queens.restaurants.map((r) => r.location.city)).toEqual(Array(5).fill('Queens'));
  });

  it('names the place found, offers the other places of one name, and reads small typos', async () => {
    expect((await search('location=60614')).body.location_label).toBe('Chicago, IL 60614');
    const springfield = (await search('location=Springfield')).body;
    expect(springfield.location_label).toBe('Springfield, MO');
    expect(springfield.alternatives).toContain('Springfield, IL');
    const typo = (await search('location=Chicgo')).body;
    expect(typo).toMatchObject({ location_label: 'Chicago, IL', corrected_from: 'Chicgo' });
    expect(typo.restaurants.length).toBeGreaterThan(0);
  });

  it('explains an unknown location with the forms it expects', async () => {
    const { status, body } = await search('location=Atlantis%2C%20ZZ');
    expect(status).toBe(400);
    expect(body.error.code).toBe('UNKNOWN_LOCATION');
    expect(body.error.message).toContain('We couldn\'t find "Atlantis, ZZ"');
    expect(body.error.message).toContain('City, ST');
  });

  it.each([
    ['', 'location'],
    ['location=Austin&limit=51', 'limit'],
    ['location=Austin&radius=40001', 'radius'],
    ['location=Austin&sort_by=cheapest', 'sort_by'],
    ['location=Austin&price=5', 'price'],
    ['location=Austin&category=pizza,pineapple', 'category'],
    ['location=Austin&features=jacuzzi', 'features'],
    ['latitude=91&longitude=0', 'latitude'],
    ['latitude=abc&longitude=0', 'latitude'],
    [`location=${'x'.repeat(300)}`, 'location'],
  ])('rejects bad query %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(body.error.fields ?? body.error.message)).toContain(field);
  });

  it.each([
    "'; drop table catalog_restaurants; --",
    '<script>alert(1)</script>',
    '%00',
    '😀🍕',
    'Robert"); DROP',
  ])('treats hostile location %s as an unknown place, never a 500', async (text) => {
    const { status } = await search(`location=${encodeURIComponent(text)}`);
    expect(status).toBe(400);
    const [{ count }] = await db.sql<{ count: string }[]>`select count(*) from catalog_restaurants`;
    expect(Number(count)).toBeGreaterThan(2000);
  });
});

describe('the list shape (decision 0070)', () => {
  /** A details answer as a list carries it: the status without its week; no distance or Popular. */
  const listedFromDetails = (details: Restaurant) => {
    const { week, ...status } = details.open_status!;
    expect(week).toHaveLength(7);
    return { ...details, open_status: status };
  };
  const unlisted = ({ distance: _distance, popular: _popular, ...rest }: ListedRestaurant) => rest;

  it('carries every field of the details answer but the week’s rows, in search and featured', async () => {
    // Thanksgiving evening in Chicago: holiday rows in the details' week, none in the list.
    clock.set('2026-11-27T01:00:00Z');
    const searched = SearchResponseSchema.parse((await search('location=Chicago%2C%20IL')).body);
    const featured = FeaturedResponseSchema.parse(
      (await app.inject('/api/restaurants/featured')).json(),
    );
    const listed = [...searched.restaurants, ...featured.restaurants];
    expect(searched.restaurants.length).toBeGreaterThanOrEqual(10);
    let holidays = 0;
    for (const place of listed) {
      expect(place.open_status).toBeDefined();
      expect(place.open_status).not.toHaveProperty('week');
      const details = RestaurantSchema.parse(
        (await app.inject(`/api/restaurants/catalog/${place.id}`)).json(),
      );
      holidays += details.open_status!.week.filter((row) => row.holiday).length;
      expect(unlisted(place)).toEqual(listedFromDetails(details));
      // The quick view's lines from the list are the restaurant page's lines.
      const lines = (rows: HoursLineRow[]) =>
        hoursLines(rows).map((line) => [formatHoursLine(line), line.isToday]);
      expect(lines(listedHoursWeek(place))).toEqual(lines(details.open_status!.week));
    }
    expect(holidays).toBeGreaterThan(0);
  });
});

describe('hours the source qualifies, and the sun’s times, through the answers', () => {
  it('sends a commented interval in the week and today’s hours in the list; sun times at the place', async () => {
    const kitchen = 'Mo-Sa 11:00-22:00; Su 16:00-21:00 "kitchen closes 30 minutes earlier"';
    const [place, sunny] = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants where city = 'Chicago' and state = 'IL'
      order by id limit 2`;
    await db.sql`update catalog_restaurants set opening_hours = ${kitchen} where id = ${place!.id}`;
    await db.sql`update catalog_restaurants set opening_hours = 'Mo-Su sunrise-sunset',
      latitude = 41.88, longitude = -87.63 where id = ${sunny!.id}`;
    const fresh = await buildServer({
      env: testEnv({ ANSWER_CACHE_SECONDS: '0' }),
      sql: db.sql,
      logger: false,
      clock: testClock('2026-11-29T23:00:00Z'), // Sunday 17:00 in Chicago
    });
    try {
      const searched = SearchResponseSchema.parse(
        (await fresh.inject('/api/restaurants/search?location=Chicago%2C%20IL&limit=50')).json(),
      );
      const listed = searched.restaurants.find((r) => r.id.endsWith(place!.id))!;
      expect(listed.open_status).toMatchObject({
        state: 'unknown',
        today_hours: [
          {
            start: '16:00',
            end: '21:00',
            next_day: false,
            comment: 'kitchen closes 30 minutes earlier',
            unknown: true,
          },
        ],
      });
      const details = RestaurantSchema.parse(
        (await fresh.inject(`/api/restaurants/catalog/${listed.id}`)).json(),
      );
      expect(details.open_status!.week[0]!.intervals[0]).toMatchObject({
        comment: 'kitchen closes 30 minutes earlier',
        unknown: true,
      });
      // Sunday 29 November in Chicago: the sun set at 16:21, so the place closed then.
      const sun = RestaurantSchema.parse(
        (
          await fresh.inject(
            `/api/restaurants/catalog/${searched.restaurants.find((r) => r.id.endsWith(sunny!.id))!.id}`,
          )
        ).json(),
      );
      expect(sun.open_status!.state).toBe('closed');
      expect(sun.open_status!.week[1]!.intervals).toEqual([
        { start: '06:57', end: '16:20', next_day: false },
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('featured, details and reviews', () => {
  it('answers six featured places, the same six on repeat, with their source credit', async () => {
    const first = (await app.inject('/api/restaurants/featured')).json();
    const again = (await app.inject('/api/restaurants/featured')).json();
    expect(first.restaurants).toHaveLength(6);
    expect(again.restaurants.map((r: ListedRestaurant) => r.id)).toEqual(
      first.restaurants.map((r: ListedRestaurant) => r.id),
    );
    expect(first.attribution[0]).toMatchObject({ provider: 'catalog', is_sample: true });
    expect(first.day).toBe('2026-11-21');
    const photo = await app.inject(first.restaurants[0].image_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
  });

  it('turns to the next day’s places at midnight UTC on the server’s clock', async () => {
    clock.set('2026-11-21T23:59:00Z');
    const before = (await app.inject('/api/restaurants/featured')).json();
    clock.advanceMinutes(2);
    const after = (await app.inject('/api/restaurants/featured')).json();
    expect([before.day, after.day]).toEqual(['2026-11-21', '2026-11-22']);
    expect(after.restaurants.map((r: ListedRestaurant) => r.id)).not.toEqual(
      before.restaurants.map((r: ListedRestaurant) => r.id),
    );
  });

  it('rotates the featured places from day to day', async () => {
    const { featuredPlaceIds } = await import('../src/places/read-places');
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
    const picks = await Promise.all(days.map((day) => featuredPlaceIds(db.sql, day)));
    const signatures = new Set(picks.map((ids) => ids.join()));
    expect(signatures.size).toBe(days.length);
  });

  it('answers details and reviews of a catalog place, and 404 for unknown ids and providers', async () => {
    const [{ id }] = await db.sql<
      { id: string }[]
    >`select id from catalog_restaurants order by name limit 1`;
    const details = await app.inject(`/api/restaurants/catalog/${id}`);
    expect(details.statusCode).toBe(200);
    const restaurant = RestaurantSchema.parse(details.json());
    expect(restaurant.id).toBe(id);
    expect(restaurant.location.display_address.length).toBeGreaterThan(0);

    const reviews = (await app.inject(`/api/restaurants/catalog/${id}/reviews`)).json();
    expect(reviews.reviews.length).toBeGreaterThan(0);
    expect(reviews.total).toBe(reviews.reviews.length);

    for (const url of [
      '/api/restaurants/catalog/00000000-0000-0000-0000-000000000000',
      '/api/restaurants/catalog/not-a-uuid',
      '/api/restaurants/catalog/not-a-uuid/reviews',
      '/api/restaurants/yelp/anything',
    ]) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await app.inject('/api/restaurants/nowhere/abc')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('lists every endpoint of the API', async () => {
    const paths = Object.keys((await app.inject('/api/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/restaurants/search',
        '/api/restaurants/featured',
        '/api/restaurants/{provider}/{id}',
        '/api/restaurants/{provider}/{id}/reviews',
        '/api/restaurants/{provider}/{id}/wait-times',
        '/api/restaurants/{id}/wait-times',
        '/api/restaurants',
        '/api/restaurants/{id}',
        '/api/restaurants/{id}/reviews',
        '/api/restaurants/{id}/photos',
        '/api/contact',
        '/api/wait-reports',
        '/api/analytics/events',
        '/api/platform/manifest',
        '/api/health',
        '/api/ready',
      ]),
    );
  });
});

describe('with Yelp as the active provider', () => {
  it('searches Yelp and maps its rate limit to a 429 with Retry-After', async () => {
    // Yelp's clock and ours agree: 9 hours before Yelp's daily reset at midnight UTC.
    const at = new Date('2026-11-20T15:00:00Z');
    const fake = await startFakeYelpServer({ apiKey: 'test-key', now: () => at.getTime() });
    const yelpApp = await buildServer({
      env: testEnv({ YELP_API_KEY: 'test-key', YELP_API_URL: fake.url }),
      sql: db.sql,
      logger: false,
      clock: fixedClock(at),
    });
    try {
      // The fake's places are in Brooklyn and Chicago.
      const ok = await yelpApp.inject('/api/restaurants/search?location=Brooklyn%2C%20NY&limit=5');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().restaurants[0].attribution.provider).toBe('yelp');

      fake.setMode('daily_limit');
      const limited = await yelpApp.inject(
        '/api/restaurants/search?location=Boston%2C%20MA&limit=5',
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe(String(9 * 3600));
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(limited.body).not.toContain('test-key');

      fake.setMode('unavailable');
      const down = await yelpApp.inject('/api/restaurants/yelp/some-id');
      expect([503, 429]).toContain(down.statusCode);
    } finally {
      await yelpApp.close();
      await fake.close();
    }
  });
});
