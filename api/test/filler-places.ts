import type { Sql } from '../src/db/client';

/**
 * 30,000 places elsewhere (around Miami), so the catalog is the size where the planner walks
 * the covering index rather than sorting a small table, then the table vacuumed as
 * autovacuum leaves it: the index-only walk needs the visibility map set. For tests of what
 * a search reads, after they have put their own places in.
 */
export async function addFillerPlacesAndVacuum(sql: Sql): Promise<void> {
  await sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, opening_hours, attribution)
    select 'csv', 'fill-' || i, 'Filler Pizza ' || i, 'Miami', 'FL',
      25.7617 + ((i * 37 % 1000) / 1000.0 - 0.5) * 2, -80.1918 + ((i * 53 % 1000) / 1000.0 - 0.5) * 2,
      3, i % 50, '$', '[]', '{}', '24/7', 'Filler'
    from generate_series(1, 30000) as i`;
  await sql`vacuum (analyze) catalog_restaurants`;
}
