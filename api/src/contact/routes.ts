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
import { saveContactMessage } from './save-contact-message';

/** Every field at its cap, even \u-escaped, fits in 48 KB. */
const CONTACT_BODY_LIMIT = 48 * 1024;

/** A message to the team (advertising, partnership or general); staff read it in the inbox. */
export const contactRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  clock: Clock;
  writes: AnonymousWrites;
}> = async (app, { sql, clock, writes }) => {
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
        await saveContactMessage(sql, message, await writes.clientHash(request), clock.now());
      }
      return reply.code(201).send({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
