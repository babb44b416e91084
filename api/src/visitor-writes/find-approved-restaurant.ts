import type { StoredRestaurant } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid, toStoredRestaurant, type RestaurantRow } from './stored-rows';

/** An approved stored restaurant, or null for unknown, unapproved and malformed ids. */
export async function findApprovedRestaurant(
  sql: Sql,
  id: string,
): Promise<StoredRestaurant | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql<RestaurantRow[]>`
    select * from restaurants where id = ${id} and approved`;
  return row ? toStoredRestaurant(row) : null;
}
