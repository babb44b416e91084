import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// What a proxy or a calling service sends (UUIDs, trace ids); nothing that could break a log.
const ACCEPTED_ID = /^[\w.:@-]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id a proxy or caller sent, so one request can be followed
 * across services, else a random UUID. Fastify's own ids (req-1, req-2…) start again in every
 * process, so two app servers log the same ids. The id labels logs; nothing trusts it.
 */
export function generateRequestId(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a visitor's report can be matched to the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
