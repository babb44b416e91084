import type { Sql } from '../db/client';
import { confirmAddressMail, passwordResetMail } from '../mail/mail-texts';
import { queueMail } from '../mail/outbox';
import { lockAccountForMail } from './account-mail-budget';
import { issueToken, useToken } from './account-tokens';

/**
 * Mails a password reset link when an account uses the address (within its hourly mail
 * budget); otherwise does nothing. The caller answers the same either way.
 */
export async function requestPasswordReset(
  sql: Sql,
  email: string,
  site: string,
  now: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    const account = await lockAccountForMail(tx, email, now);
    if (!account?.mayMail) return;
    const token = await issueToken(tx, account.id, 'password-reset', now);
    await queueMail(tx, 'password-reset', passwordResetMail(site, account.email, token), now);
  });
}

/** Mails a new confirmation link when the address has an unconfirmed account. */
export async function resendConfirmation(
  sql: Sql,
  email: string,
  site: string,
  now: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    const account = await lockAccountForMail(tx, email, now);
    if (!account?.mayMail || account.confirmed) return;
    const token = await issueToken(tx, account.id, 'confirm-address', now);
    const mail = confirmAddressMail(site, account.email, account.contactName, token);
    await queueMail(tx, 'confirm-address', mail, now);
  });
}

/**
 * Confirms the address of a confirmation link's account (the POST of the page the link
 * opens); 400 saying why for an unknown, used or expired link (`useToken`).
 */
export async function confirmAddress(sql: Sql, token: string, now: Date): Promise<void> {
  await sql.begin(async (tx) => {
    const accountId = await useToken(tx, token, 'confirm-address', now);
    await tx`
      update accounts set email_confirmed_at = coalesce(email_confirmed_at, ${now})
      where id = ${accountId}`;
  });
}
