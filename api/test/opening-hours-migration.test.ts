import { placeOpenStatus } from '../src/hours/place-hours';
import { migrate, readMigrations } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.unsafe('drop schema public cascade; create schema public');
});

afterAll(() => db.drop());

describe('migration 0017: hours are stored as OSM opening_hours text', () => {
  it('turns old weekly intervals into text the rule reads as the same week, and none into null', async () => {
    const all = readMigrations();
    await migrate(
      db.sql,
      all.filter((m) => m.version < '0017'),
    );
    const place = (name: string, hours: unknown[]) =>
      db.sql`
        insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                         attribution, hours)
        values ('csv', ${name}, ${name}, 'Austin', 'TX', 30.27, -97.74, 'Old import',
                ${db.sql.json(hours as never)})`;
    await place('Late', [
      { day: 0, start: '1200', end: '2100', is_overnight: false },
      { day: 5, start: '1100', end: '0200', is_overnight: true },
      { day: 6, start: '1100', end: '0000', is_overnight: true },
      { day: 2, start: '1130', end: '1430', is_overnight: false },
      { day: 2, start: '1700', end: '2200', is_overnight: false },
    ]);
    await place(
      'Always',
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '0000', end: '0000' })),
    );
    await place('None', []);

    await migrate(db.sql, all);
    const rows = await db.sql<{ name: string; opening_hours: string | null }[]>`
      select name, opening_hours from catalog_restaurants order by name`;
    expect(rows).toEqual([
      {
        name: 'Always',
        opening_hours:
          'Mo 00:00-24:00, Tu 00:00-24:00, We 00:00-24:00, Th 00:00-24:00, Fr 00:00-24:00, Sa 00:00-24:00, Su 00:00-24:00',
      },
      {
        name: 'Late',
        opening_hours:
          'Tu 11:30-14:30, Tu 17:00-22:00, Fr 11:00-02:00, Sa 11:00-24:00, Su 12:00-21:00',
      },
      { name: 'None', opening_hours: null },
    ]);
    // Saturday 21 November 2026, 1 AM in Austin: Friday's night runs to 2 AM.
    const late = placeOpenStatus(
      { openingHours: rows[1]!.opening_hours, state: 'TX', timeZone: 'America/Chicago' },
      new Date('2026-11-21T01:00:00-06:00'),
    );
    expect(late.state).toBe('open');
    expect(late.next_change).toMatchObject({ time: '02:00', days_ahead: 0 });
    const always = placeOpenStatus(
      { openingHours: rows[0]!.opening_hours, state: 'TX', timeZone: 'America/Chicago' },
      new Date('2026-11-21T01:00:00-06:00'),
    );
    expect(always).toMatchObject({ state: 'open', next_change: null });
  });
});
