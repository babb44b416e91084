import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isStatementTimeout } from '../db/database-unavailable';
import { createNonce, routePolicy } from './content-security-policy';
import { renderUnavailablePage } from './unavailable-page';

/** The "we'll be right back" page's policy: its one <style>, by the answer's nonce. */
const unavailablePagePolicy = (nonce: string) => routePolicy({ styleSrc: [`'nonce-${nonce}'`] });

/** Seconds a client is asked to wait: the database is checked 4 times a second. */
const RETRY_AFTER_SECONDS = 2;

function wantsPage(request: FastifyRequest): boolean {
  const url = request.raw.url ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * The answer while the database is down or too slow: 503 with Retry-After, never cached.
 * A page (a browser asking for HTML) gets the "we'll be right back" page; anything else
 * the API's JSON error.
 */
export function sendDatabaseUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store');
  if (wantsPage(request)) {
    // The page's one <style> carries this answer's nonce, and its policy allows only that.
    const nonce = createNonce();
    // (A server without the security headers, as in some tests, has no reply.securityHeaders.)
    if (typeof reply.securityHeaders === 'function') {
      reply.securityHeaders(unavailablePagePolicy, nonce);
    }
    return reply.status(503).type('text/html; charset=utf-8').send(renderUnavailablePage(nonce));
  }
  const message = isStatementTimeout(error)
    ? 'The database took too long to answer. Please try again in a few seconds.'
    : DATABASE_UNAVAILABLE_MESSAGE;
  return reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message } });
}
