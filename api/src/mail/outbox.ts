import type { Sql, TransactionSql } from '../db/client';
import type { OutgoingMail } from './mail-transport';

/** What a mail is, kept with it (the outbox's kind column). */
export type MailKind =
  | 'confirm-address'
  | 'already-registered'
  | 'password-reset'
  | 'staff-contact'
  | 'staff-claim'
  | 'claim-decision';

/**
 * Stores a mail to send. Pass the transaction of the write the mail is about, so the mail
 * exists exactly when the write does; a worker sends it after the commit.
 */
export async function queueMail(
  sql: Sql | TransactionSql,
  kind: MailKind,
  mail: OutgoingMail,
  now: Date,
): Promise<void> {
  await sql`
    insert into mail_outbox (kind, recipient, subject, body, created_at, next_attempt_at)
    values (${kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${now}, ${now})`;
}

/** Stores one mail to every staff account (their addresses are read in the same statement). */
export async function queueStaffMail(
  sql: Sql | TransactionSql,
  kind: MailKind,
  mail: Omit<OutgoingMail, 'to'>,
  now: Date,
): Promise<number> {
  const result = await sql`
    insert into mail_outbox (kind, recipient, subject, body, created_at, next_attempt_at)
    select ${kind}, email, ${mail.subject}, ${mail.text}, ${now}, ${now}
    from accounts where role = 'staff'`;
  return result.count;
}
