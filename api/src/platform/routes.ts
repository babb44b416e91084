import { PlatformManifestSchema } from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../db/client';
import { getManifest } from './get-manifest';

export const platformRoutes: FastifyPluginAsyncZod<{ sql: Sql }> = async (app, { sql }) => {
  app.get(
    '/api/platform/manifest',
    {
      schema: {
        tags: ['platform'],
        summary: 'Active, enabled remotes and the lab feature flags',
        response: { 200: PlatformManifestSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return getManifest(sql);
    },
  );
};
