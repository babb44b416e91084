import {
  CONTACT_RECEIVED_MESSAGE,
  ContactMessageSchema,
  ContactResponseSchema,
  HONEYPOT_FIELD,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { AnonymousWrites } from '../http/anonymous-writes';
import type { MailWorker } from '../mail/mail-worker';
import { saveContactMessage } from './save-contact-message';

/** Every field at its cap, even \u-escaped, fits in 48 KB. */
const CONTACT_BODY_LIMIT = 48 * 1024;

/** A message to the team (advertising, partnership or general); staff read it in the inbox. */
export const contactRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  clock: Clock;
  writes: AnonymousWrites;
  /** The site's origin (PUBLIC_URL), for the links in mails. */
  site: string;
  /** Sends the staff alert the message stored, after it. */
  mail: MailWorker;
}> = async (app, { sql, clock, writes, site, mail }) => {
  app.post(
    '/api/contact',
    {
      ...writes.route(CONTACT_BODY_LIMIT),
      schema: {
        tags: ['contact'],
        summary: 'Send the team a message',
        body: ContactMessageSchema,
        response: { 201: ContactResponseSchema },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: _honeypot, ...message } = request.body;
      if (!writes.isTrapped(request, request.body)) {
        const clientHash = await writes.clientHash(request);
        await saveContactMessage(sql, message, clientHash, site, clock.now());
        mail.nudge();
      }
      return reply.code(201).send({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
