import type { StoredReviewList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid, toStoredReview, type ReviewRow } from './stored-rows';

/** Reviews of an approved stored restaurant, newest first; null when there is no such place. */
export async function listRestaurantReviews(
  sql: Sql,
  restaurantId: string,
  page: { limit: number; offset: number },
): Promise<StoredReviewList | null> {
  if (!isUuid(restaurantId)) return null;
  const [restaurant] = await sql<{ review_count: number }[]>`
    select review_count from restaurants where id = ${restaurantId} and approved`;
  if (!restaurant) return null;
  const rows = await sql<ReviewRow[]>`
    select * from reviews
    where restaurant_id = ${restaurantId} and hidden_at is null
    order by created_at desc, id desc
    limit ${page.limit} offset ${page.offset}`;
  return { reviews: rows.map(toStoredReview), total: restaurant.review_count, ...page };
}
