import type { OutboxList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** The latest mails of the outbox, sent or waiting, without their bodies. */
export async function listOutbox(
  sql: Sql,
  transport: string,
  mailFiles: boolean,
  limit = 100,
): Promise<OutboxList> {
  const rows = await sql<
    {
      id: string;
      kind: string;
      recipient: string;
      subject: string;
      createdAt: Date;
      sentAt: Date | null;
      attempts: number;
      lastError: string | null;
      nextAttemptAt: Date;
    }[]
  >`
    select id, kind, recipient, subject, created_at as "createdAt", sent_at as "sentAt",
           attempts, last_error as "lastError", next_attempt_at as "nextAttemptAt"
    from mail_outbox order by created_at desc, id desc limit ${limit}`;
  const [waiting] = await sql<{ count: number }[]>`
    select count(*)::int as count from mail_outbox where sent_at is null`;
  return {
    transport,
    mailFiles,
    waiting: waiting?.count ?? 0,
    mails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      attempts: row.attempts,
      lastError: row.sentAt ? null : row.lastError,
      nextAttemptAt: row.sentAt ? null : row.nextAttemptAt.toISOString(),
    })),
  };
}
