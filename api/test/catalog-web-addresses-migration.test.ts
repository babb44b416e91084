import { migrate, readMigrations } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.unsafe('drop schema public cascade; create schema public');
});

afterAll(() => db.drop());

describe('migration 0016: the catalog holds the web-address rule', () => {
  it('drops only the addresses no browser reads as written, and old rows take updates after', async () => {
    const all = readMigrations();
    await migrate(
      db.sql,
      all.filter((m) => m.version < '0016'),
    );
    const place = (
      name: string,
      website: string | null,
      url: string | null,
      image: string | null,
    ) =>
      db.sql<{ id: string }[]>`
        insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                         attribution, website, url, image_url)
        values ('csv', ${name}, ${name}, 'Austin', 'TX', 30.27, -97.74, 'Old import',
                ${website}, ${url}, ${image})
        returning id`;
    const [odd] = await place('Odd', 'http:example.com', 'example.com/x', '//cdn.example/a.png');
    const [good] = await place(
      'Good',
      'https://good.example/',
      'HTTP://Good.example/listing',
      '/sample-photos/margherita.webp',
    );
    const [none] = await place('None', null, null, null);

    await migrate(db.sql, all);
    const rows = await db.sql<
      { name: string; website: string | null; url: string | null; image_url: string | null }[]
    >`select name, website, url, image_url from catalog_restaurants order by name`;
    expect(rows).toEqual([
      {
        name: 'Good',
        website: 'https://good.example/',
        url: 'HTTP://Good.example/listing',
        image_url: '/sample-photos/margherita.webp',
      },
      { name: 'None', website: null, url: null, image_url: null },
      { name: 'Odd', website: null, url: null, image_url: null },
    ]);
    // Each old row still takes a later update (a review's recount touches the row).
    for (const { id } of [odd!, good!, none!])
      await expect(
        db.sql`update catalog_restaurants set review_count = review_count + 1 where id = ${id}`,
      ).resolves.toBeDefined();
  });
});
