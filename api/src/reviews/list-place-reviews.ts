import type { StoredReviewList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { placeRating } from '../places/place-ratings';

/**
 * The reviews we keep of a catalog place, newest first, held and hidden ones left out; `total` is the
 * place's stated count (which includes reviews we do not hold). Null for an unknown place.
 */
export async function listPlaceReviews(
  sql: Sql,
  placeId: string,
  page: { limit: number; offset: number },
): Promise<StoredReviewList | null> {
  const place = await placeRating(sql, placeId);
  if (!place) return null;
  const rows = await sql<
    { id: string; reviewerName: string; rating: number; reviewText: string; createdAt: Date }[]
  >`
    select id, author_name as "reviewerName", rating, text as "reviewText", created_at as "createdAt"
    from catalog_reviews
    where restaurant_id = ${placeId} and hidden_at is null and held_at is null
    order by created_at desc, id desc
    limit ${page.limit} offset ${page.offset}`;
  return {
    reviews: rows.map((row) => ({
      ...row,
      restaurantId: placeId,
      createdAt: row.createdAt.toISOString(),
    })),
    total: place.reviewCount,
    ...page,
  };
}
