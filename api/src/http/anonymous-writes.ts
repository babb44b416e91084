import { HONEYPOT_FIELD, isHoneypotFilled } from '@pizza-atlas/contracts';
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import { createClientHasher } from './hash-client';
import { DEFAULT_WRITE_LIMIT, type RouteLimit } from './rate-limit';

/**
 * What every write from an anonymous visitor shares, in one place: a body limit and the
 * per-client rate limit on its route, the honeypot (a bot that fills it is answered as if
 * its write were stored, and listed for staff), and the keyed hash of the client's address
 * kept with what it wrote.
 */
export interface AnonymousWrites {
  /** The per-client limit of each anonymous write route. */
  limit: RouteLimit;
  /** Route options: the body limit and the per-client rate limit. */
  route: (bodyLimit: number) => { bodyLimit: number; config: { rateLimit: RouteLimit } };
  /** True when the body's honeypot is filled: logged and listed; the route must store nothing. */
  isTrapped: (request: FastifyRequest, body: { [HONEYPOT_FIELD]?: unknown }) => boolean;
  /** The keyed hash of the client's address. */
  clientHash: (request: FastifyRequest) => Promise<string>;
}

export interface AnonymousWritesOptions {
  sql: Sql;
  /** Told of each write a filled honeypot turned away (the staff console lists them). */
  onTrapped: (request: FastifyRequest) => void;
  /** Per client and per write route; DEFAULT_WRITE_LIMIT when unset. */
  writeLimit?: RouteLimit;
  /** Key of the client hashes; a key kept in the database when unset. */
  clientHashSecret?: string;
}

export function createAnonymousWrites(options: AnonymousWritesOptions): AnonymousWrites {
  const rateLimit = options.writeLimit ?? DEFAULT_WRITE_LIMIT;
  const hashClient = createClientHasher(options.sql, options.clientHashSecret);
  return {
    limit: rateLimit,
    route: (bodyLimit) => ({ bodyLimit, config: { rateLimit } }),
    isTrapped: (request, body) => {
      const honeypot = body[HONEYPOT_FIELD];
      if (!isHoneypotFilled(typeof honeypot === 'string' ? honeypot : undefined)) return false;
      request.log.info(
        { url: request.routeOptions.url },
        'honeypot filled: answered, nothing stored',
      );
      options.onTrapped(request);
      return true;
    },
    clientHash: (request) => hashClient(request.ip),
  };
}
