import type { ContactType, InboxMessage } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** Contact messages, newest first: open ones, handled ones, or all. */
export async function listInbox(
  sql: Sql,
  status: 'open' | 'handled' | 'all',
  limit = 200,
): Promise<InboxMessage[]> {
  const rows = await sql<
    {
      id: string;
      name: string;
      email: string;
      company: string | null;
      message: string;
      type: ContactType;
      createdAt: Date;
      handledAt: Date | null;
    }[]
  >`
    select id, name, email, company, message, type, created_at as "createdAt",
           handled_at as "handledAt"
    from contact_messages
    where ${status === 'all' ? sql`true` : status === 'open' ? sql`handled_at is null` : sql`handled_at is not null`}
    order by created_at desc, id desc limit ${limit}`;
  return rows.map((row) => ({
    ...row,
    company: row.company ?? '',
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}
