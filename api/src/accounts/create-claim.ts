import { ACCOUNT_MESSAGES, type Claim } from '@pizza-atlas/contracts';
import postgres from 'postgres';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { placeRemoved } from '../http/not-found';
import { placeRemovedAt } from '../places/read-places';
import { CLAIM_COLUMNS, claimFromRow, type ClaimRow } from './claim-row';

/** An advertiser asks to be recognised as a catalog place's owner; staff decide. */
export async function createClaim(
  sql: Sql,
  accountId: string,
  request: { restaurantId: string; message: string },
  now: Date,
): Promise<Claim> {
  // A place its source no longer lists cannot be claimed (decision 0033).
  if (isUuid(request.restaurantId) && (await placeRemovedAt(sql, request.restaurantId))) {
    throw placeRemoved();
  }
  // One statement: the foreign key to the place turns away an unknown place (23503).
  const [inserted] = await sql<{ id: string }[]>`
    insert into listing_claims (account_id, restaurant_id, message, created_at)
    values (${accountId}, ${request.restaurantId}, ${request.message}, ${now})
    on conflict (account_id, restaurant_id) do nothing
    returning id`.catch((error: unknown) => {
    if (isUnknownPlace(error))
      throw new HttpError(404, 'NOT_FOUND', 'There is no such place in the catalog.');
    throw error;
  });
  if (!inserted) throw new HttpError(409, 'CLAIM_EXISTS', ACCOUNT_MESSAGES.claimExists);
  const [row] = await sql<ClaimRow[]>`
    select ${sql.unsafe(CLAIM_COLUMNS)}
    from listing_claims c join catalog_restaurants r on r.id = c.restaurant_id
    where c.id = ${inserted.id}`;
  return claimFromRow(row!);
}

/** A foreign-key violation on the claim's place: no place has that id. */
function isUnknownPlace(error: unknown): boolean {
  return (
    error instanceof postgres.PostgresError &&
    error.code === '23503' &&
    error.constraint_name === 'listing_claims_restaurant_id_fkey'
  );
}
