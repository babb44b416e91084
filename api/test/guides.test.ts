import type { FastifyInstance } from 'fastify';
import {
  CityGuideSchema,
  GuideIndexSchema,
  ListingGuideSchema,
  StateGuideSchema,
  US_STATES,
  WEEKDAYS,
  placeSlug,
} from '@pizza-atlas/contracts';
import { MAJOR_CITIES, findGazetteerCity } from '../src/guides/guide-cities';
import { findGuideState } from '../src/guides/routes';
import { STATIC_LISTINGS } from '../src/guides/static-listings';
import { buildServer } from '../src/server';
import { testEnv } from './test-database';
import { CENTRAL, testClock } from './test-clock';
import { serverForFile } from './test-server';

const file = serverForFile({ catalog: 'sample', clock: testClock(CENTRAL.fridayDinner) });

async function get(path: string) {
  const response = await file.app.inject(path);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('reference data', () => {
  it('has 50 states and DC with lower-case hyphenated slugs', () => {
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES)
      if (state.code !== 'DC') expect(state.slug).toBe(state.name.toLowerCase().replace(/ /g, '-'));
    expect(US_STATES.find((state) => state.code === 'DC')?.slug).toBe('washington-dc');
  });

  it('names 49 major cities, each a real GeoNames city with a population', () => {
    const cities = Object.entries(MAJOR_CITIES).flatMap(([code, names]) =>
      names.map((name) => [code, name] as const),
    );
    expect(cities).toHaveLength(49);
    for (const [code, name] of cities) {
      const found = findGazetteerCity(name, code);
      expect({ name, code, population: (found?.population ?? 0) > 50_000 }).toEqual({
        name,
        code,
        population: true,
      });
    }
  });

  it("reads a listing's text hours into the week (past midnight kept on its day)", () => {
    const bleecker = STATIC_LISTINGS.find((listing) => listing.slug === 'bleecker-brick-oven')!;
    expect(bleecker.weeklyHours![4]).toEqual({
      weekday: 5,
      intervals: [{ start: '11:30', end: '01:00', next_day: true }],
    });
  });

  it('has twelve sample listings with every field, in guide cities', () => {
    expect(STATIC_LISTINGS).toHaveLength(12);
    expect(new Set(STATIC_LISTINGS.map((listing) => listing.slug)).size).toBe(12);
    for (const listing of STATIC_LISTINGS) {
      expect(listing.isSample).toBe(true);
      expect(Object.keys(listing.hours)).toEqual([...WEEKDAYS]);
      // The server reads every listing's text hours into the one rule's week, Monday first.
      expect(listing.weeklyHours?.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(listing.photos.length).toBeGreaterThanOrEqual(2);
      expect(listing.styles.length).toBeGreaterThan(0);
      expect(new URL(listing.website).hostname.endsWith('.example')).toBe(true);
      expect(listing.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(findGazetteerCity(listing.city, listing.stateCode)).toBeDefined();
    }
  });

  it('finds a state by its slug, name or code in any case', () => {
    expect(findGuideState('illinois')?.code).toBe('IL');
    expect(findGuideState('ILLINOIS')?.code).toBe('IL');
    expect(findGuideState('il')?.code).toBe('IL');
    expect(findGuideState('New-York')?.code).toBe('NY');
    expect(findGuideState('washington-dc')?.code).toBe('DC');
    expect(findGuideState('nowhere')).toBeUndefined();
  });

  it('makes slugs from city names', () => {
    expect(placeSlug('St. Louis')).toBe('st-louis');
    expect(placeSlug('New York City')).toBe('new-york-city');
    expect(placeSlug("Coeur d'Alene")).toBe('coeur-dalene');
    expect(placeSlug('Cañon City')).toBe('canon-city');
    expect(placeSlug('Winston-Salem')).toBe('winston-salem');
  });
});

describe('GET /api/guides', () => {
  it('lists every state with its cities and every listing', async () => {
    const { status, body } = await get('/api/guides');
    expect(status).toBe(200);
    const index = GuideIndexSchema.parse(body);
    expect(index.states).toHaveLength(51);
    expect(index.listings).toHaveLength(12);
    const illinois = index.states.find((state) => state.code === 'IL')!;
    expect(illinois.cities.map((city) => city.slug)).toEqual(
      expect.arrayContaining(['chicago', 'aurora', 'naperville', 'springfield']),
    );
    // Every catalog city is in the guides.
    const catalogCities = await file.db.sql<{ city: string; state: string }[]>`
      select distinct city, state from catalog_restaurants`;
    expect(catalogCities.length).toBeGreaterThan(50);
    for (const { city, state } of catalogCities) {
      const slugs = index.states.find((entry) => entry.code === state)!.cities.map((c) => c.name);
      expect(slugs).toContain(findGazetteerCity(city, state)?.name ?? city);
    }
  });
});

describe('GET /api/guides/states/:state', () => {
  it('answers a state with its cities alphabetically and its eight most populous', async () => {
    const { status, body } = await get('/api/guides/states/california');
    expect(status).toBe(200);
    const guide = StateGuideSchema.parse(body);
    expect(guide.state).toEqual({ code: 'CA', name: 'California', slug: 'california' });
    const names = guide.cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(names).toEqual(expect.arrayContaining(['Los Angeles', 'San Francisco', 'Oakland']));
    expect(guide.popularCities.length).toBe(Math.min(8, guide.cities.length));
    expect(guide.popularCities[0]?.name).toBe('Los Angeles');
    const populations = guide.popularCities.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(guide.topCitiesPopulation).toBe(populations.reduce((a, b) => a + b, 0));
    expect(guide.placeCount).toBe(guide.cities.reduce((sum, city) => sum + city.placeCount, 0));
    expect(guide.about.join(' ')).toContain('California');
    // The sample catalog is fictional, and the paragraph says so.
    expect(guide.about.join(' ')).toMatch(/sample/);
  });

  it.each(['CA', 'ca', 'California', 'CALIFORNIA'])('finds %s too', async (text) => {
    const { status, body } = await get(`/api/guides/states/${text}`);
    expect(status).toBe(200);
    expect(StateGuideSchema.parse(body).state.slug).toBe('california');
  });

  it('answers DC at washington-dc', async () => {
    const { body } = await get('/api/guides/states/washington-dc');
    expect(StateGuideSchema.parse(body).state.code).toBe('DC');
  });

  it('answers 404 with the spec wording for an unknown state', async () => {
    const { status, body } = await get('/api/guides/states/nowhere');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: expect.objectContaining({ message: "The state you're looking for doesn't exist." }),
    });
  });
});

describe("a city guide's cards: today's hours where the place is", () => {
  // Saturday 9:30 PM in Chicago, already Sunday in UTC.
  const clock = testClock('2026-11-22T03:30:00Z');
  let saturday: FastifyInstance;
  beforeAll(async () => {
    saturday = await buildServer({ env: testEnv(), sql: file.db.sql, logger: false, clock });
  });
  afterAll(() => saturday.close());

  const lakeview = async () => {
    const response = await saturday.inject('/api/guides/states/illinois/cities/chicago');
    const guide = CityGuideSchema.parse(response.json());
    return guide.listings.find((listing) => listing.slug === 'lakeview-deep-dish')!;
  };

  it("gives each listing its local day's hours on the site's clock, and the next day's after midnight", async () => {
    expect((await lakeview()).today).toEqual({
      weekday: 6,
      intervals: [{ start: '11:30', end: '23:00', next_day: false }],
      holiday: null,
    });
    // Sunday 12:30 AM in Chicago: the kept answer ends at the local midnight.
    clock.set('2026-11-22T06:30:00Z');
    expect((await lakeview()).today).toEqual({
      weekday: 0,
      intervals: [{ start: '11:30', end: '21:00', next_day: false }],
      holiday: null,
    });
  });
});

describe('GET /api/guides/states/:state/cities/:city', () => {
  it('answers a city with its sample listings and catalog places', async () => {
    const { status, body } = await get('/api/guides/states/illinois/cities/chicago');
    expect(status).toBe(200);
    const guide = CityGuideSchema.parse(body);
    expect(guide.city).toMatchObject({ name: 'Chicago', slug: 'chicago', stateCode: 'IL' });
    expect(guide.listings.map((listing) => listing.slug).sort()).toEqual([
      'lakeview-deep-dish',
      'pilsen-tavern-pie',
    ]);
    expect(guide.places.length).toBeGreaterThan(0);
    expect(guide.places.length).toBeLessThanOrEqual(24);
    expect(guide.places.length).toBe(Math.min(24, guide.city.placeCount));
    const ratings = guide.places.map((place) => place.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(guide.directoryLocation).toBe('Chicago, IL');
    // The sample is labelled fiction, not a source to credit.
    expect(guide.sources).toEqual([]);
  });

  it('matches the city whatever its case, and by another spelling', async () => {
    expect(
      CityGuideSchema.parse((await get('/api/guides/states/IL/cities/CHICAGO')).body).city.slug,
    ).toBe('chicago');
    const stLouis = CityGuideSchema.parse(
      (await get('/api/guides/states/missouri/cities/saint-louis')).body,
    );
    expect(stLouis.city.slug).toBe('st-louis');
    expect(stLouis.listings.map((listing) => listing.slug)).toEqual(['the-hill-provel-pies']);
  });

  it('answers a real city with nothing listed, empty', async () => {
    const { status, body } = await get('/api/guides/states/vermont/cities/montpelier');
    expect(status).toBe(200);
    const guide = CityGuideSchema.parse(body);
    expect(guide.city.name).toBe('Montpelier');
    expect(guide.listings).toEqual([]);
    expect(guide.places).toEqual([]);
  });

  it('answers 404 for a city that does not exist, and for a city of another state', async () => {
    for (const path of [
      '/api/guides/states/illinois/cities/atlantis',
      '/api/guides/states/illinois/cities/boston',
    ]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: expect.objectContaining({ message: "The city you're looking for doesn't exist." }),
      });
    }
    expect((await get('/api/guides/states/nowhere/cities/chicago')).status).toBe(404);
  });
});

describe('GET /api/guides/listings/:listing', () => {
  it('answers every listing with its state and city', async () => {
    for (const listing of STATIC_LISTINGS) {
      const { status, body } = await get(`/api/guides/listings/${listing.slug}`);
      expect(status).toBe(200);
      const guide = ListingGuideSchema.parse(body);
      expect(guide.listing).toEqual(listing);
      expect(guide.state.code).toBe(listing.stateCode);
      const city = (await get(`/api/guides/states/${guide.state.slug}/cities/${guide.city.slug}`))
        .body;
      expect(CityGuideSchema.parse(city).listings.map((entry) => entry.slug)).toContain(
        listing.slug,
      );
    }
  });

  it('answers 404 with the listing wording', async () => {
    const { status, body } = await get('/api/guides/listings/no-such-place');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: expect.objectContaining({
        message: "The restaurant you're looking for doesn't exist.",
      }),
    });
  });
});

describe('the sample listings once a real import retired the sample', () => {
  const real = serverForFile({
    clock: testClock(CENTRAL.fridayDinner),
    before: async (sql) => {
      // What a first real import leaves: the sample retired and deleted, real places listed.
      await sql`update catalog_state set sample_retired_at = ${CENTRAL.fridayDinner}`;
      await sql`
        insert into catalog_restaurants (
          source, source_id, name, city, state, latitude, longitude, attribution, license, url)
        values ('osm', 'node/1', 'Real Chicago Slice', 'Chicago', 'IL', 41.88, -87.63,
          '© OpenStreetMap contributors', 'ODbL', 'https://www.openstreetmap.org/node/1')`;
    },
  });

  const getReal = async (path: string) => {
    const response = await real.app.inject(path);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('leave the city and state guides, which list and credit the real places', async () => {
    const city = CityGuideSchema.parse(
      (await getReal('/api/guides/states/illinois/cities/chicago')).body,
    );
    expect(city.listings).toEqual([]);
    expect(city.city.listingCount).toBe(0);
    expect(city.places.map((place) => place.name)).toEqual(['Real Chicago Slice']);
    expect(city.sources).toEqual([
      {
        name: '© OpenStreetMap contributors',
        url: 'https://www.openstreetmap.org/copyright',
        license: 'ODbL',
        license_url: 'https://www.openstreetmap.org/copyright',
      },
    ]);
    const state = StateGuideSchema.parse((await getReal('/api/guides/states/illinois')).body);
    expect(state.cities.every((entry) => entry.listingCount === 0)).toBe(true);
  });

  it('leave the index (site map, sitemap), and their pages answer 404', async () => {
    const index = GuideIndexSchema.parse((await getReal('/api/guides')).body);
    expect(index.listings).toEqual([]);
    const { status, body } = await getReal('/api/guides/listings/lakeview-deep-dish');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: expect.objectContaining({
        message: "The restaurant you're looking for doesn't exist.",
      }),
    });
  });

  it('stay while a kept sample place is still listed', async () => {
    const [kept] = await real.db.sql<{ id: string }[]>`
      insert into catalog_restaurants (
        source, source_id, is_sample, name, city, state, latitude, longitude, attribution)
      values ('sample', 'kept-1', true, 'Kept Sample', 'Austin', 'TX', 30.27, -97.74, 'Sample')
      returning id`;
    try {
      expect((await getReal('/api/guides/listings/lakeview-deep-dish')).status).toBe(200);
    } finally {
      await real.db.sql`delete from catalog_restaurants where id = ${kept!.id}`;
    }
  });
});

describe("a real import's city guide: reviewed places first, then nearest the centre", () => {
  // Chicago's centre, as GeoNames places it.
  const [LAT, LNG] = [41.85003, -87.65005];
  // 27 places nobody reviewed, 'Z Slice' nearest the centre and 'A Slice' farthest, and one
  // reviewed place farther than all of them.
  const unrated = Array.from({ length: 27 }, (_, index) => ({
    name: `${String.fromCharCode(90 - index)} Slice`,
    latitude: LAT + 0.001 * (index + 1),
  }));

  const real = serverForFile({
    clock: testClock(CENTRAL.fridayDinner),
    before: async (sql) => {
      await sql`update catalog_state set sample_retired_at = ${CENTRAL.fridayDinner}`;
      for (const [index, place] of unrated.entries())
        await sql`
          insert into catalog_restaurants (
            source, source_id, name, city, state, latitude, longitude, attribution)
          values ('osm', ${`node/${index + 1}`}, ${place.name}, 'Chicago', 'IL',
            ${place.latitude}, ${LNG}, '© OpenStreetMap contributors')`;
      await sql`
        insert into catalog_restaurants (
          source, source_id, name, city, state, latitude, longitude, attribution,
          rating, review_count, phone, display_phone, website, opening_hours)
        values ('osm', 'node/99', 'Reviewed Crust', 'Chicago', 'IL', ${LAT + 0.5}, ${LNG},
          '© OpenStreetMap contributors', 4.5, 3, '+13125550100', '(312) 555-0100',
          'https://reviewed.example', 'Mo-Su 11:00-23:00')`;
    },
  });

  it('lists the reviewed place first, then the nearest 23, not the first 23 by name', async () => {
    const response = await real.app.inject('/api/guides/states/illinois/cities/chicago');
    const guide = CityGuideSchema.parse(response.json());
    expect(guide.city.placeCount).toBe(28);
    expect(guide.places.map((place) => place.name)).toEqual([
      'Reviewed Crust',
      ...unrated.slice(0, 23).map((place) => place.name),
    ]);
    expect(guide.places.map((place) => place.name)).toContain('Z Slice');
    expect(guide.places.map((place) => place.name)).not.toContain('A Slice');
  });

  it("gives each card the spec's phone, website and hours (today's, or unknown)", async () => {
    const response = await real.app.inject('/api/guides/states/illinois/cities/chicago');
    const [reviewed, plain] = CityGuideSchema.parse(response.json()).places;
    // Friday 7 PM in Chicago.
    expect(reviewed).toMatchObject({
      phone: '(312) 555-0100',
      website: 'https://reviewed.example',
      today: {
        weekday: 5,
        intervals: [{ start: '11:00', end: '23:00', next_day: false }],
        holiday: null,
      },
    });
    expect(plain).toMatchObject({
      phone: '',
      website: null,
      today: { weekday: 5, intervals: null, holiday: null },
    });
  });

  it('says on the state guide that all of them are in Chicago', async () => {
    const response = await real.app.inject('/api/guides/states/illinois');
    const state = StateGuideSchema.parse(response.json());
    expect(state.about).toContain(
      'Pizza Atlas lists 28 pizza places in Illinois, all of them in Chicago. Open a city to see its places, or search the directory for any town or ZIP code in the state.',
    );
  });
});
