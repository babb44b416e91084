import type { Claim } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { CLAIM_COLUMNS, claimFromRow, type ClaimRow } from './claim-row';

/** An advertiser's own claims, newest first. */
export async function listAccountClaims(sql: Sql, accountId: string): Promise<Claim[]> {
  const rows = await sql<ClaimRow[]>`
    select ${sql.unsafe(CLAIM_COLUMNS)}
    from listing_claims c join catalog_restaurants r on r.id = c.restaurant_id
    where c.account_id = ${accountId}
    order by c.created_at desc, c.id desc`;
  return rows.map(claimFromRow);
}
