import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { recordStaffAction } from './record-staff-action';

/** Marks a contact message handled, or open again; recorded in the audit log. */
export async function setMessageHandled(
  sql: Sql,
  messageId: string,
  handled: boolean,
  staffId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(messageId)) throw notFound('message');
  await sql.begin(async (tx) => {
    const [message] = await tx<{ handledAt: Date | null }[]>`
      select handled_at as "handledAt" from contact_messages where id = ${messageId} for update`;
    if (!message) throw notFound('message');
    await tx`update contact_messages set handled_at = ${handled ? now : null} where id = ${messageId}`;
    await recordStaffAction(tx, {
      staffId,
      action: handled ? 'message.handle' : 'message.reopen',
      target: `message:${messageId}`,
      before: { handled: message.handledAt !== null },
      after: { handled },
      at: now,
    });
  });
}
