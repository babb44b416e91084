import type { ContactType } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

export interface ContactMessage {
  name: string;
  email: string;
  company: string | null;
  message: string;
  type: ContactType;
}

export async function saveContactMessage(
  sql: Sql,
  message: ContactMessage,
  clientHash: string,
  now: Date,
): Promise<void> {
  await sql`
    insert into contact_messages (name, email, company, message, type, client_hash, created_at)
    values (
      ${message.name}, ${message.email}, ${message.company}, ${message.message}, ${message.type},
      ${clientHash}, ${now}
    )`;
}
