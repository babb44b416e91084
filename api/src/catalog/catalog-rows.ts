import type postgres from 'postgres';
import type { CatalogPlace } from './catalog-place';

type Db = postgres.Sql | postgres.TransactionSql;

// prettier-ignore
/** The columns both the seed and the importer write (id only when the caller sets it). */
export const RESTAURANT_COLUMNS = [
  'source', 'source_id', 'is_sample', 'name', 'image_url', 'photos', 'url', 'website',
  'rating', 'review_count', 'price', 'categories', 'address1', 'city', 'state', 'zip_code',
  'country', 'latitude', 'longitude', 'phone', 'display_phone', 'is_closed', 'transactions',
  'features', 'hours', 'attribution', 'license',
] as const;

export const REVIEW_COLUMNS = [
  'id',
  'restaurant_id',
  'author_name',
  'rating',
  'text',
  'created_at',
] as const;

/** Rows are sent in slices: one statement may carry at most 65,535 parameters. */
export const INSERT_BATCH_SIZE = 500;

// postgres.js wants JSON-shaped values; our interfaces are, but lack index signatures.
function json(sql: Db, value: unknown): postgres.Parameter {
  return sql.json(value as postgres.JSONValue);
}

/** A place as parameters for a multi-row `sql(rows, columns)` insert. */
export function toRestaurantRow(sql: Db, place: CatalogPlace) {
  return {
    ...place,
    categories: json(sql, place.categories),
    hours: json(sql, place.hours),
  };
}

export function chunk<T>(items: readonly T[], size = INSERT_BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}
