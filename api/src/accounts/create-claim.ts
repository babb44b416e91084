import { ACCOUNT_MESSAGES, type Claim } from '@pizza-atlas/contracts';
import postgres from 'postgres';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { placeRemoved } from '../http/not-found';
import { staffClaimMail } from '../mail/mail-texts';
import { queueStaffMail } from '../mail/outbox';
import { placeRemovedAt } from '../places/read-places';
import { CLAIM_COLUMNS, claimFromRow, type ClaimRow } from './claim-row';

/**
 * An advertiser asks to be recognised as a catalog place's owner; staff decide, alerted by
 * a mail stored with the claim. An account whose address is not confirmed cannot claim (403).
 */
export async function createClaim(
  sql: Sql,
  accountId: string,
  request: { restaurantId: string; message: string },
  site: string,
  now: Date,
): Promise<Claim> {
  const [account] = await sql<{ email: string; businessName: string | null; confirmed: boolean }[]>`
    select email, business_name as "businessName", email_confirmed_at is not null as confirmed
    from accounts where id = ${accountId}`;
  if (!account?.confirmed) {
    throw new HttpError(403, 'EMAIL_UNCONFIRMED', ACCOUNT_MESSAGES.emailUnconfirmed);
  }
  // A place its source no longer lists cannot be claimed (decision 0033).
  if (isUuid(request.restaurantId) && (await placeRemovedAt(sql, request.restaurantId))) {
    throw placeRemoved();
  }
  return sql.begin(async (tx) => {
    // One statement: the foreign key to the place turns away an unknown place (23503).
    const [inserted] = await tx<{ id: string }[]>`
    insert into listing_claims (account_id, restaurant_id, message, created_at)
    values (${accountId}, ${request.restaurantId}, ${request.message}, ${now})
    on conflict (account_id, restaurant_id) do nothing
    returning id`.catch((error: unknown) => {
      if (isUnknownPlace(error))
        throw new HttpError(404, 'NOT_FOUND', 'There is no such place in the catalog.');
      throw error;
    });
    if (!inserted) throw new HttpError(409, 'CLAIM_EXISTS', ACCOUNT_MESSAGES.claimExists);
    const [row] = await tx<ClaimRow[]>`
      select ${tx.unsafe(CLAIM_COLUMNS)}
      from listing_claims c join catalog_restaurants r on r.id = c.restaurant_id
      where c.id = ${inserted.id}`;
    const mail = staffClaimMail(site, {
      placeName: row!.placeName,
      city: row!.placeCity,
      state: row!.placeState,
      businessName: account.businessName ?? '',
      email: account.email,
      message: row!.message,
    });
    await queueStaffMail(tx, 'staff-claim', mail, now);
    return claimFromRow(row!);
  });
}

/** A foreign-key violation on the claim's place: no place has that id. */
function isUnknownPlace(error: unknown): boolean {
  return (
    error instanceof postgres.PostgresError &&
    error.code === '23503' &&
    error.constraint_name === 'listing_claims_restaurant_id_fkey'
  );
}
