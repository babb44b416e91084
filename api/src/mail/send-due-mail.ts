import type { Sql } from '../db/client';
import type { MailTransport } from './mail-transport';

/** How long a worker holds a mail it is sending before another may take it. */
const LEASE_MS = 5 * 60_000;
/** The wait after the n-th failure: 1, 2, 4 … minutes, at most an hour. Never given up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export interface SendResult {
  sent: number;
  failed: number;
}

interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Sends every mail that is due, one at a time. Each is taken with a lease in one statement
 * (skip locked, so servers draining together never send one mail twice); a mail the
 * transport refuses stays, with its error, and is due again after a backoff. A sent mail
 * keeps who, what and when, but not its body: the body may hold a one-time link.
 */
export async function sendDueMail(
  sql: Sql,
  transport: MailTransport,
  now: () => Date,
  limit = 100,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0 };
  for (let taken = 0; taken < limit; taken++) {
    const at = now();
    const [mail] = await sql<DueMail[]>`
      update mail_outbox set next_attempt_at = ${new Date(at.getTime() + LEASE_MS)},
                             attempts = attempts + 1
      where id = (
        select id from mail_outbox
        where sent_at is null and next_attempt_at <= ${at}
        order by next_attempt_at, created_at
        limit 1 for update skip locked)
      returning id, recipient, subject, body, attempts`;
    if (!mail) break;
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await sql`
        update mail_outbox
        set next_attempt_at = ${new Date(now().getTime() + retryDelayMs(mail.attempts))},
            last_error = ${message.slice(0, 1000)}
        where id = ${mail.id}`;
      result.failed++;
      continue;
    }
    await sql`
      update mail_outbox set sent_at = ${now()}, body = '', last_error = null
      where id = ${mail.id}`;
    result.sent++;
  }
  return result;
}
