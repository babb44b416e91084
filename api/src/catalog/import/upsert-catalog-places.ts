import type postgres from 'postgres';
import type { CatalogPlace } from '../catalog-place';
import { RESTAURANT_COLUMNS, toRestaurantRow } from '../catalog-rows';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts places, or updates the row with the same (source, source_id), in one
 * statement. Rows whose data did not change are left alone, updated_at included.
 * The places must have distinct source ids: one statement cannot update a row twice.
 */
export async function upsertCatalogPlaces(
  sql: postgres.Sql | postgres.TransactionSql,
  places: readonly CatalogPlace[],
): Promise<UpsertCounts> {
  if (places.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = places.map((place) => toRestaurantRow(sql, place));
  // xmax is 0 on a freshly inserted row version and set on an updated one.
  const written = await sql<{ id: string; inserted: boolean }[]>`
    insert into catalog_restaurants ${sql(rows, ...RESTAURANT_COLUMNS)}
    on conflict (source, source_id) do update set
      name = excluded.name, image_url = excluded.image_url, photos = excluded.photos,
      url = excluded.url, website = excluded.website,
      source_rating = excluded.source_rating, source_review_count = excluded.source_review_count,
      price = excluded.price,
      categories = excluded.categories, address1 = excluded.address1, city = excluded.city,
      state = excluded.state, zip_code = excluded.zip_code, country = excluded.country,
      latitude = excluded.latitude, longitude = excluded.longitude, phone = excluded.phone,
      display_phone = excluded.display_phone, is_closed = excluded.is_closed,
      transactions = excluded.transactions, features = excluded.features,
      hours = excluded.hours, attribution = excluded.attribution, license = excluded.license,
      updated_at = now()
    where (
      catalog_restaurants.name, catalog_restaurants.image_url, catalog_restaurants.photos,
      catalog_restaurants.url, catalog_restaurants.website, catalog_restaurants.source_rating,
      catalog_restaurants.source_review_count, catalog_restaurants.price,
      catalog_restaurants.categories, catalog_restaurants.address1, catalog_restaurants.city,
      catalog_restaurants.state, catalog_restaurants.zip_code, catalog_restaurants.country,
      catalog_restaurants.latitude, catalog_restaurants.longitude, catalog_restaurants.phone,
      catalog_restaurants.display_phone, catalog_restaurants.is_closed,
      catalog_restaurants.transactions, catalog_restaurants.features,
      catalog_restaurants.hours, catalog_restaurants.attribution, catalog_restaurants.license
    ) is distinct from (
      excluded.name, excluded.image_url, excluded.photos, excluded.url, excluded.website,
      excluded.source_rating, excluded.source_review_count, excluded.price, excluded.categories,
      excluded.address1, excluded.city, excluded.state, excluded.zip_code, excluded.country,
      excluded.latitude, excluded.longitude, excluded.phone, excluded.display_phone,
      excluded.is_closed, excluded.transactions, excluded.features, excluded.hours,
      excluded.attribution, excluded.license
    )
    returning id, (xmax = 0) as inserted`;
  // An updated place's rating is worked out again: the source's new totals and the reviews
  // visitors wrote here (one rule, migration 0013). A new place's is what its source states.
  const updatedIds = written.filter((row) => !row.inserted).map((row) => row.id);
  if (updatedIds.length > 0) {
    await sql`select recount_catalog_place(id) from unnest(${sql.array(updatedIds)}::uuid[]) as id`;
  }
  const inserted = written.filter((row) => row.inserted).length;
  return {
    inserted,
    updated: written.length - inserted,
    unchanged: places.length - written.length,
  };
}
