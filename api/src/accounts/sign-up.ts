import type { Sql } from '../db/client';
import { alreadyRegisteredMail, confirmAddressMail } from '../mail/mail-texts';
import { queueMail } from '../mail/outbox';
import { lockAccountForMail } from './account-mail-budget';
import { issueToken } from './account-tokens';
import { insertAccount, type NewAccount } from './create-account';
import { hashPassword } from './hash-password';
import { assertPasswordStrong } from './password-strength';

/**
 * A sign-up that says nothing of who has an account: a new email gets an unconfirmed
 * account and a mail to confirm it; an email that has an account (staff's too) gets a mail
 * saying so, and nothing changes. Both pay for the password's hash, and the caller answers
 * both the same. The mail is stored in the account's transaction.
 */
export async function signUp(
  sql: Sql,
  input: Omit<NewAccount, 'emailConfirmed' | 'role'>,
  site: string,
  now: Date,
): Promise<void> {
  assertPasswordStrong(
    input.password,
    { email: input.email, businessName: input.businessName },
    'password',
  );
  const passwordHash = await hashPassword(input.password);
  await sql.begin(async (tx) => {
    const account = await insertAccount(
      tx,
      { ...input, role: 'advertiser', emailConfirmed: false },
      passwordHash,
      now,
    );
    if (!account) {
      const existing = await lockAccountForMail(tx, input.email, now);
      if (existing?.mayMail) {
        await queueMail(tx, 'already-registered', alreadyRegisteredMail(site, existing.email), now);
      }
      return;
    }
    const token = await issueToken(tx, account.id, 'confirm-address', now);
    const mail = confirmAddressMail(site, account.email, account.contactName, token);
    await queueMail(tx, 'confirm-address', mail, now);
  });
}
