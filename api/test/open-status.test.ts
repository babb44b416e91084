import type { Restaurant } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import {
  openStatusAt,
  openStatusChangesAt,
  timeZoneAt,
} from '../src/providers/catalog/opening-hours';
import { buildServer } from '../src/server';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

type Interval = Restaurant['hours'][number]['open'][number];

/** Every day of the week the same hours. */
function daily(start: string, end: string): Interval[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));
}

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

describe('openStatusAt', () => {
  // Wednesday 18 November 2026. Chicago is UTC-6, Denver UTC-7.
  const CHICAGO = 'America/Chicago';
  const wednesdayAt = (hhmm: string) =>
    new Date(`2026-11-18T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00-06:00`);

  it('says when an open place closes', () => {
    expect(openStatusAt(daily('1100', '2200'), CHICAGO, wednesdayAt('1930'))).toEqual({
      state: 'open',
      next_change: '2200',
      next_change_day: 3,
      today: 3,
      time_zone: CHICAGO,
    });
  });

  it('says when a closed place opens: later today, or on a later day', () => {
    const dinner = daily('1630', '2200');
    expect(openStatusAt(dinner, CHICAGO, wednesdayAt('0740'))).toMatchObject({
      state: 'closed',
      next_change: '1630',
      next_change_day: 3,
    });
    expect(openStatusAt(dinner, CHICAGO, wednesdayAt('2215'))).toMatchObject({
      state: 'closed',
      next_change: '1630',
      next_change_day: 4,
    });
    // Closed Wednesday to Friday: next opening is Saturday.
    const weekends = [
      { day: 6, start: '1200', end: '2000' },
      { day: 0, start: '1200', end: '1800' },
    ];
    expect(openStatusAt(weekends, CHICAGO, wednesdayAt('1300'))).toMatchObject({
      state: 'closed',
      next_change: '1200',
      next_change_day: 6,
    });
  });

  it('handles hours past midnight, from the day before', () => {
    const late = daily('1700', '0200');
    // Wednesday 1 AM: still Tuesday's evening.
    expect(openStatusAt(late, CHICAGO, wednesdayAt('0100'))).toMatchObject({
      state: 'open',
      next_change: '0200',
      next_change_day: 3,
    });
    expect(openStatusAt(late, CHICAGO, wednesdayAt('0230'))).toMatchObject({
      state: 'closed',
      next_change: '1700',
      next_change_day: 3,
    });
    // Saturday night into Sunday wraps the week.
    const saturdayLate = [{ day: 6, start: '2000', end: '0300' }];
    expect(
      openStatusAt(saturdayLate, CHICAGO, new Date('2026-11-22T02:30:00-06:00')),
    ).toMatchObject({ state: 'open', next_change: '0300', next_change_day: 0, today: 0 });
  });

  it('handles split hours and back-to-back intervals', () => {
    const split = [
      { day: 3, start: '1100', end: '1400' },
      { day: 3, start: '1700', end: '2200' },
    ];
    expect(openStatusAt(split, CHICAGO, wednesdayAt('1500'))).toMatchObject({
      state: 'closed',
      next_change: '1700',
      next_change_day: 3,
    });
    const backToBack = [
      { day: 3, start: '1100', end: '0000' },
      { day: 4, start: '0000', end: '0200' },
    ];
    expect(openStatusAt(backToBack, CHICAGO, wednesdayAt('2300'))).toMatchObject({
      state: 'open',
      next_change: '0200',
      next_change_day: 4,
    });
  });

  it('knows a place open around the clock never closes', () => {
    expect(openStatusAt(daily('0000', '0000'), CHICAGO, wednesdayAt('0300'))).toMatchObject({
      state: 'open',
      next_change: null,
      next_change_day: null,
    });
  });

  it('reads the clock in the place’s own zone', () => {
    // 10:30 PM in Chicago is 9:30 PM in El Paso: a place open until 10 PM there is open.
    const elPaso = timeZoneAt(31.7619, -106.485, 'TX');
    expect(openStatusAt(daily('1100', '2200'), elPaso, wednesdayAt('2230'))).toMatchObject({
      state: 'open',
      next_change: '2200',
      time_zone: 'America/Denver',
    });
    expect(openStatusAt(daily('1100', '2200'), CHICAGO, wednesdayAt('2230')).state).toBe('closed');
  });

  it('marks permanently closed places, and places without hours', () => {
    expect(openStatusAt(daily('1100', '2200'), CHICAGO, wednesdayAt('1200'), true)).toMatchObject({
      state: 'closed-permanently',
      next_change: null,
    });
    expect(openStatusAt([], CHICAGO, wednesdayAt('1200'))).toMatchObject({
      state: 'unknown',
      next_change: null,
    });
  });
});

describe('openStatusChangesAt', () => {
  const CHICAGO = 'America/Chicago';
  const changesAt = (intervals: Interval[], at: string, zone = CHICAGO) => {
    const now = new Date(at);
    return new Date(openStatusChangesAt(openStatusAt(intervals, zone, now), now)).toISOString();
  };

  it('is when an open place closes, or a closed one opens', () => {
    // Wednesday 7:30:40 PM in Chicago (UTC-6): closes at 10 PM.
    expect(changesAt(daily('1100', '2200'), '2026-11-19T01:30:40Z')).toBe(
      '2026-11-19T04:00:00.000Z',
    );
    // Wednesday 7:40 AM: opens at 4:30 PM.
    expect(changesAt(daily('1630', '2200'), '2026-11-18T13:40:00Z')).toBe(
      '2026-11-18T22:30:00.000Z',
    );
  });

  it('is the local midnight when that comes first: the status names today', () => {
    // Wednesday 11:50 PM, open until 2 AM: Thursday starts at midnight.
    expect(changesAt(daily('1700', '0200'), '2026-11-19T05:50:00Z')).toBe(
      '2026-11-19T06:00:00.000Z',
    );
    // Open around the clock, or no hours at all: only the day turns.
    expect(changesAt(daily('0000', '0000'), '2026-11-18T15:00:00Z')).toBe(
      '2026-11-19T06:00:00.000Z',
    );
    expect(changesAt([], '2026-11-18T15:00:00Z')).toBe('2026-11-19T06:00:00.000Z');
  });

  it('reads the place’s own zone', () => {
    // 9:30 PM in El Paso (Mountain, UTC-7): closes at 10 PM there.
    expect(changesAt(daily('1100', '2200'), '2026-11-19T04:30:00Z', 'America/Denver')).toBe(
      '2026-11-19T05:00:00.000Z',
    );
  });

  it('says the next minute when daylight saving time moves the clock before the change', () => {
    // Clocks in Chicago spring forward at 2 AM on Sunday 14 March 2027 (UTC-6 to UTC-5):
    // reckoned in local minutes, a 3 AM close would be placed an hour late.
    const late = daily('1700', '0300');
    // Sunday 1:30 AM CST, open until 3 AM: 3 AM CDT is 08:00Z, half an hour away, not 1.5 h.
    expect(changesAt(late, '2027-03-14T07:30:00Z')).toBe('2027-03-14T07:31:00.000Z');
    // After the change, 3:30 AM CDT: it opens at 5 PM CDT, 22:00Z.
    expect(changesAt(late, '2027-03-14T08:30:00Z')).toBe('2027-03-14T22:00:00.000Z');
  });
});

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
                                       rating, review_count, hours, attribution)
      values ('csv', 'tz-el-paso', 'Sun City Slice', 'El Paso', 'TX', 31.7619, -106.485, 4.5, 30,
              ${db.sql.json(daily('1100', '2200'))}, 'Time zone test')
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
    expect(place.open_status).toEqual({
      state: 'open',
      next_change: '2200',
      next_change_day: 3,
      today: 3,
      time_zone: 'America/Denver',
    });
    const details = await app.inject({ url: `/api/restaurants/catalog/${elPasoId}` });
    expect(details.json().open_status.state).toBe('open');

    clock.advanceMinutes(31);
    const later = await app.inject({
      url: '/api/restaurants/search?location=El%20Paso%2C%20TX&open_now=true&limit=5&sort_by=rating',
    });
    expect(later.json().restaurants).toEqual([]);
  });
});
