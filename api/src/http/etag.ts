import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A validator of a body; weak, because the same body goes out in several encodings. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the client already holds the body of `etag` (If-None-Match, weak comparison). */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  return ifNoneMatchHolds(request.headers['if-none-match'], etag);
}

/** Whether an If-None-Match value names `etag` (weak comparison) or is `*`. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tag = etag.replace(/^W\//, '');
  return (
    header.trim() === '*' ||
    header.split(',').some((value) => value.trim().replace(/^W\//, '') === tag)
  );
}
