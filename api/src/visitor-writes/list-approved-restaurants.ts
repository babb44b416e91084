import type { StoredRestaurantList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { toStoredRestaurant, type RestaurantRow } from './stored-rows';

/** Approved stored restaurants, newest first. Submissions stay hidden until approved. */
export async function listApprovedRestaurants(
  sql: Sql,
  page: { limit: number; offset: number },
): Promise<StoredRestaurantList> {
  const [rows, [{ total }]] = await Promise.all([
    sql<RestaurantRow[]>`
      select * from restaurants
      where approved
      order by created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from restaurants where approved`,
  ]);
  return { restaurants: rows.map(toStoredRestaurant), total, ...page };
}
