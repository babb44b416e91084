import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { sendPhoto, type PhotoToSend } from '../photos/send-photo';

/**
 * Photos of approved places, for everyone: cleaned at approval (upright, at most 1600 px,
 * no metadata). A photo of a place not approved is not found.
 */
export const publicPhotoRoutes: FastifyPluginAsyncZod<{ sql: Sql }> = async (app, { sql }) => {
  app.get(
    '/api/photos/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A photo of an approved place',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('photo');
      const [photo] = await sql<PhotoToSend[]>`
        select p.id, p.content_type as "contentType", p.byte_size as "byteSize"
        from restaurant_photos p join restaurants r on r.id = p.restaurant_id
        where p.id = ${id} and r.approved and not p.uploading`;
      if (!photo) throw notFound('photo');
      // A photo never changes under its id.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return sendPhoto(reply, sql, photo);
    },
  );
};
