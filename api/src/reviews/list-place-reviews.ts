import type { StoredReviewList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { placeRating } from '../places/place-ratings';

/**
 * The reviews we keep of a catalog place, newest first, held and hidden ones left out, each
 * with its owner's reply if it has one; `total` is the place's stated count (which includes
 * reviews we do not hold). Null for an unknown place.
 */
export async function listPlaceReviews(
  sql: Sql,
  placeId: string,
  page: { limit: number; offset: number },
): Promise<StoredReviewList | null> {
  const place = await placeRating(sql, placeId);
  if (!place) return null;
  const rows = await sql<
    {
      id: string;
      reviewerName: string;
      rating: number;
      reviewText: string;
      createdAt: Date;
      replyText: string | null;
      replyCreatedAt: Date | null;
      replyUpdatedAt: Date | null;
    }[]
  >`
    select v.id, v.author_name as "reviewerName", v.rating, v.text as "reviewText",
           v.created_at as "createdAt", r.text as "replyText",
           r.created_at as "replyCreatedAt", r.updated_at as "replyUpdatedAt"
    from catalog_reviews v left join review_replies r on r.review_id = v.id
    where v.restaurant_id = ${placeId} and v.hidden_at is null and v.held_at is null
    order by v.created_at desc, v.id desc
    limit ${page.limit} offset ${page.offset}`;
  return {
    reviews: rows.map(({ replyText, replyCreatedAt, replyUpdatedAt, ...row }) => ({
      ...row,
      restaurantId: placeId,
      createdAt: row.createdAt.toISOString(),
      // The owner's reply (decision 0090): only when there is one, so the shape stays.
      ...(replyText !== null && {
        ownerReply: {
          text: replyText,
          createdAt: replyCreatedAt!.toISOString(),
          updatedAt: replyUpdatedAt!.toISOString(),
        },
      }),
    })),
    total: place.reviewCount,
    ...page,
  };
}
