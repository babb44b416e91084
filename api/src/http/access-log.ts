import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, written when it completes, instead of Fastify's two
 * (received, completed): the pair cost about 22 µs, a third of a cached search's CPU.
 * Failed requests and every other Fastify log line are written as before.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
