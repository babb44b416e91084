import type { TransactionSql } from '../db/client';

/**
 * The one rating rule, kept in the database as `recount_catalog_place` (migration 0013):
 * a place's rating and count are worked out from its source's stated totals and the
 * reviews we hold, visitors' visible ones counted in and the source's hidden ones counted
 * out. Call it with the place's row locked, after a review is written, hidden or shown.
 */
export async function countReviews(
  tx: TransactionSql,
  placeId: string,
): Promise<{ rating: number; reviewCount: number }> {
  await tx`select recount_catalog_place(${placeId})`;
  const [place] = await tx<{ rating: string; reviewCount: number }[]>`
    select rating, review_count as "reviewCount" from catalog_restaurants where id = ${placeId}`;
  return { rating: Number(place!.rating), reviewCount: place!.reviewCount };
}
