import type { TransactionSql } from '../db/client';

/** Mails about an account (confirmations, resets, "you already have an account") an hour. */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/**
 * Locks the account with this email and says whether another account mail may go to it
 * this hour: anyone can ask for these mails, so without a cap an address could be flooded.
 * The count is read under the account's row lock, in the transaction that stores the mail,
 * so requests racing for one address never pass the cap. Null when no account has the email.
 */
export async function lockAccountForMail(
  tx: TransactionSql,
  email: string,
  now: Date,
): Promise<{
  id: string;
  email: string;
  contactName: string;
  confirmed: boolean;
  mayMail: boolean;
} | null> {
  const [account] = await tx<
    { id: string; email: string; contactName: string; confirmed: boolean }[]
  >`
    select id, email, contact_name as "contactName", email_confirmed_at is not null as confirmed
    from accounts where email = ${email.toLowerCase()} for update`;
  if (!account) return null;
  const [row] = await tx<{ sent: number }[]>`
    select count(*)::int as sent from mail_outbox
    where recipient = ${account.email}
      and kind in ('confirm-address', 'already-registered', 'password-reset')
      and created_at > ${new Date(now.getTime() - 3_600_000)}`;
  const sent = row?.sent ?? 0;
  return { ...account, mayMail: sent < ACCOUNT_MAILS_PER_HOUR };
}
