import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { assertPasswordNotCommon } from './create-account';
import { hashPassword, verifyPassword } from './hash-password';

/** Checks the current password, then stores the new one's hash. */
export async function changePassword(
  sql: Sql,
  accountId: string,
  change: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  const [row] = await sql<{ passwordHash: string }[]>`
    select password_hash as "passwordHash" from accounts where id = ${accountId}`;
  if (!row || !(await verifyPassword(row.passwordHash, change.currentPassword))) {
    throw new HttpError(400, 'CURRENT_PASSWORD_WRONG', ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
    });
  }
  assertPasswordNotCommon(change.newPassword, 'newPassword');
  const passwordHash = await hashPassword(change.newPassword);
  await sql`
    update accounts set password_hash = ${passwordHash}, password_changed_at = ${now}
    where id = ${accountId}`;
}
