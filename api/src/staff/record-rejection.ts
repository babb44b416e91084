import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import type { ClientHasher } from '../http/hash-client';

export type RejectionKind = 'honeypot' | 'rate-limit';

/**
 * Notes an anonymous write turned away (the honeypot filled, a rate limit reached) for the
 * staff console. Best effort: a failure is logged and never changes the answer.
 */
export function recordRejection(
  sql: Sql,
  hashClient: ClientHasher,
  request: FastifyRequest,
  kind: RejectionKind,
  now: Date,
): void {
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`.slice(
    0,
    200,
  );
  void hashClient(request.ip)
    .then(
      (client) =>
        sql`
        insert into write_rejections (kind, route, client_hash, created_at)
        values (${kind}, ${route}, ${client}, ${now})`,
    )
    .catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not record a rejected write'),
    );
}
