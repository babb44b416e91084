import type { StaffReview } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/**
 * Reviews, newest first, filtered by state and by text in the review, its author or its
 * place's name. Every review we keep is of a catalog place (decision 0029).
 */
export async function listStaffReviews(
  sql: Sql,
  query: { status: 'visible' | 'hidden' | 'all'; q: string; limit: number },
): Promise<StaffReview[]> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const rows = await sql<
    {
      id: string;
      placeId: string;
      placeName: string;
      reviewerName: string;
      rating: number;
      text: string;
      createdAt: Date;
      hiddenAt: Date | null;
    }[]
  >`
    select * from (
      select v.id, p.id as "placeId", p.name as "placeName", v.author_name as "reviewerName",
             v.rating, v.text, v.created_at as "createdAt", v.hidden_at as "hiddenAt"
      from catalog_reviews v join catalog_restaurants p on p.id = v.restaurant_id
    ) r
    where ${
      query.status === 'visible'
        ? sql`"hiddenAt" is null`
        : query.status === 'hidden'
          ? sql`"hiddenAt" is not null`
          : sql`true`
    }
    ${query.q ? sql`and (text ilike ${pattern} or "reviewerName" ilike ${pattern} or "placeName" ilike ${pattern})` : sql``}
    order by "createdAt" desc, id desc
    limit ${query.limit}`;
  return rows.map((row) => ({
    id: row.id,
    place: { id: row.placeId, name: row.placeName, path: `/restaurant/${row.placeId}` },
    reviewerName: row.reviewerName,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  }));
}
