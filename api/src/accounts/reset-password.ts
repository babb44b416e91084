import type { Sql } from '../db/client';
import { useToken } from './account-tokens';
import { hashPassword } from './hash-password';
import { assertPasswordStrong } from './password-strength';

/**
 * Sets a new password with a reset link's token, in one transaction: the token is used
 * (once, see useToken), the password replaced, every session of the account ended and its
 * other reset links voided. Following the link also proves the address. 400 for an unknown,
 * used or expired token (`useToken`), and for a weak password (judged against the account's email and
 * business name; the token stays unused, as the transaction is rolled back).
 */
export async function resetPassword(
  sql: Sql,
  token: string,
  password: string,
  now: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    const accountId = await useToken(tx, token, 'password-reset', now);
    const [owner] = await tx<{ email: string; businessName: string | null }[]>`
      select email, business_name as "businessName" from accounts where id = ${accountId}`;
    assertPasswordStrong(password, owner!, 'password');
    const passwordHash = await hashPassword(password);
    await tx`
      update accounts
      set password_hash = ${passwordHash}, password_changed_at = ${now},
          email_confirmed_at = coalesce(email_confirmed_at, ${now})
      where id = ${accountId}`;
    await tx`
      update account_tokens set used_at = ${now}
      where account_id = ${accountId} and purpose = 'password-reset' and used_at is null`;
    await tx`delete from sessions where account_id = ${accountId}`;
  });
}
