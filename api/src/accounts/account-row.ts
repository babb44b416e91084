import type { Account, AccountRole, AdPackageId } from '@pizza-atlas/contracts';

/** The columns of accounts that make an Account (postgres.js camel-cases them). */
export interface AccountRow {
  id: string;
  email: string;
  role: AccountRole;
  businessName: string | null;
  contactName: string;
  package: AdPackageId | null;
  createdAt: Date;
}

export function accountFromRow(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    businessName: row.businessName,
    contactName: row.contactName,
    package: row.package,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The select list for an AccountRow, from the accounts table aliased `a`. A constant. */
export const ACCOUNT_COLUMNS = `a.id, a.email, a.role, a.business_name as "businessName",
  a.contact_name as "contactName", a.package, a.created_at as "createdAt"`;
