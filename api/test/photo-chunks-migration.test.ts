import { migrate, readMigrations } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';
import { tinyJpeg, tinyPng } from './visitor-writes-app';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.unsafe('drop schema public cascade; create schema public');
});

afterAll(() => db.drop());

describe('migration 0014: photos stored whole move into pieces', () => {
  it('keeps every photo byte for byte', async () => {
    const all = readMigrations();
    await migrate(
      db.sql,
      all.filter((m) => m.version < '0014'),
    );
    const [place] = await db.sql<{ id: string }[]>`
      insert into restaurants (name, address) values ('Old Photos', '1 Past St') returning id`;
    // Three pieces of 256 KB and a bit, exactly one piece, and a tiny one.
    const photos = [
      Buffer.concat([tinyPng(), Buffer.alloc(3 * 262144 + 5 - tinyPng().length, 7)]),
      Buffer.concat([tinyJpeg(), Buffer.alloc(262144 - tinyJpeg().length, 9)]),
      tinyPng(),
    ];
    for (const bytes of photos) {
      await db.sql`
        insert into restaurant_photos (restaurant_id, content_type, bytes, byte_size)
        values (${place!.id}, 'image/png', ${bytes}, ${bytes.length})`;
    }

    expect(await migrate(db.sql, all)).toEqual(
      all.filter((m) => m.version >= '0014').map((m) => m.version),
    );
    const rows = await db.sql<
      { byte_size: number; uploading: boolean; pieces: number; bytes: Buffer }[]
    >`
      select p.byte_size, p.uploading,
             (select count(*)::int from restaurant_photo_chunks c where c.photo_id = p.id) as pieces,
             (select string_agg(c.bytes, ''::bytea order by c.seq)
              from restaurant_photo_chunks c where c.photo_id = p.id) as bytes
      from restaurant_photos p order by p.byte_size desc`;
    expect(rows.map((row) => [row.byte_size, row.uploading, row.pieces])).toEqual([
      [3 * 262144 + 5, false, 4],
      [262144, false, 1],
      [tinyPng().length, false, 1],
    ]);
    rows.forEach((row, i) => expect(row.bytes.equals(photos[i]!)).toBe(true));
  });
});
