import type { Account } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { hashPassword, verifyPassword } from './hash-password';
import { assertPasswordStrong } from './password-strength';

/** Checks a password against the account's stored hash (one argon2id verification). */
export async function currentPasswordMatches(
  sql: Sql,
  accountId: string,
  password: string,
): Promise<boolean> {
  const [row] = await sql<{ passwordHash: string }[]>`
    select password_hash as "passwordHash" from accounts where id = ${accountId}`;
  return row !== undefined && (await verifyPassword(row.passwordHash, password));
}

/** Refuses a weak new password (400 on `newPassword`), else stores its hash. */
export function assertNewPasswordStrong(account: Account, newPassword: string): void {
  assertPasswordStrong(
    newPassword,
    { email: account.email, businessName: account.businessName },
    'newPassword',
  );
}

/** Stores the new password's hash; the caller has checked the current one. */
export async function storeNewPassword(
  sql: Sql,
  accountId: string,
  newPassword: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await sql`
    update accounts set password_hash = ${passwordHash}, password_changed_at = ${now}
    where id = ${accountId}`;
}
