import { readMigrations } from '../src/db/migrate';
import { writePlaces } from '../src/places/write-places';
import type { NewPlace } from '../src/places/place';
import { createReview } from '../src/reviews/create-review';
import { moderateReview } from '../src/staff/moderate-review';
import { createTestAccount } from './accounts-kit';
import { createTestDatabase, type TestDatabase } from './test-database';

const now = new Date('2026-11-20T18:00:00Z');
const review = (rating: number, text: string) => ({ rating, reviewText: text, reviewerName: 'Vi' });

function place(rating: number, reviewCount: number): NewPlace {
  return {
    source: 'csv',
    source_id: 'rule-1',
    is_sample: false,
    name: 'Rule Pizza',
    image_url: null,
    photos: [],
    url: null,
    website: null,
    rating,
    review_count: reviewCount,
    price: null,
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    country: 'US',
    latitude: 30.27,
    longitude: -97.74,
    phone: '',
    display_phone: '',
    is_closed: false,
    transactions: [],
    features: [],
    opening_hours: null,
    attribution: 'Test',
    license: null,
  };
}

describe('one rating rule', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const stats = async (id: string) => {
    const [row] = await db.sql<{ rating: string; review_count: number }[]>`
      select rating, review_count from catalog_restaurants where id = ${id}`;
    return { rating: Number(row!.rating), reviewCount: row!.review_count };
  };

  it('counts visitors in, keeps them counted through a re-import, and counts hidden reviews out', async () => {
    await writePlaces(db.sql, [place(4, 10)]);
    const [{ id }] = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants where source_id = 'rule-1'`;
    const written = await createReview(db.sql, id!, review(5, 'Great.'), now, {
      clientHash: 'a'.repeat(64),
    });
    // (4 × 10 + 5) / 11 = 4.09…
    expect(written!.restaurant).toEqual({ id, rating: 4.1, reviewCount: 11 });

    // The source now says 4.2 from 12 reviews; the visitor's review still counts.
    await writePlaces(db.sql, [place(4.2, 12)]);
    // (4.2 × 12 + 5) / 13 = 4.26…
    expect(await stats(id!)).toEqual({ rating: 4.3, reviewCount: 13 });

    const staff = await createTestAccount(db.sql, { role: 'staff' });
    await moderateReview(db.sql, written!.review.id, {
      verb: 'hide',
      reason: 'Spam',
      staffId: staff.account.id,
      now,
    });
    expect(await stats(id!)).toEqual({ rating: 4.2, reviewCount: 12 });
    await moderateReview(db.sql, written!.review.id, {
      verb: 'restore',
      reason: 'Not spam after all',
      staffId: staff.account.id,
      now,
    });
    expect(await stats(id!)).toEqual({ rating: 4.3, reviewCount: 13 });
  });

  it('never drifts with rounding: the average of the reviews, not of rounded averages', async () => {
    const [{ id }] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude, attribution)
      values ('submission', 'rule-2', 'Fresh Pizza', 'Austin', 'TX', 30.27, -97.74, 'Test')
      returning id`;
    const ratings = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3, 5, 5, 2, 1, 4, 5, 3, 4, 5, 2];
    for (const [i, rating] of ratings.entries()) {
      await createReview(db.sql, id!, review(rating, `Visit ${i}`), now, {
        // Twenty visitors: one client's twenty would be a burst held for staff.
        clientHash: i.toString(16).padStart(64, 'b'),
      });
    }
    // 72 / 20 = 3.6 exactly; a running average of one-decimal values ends at 3.7.
    expect(await stats(id!)).toEqual({ rating: 3.6, reviewCount: 20 });
  });
});

describe('migration 0013', () => {
  let db: TestDatabase;
  const all = readMigrations();
  const before = all.filter((migration) => migration.version < '0013');
  const rest = all.filter((migration) => migration.version >= '0013');

  beforeAll(async () => {
    db = await createTestDatabase(before);
  });
  afterAll(() => db.drop());

  it("moves approved submissions' reviews to their catalog places and counts them", async () => {
    const [catalog] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                       rating, review_count, attribution)
      values ('submission', 'old-1', 'Old Pizza', 'Austin', 'TX', 30.27, -97.74, 0, 0, 'Test')
      returning id`;
    const [submission] = await db.sql<{ id: string }[]>`
      insert into restaurants (name, address, approved, is_user_submitted, catalog_id, rating, review_count)
      values ('Old Pizza', '1 Main St, Austin, TX', true, true, ${catalog!.id}, 4.5, 2)
      returning id`;
    await db.sql`
      insert into reviews (restaurant_id, reviewer_name, rating, review_text)
      values (${submission!.id}, 'A', 5, 'Lovely'), (${submission!.id}, 'B', 4, 'Good')`;

    await db.sql.begin(async (tx) => {
      for (const migration of rest) await tx.unsafe(migration.sql);
    });

    const moved = await db.sql<{ rating: number; by_visitor: boolean }[]>`
      select rating, by_visitor from catalog_reviews where restaurant_id = ${catalog!.id}
      order by rating`;
    expect(moved).toEqual([
      { rating: 4, by_visitor: true },
      { rating: 5, by_visitor: true },
    ]);
    const [place] = await db.sql<{ rating: string; review_count: number }[]>`
      select rating, review_count from catalog_restaurants where id = ${catalog!.id}`;
    expect({ rating: Number(place!.rating), count: place!.review_count }).toEqual({
      rating: 4.5,
      count: 2,
    });
    const [table] = await db.sql`select to_regclass('reviews') as name`;
    expect(table!.name).toBeNull();
  });
});
