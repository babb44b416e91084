import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { claimDecisionMail } from '../mail/mail-texts';
import { queueMail } from '../mail/outbox';
import { recordStaffAction } from './record-staff-action';

/**
 * Approves or refuses a pending listing claim, with an optional note to the advertiser,
 * who is told by a mail stored with the decision.
 * A place has one approved owner: approving a second claim for it is refused (409).
 */
export async function decideClaim(
  sql: Sql,
  claimId: string,
  decision: 'approved' | 'refused',
  note: string,
  staffId: string,
  site: string,
  now: Date,
): Promise<void> {
  if (!isUuid(claimId)) throw notFound('claim');
  await sql.begin(async (tx) => {
    const [claim] = await tx<
      { status: string; restaurantId: string; email: string; placeName: string }[]
    >`
      select c.status, c.restaurant_id as "restaurantId", a.email, r.name as "placeName"
      from listing_claims c
      join accounts a on a.id = c.account_id
      join catalog_restaurants r on r.id = c.restaurant_id
      where c.id = ${claimId} for update of c`;
    if (!claim) throw notFound('claim');
    if (claim.status !== 'pending') {
      throw new HttpError(409, 'ALREADY_DECIDED', `This claim was already ${claim.status}.`);
    }
    if (decision === 'approved') {
      const [owner] = await tx`
        select 1 from listing_claims
        where restaurant_id = ${claim.restaurantId} and status = 'approved'`;
      if (owner) {
        throw new HttpError(
          409,
          'PLACE_ALREADY_CLAIMED',
          'Another advertiser already owns this place. Refuse this claim, or revoke the owner’s claim first (Claims, Approved: “Revoke ownership”).',
        );
      }
    }
    await tx`
      update listing_claims
      set status = ${decision}, decision_note = ${note}, decided_at = ${now}, decided_by = ${staffId}
      where id = ${claimId}`;
    const mail = claimDecisionMail(site, claim.email, {
      placeName: claim.placeName,
      decision,
      note,
    });
    await queueMail(tx, 'claim-decision', mail, now);
    await recordStaffAction(tx, {
      staffId,
      action: decision === 'approved' ? 'claim.approve' : 'claim.refuse',
      target: `claim:${claimId}`,
      before: { status: 'pending' },
      after: { status: decision, note },
      at: now,
    });
  });
}

/**
 * Withdraws an approved claim (the owner sold the place, or was approved by mistake): it
 * becomes refused with the reason as its note, the advertiser is told by mail, and the
 * place may be claimed again (decision 0086).
 */
export async function revokeClaim(
  sql: Sql,
  claimId: string,
  reason: string,
  staffId: string,
  site: string,
  now: Date,
): Promise<void> {
  if (!isUuid(claimId)) throw notFound('claim');
  await sql.begin(async (tx) => {
    const [claim] = await tx<{ status: string; email: string; placeName: string }[]>`
      select c.status, a.email, r.name as "placeName"
      from listing_claims c
      join accounts a on a.id = c.account_id
      join catalog_restaurants r on r.id = c.restaurant_id
      where c.id = ${claimId} for update of c`;
    if (!claim) throw notFound('claim');
    if (claim.status !== 'approved') {
      throw new HttpError(409, 'NOT_APPROVED', `This claim is ${claim.status}, not approved.`);
    }
    await tx`
      update listing_claims
      set status = 'refused', decision_note = ${reason}, decided_at = ${now}, decided_by = ${staffId}
      where id = ${claimId}`;
    const mail = claimDecisionMail(site, claim.email, {
      placeName: claim.placeName,
      decision: 'revoked',
      note: reason,
    });
    await queueMail(tx, 'claim-decision', mail, now);
    await recordStaffAction(tx, {
      staffId,
      action: 'claim.revoke',
      target: `claim:${claimId}`,
      before: { status: 'approved' },
      after: { status: 'refused', reason },
      at: now,
    });
  });
}
