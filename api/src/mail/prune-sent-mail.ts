import type { Sql } from '../db/client';

/** Days a sent mail's row (who, what, when; its body is gone) is kept. */
export const SENT_MAIL_DAYS = 30;

/** Deletes rows of mail sent more than SENT_MAIL_DAYS ago; unsent mail is never deleted. */
export async function pruneSentMail(sql: Sql, now: Date): Promise<number> {
  const result = await sql`
    delete from mail_outbox
    where sent_at < ${new Date(now.getTime() - SENT_MAIL_DAYS * 86_400_000)}`;
  return result.count;
}
