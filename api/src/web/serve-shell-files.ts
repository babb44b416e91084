import { ReleaseFilePathSchema, SHELL_RELEASE_NAME } from '@pizza-atlas/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { RELEASE_DEFINITIONS_FILE, RELEASE_INFO_FILE } from '@pizza-atlas/contracts';
import { SHELL_TEMPLATE_FILE } from '../platform/check-shell-release-files';
import { precompressedCopyOf } from '../platform/release-encodings';
import type { ActiveShell } from './active-shell';
import type { ReleaseFileCache } from './release-file-cache';
import { SHELL_RENDER_FILE } from './active-shell';
import { sendReleaseFile } from './serve-release-files';

/** Files of the shell's release that are the server's to read, never the browser's. */
const PRIVATE = new Set([SHELL_TEMPLATE_FILE, RELEASE_INFO_FILE, RELEASE_DEFINITIONS_FILE]);

function isPublic(filePath: string): boolean {
  return (
    ReleaseFilePathSchema.safeParse(filePath).success &&
    !PRIVATE.has(filePath) &&
    !filePath.startsWith(SHELL_RENDER_FILE.slice(0, SHELL_RENDER_FILE.indexOf('/') + 1)) &&
    // A precompressed copy goes out for its file, never under its own name (0015); source
    // maps stay in the release, never public (0024).
    !precompressedCopyOf(filePath) &&
    !filePath.endsWith('.map')
  );
}

/**
 * The active shell release's files at the site root (/assets/…, /favicon.svg…), from this
 * server's release file cache (0036). Never the raw template, the server bundle, a
 * precompressed copy under its own name nor a source map. Any other path (a page, a file
 * the shell does not have, an odd spelling) goes to the not-found handler, which answers
 * the page (or its 404 page) for a page path and a plain 404 under /assets/.
 */
export function serveShellFiles(
  app: FastifyInstance,
  shell: ActiveShell,
  cache: ReleaseFileCache,
  /** Runs first for every path the wildcard matches: answers pages, which name no file. */
  pages: onRequestHookHandler,
): void {
  app.get<{ Params: { '*': string } }>(
    '/*',
    { schema: { hide: true }, onRequest: pages },
    async (request, reply) => {
      const filePath = request.params['*'];
      const active = isPublic(filePath) ? await shell.current() : null;
      const facts = active && (await cache.find(SHELL_RELEASE_NAME, active.version, filePath));
      if (!active || !facts) return reply.callNotFound();
      return sendReleaseFile(request, reply, cache, {
        remote: SHELL_RELEASE_NAME,
        version: active.version,
        filePath,
      });
    },
  );
}
