import type { Sql, TransactionSql } from '../db/client';

/**
 * Whether the account owns the catalog place now: its claim on it is approved and not
 * revoked (a revoked claim becomes refused, decision 0086). One place has one owner
 * (listing_claims_owner_idx). In a transaction the claim's row is locked, so a staff
 * revocation waits for the owner's write that checked it, and the reverse: `for share` by
 * default (an owner's replies to different reviews do not wait for each other), `update`
 * where two of the owner's own writes must also wait for each other (the listing's saves,
 * decision 0089).
 */
export async function ownsPlace(
  sql: Sql | TransactionSql,
  accountId: string,
  placeId: string,
  lock: 'share' | 'update' = 'share',
): Promise<boolean> {
  const [claim] = await sql`
    select 1 from listing_claims
    where account_id = ${accountId} and restaurant_id = ${placeId} and status = 'approved'
    ${lock === 'update' ? sql`for update` : sql`for share`}`;
  return claim !== undefined;
}
