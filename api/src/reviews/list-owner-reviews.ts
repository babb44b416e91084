import type { OwnerReviewList } from '@pizza-atlas/contracts';
import { ownsPlace } from '../accounts/owns-place';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { restaurantNotFound } from '../http/not-found';
import { notYourPlace } from './owner-reply-errors';

/**
 * The published reviews of a place the account owns, newest first, each with its reply
 * (decision 0090): the ones its owner can answer. Held and hidden reviews are staff's.
 */
export async function listOwnerReviews(
  sql: Sql,
  accountId: string,
  placeId: string,
  page: { limit: number; offset: number },
): Promise<OwnerReviewList> {
  if (!isUuid(placeId)) throw restaurantNotFound();
  if (!(await ownsPlace(sql, accountId, placeId))) throw notYourPlace();
  const rows = await sql<
    {
      id: string;
      reviewerName: string;
      rating: number;
      text: string;
      createdAt: Date;
      replyText: string | null;
      replyCreatedAt: Date | null;
      replyUpdatedAt: Date | null;
    }[]
  >`
    select v.id, v.author_name as "reviewerName", v.rating, v.text, v.created_at as "createdAt",
           r.text as "replyText", r.created_at as "replyCreatedAt",
           r.updated_at as "replyUpdatedAt"
    from catalog_reviews v left join review_replies r on r.review_id = v.id
    where v.restaurant_id = ${placeId} and v.hidden_at is null and v.held_at is null
    order by v.created_at desc, v.id desc
    limit ${page.limit} offset ${page.offset}`;
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from catalog_reviews
    where restaurant_id = ${placeId} and hidden_at is null and held_at is null`;
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      reviewerName: row.reviewerName,
      rating: row.rating,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      reply:
        row.replyText === null
          ? null
          : {
              text: row.replyText,
              createdAt: row.replyCreatedAt!.toISOString(),
              updatedAt: row.replyUpdatedAt!.toISOString(),
            },
    })),
    total: count,
    ...page,
  };
}
