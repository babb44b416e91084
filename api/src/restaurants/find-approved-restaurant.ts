import type { StoredRestaurant } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { toStoredRestaurant, type RestaurantRow } from './stored-rows';

/** An approved stored restaurant, or null for unknown, unapproved and malformed ids. */
export async function findApprovedRestaurant(
  sql: Sql,
  id: string,
): Promise<StoredRestaurant | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql<RestaurantRow[]>`
    select r.*, c.rating as place_rating, c.review_count as place_review_count
    from restaurants r left join catalog_restaurants c on c.id = r.catalog_id
    where r.id = ${id} and r.approved`;
  return row ? toStoredRestaurant(row) : null;
}
