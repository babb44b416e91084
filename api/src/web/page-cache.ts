import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHas, weakEtag } from '../http/etag';

/**
 * Validators and caching of a page's HTML. Pages hold no per-visitor data (the shell
 * fetches that after it loads), so shared caches (a CDN) may keep one for `sharedSeconds`.
 * Browsers revalidate on every visit: a published, rolled-back or toggled remote shows on
 * the next load, at the cost of a 304 round trip. True when the client's copy is current.
 */
export function pageIsCurrent(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  sharedSeconds: number,
): boolean {
  const etag = weakEtag(html);
  reply.header('ETag', etag);
  reply.header(
    'Cache-Control',
    sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-cache',
  );
  return clientHas(request, etag);
}
