import type { ContactType } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { staffContactMail } from '../mail/mail-texts';
import { queueStaffMail } from '../mail/outbox';

export interface ContactMessage {
  name: string;
  email: string;
  company: string | null;
  message: string;
  type: ContactType;
}

/** Stores a contact message and, in the same transaction, a mail about it to every staff account. */
export async function saveContactMessage(
  sql: Sql,
  message: ContactMessage,
  clientHash: string,
  site: string,
  now: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    await queueStaffMail(tx, 'staff-contact', staffContactMail(site, message), now);
    await tx`
    insert into contact_messages (name, email, company, message, type, client_hash, created_at)
    values (
      ${message.name}, ${message.email}, ${message.company}, ${message.message}, ${message.type},
      ${clientHash}, ${now}
    )`;
  });
}
