import { createReadStream } from 'node:fs';
import { REMOTE_NAMES, ReleaseFilePathSchema, ReleaseVersionSchema } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../http/accept-encoding';
import {
  INERT_DOCUMENT_POLICY,
  isDocumentType,
  policyOptions,
  releaseFileDirectives,
} from '../http/content-security-policy';
import {
  PRECOMPRESSED,
  isCompressibleType,
  precompressedCopyOf,
  precompressedPath,
  type ContentEncoding,
} from '../platform/release-encodings';
import type { ReleaseFileCache, ReleaseFileFacts } from './release-file-cache';
import { cacheControlFor } from './cache-control';

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not found');
}

/** True when an If-None-Match header names this ETag (or any: "*"). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /remotes/<remote>/<version>/<path>: a stored release's files, from this server's
 * cache. Hashed names are cached for good, the rest (mf-manifest.json, remoteEntry.js)
 * revalidated, which the ETag answers with a 304.
 *
 * A text file the release carries precompressed copies of (`main.js.br`, `main.js.gz`)
 * goes out as the copy the client accepts, brotli first, with the copy's own ETag and
 * length and the file's type; the copies have no URLs of their own. A file without
 * copies goes out as it is (and @fastify/compress may compress it on the way).
 */
export function serveReleaseFiles(app: FastifyInstance, cache: ReleaseFileCache): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    {
      schema: { hide: true },
      // Other sites may load a release's files (Access-Control-Allow-Origin below), and a
      // script may run as a worker under this policy (the OCR engine).
      securityHeaders: {
        ...policyOptions(releaseFileDirectives()),
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      },
    },
    async (request, reply) => {
      const { remote, version, '*': filePath } = request.params;
      if (
        !(REMOTE_NAMES as readonly string[]).includes(remote) ||
        !ReleaseVersionSchema.safeParse(version).success ||
        !ReleaseFilePathSchema.safeParse(filePath).success ||
        precompressedCopyOf(filePath) ||
        // Source maps stay in the release, never public (docs/decisions/0024).
        filePath.endsWith('.map')
      ) {
        return notFound(reply);
      }
      reply.header('Access-Control-Allow-Origin', '*');
      return sendReleaseFile(request, reply, cache, { remote, version, filePath });
    },
  );
}

/**
 * Sends one file of a stored release from this server's cache, as the precompressed copy
 * the client accepts when the release has one, with its ETag (a 304 when it matches).
 * Used for remotes' files and for the active shell release's files at the site root.
 * A file a browser would open as a document (an SVG) gets a policy under which nothing
 * in it runs, in place of the route's.
 */
export async function sendReleaseFile(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReleaseFileCache,
  { remote, version, filePath }: { remote: string; version: string; filePath: string },
) {
  const facts = await cache.find(remote, version, filePath);
  if (!facts) return notFound(reply);

  let sent: { path: string; facts: ReleaseFileFacts } = { path: filePath, facts };
  let encoding: ContentEncoding | null = null;
  if (isCompressibleType(facts.contentType)) {
    // Which bytes go out depends on Accept-Encoding, here or in @fastify/compress.
    reply.header('Vary', 'accept-encoding');
    const copies = new Map<ContentEncoding, ReleaseFileFacts>();
    for (const { encoding: coding } of PRECOMPRESSED) {
      const copy = await cache.find(remote, version, precompressedPath(filePath, coding));
      if (copy) copies.set(coding, copy);
    }
    encoding = chooseEncoding(request.headers['accept-encoding'], [...copies.keys()]);
    if (encoding) {
      sent = { path: precompressedPath(filePath, encoding), facts: copies.get(encoding)! };
    }
  }

  if (isDocumentType(facts.contentType)) {
    reply.header('Content-Security-Policy', INERT_DOCUMENT_POLICY);
  }
  const etag = `"${sent.facts.sha256}"`;
  reply.header('Cache-Control', cacheControlFor(filePath)).header('ETag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const file = await cache.localCopy(remote, version, sent.path, sent.facts);
  if (!file) return notFound(reply);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .type(facts.contentType)
    .header('Content-Length', sent.facts.size)
    .send(createReadStream(file));
}
