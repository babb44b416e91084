import { createReadStream } from 'node:fs';
import { REMOTE_NAMES, ReleaseFilePathSchema, ReleaseVersionSchema } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReleaseFileCache } from './release-file-cache';
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
 */
export function serveReleaseFiles(app: FastifyInstance, cache: ReleaseFileCache): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { remote, version, '*': filePath } = request.params;
      if (
        !(REMOTE_NAMES as readonly string[]).includes(remote) ||
        !ReleaseVersionSchema.safeParse(version).success ||
        !ReleaseFilePathSchema.safeParse(filePath).success
      ) {
        return notFound(reply);
      }
      const facts = await cache.find(remote, version, filePath);
      if (!facts) return notFound(reply);
      const etag = `"${facts.sha256}"`;
      reply
        .header('Cache-Control', cacheControlFor(filePath))
        .header('ETag', etag)
        .header('Access-Control-Allow-Origin', '*');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const file = await cache.localCopy(remote, version, filePath, facts);
      if (!file) return notFound(reply);
      return reply
        .type(facts.contentType)
        .header('Content-Length', facts.size)
        .send(createReadStream(file));
    },
  );
}
