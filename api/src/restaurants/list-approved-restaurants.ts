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
      select r.*, c.rating as place_rating, c.review_count as place_review_count
      from restaurants r left join catalog_restaurants c on c.id = r.catalog_id
      where r.approved
      order by r.created_at desc, r.id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from restaurants where approved`,
  ]);
  return { restaurants: rows.map(toStoredRestaurant), total, ...page };
}
