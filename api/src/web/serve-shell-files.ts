import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-control';

/**
 * The shell's built files at the site root (/assets/…, /favicon.svg…). Never the raw
 * template, never a precompressed copy under its own name, never a source map (docs/
 * decisions/0024: the build keeps them on disk, no answer gives them out).
 *
 * The static plugin's wildcard route sees every page path first, and refuses a path with
 * a backslash or a dot segment (`/states\illinois`, `/./directory`) as a 403 error. Such a
 * path names no file this serves: it goes to the not-found handler like any other miss,
 * which answers the page (or its 404 page) for a page path and a plain 404 under /assets/.
 */
export async function serveShellFiles(app: FastifyInstance, shellDist: string): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
      throw error;
    });
    await scope.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      cacheControl: false,
      // main.js.br and main.js.gz from the build go out for main.js as the client accepts (0015).
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html' && !/\.(?:br|gz|map)$/.test(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  });
}
