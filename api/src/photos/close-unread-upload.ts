import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onSend hook for upload routes: an answer sent before the body was all read (a
 * refusal) closes the connection, so the client cannot go on sending what will be dropped.
 */
export function closeUnreadUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (!request.raw.complete) reply.header('Connection', 'close');
  done(null, payload);
}
