import type { ReviewHoldSignal, ReviewReportReason, StaffReview } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

type Status = 'queue' | 'held' | 'reported' | 'visible' | 'hidden' | 'all';

/**
 * Reviews, newest first, filtered by state and by text in the review, its author or its
 * place's name, with the signals that held them and their open reports (decision 0044).
 * 'queue' is what waits for staff: held reviews and reported ones not yet decided. Every
 * review we keep is of a catalog place (decision 0029).
 */
export async function listStaffReviews(
  sql: Sql,
  query: { status: Status; q: string; limit: number },
): Promise<StaffReview[]> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const filter = {
    queue: sql`("heldAt" is not null or "openReports" > 0)`,
    held: sql`"heldAt" is not null`,
    reported: sql`"openReports" > 0`,
    visible: sql`"hiddenAt" is null and "heldAt" is null`,
    hidden: sql`"hiddenAt" is not null`,
    all: sql`true`,
  }[query.status];
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
      heldAt: Date | null;
      heldSignals: ReviewHoldSignal[];
      openReports: number;
      reasons: { reason: ReviewReportReason; count: number }[] | null;
      notes: string[] | null;
      replyText: string | null;
      replyUpdatedAt: Date | null;
    }[]
  >`
    select * from (
      select v.id, p.id as "placeId", p.name as "placeName", v.author_name as "reviewerName",
             v.rating, v.text, v.created_at as "createdAt", v.hidden_at as "hiddenAt",
             v.held_at as "heldAt", v.held_signals as "heldSignals",
             coalesce(r.count, 0)::int as "openReports", r.reasons, r.notes,
             o.text as "replyText", o.updated_at as "replyUpdatedAt"
      from catalog_reviews v
      join catalog_restaurants p on p.id = v.restaurant_id
      left join review_replies o on o.review_id = v.id
      left join lateral (
        select sum(n)::int as count,
               json_agg(json_build_object('reason', reason, 'count', n) order by n desc, reason) as reasons,
               (select array_agg(note order by created_at) from review_reports
                where review_id = v.id and settled_at is null and note <> '') as notes
        from (
          select reason, count(*)::int as n from review_reports
          where review_id = v.id and settled_at is null group by reason
        ) by_reason
      ) r on true
    ) r
    where ${filter}
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
    state: row.hiddenAt ? 'hidden' : row.heldAt ? 'held' : 'published',
    heldSignals: row.heldSignals,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    openReports: { count: row.openReports, reasons: row.reasons ?? [], notes: row.notes ?? [] },
    ownerReply:
      row.replyText === null
        ? null
        : { text: row.replyText, updatedAt: row.replyUpdatedAt!.toISOString() },
  }));
}
