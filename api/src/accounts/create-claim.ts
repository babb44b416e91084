import { ACCOUNT_MESSAGES, type Claim } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { CLAIM_COLUMNS, claimFromRow, type ClaimRow } from './claim-row';

/** An advertiser asks to be recognised as a catalog place's owner; staff decide. */
export async function createClaim(
  sql: Sql,
  accountId: string,
  request: { restaurantId: string; message: string },
  now: Date,
): Promise<Claim> {
  const [inserted] = await sql<{ id: string }[]>`
    insert into listing_claims (account_id, restaurant_id, message, created_at)
    select ${accountId}, r.id, ${request.message}, ${now}
    from catalog_restaurants r where r.id = ${request.restaurantId}
    on conflict (account_id, restaurant_id) do nothing
    returning id`;
  if (!inserted) {
    const [place] = await sql`select 1 from catalog_restaurants where id = ${request.restaurantId}`;
    if (!place) throw new HttpError(404, 'NOT_FOUND', 'There is no such place in the catalog.');
    throw new HttpError(409, 'CLAIM_EXISTS', ACCOUNT_MESSAGES.claimExists);
  }
  const [row] = await sql<ClaimRow[]>`
    select ${sql.unsafe(CLAIM_COLUMNS)}
    from listing_claims c join catalog_restaurants r on r.id = c.restaurant_id
    where c.id = ${inserted.id}`;
  return claimFromRow(row!);
}
