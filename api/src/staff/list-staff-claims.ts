import type { ClaimStatus, StaffClaim } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { CLAIM_COLUMNS, claimFromRow, type ClaimRow } from '../accounts/claim-row';

/** Listing claims in one state, oldest first (the order to work through them). */
export async function listStaffClaims(sql: Sql, status: ClaimStatus): Promise<StaffClaim[]> {
  const rows = await sql<
    (ClaimRow & {
      accountId: string;
      email: string;
      businessName: string | null;
      contactName: string;
    })[]
  >`
    select ${sql.unsafe(CLAIM_COLUMNS)}, a.id as "accountId", a.email,
           a.business_name as "businessName", a.contact_name as "contactName"
    from listing_claims c
    join catalog_restaurants r on r.id = c.restaurant_id
    join accounts a on a.id = c.account_id
    where c.status = ${status}
    order by c.created_at, c.id`;
  return rows.map((row) => ({
    ...claimFromRow(row),
    account: {
      id: row.accountId,
      email: row.email,
      businessName: row.businessName,
      contactName: row.contactName,
    },
  }));
}
