import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import { recordStaffAction } from './record-staff-action';

export type ListingChange = 'remove' | 'relist';

/**
 * Takes the place an approved submission became off the site, or lists it again
 * (decision 0086). Removed, it is what a refresh's removal is: out of search, the guides
 * and the sitemap, its page a 410; its reviews and photos are kept for a relisting. Only a
 * place of the visitor's own: one merged into another source's place is that source's to list.
 */
export async function changeSubmittedListing(
  sql: Sql,
  submissionId: string,
  change: ListingChange,
  reason: string,
  staffId: string,
  now: Date,
): Promise<{ catalogId: string; name: string }> {
  if (!isUuid(submissionId)) throw notFound('submission');
  return sql.begin(async (tx) => {
    const [row] = await tx<
      {
        catalogId: string | null;
        approved: boolean;
        ownPlace: string | null;
        name: string | null;
        removedAt: Date | null;
      }[]
    >`
      select s.catalog_id as "catalogId", s.approved, r.id as "ownPlace", r.name,
             r.removed_at as "removedAt"
      from restaurants s
      left join catalog_restaurants r
        on r.id = s.catalog_id and r.source = 'submission' and r.source_id = s.id::text
      where s.id = ${submissionId} and s.is_user_submitted
      for update of s`;
    if (!row) throw notFound('submission');
    if (!row.approved || !row.catalogId) {
      throw new HttpError(409, 'NOT_APPROVED', 'Only an approved submission has a listing.');
    }
    if (!row.ownPlace) {
      throw new HttpError(
        409,
        'MERGED_PLACE',
        'This submission was merged into a place another source lists: that source keeps it listed.',
      );
    }
    const removing = change === 'remove';
    if (removing === (row.removedAt !== null)) {
      throw new HttpError(
        409,
        removing ? 'ALREADY_REMOVED' : 'ALREADY_LISTED',
        removing ? 'This place is already off the directory.' : 'This place is already listed.',
      );
    }
    await tx`
      update catalog_restaurants
      set removed_at = ${removing ? now : null}, updated_at = ${now}
      where id = ${row.ownPlace}`;
    await recordStaffAction(tx, {
      staffId,
      action: removing ? 'place.remove' : 'place.relist',
      target: `place:${row.ownPlace}`,
      before: { listed: removing, submission: submissionId },
      after: { listed: !removing, reason },
      at: now,
    });
    return { catalogId: row.ownPlace, name: row.name ?? '' };
  });
}
