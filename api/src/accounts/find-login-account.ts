import type { Account } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { ACCOUNT_COLUMNS, accountFromRow, type AccountRow } from './account-row';

/** An account and its password hash, by email (already lower-cased), for a sign-in. */
export async function findLoginAccount(
  sql: Sql,
  email: string,
): Promise<{ account: Account; passwordHash: string } | null> {
  const [row] = await sql<(AccountRow & { passwordHash: string })[]>`
    select ${sql.unsafe(ACCOUNT_COLUMNS)}, a.password_hash as "passwordHash"
    from accounts a where a.email = ${email}`;
  return row ? { account: accountFromRow(row), passwordHash: row.passwordHash } : null;
}
