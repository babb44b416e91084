import type { StaffReview } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/**
 * Reviews of catalog places and of visitors' places together, newest first, filtered by
 * state and by text in the review, its author or its place's name.
 */
export async function listStaffReviews(
  sql: Sql,
  query: { status: 'visible' | 'hidden' | 'all'; q: string; limit: number },
): Promise<StaffReview[]> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const rows = await sql<
    {
      id: string;
      kind: 'catalog' | 'submitted';
      placeId: string;
      placeName: string;
      catalogId: string | null;
      reviewerName: string;
      rating: number;
      text: string;
      createdAt: Date;
      hiddenAt: Date | null;
    }[]
  >`
    select * from (
      select v.id, 'catalog' as kind, p.id as "placeId", p.name as "placeName",
             p.id as "catalogId", v.author_name as "reviewerName", v.rating, v.text,
             v.created_at as "createdAt", v.hidden_at as "hiddenAt"
      from catalog_reviews v join catalog_restaurants p on p.id = v.restaurant_id
      union all
      select v.id, 'submitted', p.id, p.name, p.catalog_id, v.reviewer_name, v.rating,
             v.review_text, v.created_at, v.hidden_at
      from reviews v join restaurants p on p.id = v.restaurant_id
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
    kind: row.kind,
    place: {
      id: row.placeId,
      name: row.placeName,
      path: row.kind === 'catalog' ? `/restaurant/${row.placeId}` : null,
    },
    reviewerName: row.reviewerName,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  }));
}
