import type { FastifyInstance } from 'fastify';
import { timeZoneAt } from '../src/hours/time-zones';
import { buildServer } from '../src/server';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

describe('timeZoneAt', () => {
  it.each([
    ['El Paso, TX', 31.7619, -106.485, 'TX', 'America/Denver'],
    ['Austin, TX', 30.2672, -97.7431, 'TX', 'America/Chicago'],
    ['Pensacola, FL', 30.4213, -87.2169, 'FL', 'America/Chicago'],
    ['Miami, FL', 25.7617, -80.1918, 'FL', 'America/New_York'],
    ['Gary, IN', 41.5934, -87.3464, 'IN', 'America/Chicago'],
    ['Coeur d’Alene, ID', 47.6777, -116.7805, 'ID', 'America/Los_Angeles'],
    ['Boise, ID', 43.615, -116.2023, 'ID', 'America/Boise'],
    ['Paducah, KY', 37.0834, -88.6001, 'KY', 'America/Chicago'],
    ['Knoxville, TN', 35.9606, -83.9207, 'TN', 'America/New_York'],
    ['Ironwood, MI', 46.4547, -90.171, 'MI', 'America/Menominee'],
    ['Bismarck, ND', 46.8083, -100.7837, 'ND', 'America/Chicago'],
    ['Dickinson, ND', 46.8792, -102.7896, 'ND', 'America/Denver'],
  ])('%s runs on its own zone', (_place, latitude, longitude, state, zone) => {
    expect(timeZoneAt(latitude, longitude, state)).toBe(zone);
  });

  it("falls back to the state's zone without usable coordinates", () => {
    expect(timeZoneAt(Number.NaN, Number.NaN, 'CA')).toBe('America/Los_Angeles');
    expect(timeZoneAt(0, 0, 'IL')).toBe('America/Chicago');
  });
});

// The rule itself (weekdays, past midnight, 24/7, daylight saving time, holidays, date
// rules, values the library rejects) is tested in hours.test.ts.

describe('search and details, in the place’s own zone', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  // Thursday 19 Nov 2026, 04:30 UTC: Wednesday 10:30 PM in Austin, 9:30 PM in El Paso.
  const clock = testClock('2026-11-19T04:30:00Z');
  let elPasoId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const [row] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                       rating, review_count, opening_hours, attribution)
      values ('csv', 'tz-el-paso', 'Sun City Slice', 'El Paso', 'TX', 31.7619, -106.485, 4.5, 30,
              'Mo-Su 11:00-22:00', 'Time zone test')
      returning id`;
    elPasoId = row!.id;
    app = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('finds an El Paso place open at 9:30 PM Mountain time, though Texas is mostly Central', async () => {
    const search = await app.inject({
      url: '/api/restaurants/search?location=El%20Paso%2C%20TX&open_now=true&limit=5',
    });
    expect(search.statusCode).toBe(200);
    const [place] = search.json().restaurants;
    expect(place.id).toBe(elPasoId);
    expect(place.open_status).toMatchObject({
      state: 'open',
      next_change: { at: '2026-11-19T05:00:00.000Z', weekday: 3, time: '22:00', days_ahead: 0 },
      today: 3,
      time_zone: 'America/Denver',
      holiday: null,
      text: null,
    });
    // A list carries no week of dated rows (decision 0070); the details answer does.
    expect(place.open_status).not.toHaveProperty('week');
    expect(place.hours[0].is_open_now).toBe(true);
    const details = await app.inject({ url: `/api/restaurants/catalog/${elPasoId}` });
    expect(details.json().open_status.state).toBe('open');
    expect(details.json().open_status.week).toHaveLength(7);

    clock.advanceMinutes(31);
    const later = await app.inject({
      url: '/api/restaurants/search?location=El%20Paso%2C%20TX&open_now=true&limit=5&sort_by=rating',
    });
    expect(later.json().restaurants).toEqual([]);
  });
});
