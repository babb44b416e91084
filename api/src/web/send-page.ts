import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '../answers/answer-cache';
import { COMPRESS_THRESHOLD } from '../answers/send-answer';
import { createNonce, type pagePolicy } from '../http/content-security-policy';
import { clientHas } from '../http/etag';
import { fillHoles, gzipWithHoles, type GzipWithHoles } from './gzip-with-holes';

const HTML = 'text/html; charset=utf-8';

/** Each kept page's gzip, made once around its stand-in nonce. */
const gzipped = new WeakMap<Answer, Promise<GzipWithHoles>>();

function gzipOf(answer: Answer, nonce: string): Promise<GzipWithHoles> {
  let made = gzipped.get(answer);
  if (!made) {
    made = gzipWithHoles(answer.body, nonce);
    gzipped.set(answer, made);
    // A failure is not kept: the next answer tries again.
    made.catch(() => gzipped.delete(answer));
  }
  return made;
}

/**
 * Sends a page: its own fresh nonce in the Content-Security-Policy and in place of the
 * page's stand-in (every inline script and style, the csp-nonce meta), so no two answers
 * share one, even of a page kept in the cache. A kept page is compressed once: gzip with
 * the nonce's places left as holes (gzip-with-holes.ts), filled for each answer; brotli
 * cannot be spliced so, and pages go out in gzip. A 304 carries no policy: the browser
 * keeps the one it stored with its copy, whose nonce that copy holds.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  options: { cacheControl: string; policy: ReturnType<typeof pagePolicy> },
): FastifyReply | Promise<FastifyReply> {
  reply.header('Cache-Control', options.cacheControl);
  if (answer.status === undefined) {
    reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding');
    if (clientHas(request, answer.etag)) {
      reply.raw.removeHeader('Content-Security-Policy');
      return reply.code(304).send();
    }
  }
  const nonce = createNonce();
  reply.securityHeaders(options.policy.withNonce, nonce);
  reply.code(answer.status ?? 200).type(HTML);
  const standIn = answer.nonce;
  if (!standIn) return reply.send(answer.body);
  const accepted = request.headers['accept-encoding'];
  const gzip =
    accepted && answer.body.length >= COMPRESS_THRESHOLD && negotiate(accepted, ['gzip']);
  if (!gzip) return reply.send(answer.body.split(standIn).join(nonce));
  reply.header('Content-Encoding', 'gzip');
  return gzipOf(answer, standIn).then((compressed) => reply.send(fillHoles(compressed, nonce)));
}
